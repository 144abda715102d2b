/**
 * Scroll positions of the pages of this tab's history (decision 059): the back and forward buttons
 * bring a list back where it was left. Keyed by address (path and query); at most `limit` kept, the
 * oldest dropped first.
 */
export function createScrollPositions(limit = 50) {
  const positions = new Map<string, number>();
  return {
    save(key: string, y: number) {
      positions.delete(key);
      positions.set(key, Math.max(0, Math.round(y)));
      if (positions.size > limit) positions.delete(positions.keys().next().value as string);
    },
    get: (key: string): number | undefined => positions.get(key),
    get size() {
      return positions.size;
    },
  };
}

/** The key of an address: its path and query (the fragment is a place on the page, not a page). */
export const positionKey = (url: { pathname: string; search: string }) => `${url.pathname}${url.search}`;
