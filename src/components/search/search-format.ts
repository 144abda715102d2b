/** Shown after the count when it stopped at the cap. */
export const COUNT_CAP_TEXT = '件以上';

/** Up to 5 page numbers around the current page, within 1..maxPage. */
export function pageNumbers(current: number, maxPage: number, span = 2): number[] {
  const start = Math.max(1, Math.min(current - span, maxPage - 2 * span));
  const end = Math.min(maxPage, start + 2 * span);
  const pages: number[] = [];
  for (let n = start; n <= end; n++) pages.push(n);
  return pages;
}
