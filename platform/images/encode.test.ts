import { describe, expect, it } from 'vitest';
import { COVER_WIDTHS, DEFAULT_COVER_WIDTH, DEFAULT_PAGE_WIDTH, PAGE_WIDTHS, negotiateFormat, roundWidth, widthQuery } from './encode.ts';

describe('negotiateFormat', () => {
  it('prefers AVIF, then WebP, when the client lists them', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('IMAGE/WEBP')).toBe('webp');
  });

  it('falls back to JPEG for wildcards, missing or empty headers', () => {
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat('image/*')).toBe('jpeg');
    expect(negotiateFormat('image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5')).toBe('jpeg');
    expect(negotiateFormat('')).toBe('jpeg');
    expect(negotiateFormat(null)).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });

  it('honours q=0 as "not acceptable"', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateFormat('image/avif; q=0.0, image/webp;q=0')).toBe('jpeg');
    expect(negotiateFormat('image/avif;q=0.1')).toBe('avif');
  });
});

describe('roundWidth', () => {
  it('rounds up to the nearest allowed width and clamps above the largest', () => {
    expect(roundWidth(1, COVER_WIDTHS)).toBe(120);
    expect(roundWidth(120, COVER_WIDTHS)).toBe(120);
    expect(roundWidth(121, COVER_WIDTHS)).toBe(240);
    expect(roundWidth(700, COVER_WIDTHS)).toBe(720);
    expect(roundWidth(3000, COVER_WIDTHS)).toBe(720);
    expect(roundWidth(361, PAGE_WIDTHS)).toBe(540);
    expect(roundWidth(1000, PAGE_WIDTHS)).toBe(1080);
    expect(roundWidth(2000, PAGE_WIDTHS)).toBe(1440);
  });
});

describe('widthQuery', () => {
  const covers = widthQuery(COVER_WIDTHS, DEFAULT_COVER_WIDTH);
  const pages = widthQuery(PAGE_WIDTHS, DEFAULT_PAGE_WIDTH);

  it('parses, rounds and defaults', () => {
    expect(covers.parse({ w: '241' })).toEqual({ w: 360 });
    expect(covers.parse({ w: '4096' })).toEqual({ w: 720 });
    expect(covers.parse({})).toEqual({ w: DEFAULT_COVER_WIDTH });
    expect(pages.parse({})).toEqual({ w: DEFAULT_PAGE_WIDTH });
    expect(pages.parse({ w: '360' })).toEqual({ w: 360 });
  });

  it.each(['abc', '', '0', '-5', '240.5', '1e3', '0240', ' 240', '4097', '99999', '123456789'])('refuses w=%j', (w) => {
    expect(covers.safeParse({ w }).success).toBe(false);
  });
});
