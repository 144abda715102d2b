import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheLoadTimeoutError } from './cache.ts';
import { memoizeAsync } from './memoize-async.ts';

function source() {
  const calls: string[] = [];
  const read = async (id: string) => {
    calls.push(id);
    // A turn of the event loop: a concurrent call arrives while it reads.
    await new Promise((r) => setImmediate(r));
    return id === 'missing' ? null : { id };
  };
  return { read, calls };
}

describe('memoizeAsync', () => {
  it('reuses found values within the TTL and shares concurrent calls', async () => {
    const { read, calls } = source();
    const lookup = memoizeAsync(read, { ttlMs: 1000, maxEntries: 10, key: (id) => id });
    const [a, b] = await Promise.all([lookup('a'), lookup('a')]);
    expect(a).toEqual({ id: 'a' });
    expect(b).toBe(a);
    await lookup('a');
    expect(calls).toEqual(['a']);
  });

  it('does not keep null results, and reads again after the TTL', async () => {
    const { read, calls } = source();
    let clock = 1_000_000; // not 0: lru-cache reads a start time of 0 as 'no TTL'
    const lookup = memoizeAsync(read, { ttlMs: 10, maxEntries: 10, key: (id) => id, now: () => clock });
    await lookup('missing');
    await lookup('missing');
    await lookup('a');
    await lookup('a');
    expect(calls).toEqual(['missing', 'missing', 'a']);
    clock += 20;
    await lookup('a');
    expect(calls).toEqual(['missing', 'missing', 'a', 'a']);
  });

  it('stays within maxEntries', async () => {
    const { read, calls } = source();
    const lookup = memoizeAsync(read, { ttlMs: 1000, maxEntries: 2, key: (id) => id });
    for (const id of ['a', 'b', 'c', 'c', 'a']) await lookup(id);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('memoizeAsync: a shared read that never settles', () => {
  afterEach(() => void vi.useRealTimers());

  it('rejects its callers at the deadline and reads afresh on the next call', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const lookup = memoizeAsync(async (id: string) => (++calls === 1 ? new Promise<{ id: string }>(() => undefined) : { id }), { ttlMs: 1000, maxEntries: 10, loadTimeoutMs: 500, key: (id) => id });
    const waiting = Promise.allSettled([lookup('a'), lookup('a')]);
    await vi.advanceTimersByTimeAsync(500);
    for (const outcome of await waiting) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(CacheLoadTimeoutError);
    expect(await lookup('a')).toEqual({ id: 'a' });
    expect(calls).toBe(2);
  });
});
