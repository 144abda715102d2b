import type { ViewerPage } from './types.ts';

/** The part of the Network Information API the viewer reads (Chromium only; absent elsewhere). */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean; downlink?: number };

export type PreloadWindow = { ahead: number; behind: number };

/** At least 2 pages ahead and 1 behind; more on a fast connection, never more when data is saved. */
export function preloadWindow(connection: ConnectionInfo | null | undefined): PreloadWindow {
  const base = { ahead: 2, behind: 1 };
  if (!connection || connection.saveData) return base;
  const fast = connection.effectiveType === '4g' && (connection.downlink === undefined || connection.downlink >= 5);
  return fast ? { ahead: 5, behind: 2 } : base;
}

export function currentConnection(): ConnectionInfo | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection ?? null;
}

/** The page numbers to fetch around the shown ones, nearest first (the shown pages excluded). */
export function pagesToPreload(shown: readonly number[], pageCount: number, window: PreloadWindow): number[] {
  const first = Math.min(...shown);
  const last = Math.max(...shown);
  const out: number[] = [];
  for (let step = 1; step <= Math.max(window.ahead, window.behind); step++) {
    if (step <= window.ahead && last + step <= pageCount) out.push(last + step);
    if (step <= window.behind && first - step >= 1) out.push(first - step);
  }
  return out;
}

const requested = new Map<string, HTMLImageElement>();

/**
 * Starts downloading a page with the same srcset and sizes as the <img> that will show it, so the
 * browser picks the same candidate and the turn paints from cache, decoded. Kept referenced so it is not dropped.
 */
export function preloadImage(page: ViewerPage, sizes: string): void {
  const key = `${page.srcSet}|${sizes}`;
  if (requested.has(key)) return;
  const image = new Image();
  image.decoding = 'async';
  image.sizes = sizes;
  image.srcset = page.srcSet;
  image.src = page.src;
  // Decoding ahead too: a downloaded AVIF page still took 50-200 ms to decode when the turn showed it
  // (bench/viewer.ts); the decoded bitmap is shared with the <img> that shows the same resource.
  image.decode().catch(() => undefined);
  requested.set(key, image);
  if (requested.size > 200) requested.delete(requested.keys().next().value as string);
}
