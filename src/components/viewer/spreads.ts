import type { Spread } from './types.ts';

type Dimensions = { width: number; height: number };

/** A page wider than it is tall is already a two-page picture: it is shown alone. */
export const isWidePage = (page: Dimensions) => page.width > page.height;

/**
 * Groups pages (numbered from 1) into spreads (見開き) in reading order. With `coverOffset`, page 1 (the cover)
 * stands alone so that the book's facing pages pair up as printed (2-3, 4-5, ...). A wide page stands alone,
 * and a page left without a partner before it (or at the end) stands alone too.
 */
export function pairSpreads(pages: readonly Dimensions[], options: { coverOffset: boolean }): Spread[] {
  const spreads: Spread[] = [];
  let pending: number | null = null;
  const flush = () => {
    if (pending !== null) spreads.push([pending]);
    pending = null;
  };
  pages.forEach((page, index) => {
    const number = index + 1;
    if ((options.coverOffset && number === 1) || isWidePage(page)) {
      flush();
      spreads.push([number]);
    } else if (pending === null) {
      pending = number;
    } else {
      spreads.push([pending, number]);
      pending = null;
    }
  });
  flush();
  return spreads;
}

/** Every page alone: the single-page layout expressed as spreads. */
export const singlePages = (count: number): Spread[] => Array.from({ length: count }, (_, index) => [index + 1]);

/** The index of the spread holding `page` (0 when not found). */
export function spreadIndexOf(spreads: readonly Spread[], page: number): number {
  const index = spreads.findIndex((spread) => spread.includes(page));
  return index < 0 ? 0 : index;
}
