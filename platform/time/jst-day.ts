/**
 * Calendar days in Japan time (Asia/Tokyo, UTC+9 all year: no daylight saving). A day's key is its JST
 * date, '2026-11-25'; it runs from 00:00 JST (15:00 UTC the day before) to the next 00:00 JST, exclusive.
 */
const JST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The JST date holding `at`: '2026-11-25'. */
export const jstDayKey = (at: Date): string => new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);

/** 00:00 JST of the day `key`. */
export const jstDayStart = (key: string): Date => new Date(`${key}T00:00:00+09:00`);

/** The first instant after the day `key` (00:00 JST of the next day). */
export const jstDayEnd = (key: string): Date => new Date(jstDayStart(key).getTime() + DAY_MS);

/** The key `days` days after (or before, when negative) `key`. */
export const addJstDays = (key: string, days: number): string => jstDayKey(new Date(jstDayStart(key).getTime() + days * DAY_MS));

export const isJstDayKey = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && jstDayKey(jstDayStart(value)) === value;

/** '2026年11月25日 23:59' in JST. */
export function jstDateTimeText(at: Date): string {
  const jst = new Date(at.getTime() + JST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日 ${pad(jst.getUTCHours())}:${pad(jst.getUTCMinutes())}`;
}

/**
 * The last JST minute before an exclusive end, as members read a deadline: an end at 00:00 JST on
 * 12月2日 reads '2026年12月1日 23:59' (the day it is still valid), never the next day.
 */
export const jstDeadlineText = (exclusiveEnd: Date): string => jstDateTimeText(new Date(exclusiveEnd.getTime() - 60_000));

/** '11月25日' in JST. */
export function jstMonthDay(at: Date): string {
  const jst = new Date(at.getTime() + JST_OFFSET_MS);
  return `${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日`;
}
