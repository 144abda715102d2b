/** sRGB channel (0-255) to linear light, as WCAG 2 defines relative luminance. */
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#rrggbb` colour, or null when it is not one. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => linear(parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour for a label on a background chosen by staff data (labelColor): black or white,
 * whichever contrasts more, so a light label never carries unreadable white text.
 */
export function textColorOn(background: string | null | undefined): string | undefined {
  const l = background ? luminance(background) : null;
  if (l === null) return undefined;
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack > onWhite ? '#000000' : '#ffffff';
}
