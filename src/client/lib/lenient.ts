import { z } from 'zod';

const cache = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A tolerant reading of a contract schema (docs/decisions/009-tolerant-client.md): objects accept
 * fields they do not know, a missing nullable field reads as null, a missing list as empty, and an
 * optional field stays optional. Every other field is one a screen shows, so it stays required.
 */
export function lenient<Schema extends z.ZodType>(schema: Schema): Schema {
  const known = cache.get(schema);
  if (known) return known as Schema;
  const tolerant = build(schema);
  cache.set(schema, tolerant);
  return tolerant as Schema;
}

function build(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      shape[key] = field_(field);
    }
    return z.looseObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(lenient(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return lenient(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return lenient(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as readonly z.ZodType[]).map((option) => lenient(option));
    return z.union(options as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  return schema;
}

/** An object's field: missing nullable fields and lists take their empty value. */
function field_(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodNullable) return lenient(field).default(null);
  if (field instanceof z.ZodArray) return lenient(field).default([]);
  return lenient(field);
}
