/** The fields of a record that a change altered, as [before, after]: what an audit row keeps. */
export type FieldChanges = Record<string, [unknown, unknown]>;

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a ?? null) === JSON.stringify(b ?? null));

/** The `fields` whose values differ between `before` and `after` (null before: a record made; null after: one removed). */
export function fieldChanges<T extends object>(before: Partial<T> | null, after: Partial<T> | null, fields: ReadonlyArray<keyof T & string>): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const was = before ? (before[field] ?? null) : null;
    const is = after ? (after[field] ?? null) : null;
    if (!same(was, is)) changes[field] = [was instanceof Date ? was.toISOString() : was, is instanceof Date ? is.toISOString() : is];
  }
  return changes;
}

/** A copy of the `fields` of a record as they are now (taken before a change, for `fieldChanges`). */
export function snapshot<T extends object>(record: T, fields: ReadonlyArray<keyof T & string>): Partial<T> {
  const copy: Partial<T> = {};
  for (const field of fields) {
    const value = record[field];
    copy[field] = (Array.isArray(value) ? JSON.parse(JSON.stringify(value)) : value) as T[typeof field];
  }
  return copy;
}
