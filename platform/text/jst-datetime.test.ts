import { describe, expect, it } from 'vitest';
import { formatJst, parseJstLocal, toJstLocal } from './jst-datetime.ts';

describe('JST date-times', () => {
  it('reads a datetime-local value as Japan time, across the day boundary', () => {
    expect(parseJstLocal('2026-12-01T00:00')!.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(parseJstLocal('2026-12-01T08:59')!.toISOString()).toBe('2026-11-30T23:59:00.000Z');
    expect(parseJstLocal('2026-12-01T09:00')!.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('refuses what is not a real date-time', () => {
    for (const bad of ['', '2026-02-30T10:00', '2026-12-01 10:00', '2026-12-01T24:00', 'x']) expect(parseJstLocal(bad)).toBeNull();
  });

  it('writes back what it reads, labelled JST', () => {
    expect(toJstLocal(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01T00:00');
    expect(formatJst('2026-11-30T15:00:00Z')).toBe('2026/12/01 00:00 (JST)');
  });
});
