import { formatJst } from '#platform/text/jst-datetime.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A snapshot's value as staff read it: dates in JST with the zone, lists joined, empty as 「（なし）」. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（なし）';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (typeof value === 'string') return ISO.test(value) ? formatJst(value) : value;
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' && v ? Object.values(v).map((x) => (typeof x === 'object' && x ? formatValue(x) : x)).join('／') : String(v))).join('、') : '（なし）';
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${formatValue(v)}`).join(' / ');
  return String(value);
}
