import { Column, getTableName, is, SQL } from 'drizzle-orm';

/** What a prepared select of Drizzle's carries for turning its rows into objects. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface Slot {
  /** The nested object the value goes in (a joined table's), or none. */
  parent: string | undefined;
  key: string;
  /** Undefined when the driver's value is the answer as it is. */
  decoder: Decoder | undefined;
}

/** A nested object that is null when its table was left-joined and found nothing. */
interface NullableObject {
  key: string;
  /** The slot of its first column, whose null says the join found nothing. */
  firstSlot: number;
}

/**
 * Maps a prepared select's rows as Drizzle does, with the per-column decisions (which decoder,
 * which nested object, which table) taken once for the statement instead of once per value:
 * Drizzle's own mapper asks them for every value of every row, about a sixth of the server's
 * time on a 20-trip list (docs/decisions/017-compiled-response-writer.md). A select this does
 * not cover (deeper nesting, other kinds of field) keeps Drizzle's mapper.
 */
export function mapRowsOnce<Prepared>(prepared: Prepared): Prepared {
  const query = prepared as PreparedSelect;
  const { fields, joinsNotNullableMap } = query;
  if (!fields || query.customResultMapper) return prepared;
  const slots: Slot[] = [];
  const tablesByObject = new Map<string, { tables: Set<string>; firstSlot: number }>();
  for (const [index, { path, field }] of fields.entries()) {
    if (path.length < 1 || path.length > 2) return prepared;
    let decoder: Decoder;
    if (is(field, Column)) decoder = field;
    // An SQL field's decoder is `mapWith`'s, or none.
    else if (is(field, SQL)) decoder = (field as unknown as { decoder: Decoder }).decoder;
    else return prepared;
    const parent = path.length === 2 ? path[0] : undefined;
    if (parent !== undefined && joinsNotNullableMap && is(field, Column)) {
      // Drizzle nulls a nested object when its first column's value is null and all its columns
      // come from one table that a left join may have found empty.
      const seen = tablesByObject.get(parent) ?? { tables: new Set<string>(), firstSlot: index };
      seen.tables.add(getTableName(field.table));
      tablesByObject.set(parent, seen);
    }
    slots.push({
      parent,
      key: path[path.length - 1]!,
      decoder:
        decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? undefined : decoder,
    });
  }
  const nullable: NullableObject[] = [];
  for (const [key, { tables, firstSlot }] of tablesByObject) {
    const [table] = tables;
    if (tables.size === 1 && table && !joinsNotNullableMap?.[table]) {
      nullable.push({ key, firstSlot });
    }
  }
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < slots.length; index += 1) {
      const { parent, key, decoder } = slots[index]!;
      const raw = row[index];
      const value = raw === null || decoder === undefined ? raw : decoder.mapFromDriverValue(raw);
      if (parent === undefined) result[key] = value;
      else ((result[parent] ??= {}) as Record<string, unknown>)[key] = value;
    }
    for (const { key, firstSlot } of nullable) {
      if (row[firstSlot] === null) result[key] = null;
    }
    return result;
  };
  query.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}
