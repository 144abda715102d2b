/** A time window [from, to). */
export type CountWindow = { from: Date; to: Date };

/** Per key, how many rows fall into each of the windows, in the windows' order. */
export type WindowCounts = { titleId: number; counts: number[] };

/**
 * The bounds covering every window; the modules that count events per title for the rankings select
 * one `count(*) filter (where …)::int as c<i>` column per window (typed queries) and read them back
 * with toWindowCounts.
 */
export function windowsSpan(windows: CountWindow[]): CountWindow {
  if (windows.length === 0) throw new RangeError('at least one window');
  const from = new Date(Math.min(...windows.map((w) => w.from.getTime())));
  const to = new Date(Math.max(...windows.map((w) => w.to.getTime())));
  return { from, to };
}

export function toWindowCounts(rows: Record<string, number>[], windows: number): WindowCounts[] {
  return rows.map((row) => ({ titleId: Number(row.title_id), counts: Array.from({ length: windows }, (_, i) => Number(row[`c${i}`] ?? 0)) }));
}
