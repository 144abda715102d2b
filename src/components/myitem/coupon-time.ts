import { spanWords } from '#platform/text/remaining-time.ts';

const MINUTE = 60_000;

/**
 * '3日4時間12分' / '5時間' / '12分' from a coupon's remaining days, hours and minutes (the site's one wording,
 * to the minute). A valid coupon whose fields all read 0 has less than a minute left: '1分'.
 */
export function remainingText(c: { remainedDays: number; remainedHours: number; remainedMinutes: number }): string {
  const minutes = (c.remainedDays * 24 + c.remainedHours) * 60 + c.remainedMinutes;
  return spanWords(Math.max(minutes * MINUTE, 1), 'validity', 'minute');
}
