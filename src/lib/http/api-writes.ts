/**
 * Writes this page sent to the API (any method but GET and HEAD), for what it holds that a write may make
 * stale: page data fetched ahead of a click (idle-prefetch.ts) was read before the member's write.
 */
const listeners = new Set<() => void>();

export function onApiWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceApiWrite(): void {
  for (const listener of listeners) listener();
}
