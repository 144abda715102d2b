import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheLoadTimeoutError, createCache, type CacheOptions } from './cache.ts';
import { UnavailableError, unavailableMark, unavailableSince } from '../errors/unavailable.ts';

/** A cache on a hand-moved clock, and a loader that counts its calls and resolves when told. */
function setup<V = string>(options: Partial<CacheOptions<V>> = {}) {
  const clock = { ms: 1_000 };
  const cache = createCache<V>({ max: 100, ttlMs: 1_000, now: () => clock.ms, ...options });
  return { cache, clock };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createCache', () => {
  it('keeps a value for its TTL, then loads again', async () => {
    const { cache, clock } = setup();
    let calls = 0;
    const load = async () => `v${++calls}`;
    expect(await cache.lookup('k', load)).toEqual({ value: 'v1', outcome: 'miss' });
    clock.ms += 999;
    expect(await cache.lookup('k', load)).toEqual({ value: 'v1', outcome: 'hit' });
    clock.ms += 1;
    expect(await cache.lookup('k', load)).toEqual({ value: 'v2', outcome: 'miss' });
    expect(calls).toBe(2);
  });

  it('with a TTL of 0 loads every time and keeps nothing', async () => {
    const { cache } = setup<number>({ ttlMs: 0 });
    let calls = 0;
    await cache.get('k', async () => ++calls);
    await cache.get('k', async () => ++calls);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('is bounded: the least recently used entry goes first', async () => {
    const { cache } = setup({ max: 2 });
    const loaded: string[] = [];
    const load = (key: string) => async () => (loaded.push(key), key);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.get(key, load(key));
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.size).toBe(2);
  });

  it('is bounded by size, and does not keep an entry larger than maxEntrySize', async () => {
    const { cache } = setup<Uint8Array>({ max: undefined, ttlMs: Infinity, maxSize: 300, maxEntrySize: 150, sizeOf: (v) => v.byteLength });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => new Uint8Array(100));
    expect(cache.size).toBe(3);
    expect(cache.totalSize).toBe(300);
    const big = await cache.get('big', async () => new Uint8Array(200));
    expect(big.byteLength).toBe(200);
    expect(cache.size).toBe(3);
  });

  it('single flight: concurrent misses of one key share one load', async () => {
    const { cache } = setup();
    const gate = deferred<string>();
    let calls = 0;
    const load = () => (calls++, gate.promise);
    const first = cache.lookup('k', load);
    const others = Promise.all([cache.lookup('k', load), cache.lookup('k', load)]);
    gate.resolve('v');
    expect(await first).toEqual({ value: 'v', outcome: 'miss' });
    expect(await others).toEqual([
      { value: 'v', outcome: 'joined' },
      { value: 'v', outcome: 'joined' },
    ]);
    expect(calls).toBe(1);
  });

  it('stale-while-revalidate: answers the stale value at once while one refresh runs', async () => {
    const { cache, clock } = setup({ staleMs: 5_000 });
    await cache.get('k', async () => 'old');
    clock.ms += 1_500;
    const refresh = deferred<string>();
    let refreshes = 0;
    const load = () => (refreshes++, refresh.promise);
    expect(await cache.lookup('k', load)).toEqual({ value: 'old', outcome: 'stale' });
    expect(await cache.lookup('k', load)).toEqual({ value: 'old', outcome: 'stale' });
    expect(refreshes).toBe(1);
    refresh.resolve('new');
    await refresh.promise;
    expect(await cache.lookup('k', load)).toEqual({ value: 'new', outcome: 'hit' });
  });

  it('stale-while-revalidate: a failed refresh keeps the stale value; past the stale window it is a miss', async () => {
    const { cache, clock } = setup({ staleMs: 5_000 });
    await cache.get('k', async () => 'old');
    clock.ms += 2_000;
    const failing = deferred<string>();
    expect((await cache.lookup('k', () => failing.promise)).value).toBe('old');
    failing.reject(new Error('down'));
    await failing.promise.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.lookup('k', async () => 'refreshed')).outcome).toBe('stale');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.lookup('k', async () => 'ignored')).toEqual({ value: 'refreshed', outcome: 'hit' });
    clock.ms += 10_000;
    expect(await cache.lookup('k', async () => 'fresh')).toEqual({ value: 'fresh', outcome: 'miss' });
  });

  it('does not keep a failed load: its callers get the error, the next call loads again', async () => {
    const { cache } = setup();
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cache.get('k', () => { throw new Error('sync boom'); })).rejects.toThrow('sync boom');
    expect(await cache.get('k', async () => 'v')).toBe('v');
  });

  it('keeps only what `keep` accepts (nulls are answered, not kept)', async () => {
    const { cache } = setup<string | null>({ keep: (v) => v !== null });
    let calls = 0;
    await cache.get('missing', async () => (calls++, null));
    await cache.get('missing', async () => (calls++, null));
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('delete and clear invalidate, and a load running meanwhile is answered but not kept', async () => {
    const { cache } = setup();
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    cache.delete('a');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');

    const slow = deferred<string>();
    const before = cache.get('c', () => slow.promise);
    cache.clear();
    expect(cache.size).toBe(0);
    slow.resolve('c-old');
    expect(await before).toBe('c-old');
    expect(await cache.get('c', async () => 'c-new')).toBe('c-new');
    expect(await cache.get('b', async () => 'b3')).toBe('b3');
  });

  it('expires on the default clock (performance.now) too', async () => {
    vi.useFakeTimers();
    try {
      const cache = createCache<number>({ max: 10, ttlMs: 20 });
      let calls = 0;
      await cache.get('k', async () => ++calls);
      vi.advanceTimersByTime(19);
      expect(await cache.get('k', async () => ++calls)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await cache.get('k', async () => ++calls)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

// Issue 29 item 3: one shared load that never settled hung every request for its key.
describe('the deadline of a shared load', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('rejects the caller and every joiner with CacheLoadTimeoutError when the load does not settle in time, and drops it: the next caller loads afresh', async () => {
    vi.useFakeTimers();
    const { cache } = setup({ loadTimeoutMs: 2_000 });
    const hung = deferred<string>();
    let calls = 0;
    const mark = unavailableMark();
    const waiting = Promise.allSettled([
      cache.lookup('k', () => (calls++, hung.promise)),
      cache.lookup('k', async () => (calls++, 'not called')),
      cache.get('k', async () => (calls++, 'not called')),
    ]);
    let settled = false;
    void waiting.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const outcomes = await waiting;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes) {
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(CacheLoadTimeoutError);
      // Answered 503 by the API and the pages (connection-errors.ts isUnavailable), counted for Waku's own 500s.
      expect(reason).toBeInstanceOf(UnavailableError);
    }
    expect(unavailableSince(mark)).toBe(true);
    expect(calls).toBe(1);

    expect(await cache.lookup('k', async () => (calls++, 'fresh'))).toEqual({ value: 'fresh', outcome: 'miss' });
    expect(calls).toBe(2);
    // The hung load settling late is kept nowhere.
    hung.resolve('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.lookup('k', async () => 'not called')).toEqual({ value: 'fresh', outcome: 'hit' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a load that settles in time leaves no timer behind, and keeps its value', async () => {
    vi.useFakeTimers();
    const { cache } = setup({ loadTimeoutMs: 2_000 });
    const slow = deferred<string>();
    const pending = cache.get('k', () => slow.promise);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_500);
    slow.resolve('v');
    expect(await pending).toBe('v');
    expect(vi.getTimerCount()).toBe(0);
    await expect(cache.get('failing', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await cache.get('k', async () => 'not called')).toBe('v');
  });

  it('defaults to CACHE_LOAD_TIMEOUT_MS; 0 waits as long as the load takes', async () => {
    vi.useFakeTimers();
    vi.stubEnv('CACHE_LOAD_TIMEOUT_MS', '300');
    const { cache } = setup();
    const hung = cache.get('k', () => new Promise<string>(() => undefined));
    const outcome = hung.then(() => 'resolved', (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(300);
    expect(await outcome).toBeInstanceOf(CacheLoadTimeoutError);

    vi.stubEnv('CACHE_LOAD_TIMEOUT_MS', '0');
    const slow = deferred<string>();
    const patient = cache.get('p', () => slow.promise);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    slow.resolve('late but kept');
    expect(await patient).toBe('late but kept');
  });
});
