/**
 * Draw periods in Japan time: a lottery refills at fixed JST hours (LINEマンガ: 06:00, 12:00, 18:00), and a
 * period runs from one refill to the next. Japan has no daylight saving, so JST is UTC+9 all year.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type DrawPeriod = {
  /** First instant of the period. */
  start: Date;
  /** First instant of the next period (exclusive end). */
  end: Date;
  /** Stable name of the period, its JST start: '2026-11-25T06' (one row per member and period). */
  key: string;
};

/** Refill hours must be whole JST hours 0–23, ascending, without repeats. */
export function validRefillHours(hours: readonly number[]): boolean {
  return hours.length > 0 && hours.every((hour, i) => Number.isInteger(hour) && hour >= 0 && hour <= 23 && (i === 0 || hour > hours[i - 1]!));
}

/** The period that holds `at`, for refills at the given JST hours. */
export function drawPeriodAt(at: Date, refillHours: readonly number[]): DrawPeriod {
  if (!validRefillHours(refillHours)) throw new RangeError(`refill hours must be ascending whole hours 0-23: ${refillHours.join(',')}`);
  const jst = at.getTime() + JST_OFFSET_MS;
  const jstMidnight = Math.floor(jst / DAY_MS) * DAY_MS;
  // Refills of yesterday, today and tomorrow, as JST wall-clock instants; the period starts at the last one not after `at`.
  const refills = [-1, 0, 1].flatMap((day) => refillHours.map((hour) => jstMidnight + day * DAY_MS + hour * HOUR_MS));
  let index = refills.length - 1;
  while (refills[index]! > jst) index--;
  const startJst = refills[index]!;
  const endJst = refills[index + 1]!;
  return { start: new Date(startJst - JST_OFFSET_MS), end: new Date(endJst - JST_OFFSET_MS), key: new Date(startJst).toISOString().slice(0, 13) };
}

/** 'M月D日 H:MM' in JST, for "次の補充: 12月1日 6:00". */
export function jstMonthDayTime(at: Date): string {
  const jst = new Date(at.getTime() + JST_OFFSET_MS);
  return `${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日 ${jst.getUTCHours()}:${String(jst.getUTCMinutes()).padStart(2, '0')}`;
}
