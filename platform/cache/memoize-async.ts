export type MemoizeOptions<Args extends unknown[]> = {
  /** How long a found value is reused; 0 disables memoization. */
  ttlMs: number;
  maxEntries: number;
  key: (...args: Args) => string;
};

/**
 * Reuses non-null results of a read for a short time and shares concurrent calls.
 * For hot, rarely changing lookups (e.g. which story an image URL names); null is not kept,
 * so unknown keys cannot fill the memory.
 */
export function memoizeAsync<Args extends unknown[], Value>(
  read: (...args: Args) => Promise<Value | null>,
  options: MemoizeOptions<Args>,
): (...args: Args) => Promise<Value | null> {
  const values = new Map<string, { at: number; value: Value }>();
  const pending = new Map<string, Promise<Value | null>>();
  return async (...args) => {
    if (options.ttlMs <= 0) return read(...args);
    const key = options.key(...args);
    const remembered = values.get(key);
    if (remembered && Date.now() - remembered.at < options.ttlMs) return remembered.value;
    let call = pending.get(key);
    if (!call) {
      call = read(...args).finally(() => pending.delete(key));
      pending.set(key, call);
    }
    const value = await call;
    if (value !== null) {
      if (values.size >= options.maxEntries) values.delete(values.keys().next().value!);
      values.set(key, { at: Date.now(), value });
    }
    return value;
  };
}
