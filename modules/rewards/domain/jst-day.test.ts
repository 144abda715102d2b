import { describe, expect, it } from 'vitest';
import { addJstDays, isJstDayKey, jstDateTimeText, jstDayEnd, jstDayKey, jstDayStart, jstDeadlineText } from './jst-day.ts';
import { readRewardPoints } from './gift-rules.ts';

describe('JST days', () => {
  it('23:59:59.999 JST and 00:00 JST are two days', () => {
    expect(jstDayKey(new Date('2026-11-25T14:59:59.999Z'))).toBe('2026-11-25');
    expect(jstDayKey(new Date('2026-11-25T15:00:00.000Z'))).toBe('2026-11-26');
    expect(jstDayStart('2026-11-26').toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(jstDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(addJstDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addJstDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads deadlines as the last minute before an exclusive end', () => {
    expect(jstDeadlineText(jstDayStart('2026-12-02'))).toBe('2026年12月1日 23:59');
    expect(jstDateTimeText(new Date('2026-11-25T15:00:00Z'))).toBe('2026年11月26日 00:00');
  });

  it('knows a day key', () => {
    expect(isJstDayKey('2026-11-25')).toBe(true);
    expect(isJstDayKey('2026-02-30')).toBe(false);
    expect(isJstDayKey('20261125')).toBe(false);
  });

  it('pays a point per episode, at most 10 a day', () => {
    expect([0, 1, 3, 10, 25].map(readRewardPoints)).toEqual([0, 1, 3, 10, 10]);
  });
});
