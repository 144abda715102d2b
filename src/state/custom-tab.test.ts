import { describe, expect, test } from 'vitest';
import {
  applyCustomTabs,
  customTabsOf,
  CUSTOM_TAB_STORAGE_KEY,
  CUSTOM_TABS,
  defaultCustomTabs,
  loadCustomTabs,
  moveCustomTab,
  parseCustomTabs,
  saveCustomTabs,
  toggleCustomTab,
  type CustomTabStorage,
} from './custom-tab.ts';

function memoryStorage(initial: Record<string, string> = {}): CustomTabStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('load', () => {
  test('defaults when nothing is stored or there is no storage', () => {
    expect(loadCustomTabs(memoryStorage())).toEqual(defaultCustomTabs());
    expect(loadCustomTabs(null)).toEqual(defaultCustomTabs());
    expect(defaultCustomTabs().map((e) => e.id)).toEqual(CUSTOM_TABS.map((t) => t.id));
  });

  test('ignores corrupted content', () => {
    for (const raw of ['{', 'null', '42', '"ranking"', '{"id":"ranking"}', '[1,2]', '[{"id":"ranking"}]', '[{"id":"ranking","visible":"yes"}]']) {
      expect(loadCustomTabs(memoryStorage({ [CUSTOM_TAB_STORAGE_KEY]: raw }))).toEqual(defaultCustomTabs());
    }
  });

  test('ignores a list that keeps no tab visible', () => {
    const none = CUSTOM_TABS.map((t) => ({ id: t.id, visible: false }));
    expect(loadCustomTabs(memoryStorage({ [CUSTOM_TAB_STORAGE_KEY]: JSON.stringify(none) }))).toEqual(defaultCustomTabs());
  });

  test('a storage that throws gives the defaults', () => {
    const broken: CustomTabStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadCustomTabs(broken)).toEqual(defaultCustomTabs());
    expect(saveCustomTabs(defaultCustomTabs(), broken)).toBe(false);
  });
});

describe('parse', () => {
  test('keeps the stored order, drops unknown ids and duplicates, appends missing tabs visible', () => {
    const parsed = parseCustomTabs([
      { id: 'sale', visible: true },
      { id: 'mystery', visible: true },
      { id: 'ranking', visible: false },
      { id: 'sale', visible: false },
    ]);
    expect(parsed?.slice(0, 2)).toEqual([
      { id: 'sale', visible: true },
      { id: 'ranking', visible: false },
    ]);
    expect(parsed?.length).toBe(CUSTOM_TABS.length);
    expect(parsed?.slice(2).every((e) => e.visible)).toBe(true);
  });
});

describe('save', () => {
  test('round-trips through storage', () => {
    const storage = memoryStorage();
    const entries = toggleCustomTab(moveCustomTab(defaultCustomTabs(), 2, -2), 'ranking', false);
    expect(entries[0]).toEqual({ id: 'new', visible: true });
    expect(saveCustomTabs(entries, storage)).toBe(true);
    expect(JSON.parse(storage.data[CUSTOM_TAB_STORAGE_KEY] ?? '')).toEqual(entries);
    expect(loadCustomTabs(storage)).toEqual(entries);
  });

  test('refuses a list without a visible tab', () => {
    const storage = memoryStorage();
    const none = defaultCustomTabs().map((e) => ({ ...e, visible: false }));
    expect(saveCustomTabs(none, storage)).toBe(false);
    expect(storage.data[CUSTOM_TAB_STORAGE_KEY]).toBeUndefined();
  });
});

describe('move', () => {
  test('moves up and down; out-of-range moves change nothing', () => {
    const tabs = defaultCustomTabs();
    expect(moveCustomTab(tabs, 1, -1).map((e) => e.id).slice(0, 2)).toEqual(['free', 'ranking']);
    expect(moveCustomTab(tabs, 0, 1).map((e) => e.id).slice(0, 2)).toEqual(['free', 'ranking']);
    expect(moveCustomTab(tabs, 0, -1)).toEqual(tabs);
    expect(moveCustomTab(tabs, tabs.length - 1, 1)).toEqual(tabs);
  });
});

describe('applyCustomTabs (the top navigation)', () => {
  const nav = [
    { routeName: 'index', label: 'トップ' },
    { routeName: 'book-ranking', label: 'ランキング' },
    { routeName: 'book-free', label: '無料マンガ' },
    { routeName: 'book-new', label: '新作' },
    { routeName: 'special', label: '特集' },
    { routeName: 'book-store', label: 'ストア' },
    { routeName: 'book-campaign-titles', label: 'セール' },
    { routeName: 'review', label: 'レビュー' },
    { routeName: 'book-genre', label: '少年' },
  ];
  const labels = (items: { label: string }[]) => items.map((i) => i.label);

  test('the defaults change nothing', () => {
    expect(applyCustomTabs(nav, defaultCustomTabs())).toEqual(nav);
  });

  test('the saved order and hidden tabs shape it; the top entry and other entries keep their places', () => {
    let entries = moveCustomTab(defaultCustomTabs(), 6, -6); // review first
    entries = toggleCustomTab(entries, 'free', false);
    entries = toggleCustomTab(entries, 'store', false);
    expect(labels(applyCustomTabs(nav, entries))).toEqual(['トップ', 'レビュー', 'ランキング', '新作', '特集', 'セール', '少年']);
  });

  test('a tab the server list lacks is skipped', () => {
    const short = nav.filter((i) => i.routeName !== 'book-ranking');
    const entries = moveCustomTab(defaultCustomTabs(), 0, 6); // ranking last
    expect(labels(applyCustomTabs(short, entries))).toEqual(labels(short));
  });

  test('customTabsOf reads a stored snapshot, defaults for garbage', () => {
    const entries = toggleCustomTab(defaultCustomTabs(), 'new', false);
    expect(customTabsOf(JSON.stringify(entries))).toEqual(entries);
    expect(customTabsOf('{')).toEqual(defaultCustomTabs());
    expect(customTabsOf(null)).toEqual(defaultCustomTabs());
  });
});
