import type { ReadingDirection } from '../../state/viewer-settings.ts';

/** What an input asks the viewer to do. */
export type PagingAction = 'next' | 'previous' | 'first' | 'last';

/**
 * The paging action of a key, or null. In a right-to-left book the next page is on the left, so the
 * left arrow moves forward; left-to-right reverses the arrows. Space / PageDown always read on.
 */
export function keyAction(key: string, shiftKey: boolean, direction: ReadingDirection): PagingAction | null {
  switch (key) {
    case 'ArrowLeft':
      return direction === 'rtl' ? 'next' : 'previous';
    case 'ArrowRight':
      return direction === 'rtl' ? 'previous' : 'next';
    case 'ArrowDown':
    case 'PageDown':
      return 'next';
    case 'ArrowUp':
    case 'PageUp':
      return 'previous';
    case ' ':
    case 'Spacebar':
      return shiftKey ? 'previous' : 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** Below this, a wheel event is trackpad noise, not a request to turn the page. */
export const WHEEL_THRESHOLD = 30;
/** One turn per gesture: wheel events closer together than this after a turn are ignored. */
export const WHEEL_COOLDOWN_MS = 350;

/** The action of a wheel movement: down (or sideways towards the next page) reads on. */
export function wheelAction(deltaX: number, deltaY: number, direction: ReadingDirection): PagingAction | null {
  if (Math.abs(deltaY) >= Math.abs(deltaX)) {
    if (Math.abs(deltaY) < WHEEL_THRESHOLD) return null;
    return deltaY > 0 ? 'next' : 'previous';
  }
  if (Math.abs(deltaX) < WHEEL_THRESHOLD) return null;
  // Scrolling towards the left reveals what is on the left: the next page in RTL.
  const towardsLeft = deltaX < 0;
  return towardsLeft === (direction === 'rtl') ? 'next' : 'previous';
}

/** Minimum horizontal travel (px) of a swipe; shorter movements are taps. */
export const SWIPE_DISTANCE = 50;

/**
 * The action of a horizontal swipe. In RTL the finger drags the current page off to the right to
 * reveal the next one on the left: a rightward swipe reads on.
 */
export function swipeAction(dx: number, dy: number, direction: ReadingDirection): PagingAction | null {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx > 0 === (direction === 'rtl') ? 'next' : 'previous';
}

/** How far through the story the reader is, in percent, clamped to 0-100. */
export function progressPercent(lastShownPage: number, pageCount: number): number {
  if (!(pageCount > 0) || !Number.isFinite(lastShownPage)) return 0;
  return Math.min(100, Math.max(0, (lastShownPage / pageCount) * 100));
}

/** A page number kept within 1..pageCount (NaN and fractions included). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
}

/** "3 / 24ページ", or "2-3 / 24ページ" for a spread: what the live region announces. */
export function pageLabel(pages: readonly number[], pageCount: number): string {
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  return `${first === last ? first : `${first}-${last}`} / ${pageCount}ページ`;
}

/** The alt text of a page: staff-written when present, else the story and page number. */
export function pageAlt(alt: string | null | undefined, page: number, storyLabel: string | null): string {
  const trimmed = alt?.trim();
  if (trimmed) return trimmed;
  return storyLabel ? `${storyLabel} ${page}ページ` : `${page}ページ`;
}
