import { expect, test } from 'vitest';
import { MOBILE_BREAKPOINT, breakpoints, gridBreakpoints, isMobileWidth, mediaQuery, mobileMediaQuery } from './breakpoints.ts';

test('both breakpoint sets and the mobile breakpoint of spec §9', () => {
  expect(breakpoints).toEqual({ xs: 374, sm: 425, md: 768, lg: 1280 });
  expect(gridBreakpoints).toEqual({ xs: 600, sm: 960, md: 1280, lg: 1920 });
  expect(MOBILE_BREAKPOINT).toBe(1264);
});

test('mediaQuery builds min / below ranges from names or pixels', () => {
  expect(mediaQuery({ min: 'md' })).toBe('(min-width: 768px)');
  expect(mediaQuery({ below: 'sm', set: 'grid' })).toBe('(max-width: 959.98px)');
  expect(mediaQuery({ min: 'sm', below: 'lg' })).toBe('(min-width: 425px) and (max-width: 1279.98px)');
  expect(mediaQuery({ min: 600 })).toBe('(min-width: 600px)');
  expect(mediaQuery({})).toBe('all');
  expect(mobileMediaQuery).toBe('(max-width: 1263.98px)');
});

test('isMobileWidth', () => {
  expect(isMobileWidth(375)).toBe(true);
  expect(isMobileWidth(1263)).toBe(true);
  expect(isMobileWidth(1264)).toBe(false);
});
