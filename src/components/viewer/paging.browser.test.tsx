import { describe, expect, test } from 'vitest';
import { clampPage, keyAction, pageAlt, pageLabel, progressPercent, swipeAction, wheelAction } from './paging.ts';
import { pagesToPreload, preloadWindow } from './preload.ts';
import { clampZoom, toggleZoomAt, zoomAt } from './zoom.ts';

describe('keyAction', () => {
  const table: [string, boolean, 'rtl' | 'ltr', string | null][] = [
    ['ArrowLeft', false, 'rtl', 'next'],
    ['ArrowRight', false, 'rtl', 'previous'],
    ['ArrowLeft', false, 'ltr', 'previous'],
    ['ArrowRight', false, 'ltr', 'next'],
    [' ', false, 'rtl', 'next'],
    [' ', true, 'rtl', 'previous'],
    ['PageDown', false, 'ltr', 'next'],
    ['PageUp', false, 'rtl', 'previous'],
    ['ArrowDown', false, 'rtl', 'next'],
    ['ArrowUp', false, 'rtl', 'previous'],
    ['Home', false, 'rtl', 'first'],
    ['End', false, 'ltr', 'last'],
    ['a', false, 'rtl', null],
    ['Enter', false, 'rtl', null],
  ];
  for (const [key, shift, direction, expected] of table) {
    test(`${JSON.stringify(key)}${shift ? ' + Shift' : ''} in ${direction} → ${expected}`, () => {
      expect(keyAction(key, shift, direction)).toBe(expected);
    });
  }
});

test('wheelAction: down reads on, small movements are ignored, sideways follows the direction', () => {
  expect(wheelAction(0, 100, 'rtl')).toBe('next');
  expect(wheelAction(0, -100, 'rtl')).toBe('previous');
  expect(wheelAction(0, 10, 'rtl')).toBeNull();
  expect(wheelAction(-100, 0, 'rtl')).toBe('next');
  expect(wheelAction(-100, 0, 'ltr')).toBe('previous');
  expect(wheelAction(100, 0, 'ltr')).toBe('next');
});

test('swipeAction: a rightward swipe reads on in RTL, short or vertical moves are not swipes', () => {
  expect(swipeAction(120, 5, 'rtl')).toBe('next');
  expect(swipeAction(-120, 5, 'rtl')).toBe('previous');
  expect(swipeAction(120, 5, 'ltr')).toBe('previous');
  expect(swipeAction(30, 0, 'rtl')).toBeNull();
  expect(swipeAction(80, 200, 'rtl')).toBeNull();
});

test('progressPercent is clamped to 0-100', () => {
  expect(progressPercent(12, 24)).toBe(50);
  expect(progressPercent(30, 24)).toBe(100);
  expect(progressPercent(-3, 24)).toBe(0);
  expect(progressPercent(1, 0)).toBe(0);
  expect(progressPercent(Number.NaN, 24)).toBe(0);
});

test('clampPage keeps a page within the story', () => {
  expect(clampPage(0, 10)).toBe(1);
  expect(clampPage(11, 10)).toBe(10);
  expect(clampPage(Number.NaN, 10)).toBe(1);
  expect(clampPage(3.6, 10)).toBe(4);
});

test('pageLabel and pageAlt', () => {
  expect(pageLabel([3], 24)).toBe('3 / 24ページ');
  expect(pageLabel([3, 2], 24)).toBe('2-3 / 24ページ');
  expect(pageAlt(null, 5, '第3話')).toBe('第3話 5ページ');
  expect(pageAlt('  ', 5, '第3話')).toBe('第3話 5ページ');
  expect(pageAlt('主人公が扉を開ける', 5, '第3話')).toBe('主人公が扉を開ける');
  expect(pageAlt(undefined, 2, null)).toBe('2ページ');
});

test('preload: 2 ahead and 1 behind at least, more on a fast connection, never beyond the story', () => {
  expect(preloadWindow(null)).toEqual({ ahead: 2, behind: 1 });
  expect(preloadWindow({ effectiveType: '3g' })).toEqual({ ahead: 2, behind: 1 });
  expect(preloadWindow({ effectiveType: '4g', saveData: true })).toEqual({ ahead: 2, behind: 1 });
  expect(preloadWindow({ effectiveType: '4g', downlink: 10 })).toEqual({ ahead: 5, behind: 2 });
  expect(pagesToPreload([5], 24, { ahead: 2, behind: 1 })).toEqual([6, 4, 7]);
  expect(pagesToPreload([2, 3], 24, { ahead: 2, behind: 1 })).toEqual([4, 1, 5]);
  expect(pagesToPreload([23, 24], 24, { ahead: 2, behind: 1 })).toEqual([22]);
});

test('zoom keeps the tapped point in place and never pans past the page', () => {
  const box = { width: 400, height: 600 };
  const zoomed = zoomAt({ scale: 1, x: 0, y: 0 }, 2, 100, 0, box);
  expect(zoomed).toEqual({ scale: 2, x: -100, y: 0 });
  expect(clampZoom({ scale: 2, x: 900, y: -900 }, box)).toEqual({ scale: 2, x: 200, y: -300 });
  expect(clampZoom({ scale: 0.5, x: 10, y: 10 }, box)).toEqual({ scale: 1, x: 0, y: 0 });
  expect(toggleZoomAt(zoomed, 0, 0, box)).toEqual({ scale: 1, x: 0, y: 0 });
  expect(toggleZoomAt({ scale: 1, x: 0, y: 0 }, 0, 0, box).scale).toBe(2.5);
});
