/** Calendar days in Japan time (UTC+9 all year, no daylight saving). */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** '2026-11-25': the JST day of `at`, the key of a once-a-day event (the day's sign-in stamp). */
export const jstDayKey = (at: Date): string => new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);

/** '11月25日' in JST. */
export function jstMonthDay(at: Date): string {
  const jst = new Date(at.getTime() + JST_OFFSET_MS);
  return `${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日`;
}
