import { describe, expect, it } from 'vitest';
import { jstInstant, jstText, phaseAt, windowText } from './campaign-window.ts';

describe('campaign windows [start, end) in JST', () => {
  const christmas = { startsAt: jstInstant('2021-12-09'), endsAt: jstInstant('2021-12-27') };

  it('reads JST wall-clock times as staff type them', () => {
    expect(jstInstant('2021-12-09').toISOString()).toBe('2021-12-08T15:00:00.000Z');
    expect(jstInstant('2024-08-30 16:59:59').toISOString()).toBe('2024-08-30T07:59:59.000Z');
    expect(() => jstInstant('12/09/2021')).toThrow(RangeError);
  });

  it('is in from the start, in at end − 1 ms and out at the end (exclusive)', () => {
    const end = christmas.endsAt.getTime();
    expect(phaseAt(christmas, new Date(christmas.startsAt.getTime() - 1))).toBe('upcoming');
    expect(phaseAt(christmas, christmas.startsAt)).toBe('running');
    expect(phaseAt(christmas, new Date(end - 1))).toBe('running');
    expect(phaseAt(christmas, new Date(end))).toBe('ended');
  });

  it('shows the window in JST, ending on the last minute inside it', () => {
    expect(windowText(christmas)).toBe('2021年12月9日(木) 0:00 〜 2021年12月26日(日) 23:59');
    expect(windowText({ startsAt: jstInstant('2024-08-01'), endsAt: jstInstant('2024-08-30 16:59:59') })).toBe('2024年8月1日(木) 0:00 〜 2024年8月30日(金) 16:59');
    expect(jstText(new Date('2026-11-26T15:00:00Z'))).toBe('2026年11月27日(金) 0:00');
  });
});
