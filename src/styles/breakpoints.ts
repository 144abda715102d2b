/**
 * Breakpoints from spec §9. The spec gives two sets because two readings of the original differ;
 * both are kept. Each value is the UPPER bound (exclusive) of its size class, as in Vuetify:
 * "xs 600" means xs is narrower than 600 px, and "at least sm" means at least 600 px wide.
 *
 *   breakpoints       xs 374, sm 425, md 768, lg 1280   (content/layout tweaks)
 *   gridBreakpoints   xs 600, sm 960, md 1280, lg 1920  (Vuetify-style grid)
 *   MOBILE_BREAKPOINT 1264                              (below it the site uses its mobile UI)
 *
 * CSS cannot read these: stylesheets repeat the numbers (see the comment in theme.css).
 */

export const breakpoints = { xs: 374, sm: 425, md: 768, lg: 1280 } as const;
export const gridBreakpoints = { xs: 600, sm: 960, md: 1280, lg: 1920 } as const;
export const MOBILE_BREAKPOINT = 1264;

export type BreakpointName = keyof typeof breakpoints;
export type BreakpointSet = 'default' | 'grid';

/** A breakpoint name (looked up in the chosen set) or a width in px. */
export type BreakpointValue = BreakpointName | number;

export interface MediaQueryRange {
  /** Matches widths at least this wide (min-width). */
  min?: BreakpointValue;
  /** Matches widths strictly narrower than this (max-width: value - 0.02px). */
  below?: BreakpointValue;
  /** Which set names refer to; 'default' (xs 374 ...) unless given. */
  set?: BreakpointSet;
}

function toPx(value: BreakpointValue, set: BreakpointSet): number {
  if (typeof value === 'number') return value;
  return set === 'grid' ? gridBreakpoints[value] : breakpoints[value];
}

/**
 * Builds a media query string for `window.matchMedia` or inline `<style>`.
 *
 *   mediaQuery({ min: 'md' })                    -> '(min-width: 768px)'
 *   mediaQuery({ below: 'sm', set: 'grid' })     -> '(max-width: 959.98px)'
 *   mediaQuery({ min: 'sm', below: 'lg' })       -> '(min-width: 425px) and (max-width: 1279.98px)'
 *   mediaQuery({ below: MOBILE_BREAKPOINT })     -> '(max-width: 1263.98px)'
 *
 * With neither bound it returns 'all'.
 */
export function mediaQuery(range: MediaQueryRange): string {
  const set = range.set ?? 'default';
  const parts: string[] = [];
  if (range.min !== undefined) parts.push(`(min-width: ${toPx(range.min, set)}px)`);
  if (range.below !== undefined) parts.push(`(max-width: ${toPx(range.below, set) - 0.02}px)`);
  return parts.length === 0 ? 'all' : parts.join(' and ');
}

/** The site's mobile layout applies below 1264 px (spec §9). */
export const mobileMediaQuery = mediaQuery({ below: MOBILE_BREAKPOINT });

/** Whether a viewport of this width uses the mobile layout. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}
