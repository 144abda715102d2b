import type { ViewerPage } from './types.ts';

/** A page drawn inline (an SVG data URL) with its number, for stories and browser tests. */
export function samplePage(number: number, options: { width?: number; height?: number; alt?: string | null } = {}): ViewerPage {
  const width = options.width ?? 1200;
  const height = options.height ?? 1704;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/><rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#222" stroke-width="8"/>` +
    `<text x="50%" y="50%" font-size="160" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" fill="#222">P.${number}</text></svg>`;
  const src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { src, srcSet: `${src} ${width}w`, width, height, alt: options.alt ?? null };
}

/** `count` sample pages; the numbers in `wide` are two-page-wide pictures. */
export function samplePages(count: number, wide: readonly number[] = []): ViewerPage[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    return wide.includes(number) ? samplePage(number, { width: 2400, height: 1704 }) : samplePage(number);
  });
}
