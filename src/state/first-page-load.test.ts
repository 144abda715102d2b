import { beforeEach, describe, expect, it } from 'vitest';
import { appState, resetAppState } from './app-store.ts';
import { fakeApiClient } from '../lib/http/testing.ts';
import { FIRST_LOAD_KEY, RECOMMEND_COUPON_PATH, runFirstPageLoad } from './first-page-load.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

/** The typed client over a fake fetch; `calls` lists each GET's path and query. */
function fakeHttp(answer: unknown) {
  const fake = fakeApiClient(() => answer);
  return {
    api: fake.client,
    get calls() {
      return fake.get.mock.calls.map(([url, query]) => ({ url, query }));
    },
  };
}

beforeEach(() => resetAppState());

describe('first page load guard', () => {
  it('asks once with grant=false and the full path, and stores the coupon info', async () => {
    const http = fakeHttp({ success: true, message: null, coupon: { couponCode: 'WELCOME50' } });
    const storage = new MemoryStorage();
    expect(await runFirstPageLoad({ api: http.api, storage, fullPath: '/book/title/YB000001/?a=1' })).toBe('WELCOME50');
    expect(http.calls).toEqual([{ url: RECOMMEND_COUPON_PATH, query: { grant: 'false', url: '/book/title/YB000001/?a=1' } }]);
    expect(appState.couponInfo).toEqual({ couponCode: 'WELCOME50' });

    // The next page of the visit: no second call, the coupon info comes back from the tab's storage.
    resetAppState();
    expect(await runFirstPageLoad({ api: http.api, storage, fullPath: '/faq/' })).toBe('WELCOME50');
    expect(http.calls).toHaveLength(1);
    expect(appState.couponInfo).toEqual({ couponCode: 'WELCOME50' });
  });

  it('stores nothing without a couponCode, and remembers that the call was made', async () => {
    const http = fakeHttp({ success: true, message: null });
    const storage = new MemoryStorage();
    expect(await runFirstPageLoad({ api: http.api, storage, fullPath: '/' })).toBeNull();
    expect(appState.couponInfo).toBeNull();
    expect(JSON.parse(storage.getItem(FIRST_LOAD_KEY)!)).toEqual({ couponCode: null });
    await runFirstPageLoad({ api: http.api, storage, fullPath: '/' });
    expect(http.calls).toHaveLength(1);
  });

  it('shows the server message of a success-false answer and tries again on the next load', async () => {
    const http = fakeHttp({ success: false, message: { content: 'ただいまクーポンを受け取れません。', label: 'string' } });
    const storage = new MemoryStorage();
    const shown: string[] = [];
    expect(await runFirstPageLoad({ api: http.api, storage, fullPath: '/', onMessage: (m) => shown.push(m.content) })).toBeNull();
    expect(shown).toEqual(['ただいまクーポンを受け取れません。']);
    expect(storage.getItem(FIRST_LOAD_KEY)).toBeNull();
  });

  it('never rejects on a network failure', async () => {
    await expect(runFirstPageLoad({ api: fakeHttp(new Error('offline')).api, storage: new MemoryStorage(), fullPath: '/' })).resolves.toBeNull();
  });
});
