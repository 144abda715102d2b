/**
 * The one wording of a time left (decision 038): 'あと2日5時間', 'あと3時間', 'あと15分'. Largest unit first,
 * units that are zero left out, no spaces, never 'あと0分' while time is left.
 *
 * The rounding follows what the span means, so the words never promise more than is true:
 * - `wait`: until something comes back (a 待てば¥0 ticket) — rounded up, it is never back sooner than said;
 * - `validity`: until something ends (a rental, a coupon) — rounded down, it never lasts longer than said.
 *
 * Precision `coarse` (the default) shows days and hours from an hour up and minutes below it; `minute`
 * shows every unit down to the minute ('3日4時間12分'), which the coupon screens give (spec: remainedDays,
 * remainedHours, remainedMinutes). A day is 24 hours of elapsed time, not a calendar day, so the words are
 * the same in every time zone (no JST date boundary is involved).
 */
const MINUTE = 60_000;

export type SpanRounding = 'wait' | 'validity';
export type SpanPrecision = 'coarse' | 'minute';

const round = (value: number, rounding: SpanRounding) => (rounding === 'wait' ? Math.ceil(value) : Math.floor(value));

/** A positive span in words without 'あと' ('2日5時間'); '' for a span that is over (0 or less). */
export function spanWords(ms: number, rounding: SpanRounding, precision: SpanPrecision = 'coarse'): string {
  if (!(ms > 0)) return '';
  const minutes = Math.max(1, round(ms / MINUTE, rounding));
  if (precision === 'minute' || minutes < 60) {
    const [days, hours, rest] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
    return `${days ? `${days}日` : ''}${hours ? `${hours}時間` : ''}${rest ? `${rest}分` : ''}`;
  }
  const hours = round(minutes / 60, rounding);
  const days = Math.floor(hours / 24);
  return `${days ? `${days}日` : ''}${hours % 24 ? `${hours % 24}時間` : ''}`;
}

const time = (value: Date | string | number) => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value);

/** 'あと3時間' from now until `until`; '' when there is no `until` or it has passed. */
export function remainingText(until: Date | string | number | null, now: Date | string | number, rounding: SpanRounding, precision: SpanPrecision = 'coarse'): string {
  if (until === null) return '';
  const words = spanWords(time(until) - time(now), rounding, precision);
  return words ? `あと${words}` : '';
}
