/**
 * Date-times as staff type and read them: always Japan time (UTC+9, no daylight saving), always labelled.
 * Pure (browser-safe): a `datetime-local` field's value is read as JST whatever the browser's zone is.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DDTHH:mm' read as Japan time; null when it is not such a string or not a real date-time. */
export function parseJstLocal(value: string): Date | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - JST_OFFSET_MS;
  const back = new Date(utc + JST_OFFSET_MS);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h) return null;
  return new Date(utc);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The 'YYYY-MM-DDTHH:mm' of a moment in Japan time (a `datetime-local` field's value). */
export function toJstLocal(at: Date | string): string {
  const jst = new Date(new Date(at).getTime() + JST_OFFSET_MS);
  return `${jst.getUTCFullYear()}-${pad(jst.getUTCMonth() + 1)}-${pad(jst.getUTCDate())}T${pad(jst.getUTCHours())}:${pad(jst.getUTCMinutes())}`;
}

/** '2026/11/27 10:00 (JST)': how the console shows every date-time. */
export function formatJst(at: Date | string): string {
  return `${toJstLocal(at).replace('T', ' ').replaceAll('-', '/')} (JST)`;
}
