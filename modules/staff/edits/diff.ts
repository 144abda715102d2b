/** One changed field of an audit entry: the value before and after (JSON values, compared as JSON). */
export type FieldChange = { field: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two snapshots (a missing snapshot counts as empty). */
export function diffSnapshots(before: unknown, after: unknown): FieldChange[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.filter((field) => !same(a[field] ?? null, b[field] ?? null)).map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}
