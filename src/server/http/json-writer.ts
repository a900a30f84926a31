import type { $ZodType } from 'zod/v4/core';

/**
 * Writes a value as JSON by its zod schema, or throws `MISMATCH` when the value does not fit it.
 * For a value that fits, the text is exactly what zod's encode followed by JSON.stringify gives:
 * only the schema's keys, in the schema's order (docs/decisions/017-compiled-response-writer.md).
 */
export type JsonWriter = (value: unknown) => string;

/** Thrown by a writer for a value its schema does not accept; never leaves this module's callers. */
export const MISMATCH = new Error('value does not fit its response schema');

// Zod's definitions, read only as far as a writer needs them.
interface Def {
  type: string;
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } };
  }[];
  coerce?: boolean;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/**
 * A writer for `schema`, or undefined when it holds anything a writer does not handle (a
 * transform, a pipe, a refinement on an object): such a response is left to zod.
 */
export function compileJsonWriter(schema: $ZodType): JsonWriter | undefined {
  const def = defOf(schema);
  if (def.coerce) return undefined;
  switch (def.type) {
    case 'string':
      return leafWriter(schema, (value) => typeof value === 'string', quote);
    case 'number':
      return leafWriter(schema, (value) => typeof value === 'number' && Number.isFinite(value));
    case 'boolean':
      return leafWriter(schema, (value) => typeof value === 'boolean');
    case 'enum':
      return oneOfWriter(Object.values(def.entries ?? {}));
    case 'literal':
      return oneOfWriter(def.values ?? []);
    case 'null':
      return (value) => {
        if (value !== null) throw MISMATCH;
        return 'null';
      };
    case 'nullable':
      return nullableWriter(def.innerType);
    case 'optional':
    case 'default':
      // Encoding ignores a default; absence is handled by the object holding the field.
      return def.innerType ? compileJsonWriter(def.innerType) : undefined;
    case 'array':
      return arrayWriter(def);
    case 'object':
      return objectWriter(def);
    case 'union':
      return unionWriter(def.options ?? []);
    default:
      return undefined;
  }
}

/**
 * A string, number or boolean, and its checks (a pattern, a bound, a refinement, a trim) run as
 * zod runs them when encoding: after the type, each on the value the one before left.
 */
function leafWriter(
  schema: $ZodType,
  fits: (value: unknown) => boolean,
  text: (value: never) => string = JSON.stringify,
): JsonWriter {
  const checks = (schema._zod.def.checks ?? []).map((check) => check._zod.check);
  if (checks.length === 0) {
    return (value) => {
      if (!fits(value)) throw MISMATCH;
      return text(value as never);
    };
  }
  return (value) => {
    if (!fits(value)) throw MISMATCH;
    const payload = { value, issues: [] as unknown[] };
    for (const check of checks) {
      void check(payload as Parameters<typeof check>[0]);
      if (payload.issues.length > 0) throw MISMATCH;
    }
    return text(payload.value as never);
  };
}

/** Characters JSON escapes: controls, quote, backslash, and lone surrogates (well-formed JSON.stringify). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const ESCAPED = /[\u0000-\u001f"\\\ud800-\udfff]/;

/** A string as JSON; most need no escaping, and quoting them by hand is about twice as fast. */
function quote(text: string): string {
  return ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`;
}

function oneOfWriter(allowed: readonly unknown[]): JsonWriter {
  const values = new Set(allowed);
  return (value) => {
    if (!values.has(value)) throw MISMATCH;
    return JSON.stringify(value);
  };
}

function nullableWriter(inner: $ZodType | undefined): JsonWriter | undefined {
  const write = inner && compileJsonWriter(inner);
  if (!write) return undefined;
  return (value) => (value === null ? 'null' : write(value));
}

function arrayWriter(def: Def): JsonWriter | undefined {
  const write = def.element && compileJsonWriter(def.element);
  if (!write) return undefined;
  let min = 0;
  let max = Infinity;
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum, length } = check._zod.def;
    if (kind === 'min_length' && minimum !== undefined) min = Math.max(min, minimum);
    else if (kind === 'max_length' && maximum !== undefined) max = Math.min(max, maximum);
    else if (kind === 'length_equals' && length !== undefined) [min, max] = [length, length];
    else return undefined;
  }
  return (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) throw MISMATCH;
    let out = '[';
    for (let i = 0; i < value.length; i += 1) {
      out += (i === 0 ? '' : ',') + write(value[i]);
    }
    return `${out}]`;
  };
}

interface Field {
  key: string;
  /** The key as JSON, with its colon. */
  name: string;
  optional: boolean;
  write: JsonWriter;
}

function objectWriter(def: Def): JsonWriter | undefined {
  // Refinements of the whole object, and kept or refused unknown keys, are zod's to apply.
  if (def.checks?.length || def.catchall) return undefined;
  const fields: Field[] = [];
  for (const [key, schema] of Object.entries(def.shape ?? {})) {
    const write = compileJsonWriter(schema);
    if (!write) return undefined;
    fields.push({
      key,
      name: `${JSON.stringify(key)}:`,
      // As zod decides it: a field whose output may be absent (optional, or nullable over one).
      optional: schema._zod.optout === 'optional',
      write,
    });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw MISMATCH;
    const record = value as Record<string, unknown>;
    let out = '';
    for (const field of fields) {
      const fieldValue = record[field.key];
      if (fieldValue === undefined) {
        // JSON has no undefined: an optional field left out reads the same as one never set.
        if (field.optional) continue;
        throw MISMATCH;
      }
      out += (out === '' ? '{' : ',') + field.name + field.write(fieldValue);
    }
    return out === '' ? '{}' : `${out}}`;
  };
}

/** The first option the value fits, as zod's union picks it. */
function unionWriter(options: readonly $ZodType[]): JsonWriter | undefined {
  const writers: JsonWriter[] = [];
  for (const option of options) {
    const write = compileJsonWriter(option);
    if (!write) return undefined;
    writers.push(write);
  }
  return (value) => {
    for (const write of writers) {
      try {
        return write(value);
      } catch (error) {
        if (error !== MISMATCH) throw error;
      }
    }
    throw MISMATCH;
  };
}
