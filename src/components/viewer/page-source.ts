/**
 * The pages of a viewer as the server hands them over: compact references (story, page, token) and
 * each page's shape. The image addresses are built here, on the server render and again in the
 * browser when fresh tokens arrive, so a volume's tokens cross the wire once, not once per width.
 */
import { pageImageUrl, type SignedPageList, type SignedPageRef } from '#modules/reader/client.ts';
import { PAGE_WIDTHS } from '#platform/images/widths.ts';
import type { ViewerPage } from './types.ts';

/** The fallback `src` for browsers without srcset: a phone-sized page. */
export const FALLBACK_WIDTH = 720;

export type PageShape = { width: number; height: number; alt: string | null };

export type PageSource = {
  titleCode: string;
  volumeSerialNumber: number;
  /** The one story of the free viewer; undefined for a whole volume (the paid viewer). */
  storyNumber?: number;
  list: SignedPageList;
  /** One per page of `list.pages`, in the same order. */
  shapes: PageShape[];
};

export function toViewerPages(source: Pick<PageSource, 'titleCode' | 'volumeSerialNumber' | 'shapes'>, refs: readonly SignedPageRef[]): ViewerPage[] {
  return refs.map((ref, index) => {
    const url = (w: number) => pageImageUrl(source.titleCode, source.volumeSerialNumber, ref.story, ref.page, w, ref.token);
    const shape = source.shapes[index] ?? { width: 1200, height: 1704, alt: null };
    return { src: url(FALLBACK_WIDTH), srcSet: PAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '), ...shape };
  });
}

/**
 * The fresh tokens laid over the pages shown, or the first story shown that is no longer among them
 * (its rental ended, or the adult setting went off): the viewer then closes.
 */
export function mergeFresh(shown: readonly SignedPageRef[], fresh: readonly SignedPageRef[]): { refs: SignedPageRef[] } | { lostStory: number } {
  const byKey = new Map(fresh.map((ref) => [`${ref.story}/${ref.page}`, ref]));
  const refs: SignedPageRef[] = [];
  for (const ref of shown) {
    const next = byKey.get(`${ref.story}/${ref.page}`);
    if (!next) return { lostStory: ref.story };
    refs.push(next);
  }
  return { refs };
}

/** A minute of margin: URLs are renewed well before they stop working. */
export const REFRESH_MARGIN_MS = 60_000;

/**
 * When to ask for fresh URLs (ms from now): a minute before the tokens expire, or just after the
 * rental ends; null when nothing shown is signed.
 */
export function refreshDelay(list: Pick<SignedPageList, 'expiresAt' | 'readableUntil'>, nowMs: number): number | null {
  const times: number[] = [];
  if (list.expiresAt) times.push(Date.parse(list.expiresAt) - REFRESH_MARGIN_MS);
  if (list.readableUntil) times.push(Date.parse(list.readableUntil) + 1_000);
  if (times.length === 0) return null;
  return Math.max(1_000, Math.min(...times) - nowMs);
}
