import { describe, expect, it } from 'vitest';
import { drawPeriodAt, jstMonthDayTime, validRefillHours } from './draw-periods.ts';

const THREE_A_DAY = [6, 12, 18];
/** An instant written in JST wall-clock time. */
const jst = (text: string) => new Date(`${text}+09:00`);

describe('draw periods in JST', () => {
  it('05:59:59.999 JST belongs to the previous evening, 06:00:00.000 starts the morning period', () => {
    const before = drawPeriodAt(jst('2026-11-26T05:59:59.999'), THREE_A_DAY);
    const after = drawPeriodAt(jst('2026-11-26T06:00:00.000'), THREE_A_DAY);
    expect(before).toEqual({ start: jst('2026-11-25T18:00:00'), end: jst('2026-11-26T06:00:00'), key: '2026-11-25T18' });
    expect(after).toEqual({ start: jst('2026-11-26T06:00:00'), end: jst('2026-11-26T12:00:00'), key: '2026-11-26T06' });
  });

  it('midnight JST (15:00 UTC) does not start a period when no refill is at 0:00', () => {
    expect(drawPeriodAt(new Date('2026-11-25T14:59:59.999Z'), THREE_A_DAY).key).toBe('2026-11-25T18');
    expect(drawPeriodAt(new Date('2026-11-25T15:00:00.000Z'), THREE_A_DAY).key).toBe('2026-11-25T18');
  });

  it('one refill a day at 0:00 JST is a JST calendar day, not a UTC one', () => {
    const period = drawPeriodAt(new Date('2026-12-31T15:00:00.000Z'), [0]);
    expect(period).toEqual({ start: jst('2027-01-01T00:00:00'), end: jst('2027-01-02T00:00:00'), key: '2027-01-01T00' });
    expect(drawPeriodAt(new Date('2026-12-31T14:59:59.999Z'), [0]).key).toBe('2026-12-31T00');
  });

  it('the last refill of the day runs to the first one of the next', () => {
    expect(drawPeriodAt(jst('2026-11-25T23:30:00'), [7, 19])).toEqual({ start: jst('2026-11-25T19:00:00'), end: jst('2026-11-26T07:00:00'), key: '2026-11-25T19' });
  });

  it('refuses refill hours that are not ascending whole hours of a day', () => {
    expect(validRefillHours([6, 12, 18])).toBe(true);
    for (const bad of [[], [12, 6], [6, 6], [24], [-1], [6.5]]) {
      expect(validRefillHours(bad)).toBe(false);
      expect(() => drawPeriodAt(new Date(), bad)).toThrow(RangeError);
    }
  });

  it('shows the next refill in JST wording', () => {
    expect(jstMonthDayTime(jst('2026-12-01T06:00:00'))).toBe('12月1日 6:00');
    expect(jstMonthDayTime(new Date('2026-11-30T21:05:00Z'))).toBe('12月1日 6:05');
  });
});
