import { describe, expect, it } from 'vitest';
import { remainingText, spanWords } from './remaining-time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date('2026-11-25T14:59:30.000Z'); // 23:59:30 in Tokyo: a JST date change is 30 s away
const at = (ms: number) => new Date(now.getTime() + ms);

describe('remaining time wording', () => {
  it('rounds a wait up: it is never back sooner than said', () => {
    expect(remainingText(at(23 * HOUR - 1), now, 'wait')).toBe('あと23時間');
    expect(remainingText(at(22 * HOUR), now, 'wait')).toBe('あと22時間');
    expect(remainingText(at(22 * HOUR + 1), now, 'wait')).toBe('あと23時間');
    expect(remainingText(at(60 * MINUTE), now, 'wait')).toBe('あと1時間');
    expect(remainingText(at(60 * MINUTE + 1), now, 'wait')).toBe('あと2時間');
    expect(remainingText(at(59 * MINUTE + 1), now, 'wait')).toBe('あと1時間');
    expect(remainingText(at(59 * MINUTE), now, 'wait')).toBe('あと59分');
    expect(remainingText(at(20 * MINUTE), now, 'wait')).toBe('あと20分');
    expect(remainingText(at(1), now, 'wait')).toBe('あと1分');
    expect(remainingText(at(DAY + 1), now, 'wait')).toBe('あと1日1時間');
  });

  it('rounds a validity down: it never lasts longer than said, and never says あと0分 while it runs', () => {
    expect(remainingText(at(3 * HOUR + 59 * MINUTE), now, 'validity')).toBe('あと3時間');
    expect(remainingText(at(2 * DAY + 5 * HOUR + 59 * MINUTE), now, 'validity')).toBe('あと2日5時間');
    expect(remainingText(at(DAY), now, 'validity')).toBe('あと1日');
    expect(remainingText(at(DAY - 1), now, 'validity')).toBe('あと23時間');
    expect(remainingText(at(HOUR), now, 'validity')).toBe('あと1時間');
    expect(remainingText(at(HOUR - 1), now, 'validity')).toBe('あと59分');
    expect(remainingText(at(15 * MINUTE + 30 * SECOND), now, 'validity')).toBe('あと15分');
    expect(remainingText(at(10 * SECOND), now, 'validity')).toBe('あと1分');
  });

  it('says nothing once the time is over, or when there is no end', () => {
    for (const rounding of ['wait', 'validity'] as const) {
      expect(remainingText(now, now, rounding)).toBe('');
      expect(remainingText(at(-MINUTE), now, rounding)).toBe('');
      expect(remainingText(null, now, rounding)).toBe('');
    }
  });

  it('gives every unit down to the minute with precision minute (the coupon screens)', () => {
    expect(spanWords(3 * DAY + 4 * HOUR + 12 * MINUTE + 59 * SECOND, 'validity', 'minute')).toBe('3日4時間12分');
    expect(spanWords(2 * DAY + 5 * HOUR + 30 * MINUTE, 'validity', 'minute')).toBe('2日5時間30分');
    expect(spanWords(DAY + 2 * HOUR, 'validity', 'minute')).toBe('1日2時間');
    expect(spanWords(5 * HOUR, 'validity', 'minute')).toBe('5時間');
    expect(spanWords(DAY + 7 * MINUTE, 'validity', 'minute')).toBe('1日7分');
    expect(spanWords(12 * MINUTE, 'validity', 'minute')).toBe('12分');
    expect(spanWords(30 * SECOND, 'validity', 'minute')).toBe('1分');
  });

  it('counts days as elapsed 24-hour spans, the same across a JST date change and in any time zone', () => {
    // 30 s from now it is the next day in Tokyo; a span of 1 day and 30 s is still one day.
    expect(remainingText(at(DAY + 30 * SECOND), now, 'validity')).toBe('あと1日');
    expect(remainingText(at(DAY + 30 * SECOND).toISOString(), now.getTime(), 'validity')).toBe('あと1日');
    expect(remainingText('2026-11-26T00:00:00+09:00', '2026-11-25T23:00:00+09:00', 'validity')).toBe('あと1時間');
  });
});
