/**
 * The `sizes` of a page image for each layout, so the browser fetches the width the screen needs.
 * A page fits the viewport: it is as wide as the screen unless the screen is wider than the page's
 * shape, then its height (the viewport's) decides. `ratio` is width / height.
 */
export type PageLayout = 'single' | 'spread' | 'vertical';

const round = (value: number) => Math.round(value * 1000) / 1000;

export function pageSizes(layout: PageLayout, ratio: number): string {
  const r = round(ratio > 0 ? ratio : 1200 / 1704);
  switch (layout) {
    case 'single':
      return `(min-aspect-ratio: ${Math.round(r * 1000)}/1000) calc(100vh * ${r}), 100vw`;
    case 'spread':
      return `(min-aspect-ratio: ${Math.round(r * 2000)}/1000) calc(100vh * ${r}), 50vw`;
    case 'vertical':
      return '(min-width: 760px) 720px, 100vw';
  }
}

/** Whether two facing pages fit side by side: a landscape screen of at least tablet width. */
export const SPREAD_MEDIA = '(min-width: 768px) and (min-aspect-ratio: 1/1)';
