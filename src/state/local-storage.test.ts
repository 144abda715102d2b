import { describe, expect, test } from 'vitest';
import {
  CARD_VIEW_KEY,
  LOCATION_HISTORY_KEY,
  LS_CHECK_KEY,
  browserStorage,
  getCardView,
  getItem,
  getJson,
  getLocationHistory,
  recordLocation,
  removeItem,
  setCardView,
  setItem,
  setJson,
  writeLocalStorageCheck,
} from './local-storage.ts';

/** A small in-memory Storage. */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, String(value));
  }
}

/** A Storage whose every method throws (privacy mode, SecurityError). */
const broken = new Proxy({} as Storage, {
  get() {
    return () => {
      throw new DOMException('denied', 'SecurityError');
    };
  },
});

describe('safe helpers', () => {
  test('read and write through a given storage', () => {
    const s = new MemoryStorage();
    expect(setItem('a', '1', s)).toBe(true);
    expect(getItem('a', s)).toBe('1');
    removeItem('a', s);
    expect(getItem('a', s)).toBeNull();
    expect(setJson('j', { x: [1] }, s)).toBe(true);
    expect(getJson('j', null, s)).toEqual({ x: [1] });
  });

  test('never throw: no storage, a throwing storage, quota, corrupt JSON, unserialisable values', () => {
    expect(browserStorage()).toBeNull();
    expect(getItem('a')).toBeNull();
    expect(setItem('a', '1')).toBe(false);
    expect(getItem('a', null)).toBeNull();
    expect(getItem('a', broken)).toBeNull();
    expect(setItem('a', '1', broken)).toBe(false);
    expect(() => removeItem('a', broken)).not.toThrow();

    const full = new MemoryStorage();
    full.quota = 2;
    expect(setItem('a', 'too long', full)).toBe(false);

    const s = new MemoryStorage();
    s.setItem('bad', '{not json');
    expect(getJson('bad', 'fallback', s)).toBe('fallback');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(setJson('c', cyclic, s)).toBe(false);
    expect(setJson('b', 1n, s)).toBe(false);
  });
});

describe('card view', () => {
  test("stored under 'yomiba:card-view' as list or grid", () => {
    const s = new MemoryStorage();
    expect(CARD_VIEW_KEY).toBe('yomiba:card-view');
    expect(getCardView('grid', s)).toBe('grid');
    expect(getCardView('list', s)).toBe('list');
    expect(setCardView('list', s)).toBe(true);
    expect(s.getItem(CARD_VIEW_KEY)).toBe('list');
    expect(getCardView('grid', s)).toBe('list');
    expect(setCardView('grid', s)).toBe(true);
    expect(getCardView('list', s)).toBe('grid');
  });

  test('an invalid stored value gives the fallback; an invalid view is not stored', () => {
    const s = new MemoryStorage();
    s.setItem(CARD_VIEW_KEY, 'table');
    expect(getCardView(undefined, s)).toBe('grid');
    expect(setCardView('table' as 'list', s)).toBe(false);
    expect(s.getItem(CARD_VIEW_KEY)).toBe('table');
    expect(getCardView('list', broken)).toBe('list');
  });
});

describe('location history', () => {
  test("keeps recent paths under 'yomiba:location-history'", () => {
    const s = new MemoryStorage();
    expect(LOCATION_HISTORY_KEY).toBe('yomiba:location-history');
    recordLocation('/book/title/T001/', s);
    recordLocation('/search/?q=%E5%91%AA', s);
    expect(getLocationHistory(s)).toEqual(['/book/title/T001/', '/search/?q=%E5%91%AA']);
    expect(JSON.parse(s.getItem(LOCATION_HISTORY_KEY) ?? '')).toEqual(['/book/title/T001/', '/search/?q=%E5%91%AA']);
  });

  test('the root path is not recorded and clears the history', () => {
    const s = new MemoryStorage();
    recordLocation('/a/', s);
    recordLocation('/b/', s);
    expect(recordLocation('/', s)).toEqual([]);
    expect(getLocationHistory(s)).toEqual([]);
    expect(s.getItem(LOCATION_HISTORY_KEY)).toBeNull();
    recordLocation('/c/', s);
    recordLocation('/?utm=x', s);
    expect(getLocationHistory(s)).toEqual([]);
  });

  test('the same path twice in a row is kept once; only the last ones are kept', () => {
    const s = new MemoryStorage();
    recordLocation('/a/', s);
    recordLocation('/a/', s);
    recordLocation('/b/', s);
    recordLocation('/a/', s);
    expect(getLocationHistory(s)).toEqual(['/a/', '/b/', '/a/']);
    for (let i = 0; i < 30; i++) recordLocation(`/p/${i}/`, s, 5);
    expect(getLocationHistory(s)).toEqual(['/p/25/', '/p/26/', '/p/27/', '/p/28/', '/p/29/']);
  });

  test('corrupt or foreign data reads as empty and is replaced', () => {
    const s = new MemoryStorage();
    s.setItem(LOCATION_HISTORY_KEY, '{oops');
    expect(getLocationHistory(s)).toEqual([]);
    s.setItem(LOCATION_HISTORY_KEY, '{"a":1}');
    expect(getLocationHistory(s)).toEqual([]);
    s.setItem(LOCATION_HISTORY_KEY, '["/x/", 3, null]');
    expect(getLocationHistory(s)).toEqual(['/x/']);
    expect(recordLocation('/y/', s)).toEqual(['/x/', '/y/']);
    expect(recordLocation('/z/', broken)).toEqual(['/z/']);
  });
});

describe('local storage check', () => {
  test("writes 'yomiba:ls-check' and reports whether storage works", () => {
    const s = new MemoryStorage();
    expect(LS_CHECK_KEY).toBe('yomiba:ls-check');
    expect(writeLocalStorageCheck(s)).toBe(true);
    expect(s.getItem(LS_CHECK_KEY)).not.toBeNull();
    expect(writeLocalStorageCheck(broken)).toBe(false);
    expect(writeLocalStorageCheck(null)).toBe(false);
  });
});
