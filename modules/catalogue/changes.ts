/**
 * A process-wide signal that what anonymous visitors see of the catalogue changed (content blocks
 * replaced, titles edited): the page cache listens and drops its renders at once instead of waiting
 * for its TTL.
 */
const listeners = new Set<() => void>();

export function onCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyCatalogueChange(): void {
  for (const listener of listeners) listener();
}
