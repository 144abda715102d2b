import { LRUCache } from 'lru-cache';
import { config } from '../config.ts';
import { noteUnavailable, UnavailableError } from '../errors/unavailable.ts';

export type CacheOptions<Value> = {
  /** Entries kept at most; the least recently used go first. Give `max`, `maxSize` or both. */
  max?: number;
  /** How long a loaded value is fresh. 0 turns the cache off (every call loads); Infinity keeps values until evicted. */
  ttlMs: number;
  /**
   * Stale-while-revalidate: for this long after the TTL the old value is still answered at once while one
   * refresh runs in the background (a failed refresh keeps the old value). Default 0: an expired value is a miss.
   */
  staleMs?: number;
  /** Bound on the sum of `sizeOf` over the entries (e.g. bytes). */
  maxSize?: number;
  sizeOf?: (value: Value) => number;
  /** A value larger than this (by `sizeOf`) is answered but not kept. */
  maxEntrySize?: number;
  /** Whether a loaded value is kept (default all), e.g. `(v) => v !== null` so unknown keys cannot fill memory. */
  keep?: (value: Value) => boolean;
  /** Clock in milliseconds, for tests (default performance.now). */
  now?: () => number;
  /**
   * How long the callers of a shared load wait for it (default CACHE_LOAD_TIMEOUT_MS, 10 s; 0: no limit).
   * Past it they are all rejected with CacheLoadTimeoutError (503) and the load is forgotten, so the next
   * caller starts a fresh one: one load that never settles would otherwise hang every request for its key.
   */
  loadTimeoutMs?: number;
};

/** A shared load of a cache did not settle within its deadline (`loadTimeoutMs`); the key is loaded afresh next time. */
export class CacheLoadTimeoutError extends UnavailableError {
  constructor(ms: number) {
    super(`a shared cache load did not settle within ${ms} ms`);
  }
}

/** How a value was found: fresh in the cache, stale (a refresh started), from another caller's load, or loaded. */
export type CacheOutcome = 'hit' | 'stale' | 'joined' | 'miss';

export type Cache<Value> = {
  /** The value of `key`: from the cache, from a load already running for it, else from `load()`. */
  get(key: string, load: () => Promise<Value>): Promise<Value>;
  /** `get`, telling how the value was found (for X-Cache headers and statistics). */
  lookup(key: string, load: () => Promise<Value>): Promise<{ value: Value; outcome: CacheOutcome }>;
  /** Forgets `key`; a load of it already running is answered to its callers but not kept. */
  delete(key: string): void;
  /** Forgets everything (the data changed); loads already running are answered but not kept. */
  clear(): void;
  readonly size: number;
  /** The sum of `sizeOf` over the entries (0 without `sizeOf`). */
  readonly totalSize: number;
};

type Slot<Value> = { value: Value; freshUntil: number };

/**
 * The one in-process cache of the code base, on lru-cache: bounded (entries and/or size), TTL, optional
 * stale-while-revalidate, and single flight (concurrent misses of one key share one load; a stale value
 * is refreshed by one load) with a deadline on the shared load. Failed loads are never kept.
 */
export function createCache<Value>(options: CacheOptions<Value>): Cache<Value> {
  const now = options.now ?? (() => performance.now());
  const ttl = options.ttlMs;
  const staleMs = Math.max(0, options.staleMs ?? 0);
  const lifetime = ttl + staleMs;
  const { sizeOf } = options;
  const store =
    ttl > 0
      ? new LRUCache<string, Slot<Value>>({
          max: options.max,
          maxSize: options.maxSize,
          maxEntrySize: options.maxEntrySize,
          sizeCalculation: sizeOf && ((slot) => Math.max(1, sizeOf(slot.value))),
          ttl: Number.isFinite(lifetime) ? Math.ceil(lifetime) : 0,
          ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
        } as LRUCache.Options<string, Slot<Value>, unknown>)
      : undefined;
  const inflight = new Map<string, Promise<Value>>();

  function load(key: string, loader: () => Promise<Value>): Promise<Value> {
    let started: Promise<Value>;
    try {
      started = loader();
    } catch (error) {
      started = Promise.reject(error);
    }
    const deadline = options.loadTimeoutMs ?? config.cacheLoadTimeoutMs;
    // One timer per load (none per hit), cleared when the load settles first.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const running: Promise<Value> = new Promise((resolve, reject) => {
      if (deadline > 0) {
        timer = setTimeout(() => {
          noteUnavailable();
          reject(new CacheLoadTimeoutError(deadline));
        }, deadline);
        timer.unref?.();
      }
      started.then(
        (value) => {
          clearTimeout(timer);
          // Only the current load of the key is kept: delete() or clear() meanwhile means the data changed,
          // and a load past its deadline was dropped already.
          if (inflight.get(key) === running && (options.keep?.(value) ?? true)) store!.set(key, { value, freshUntil: now() + ttl });
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
    inflight.set(key, running);
    const settle = () => {
      if (inflight.get(key) === running) inflight.delete(key);
    };
    running.then(settle, settle);
    return running;
  }

  async function lookup(key: string, loader: () => Promise<Value>): Promise<{ value: Value; outcome: CacheOutcome }> {
    if (!store) return { value: await loader(), outcome: 'miss' };
    const slot = store.get(key);
    if (slot) {
      if (now() < slot.freshUntil) return { value: slot.value, outcome: 'hit' };
      if (staleMs > 0) {
        if (!inflight.has(key)) load(key, loader).catch(() => undefined);
        return { value: slot.value, outcome: 'stale' };
      }
    }
    const pending = inflight.get(key);
    if (pending) return { value: await pending, outcome: 'joined' };
    return { value: await load(key, loader), outcome: 'miss' };
  }

  return {
    lookup,
    get(key, loader) {
      // The hit path without lookup's extra promise: the hot lookups (sessions, pages) take it.
      const slot = store?.get(key);
      if (slot && now() < slot.freshUntil) return Promise.resolve(slot.value);
      return lookup(key, loader).then((found) => found.value);
    },
    delete(key) {
      store?.delete(key);
      inflight.delete(key);
    },
    clear() {
      store?.clear();
      inflight.clear();
    },
    get size() {
      return store?.size ?? 0;
    },
    get totalSize() {
      return store?.calculatedSize ?? 0;
    },
  };
}
