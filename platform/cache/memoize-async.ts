import { createCache } from './cache.ts';

export type MemoizeOptions<Args extends unknown[]> = {
  /** How long a found value is reused; 0 disables memoization. */
  ttlMs: number;
  /** Stale-while-revalidate window after the TTL (createCache's `staleMs`; default 0). */
  staleMs?: number;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
  /** How long the callers of a shared read wait for it (createCache's `loadTimeoutMs`; default CACHE_LOAD_TIMEOUT_MS). */
  loadTimeoutMs?: number;
  maxEntries: number;
  key: (...args: Args) => string;
};

/**
 * Reuses non-null results of a read for a short time and shares concurrent calls (a `createCache` keyed
 * by `key`). For hot, rarely changing lookups (e.g. which story an image URL names); null is not kept,
 * so unknown keys cannot fill the memory.
 */
export function memoizeAsync<Args extends unknown[], Value>(
  read: (...args: Args) => Promise<Value | null>,
  options: MemoizeOptions<Args>,
): ((...args: Args) => Promise<Value | null>) & { clear: () => void } {
  const cache = createCache<Value | null>({
    max: options.maxEntries,
    ttlMs: options.ttlMs,
    staleMs: options.staleMs,
    now: options.now,
    loadTimeoutMs: options.loadTimeoutMs,
    keep: (value) => value !== null,
  });
  const memoized = (...args: Args) => cache.get(options.key(...args), () => read(...args));
  /** Forgets every value (and drops the result of a read in flight). */
  memoized.clear = () => cache.clear();
  return memoized;
}
