import { afterEach, describe, expect, it } from 'vitest';
import { DAILY_RECOMMEND_KEY, jstDateKey, markDailyRecommendShown, resetDailyRecommendMemory, shouldShowDailyRecommend } from './daily-recommend.ts';

/** A minimal in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A Storage whose every call throws, like Safari's private mode or a blocked origin. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

afterEach(() => resetDailyRecommendMemory());

describe('jstDateKey', () => {
  it('is the calendar day in Japan time: the day changes at 15:00 UTC', () => {
    expect(jstDateKey(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
    expect(jstDateKey(new Date('2026-11-21T14:59:59.999Z'))).toBe('2026-11-21');
    expect(jstDateKey(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    expect(jstDateKey(new Date('2026-11-21T14:00:00Z'))).toBe('2026-11-21'); // 23:00 JST
    expect(jstDateKey(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });
});

describe('daily recommend', () => {
  it('shows once per JST day: 23:59 JST and 00:01 JST are two days', () => {
    const storage = memoryStorage();
    const at2359 = new Date('2026-11-22T14:59:00Z');
    expect(shouldShowDailyRecommend(storage, at2359)).toBe(true);
    expect(markDailyRecommendShown(storage, at2359)).toBe(true);
    expect(storage.getItem(DAILY_RECOMMEND_KEY)).toBe('2026-11-22');
    expect(shouldShowDailyRecommend(storage, at2359)).toBe(false);
    expect(shouldShowDailyRecommend(storage, new Date('2026-11-22T00:00:00Z'))).toBe(false); // 09:00 JST, same day
    resetDailyRecommendMemory(); // a new page load
    expect(shouldShowDailyRecommend(storage, new Date('2026-11-22T14:59:59Z'))).toBe(false);
    const at0001 = new Date('2026-11-22T15:01:00Z');
    expect(shouldShowDailyRecommend(storage, at0001)).toBe(true);
    markDailyRecommendShown(storage, at0001);
    expect(shouldShowDailyRecommend(storage, at0001)).toBe(false);
  });

  it('shows again after a corrupted stored value, and not for a later stored day', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    for (const corrupt of ['', 'yesterday', '{"day":1}', '2026-11-2', 'null']) {
      expect(shouldShowDailyRecommend(memoryStorage({ [DAILY_RECOMMEND_KEY]: corrupt }), now), corrupt).toBe(true);
    }
    expect(shouldShowDailyRecommend(memoryStorage({ [DAILY_RECOMMEND_KEY]: '2026-11-21' }), now)).toBe(true);
    expect(shouldShowDailyRecommend(memoryStorage({ [DAILY_RECOMMEND_KEY]: '2026-11-23' }), now)).toBe(false);
  });

  it('never throws without storage, and then shows once per page load', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    for (const storage of [null, throwingStorage()]) {
      resetDailyRecommendMemory();
      expect(shouldShowDailyRecommend(storage, now)).toBe(true);
      expect(markDailyRecommendShown(storage, now)).toBe(false);
      expect(shouldShowDailyRecommend(storage, now)).toBe(false);
      expect(shouldShowDailyRecommend(storage, new Date('2026-11-22T15:00:00Z'))).toBe(true);
    }
  });

  it('uses window.localStorage when no storage is given; outside the browser that is none', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    expect(shouldShowDailyRecommend(undefined, now)).toBe(true);
    expect(markDailyRecommendShown(undefined, now)).toBe(false);
    expect(shouldShowDailyRecommend(undefined, now)).toBe(false);
  });
});
