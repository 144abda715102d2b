import { describe, expect, it } from 'vitest';
import { formatUntil } from './format.ts';

describe('a card’s 「〇月〇日まで」 (decision 064)', () => {
  it('is the last day inside the window in JST: an end at 00:00 JST reads the day before', () => {
    expect(formatUntil('2021-12-26T15:00:00.000Z')).toBe('12月26日まで');
    expect(formatUntil('2021-12-26T15:00:00.001Z')).toBe('12月27日まで');
    // 16:59:59 JST on 30 August (the spec's cutoff) is still that day.
    expect(formatUntil('2024-08-30T07:59:59.000Z')).toBe('8月30日まで');
  });
});
