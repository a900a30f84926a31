/** An object's fields whose value is not `undefined`. */
export type DefinedFields<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * Leaves out the fields that are `undefined`, so "not sent" stays absent rather than becoming a
 * field set to undefined (the compiler's exactOptionalPropertyTypes tells the two apart).
 */
export function definedFields<T extends object>(fields: T): DefinedFields<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as DefinedFields<T>;
}
