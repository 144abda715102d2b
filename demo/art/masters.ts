import { escapeMarkup } from '#platform/text/escape-markup.ts';
import { Rng } from '#platform/random/seeded-random.ts';
import { createHash } from 'node:crypto';
import { COVER_MASTER, PAGE_MASTER, rasterize, type CoverDesign, type PageDesign } from '#platform/images/master-source.ts';

/**
 * The demo's deterministic artwork: every cover and manga page is an SVG built from a hash of its
 * identity, rasterised by sharp (librsvg). The same input always gives the same bytes; bump the
 * pipeline's PIPELINE_VERSION (platform/images/master-source.ts) whenever a change here alters the output.
 */

export const FONT_FAMILY = 'IPAGothic, IPAexGothic, Noto Sans CJK JP, sans-serif';

// ---------------------------------------------------------------------------------------------
// Small deterministic helpers

/** The site's PRNG seeded from a SHA-256 of the given parts (the same art for the same title, page…). */
export function seeded(...parts: (string | number)[]): Rng {
  return new Rng(createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0));
}

/** Rounds to one decimal so the SVG text is short and stable. */
const n = (value: number) => Math.round(value * 10) / 10;

/**
 * A 45° dot screen (screentone) over a rectangle, as dashed rows of round dots: one path, no
 * <pattern> (librsvg renders patterns very slowly whenever the SVG is scaled).
 */
export function dotScreen(x: number, y: number, w: number, h: number, pitch: number, radius: number, fill: string, opacity: number): string {
  const step = pitch / 2;
  let d = '';
  for (let row = 0, yy = y + step / 2; yy < y + h; row++, yy += step) {
    const start = x + (row % 2 ? step : 0) + step / 2;
    if (start < x + w) d += `M${n(start)} ${n(yy)}H${n(x + w)}`;
  }
  return d
    ? `<path d="${d}" fill="none" stroke="${fill}" stroke-opacity="${opacity}" stroke-width="${n(radius * 2)}" stroke-linecap="round" stroke-dasharray="0 ${n(pitch)}"/>`
    : '';
}

function hexToHsl(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  const r = ((v >> 16) & 255) / 255;
  const g = ((v >> 8) & 255) / 255;
  const b = (v & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  const hex = (v: number) => Math.round((v + m) * 255).toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** The same colour with its hue turned by `degrees`. */
function shiftHue(hex: string, degrees: number): string {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex(h + degrees, s, l);
}

// ---------------------------------------------------------------------------------------------
// Text layout (IPAGothic is monospaced for CJK; Latin is about 0.6em wide)

const isWide = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x1100 && !(code >= 0xff61 && code <= 0xff9f);
};
const charWidth = (ch: string) => (isWide(ch) ? 1 : ch === ' ' ? 0.35 : 0.6);
const textWidth = (text: string) => [...text].reduce((sum, ch) => sum + charWidth(ch), 0);

/** Characters a line must not start with (kinsoku). */
const NO_LINE_START = new Set('、。，．・：；？！!?,.)]）」』】〉》ーっゃゅょぁぃぅぇぉッャュョァィゥェォ…～〜');

/** Greedy line breaking in em units: breaks at spaces when possible, else between characters. */
export function wrapText(text: string, maxUnits: number): string[] {
  const words = text.trim().split(/[ \u3000]+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line) lines.push(line);
    line = '';
  };
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate) <= maxUnits) {
      line = candidate;
      continue;
    }
    push();
    for (const ch of word) {
      if (line && textWidth(line + ch) > maxUnits && !NO_LINE_START.has(ch)) push();
      line += ch;
    }
  }
  push();
  return lines;
}

/** Like wrapText, but with lines of even length (a 7-character title breaks 4 + 3, not 6 + 1). */
export function wrapBalanced(text: string, maxUnits: number): string[] {
  const greedy = wrapText(text, maxUnits);
  if (greedy.length < 2) return greedy;
  const total = textWidth(text.trim());
  for (let units = Math.ceil(total / greedy.length); units < maxUnits; units += 0.5) {
    const lines = wrapText(text, units);
    if (lines.length <= greedy.length) return lines;
  }
  return greedy;
}

/** Keeps at most `maxLines`, ending the last kept line with an ellipsis when text was dropped. */
function clampLines(lines: string[], maxLines: number, maxUnits: number): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && textWidth(`${last}…`) > maxUnits) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** Drawn rotated in vertical text. */
const ROTATE_IN_VERTICAL = new Set('ー－―─〜～…‥()（）「」『』【】〈〉《》[]<>-_=＝:：');
/** Small kana sit in the upper right of their cell in vertical text. */
const SMALL_KANA = new Set('ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ');
const VERTICAL_COMMA = new Set('、。，．');

/**
 * One column of vertical (tategaki) text, one <text> per character so CJK stays upright,
 * long marks and brackets turn, and small kana/punctuation move to the upper right.
 */
function verticalColumn(text: string, x: number, yTop: number, size: number, pitch = 1.02): string {
  let out = '';
  let y = yTop + size / 2;
  for (const ch of text) {
    if (ch === ' ' || ch === '\u3000') {
      y += size * 0.5;
      continue;
    }
    const e = escapeMarkup(ch);
    if (ROTATE_IN_VERTICAL.has(ch)) {
      out += `<text x="${n(x)}" y="${n(y)}" transform="rotate(90 ${n(x)} ${n(y)})">${e}</text>`;
    } else if (SMALL_KANA.has(ch)) {
      out += `<text x="${n(x + size * 0.1)}" y="${n(y - size * 0.1)}">${e}</text>`;
    } else if (VERTICAL_COMMA.has(ch)) {
      out += `<text x="${n(x + size * 0.6)}" y="${n(y - size * 0.55)}">${e}</text>`;
    } else {
      out += `<text x="${n(x)}" y="${n(y)}">${e}</text>`;
    }
    y += size * pitch;
  }
  return out;
}

/** Splits vertical text into columns of at most `perColumn` characters, breaking at spaces first. */
function verticalColumns(text: string, perColumn: number): string[] {
  const columns: string[] = [];
  for (const word of text.trim().split(/[ \u3000]+/).filter(Boolean)) {
    const chars = [...word];
    for (let i = 0; i < chars.length; ) {
      let end = Math.min(i + perColumn, chars.length);
      // Keep a forbidden line-start character on the previous column.
      while (end < chars.length && NO_LINE_START.has(chars[end] ?? '')) end += 1;
      columns.push(chars.slice(i, end).join(''));
      i = end;
    }
  }
  return columns;
}

// ---------------------------------------------------------------------------------------------
// Covers

type Palette = { bg: [string, string, string]; accent: string; shade: string; ink: string; outline: string; figure: string };

const PALETTES: Record<number, Palette[]> = {
  1111: [
    { bg: ['#b3130c', '#f25c05', '#ffb627'], accent: '#ffe066', shade: '#5c0a03', ink: '#ffffff', outline: '#1a0500', figure: '#2b0a05' },
    { bg: ['#e63946', '#ff7b00', '#ffd000'], accent: '#fff3b0', shade: '#7a1010', ink: '#fff8e1', outline: '#220000', figure: '#1d0b0b' },
    { bg: ['#ff4d00', '#d00000', '#370617'], accent: '#ffba08', shade: '#03071e', ink: '#ffba08', outline: '#03071e', figure: '#03071e' },
  ],
  1112: [
    { bg: ['#ffe3ef', '#ffb3d1', '#fff7fb'], accent: '#ff7eb6', shade: '#f783ac', ink: '#d6336c', outline: '#ffffff', figure: '#c2255c' },
    { bg: ['#fff0f6', '#fcc2d7', '#e5dbff'], accent: '#ffffff', shade: '#f06595', ink: '#e64980', outline: '#ffffff', figure: '#a61e4d' },
    { bg: ['#ffdeeb', '#ffc9c9', '#fff3bf'], accent: '#ff8787', shade: '#faa2c1', ink: '#c2255c', outline: '#fffafc', figure: '#862e9c' },
  ],
  1113: [
    { bg: ['#0b132b', '#1c2541', '#3a506b'], accent: '#5bc0be', shade: '#000814', ink: '#ffffff', outline: '#000000', figure: '#02040a' },
    { bg: ['#001219', '#005f73', '#0a9396'], accent: '#94d2bd', shade: '#000000', ink: '#e9f5f9', outline: '#000000', figure: '#00080c' },
    { bg: ['#111111', '#2b2d42', '#8d99ae'], accent: '#ef233c', shade: '#000000', ink: '#edf2f4', outline: '#000000', figure: '#050505' },
  ],
  1120: [
    { bg: ['#f3e8ff', '#d8c4f0', '#a893d6'], accent: '#ffffff', shade: '#7b61b8', ink: '#4b2c6f', outline: '#ffffff', figure: '#5a3d87' },
    { bg: ['#ede7f6', '#c5b3e6', '#f8bbd0'], accent: '#fffde7', shade: '#9575cd', ink: '#512da8', outline: '#ffffff', figure: '#4527a0' },
  ],
  1122: [
    { bg: ['#7a1535', '#c2185b', '#f48fb1'], accent: '#ffd1dc', shade: '#4a0d22', ink: '#ffffff', outline: '#4a0d22', figure: '#3b0a1c' },
    { bg: ['#a4133c', '#ff4d6d', '#ffccd5'], accent: '#fff0f3', shade: '#590d22', ink: '#fff0f3', outline: '#590d22', figure: '#590d22' },
  ],
  1123: [
    { bg: ['#0f4c5c', '#1b8a8f', '#8ed1c6'], accent: '#e0fbfc', shade: '#062a33', ink: '#ffffff', outline: '#062a33', figure: '#04232b' },
    { bg: ['#004e64', '#00a5cf', '#9fffcb'], accent: '#f1fffa', shade: '#012a36', ink: '#f1fffa', outline: '#012a36', figure: '#012a36' },
  ],
  9002: [
    { bg: ['#ffde00', '#ff9f1c', '#ffffff'], accent: '#e71d36', shade: '#011627', ink: '#ffffff', outline: '#011627', figure: '#011627' },
    { bg: ['#00a8e8', '#7ae7ff', '#ffffff'], accent: '#ff006e', shade: '#00171f', ink: '#ffffff', outline: '#00171f', figure: '#00171f' },
  ],
};
const DEFAULT_PALETTES: Palette[] = [
  { bg: ['#343a40', '#868e96', '#dee2e6'], accent: '#ffd43b', shade: '#212529', ink: '#ffffff', outline: '#000000', figure: '#212529' },
];

function palette(genreCode: number, rng: Rng): Palette {
  const base = rng.pick(PALETTES[genreCode] ?? DEFAULT_PALETTES);
  const turn = rng.float(-14, 14);
  return {
    bg: [shiftHue(base.bg[0], turn), shiftHue(base.bg[1], turn), shiftHue(base.bg[2], turn)],
    accent: shiftHue(base.accent, turn),
    shade: base.shade,
    ink: base.ink,
    outline: base.outline,
    figure: base.figure,
  };
}

const W = COVER_MASTER.width;
const H = COVER_MASTER.height;

function coverBackdrop(rng: Rng, pal: Palette): string {
  const angle = rng.int(0, 359);
  let out = `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)">`;
  out += `<stop offset="0" stop-color="${pal.bg[0]}"/><stop offset=".55" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>`;
  out += `<radialGradient id="glow"><stop offset="0" stop-color="${pal.accent}" stop-opacity=".85"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>`;
  out += `</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;

  const fx = rng.float(0.15, 0.85) * W;
  const fy = rng.float(0.2, 0.6) * H;
  const motif = rng.int(0, 3);
  if (motif === 0) {
    // Rays from a focal point.
    const count = rng.int(14, 26);
    const offset = rng.next();
    for (let i = 0; i < count; i++) {
      const a0 = ((i + offset) / count) * Math.PI * 2;
      const a1 = a0 + (Math.PI / count) * rng.float(0.35, 0.9);
      const r = 2600;
      out += `<path d="M${n(fx)} ${n(fy)}L${n(fx + r * Math.cos(a0))} ${n(fy + r * Math.sin(a0))}L${n(fx + r * Math.cos(a1))} ${n(fy + r * Math.sin(a1))}Z" fill="${pal.accent}" fill-opacity="${n(rng.float(0.12, 0.3))}"/>`;
    }
  } else if (motif === 1) {
    // Concentric rings.
    const rings = rng.int(5, 9);
    const step = rng.float(90, 170);
    for (let i = rings; i > 0; i--) {
      out += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(i * step)}" fill="none" stroke="${i % 2 ? pal.accent : pal.shade}" stroke-opacity=".25" stroke-width="${n(step * 0.35)}"/>`;
    }
  } else if (motif === 2) {
    // Diagonal bands.
    const bands = rng.int(4, 8);
    const tilt = rng.float(-35, 35);
    let out2 = `<g transform="rotate(${n(tilt)} ${W / 2} ${H / 2})">`;
    for (let i = 0; i < bands; i++) {
      const y = rng.float(-300, H + 300);
      out2 += `<rect x="-600" y="${n(y)}" width="${W + 1200}" height="${n(rng.float(30, 220))}" fill="${rng.chance(0.5) ? pal.accent : pal.shade}" fill-opacity="${n(rng.float(0.12, 0.35))}"/>`;
    }
    out += `${out2}</g>`;
  } else {
    // Halftone with a big disc.
    out += dotScreen(0, 0, W, H, 32, rng.float(4, 6.5), pal.shade, 0.22);
    out += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(rng.float(260, 420))}" fill="${pal.accent}" fill-opacity=".55"/>`;
  }
  out += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(rng.float(300, 600))}" fill="url(#glow)"/>`;

  // Scattered sparkles or shards.
  const sparkles = rng.int(4, 10);
  for (let i = 0; i < sparkles; i++) {
    const x = rng.float(40, W - 40);
    const y = rng.float(40, H - 40);
    const s = rng.float(10, 34);
    out += `<path d="M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z" fill="#ffffff" fill-opacity="${n(rng.float(0.5, 0.95))}"/>`;
  }
  return out;
}

const HAIR = ['#1b1b2f', '#3d2314', '#6b3e26', '#e0b04a', '#ff8fab', '#3a86ff', '#c9ced6', '#b5121b', '#2a9d8f', '#7b2cbf'];
const IRIS = ['#1d4ed8', '#15803d', '#b45309', '#7c3aed', '#be123c', '#0f766e', '#4b5563'];
const SKIN = ['#ffe3d3', '#fbd5c0', '#f6c8a8', '#ffeadf'];

/**
 * A front-facing anime-style bust centred on the head at (x, y); the head is about 200 units
 * wide before `scale`. `silhouette` draws it as a flat shape with a rim light instead.
 */
function character(rng: Rng, x: number, y: number, scale: number, pal: Palette, options: { longHair: boolean; blush: boolean; silhouette?: boolean }): string {
  const hair = rng.pick(HAIR);
  const iris = rng.pick(IRIS);
  const skin = rng.pick(SKIN);
  const clothes = rng.chance(0.5) ? pal.shade : rng.pick([pal.figure, '#ffffff', '#222831', pal.bg[0]]);
  const line = '#2b1a12';
  const tilt = rng.float(-9, 9);
  const hairLen = options.longHair ? rng.float(300, 420) : rng.float(40, 120);
  // Back hair, behind everything else.
  const back = options.longHair
    ? `M-128 -30C-175 90-170 ${n(hairLen - 60)}-${n(rng.float(130, 170))} ${n(hairLen)}L${n(rng.float(130, 170))} ${n(hairLen)}C170 ${n(hairLen - 60)} 175 90 128 -30C128 -170-128 -170-128 -30Z`
    : (() => {
        // Spiky short hair: a star-shaped crown behind the head.
        const points = rng.int(9, 13);
        const reach = rng.float(30, 70);
        let d = 'M-112 40';
        for (let i = 0; i <= points; i++) {
          const a = Math.PI * (0.93 + (1.14 * i) / points);
          const r = i % 2 ? 128 + reach * rng.float(0.7, 1.2) : 118;
          d += `L${n(r * Math.cos(a))} ${n(r * Math.sin(a) - 22)}`;
        }
        return `${d}L112 40Z`;
      })();
  const body = 'M-290 520C-280 290-150 218-44 196L44 196C150 218 280 290 290 520Z';
  const neck = 'M-32 90L-32 205L32 205L32 90Z';
  const faceShape = 'M-96 -20C-96 62-58 122 0 150C58 122 96 62 96 -20C96 -120-96 -120-96 -20Z';
  // Bangs: a fringe of spikes across the forehead.
  const tips = rng.int(4, 6);
  let bangs = 'M-112 10C-128 -120-60 -168 0 -168C60 -168 128 -120 112 10';
  for (let i = tips; i >= 0; i--) {
    const tx = -100 + (200 * i) / tips;
    const ty = i === 0 || i === tips ? 10 : rng.float(-5, 30);
    const valley = -100 + (200 * (i - 0.5)) / tips;
    bangs += `L${n(tx + rng.float(-8, 8))} ${n(ty)}`;
    if (i > 0) bangs += `L${n(valley)} ${n(rng.float(-70, -40))}`;
  }
  bangs += 'Z';
  const open = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(tilt)}) scale(${n(scale * 100) / 100})" stroke-linejoin="round">`;
  if (options.silhouette) {
    const shapes = [back, body, neck, faceShape, bangs].filter(Boolean).map((d) => `<path d="${d}"/>`).join('');
    return `${open}<g fill="${pal.accent}" stroke="${pal.accent}" stroke-width="16">${shapes}</g><g fill="${pal.figure}">${shapes}</g></g>`;
  }
  let out = open;
  out += `<g stroke="${line}" stroke-width="5"><path d="${back}" fill="${hair}"/>`;
  out += `<path d="${body}" fill="${clothes}"/><path d="M-44 196L0 270L44 196" fill="${skin}"/><path d="${neck}" fill="${skin}"/>`;
  out += `<path d="${faceShape}" fill="${skin}"/></g>`;
  out += `<path d="M-34 150Q0 190 34 150L34 175Q0 205-34 175Z" fill="#000" fill-opacity=".12"/>`;
  // Eyes.
  const eyeY = rng.float(22, 38);
  for (const side of [-1, 1]) {
    const ex = side * 44;
    out += `<ellipse cx="${ex}" cy="${n(eyeY)}" rx="25" ry="31" fill="#ffffff"/>`;
    out += `<ellipse cx="${ex + side * 2}" cy="${n(eyeY + 3)}" rx="18" ry="27" fill="${iris}"/>`;
    out += `<ellipse cx="${ex + side * 2}" cy="${n(eyeY + 6)}" rx="9" ry="14" fill="#000" fill-opacity=".75"/>`;
    out += `<circle cx="${ex + side * 2 + 7}" cy="${n(eyeY - 8)}" r="7" fill="#ffffff"/><circle cx="${ex + side * 2 - 6}" cy="${n(eyeY + 14)}" r="3" fill="#ffffff"/>`;
    out += `<path d="M${ex - side * 28} ${n(eyeY - 18)}Q${ex} ${n(eyeY - 40)} ${ex + side * 32} ${n(eyeY - 22)}" fill="none" stroke="${line}" stroke-width="8" stroke-linecap="round"/>`;
    out += `<path d="M${ex - side * 22} ${n(eyeY - 52)}Q${ex} ${n(eyeY - 62 + rng.float(-6, 6))} ${ex + side * 24} ${n(eyeY - 54)}" fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round"/>`;
    if (options.blush) out += `<ellipse cx="${ex + side * 8}" cy="${n(eyeY + 48)}" rx="20" ry="9" fill="#ff6b8b" fill-opacity=".35"/>`;
  }
  const smile = rng.float(-8, 12);
  out += `<path d="M-12 ${n(108 - smile / 3)}Q0 ${n(108 + smile)} 12 ${n(108 - smile / 3)}" fill="none" stroke="${line}" stroke-width="4" stroke-linecap="round"/>`;
  out += `<path d="M-2 72L3 80" stroke="${line}" stroke-opacity=".5" stroke-width="3"/>`;
  out += `<path d="${bangs}" fill="${hair}" stroke="${line}" stroke-width="5"/>`;
  // Hair shine.
  out += `<path d="M-78 -92Q-50 -128-12 -136" fill="none" stroke="#ffffff" stroke-opacity=".5" stroke-width="9" stroke-linecap="round"/>`;
  return `${out}</g>`;
}

const LONG_HAIR_GENRES = new Set([1112, 1120, 1122]);

function fitHorizontal(title: string, maxWidth: number, maxHeight: number, maxLines: number): { size: number; lines: string[] } {
  for (let size = 150; size >= 44; size -= 6) {
    const units = maxWidth / size;
    const lines = wrapBalanced(title, units);
    if (lines.length <= maxLines && lines.length * size * 1.18 <= maxHeight && lines.every((l) => textWidth(l) <= units + 0.01)) {
      return { size, lines };
    }
  }
  const size = 44;
  return { size, lines: clampLines(wrapText(title, maxWidth / size), maxLines, maxWidth / size) };
}

function horizontalTitle(title: string, pal: Palette, top: number, maxHeight: number): string {
  const { size, lines } = fitHorizontal(title, W - 120, maxHeight, 4);
  const stroke = Math.max(6, Math.round(size * 0.11));
  let out = `<g font-family="${FONT_FAMILY}" font-weight="bold" font-size="${size}" text-anchor="middle" dominant-baseline="central" fill="${pal.ink}" stroke="${pal.outline}" stroke-width="${stroke}" stroke-linejoin="round" paint-order="stroke">`;
  lines.forEach((line, i) => {
    out += `<text x="${W / 2}" y="${n(top + size * 0.6 + i * size * 1.18)}">${escapeMarkup(line)}</text>`;
  });
  return `${out}</g>`;
}

/** Vertical title on the right edge, columns running right to left. Returns null when it does not fit well. */
function verticalTitle(title: string, pal: Palette, top: number, bottom: number): string | null {
  const chars = [...title.replace(/[ \u3000]+/g, ' ').trim()];
  const latin = chars.filter((c) => !isWide(c) && c !== ' ').length;
  if (chars.length > 26 || latin > 3) return null;
  const available = bottom - top;
  for (let size = 170; size >= 80; size -= 6) {
    const perColumn = Math.floor(available / (size * 1.02));
    const columns = verticalColumns(title, perColumn);
    // Later columns start lower; kinsoku may lengthen a column: both must still fit.
    const fits = columns.every((column, i) => i * size * 0.5 + [...column].length * size * 1.02 <= available + size * 0.2);
    if (fits && columns.length <= 3 && columns.length * size * 1.2 <= W * 0.5) {
      const stroke = Math.max(8, Math.round(size * 0.12));
      let out = `<g font-family="${FONT_FAMILY}" font-weight="bold" font-size="${size}" text-anchor="middle" dominant-baseline="central" fill="${pal.ink}" stroke="${pal.outline}" stroke-width="${stroke}" stroke-linejoin="round" paint-order="stroke">`;
      columns.forEach((column, i) => {
        const x = W - 70 - size / 2 - i * size * 1.2;
        // Later columns start a little lower, as on real covers.
        out += verticalColumn(column, x, top + i * size * 0.5, size);
      });
      return `${out}</g>`;
    }
  }
  return null;
}

function authorLine(authors: string, pal: Palette, y: number, boxed: boolean): string {
  const size = 40;
  const maxUnits = (W - 140) / size;
  const lines = clampLines(wrapText(authors.replace(/・/g, '・'), maxUnits), 2, maxUnits);
  if (!lines.length) return '';
  const height = lines.length * size * 1.3 + 30;
  let out = boxed ? `<rect x="0" y="${n(y)}" width="${W}" height="${n(height)}" fill="${pal.shade}" fill-opacity=".78"/>` : '';
  out += `<g font-family="${FONT_FAMILY}" font-size="${size}" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="${boxed ? '#ffffff' : pal.ink}" stroke="${boxed ? 'none' : pal.outline}" stroke-width="6" paint-order="stroke">`;
  lines.forEach((line, i) => {
    out += `<text x="${W / 2}" y="${n(y + 15 + size * 0.65 + i * size * 1.3)}">${escapeMarkup(line)}</text>`;
  });
  return `${out}</g>`;
}

function yomibaMark(x: number, y: number, fill: string, ink: string): string {
  return (
    `<g transform="translate(${x} ${y})"><rect width="176" height="52" rx="10" fill="${fill}" fill-opacity=".9"/>` +
    `<text x="88" y="27" font-family="DejaVu Sans, Arial, ${FONT_FAMILY}" font-size="28" font-weight="bold" letter-spacing="4" text-anchor="middle" dominant-baseline="central" fill="${ink}">YOMIBA</text></g>`
  );
}

const MAGAZINE_LINES = ['巻頭カラー', '新連載', '大増ページ', '特別付録', '人気投票', '感動の最終回', 'センターカラー', '読切2本'];

function magazineCover(design: CoverDesign, rng: Rng, pal: Palette): string {
  let out = coverBackdrop(rng, pal);
  out += character(rng, W * rng.float(0.4, 0.6), H * 0.5, rng.float(1.6, 2.0), pal, { longHair: rng.chance(0.5), blush: true });
  // Masthead.
  out += `<rect x="0" y="0" width="${W}" height="300" fill="${pal.accent}"/>`;
  const { size, lines } = fitHorizontal(design.titleName, W - 80, 250, 2);
  out += `<g font-family="${FONT_FAMILY}" font-weight="bold" font-size="${size}" text-anchor="middle" dominant-baseline="central" fill="#ffffff" stroke="${pal.shade}" stroke-width="${Math.round(size * 0.1)}" stroke-linejoin="round" paint-order="stroke">`;
  lines.forEach((line, i) => {
    out += `<text x="${W / 2}" y="${n(150 - ((lines.length - 1) * size * 1.1) / 2 + i * size * 1.1)}">${escapeMarkup(line)}</text>`;
  });
  out += `</g>`;
  out += `<text x="${W - 40}" y="340" font-family="DejaVu Sans, ${FONT_FAMILY}" font-size="34" font-weight="bold" text-anchor="end" fill="${pal.shade}">No.${rng.int(1, 52)}</text>`;
  // Cover lines on tilted stickers.
  const pool = [...MAGAZINE_LINES];
  const picks = [0, 1, 2].map(() => pool.splice(rng.int(0, pool.length - 1), 1)[0] ?? '');
  picks.forEach((text, i) => {
    const x = i % 2 ? W - 300 : 40;
    const y = 420 + i * 230;
    const tilt = rng.float(-8, 8);
    const width = textWidth(text) * 52 + 50;
    out += `<g transform="rotate(${n(tilt)} ${x} ${y})"><rect x="${i % 2 ? W - 40 - width : 40}" y="${y}" width="${n(width)}" height="86" rx="12" fill="${i === 0 ? pal.accent : '#ffffff'}" stroke="${pal.shade}" stroke-width="5"/>`;
    out += `<text x="${n(i % 2 ? W - 40 - width / 2 : 40 + width / 2)}" y="${y + 45}" font-family="${FONT_FAMILY}" font-weight="bold" font-size="52" text-anchor="middle" dominant-baseline="central" fill="${i === 0 ? '#ffffff' : pal.shade}">${escapeMarkup(text)}</text></g>`;
  });
  out += authorLine(design.authors, pal, H - 230, true);
  // Barcode.
  let x = W - 230;
  out += `<rect x="${x - 14}" y="${H - 150}" width="218" height="110" fill="#ffffff"/>`;
  while (x < W - 40) {
    const w = rng.int(2, 6);
    out += `<rect x="${x}" y="${H - 140}" width="${w}" height="90" fill="#000"/>`;
    x += w + rng.int(2, 6);
  }
  out += yomibaMark(40, H - 120, pal.shade, '#ffffff');
  return out;
}

/** The cover's SVG source at master size (960×1440). */
export function coverSvg(design: CoverDesign): string {
  const rng = seeded('cover', design.titleCode, design.titleName, design.genreCode);
  const pal = palette(design.genreCode, rng);
  let body: string;
  if (design.genreCode === 9002) {
    body = magazineCover(design, rng, pal);
  } else {
    body = coverBackdrop(rng, pal);
    const vertical = rng.chance(0.55) ? verticalTitle(design.titleName, pal, 90, H - 260) : null;
    const titleAtTop = rng.chance(0.7);
    const figureX = vertical ? W * rng.float(0.3, 0.42) : W * rng.float(0.3, 0.7);
    const figureY = vertical ? H * rng.float(0.42, 0.55) : titleAtTop ? H * rng.float(0.56, 0.62) : H * rng.float(0.26, 0.32);
    const longHair = LONG_HAIR_GENRES.has(design.genreCode) ? rng.chance(0.8) : rng.chance(0.25);
    const blush = design.genreCode !== 1111 && design.genreCode !== 1113;
    if (rng.chance(0.45)) {
      // A second character behind, either drawn or as a rim-lit silhouette.
      const side = figureX > W / 2 ? -1 : 1;
      body += character(rng, figureX + side * W * 0.3, figureY - 120, rng.float(1.0, 1.25), pal, { longHair: !longHair, blush, silhouette: rng.chance(0.5) });
    }
    body += character(rng, figureX, figureY, rng.float(1.45, 1.85), pal, { longHair, blush });
    if (vertical) {
      body += vertical;
    } else {
      body += horizontalTitle(design.titleName, pal, titleAtTop ? 110 : H - 700, 470);
    }
    body += authorLine(design.authors, pal, H - 190, true);
    body += yomibaMark(rng.chance(0.5) ? 30 : W - 206, 30, pal.shade, '#ffffff');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Manga pages

const PW = PAGE_MASTER.width;
const PH = PAGE_MASTER.height;

type Point = { x: number; y: number };
/** A line through two points. */
type Line = [Point, Point];

function intersect([a, b]: Line, [c, d]: Line): Point {
  const den = (a.x - b.x) * (c.y - d.y) - (a.y - b.y) * (c.x - d.x);
  if (Math.abs(den) < 1e-9) return a;
  const t = ((a.x - c.x) * (c.y - d.y) - (a.y - c.y) * (c.x - d.x)) / den;
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}

/** Panels as quadrilaterals (top-left, top-right, bottom-right, bottom-left), 3–6 per page. */
function panelLayout(rng: Rng): Point[][] {
  const left = 70;
  const right = PW - 70;
  const top = 80;
  const bottom = PH - 150;
  const gutter = 26;
  const rows = rng.pick([2, 3, 3, 3, 4]);
  const cols: number[] = Array.from({ length: rows }, () => rng.pick([1, 2, 2, 2, 3]));
  let total = cols.reduce((a, b) => a + b, 0);
  while (total < 3) {
    const i = rng.int(0, rows - 1);
    if ((cols[i] ?? 1) < 3) {
      cols[i] = (cols[i] ?? 1) + 1;
      total += 1;
    }
  }
  while (total > 6) {
    const i = rng.int(0, rows - 1);
    if ((cols[i] ?? 1) > 1) {
      cols[i] = (cols[i] ?? 1) - 1;
      total -= 1;
    }
  }
  const weights = cols.map(() => rng.float(0.7, 1.4));
  const sum = weights.reduce((a, b) => a + b, 0);
  // Horizontal dividers (possibly slanted), including the page's top and bottom edges.
  const hLines: { l: number; r: number }[] = [{ l: top, r: top }];
  let acc = 0;
  for (let i = 0; i < rows - 1; i++) {
    acc += weights[i] ?? 1;
    const y = top + ((bottom - top) * acc) / sum;
    const slant = rng.chance(0.4) ? rng.float(-70, 70) : 0;
    hLines.push({ l: y - slant, r: y + slant });
  }
  hLines.push({ l: bottom, r: bottom });

  const panels: Point[][] = [];
  for (let row = 0; row < rows; row++) {
    const upper = hLines[row] ?? { l: top, r: top };
    const lower = hLines[row + 1] ?? { l: bottom, r: bottom };
    const topLine: Line = [{ x: left, y: upper.l + (row ? gutter / 2 : 0) }, { x: right, y: upper.r + (row ? gutter / 2 : 0) }];
    const bottomLine: Line = [
      { x: left, y: lower.l - (row < rows - 1 ? gutter / 2 : 0) },
      { x: right, y: lower.r - (row < rows - 1 ? gutter / 2 : 0) },
    ];
    const count = cols[row] ?? 1;
    const splits: { t: number; b: number }[] = [{ t: left, b: left }];
    for (let c = 1; c < count; c++) {
      const x = left + ((right - left) * c) / count + rng.float(-90, 90);
      const slant = rng.chance(0.35) ? rng.float(-45, 45) : 0;
      splits.push({ t: x - slant, b: x + slant });
    }
    splits.push({ t: right, b: right });
    for (let c = 0; c < count; c++) {
      const a = splits[c] ?? { t: left, b: left };
      const b = splits[c + 1] ?? { t: right, b: right };
      const leftLine: Line = [{ x: a.t + (c ? gutter / 2 : 0), y: 0 }, { x: a.b + (c ? gutter / 2 : 0), y: PH }];
      const rightLine: Line = [
        { x: b.t - (c < count - 1 ? gutter / 2 : 0), y: 0 },
        { x: b.b - (c < count - 1 ? gutter / 2 : 0), y: PH },
      ];
      panels.push([intersect(topLine, leftLine), intersect(topLine, rightLine), intersect(bottomLine, rightLine), intersect(bottomLine, leftLine)]);
    }
  }
  return panels;
}

const SFX = ['ドン', 'ゴゴゴ', 'バッ', 'ザッ', 'ドドド', 'シーン', 'ガッ', 'ズドン', 'キラッ', 'ドキッ'];
const LINES = ['なに…!?', '行くぞ！', 'まさか', 'ここは…', '待って！', 'ありがとう', 'うそ…', '本当に？', '大丈夫', '来る…！', 'ふふっ', 'なんで', 'やった！', 'おい', 'そうか'];

/** A simple drawn character head (white face, black line work, hair shape) at (x, y). */
function face(rng: Rng, x: number, y: number, r: number, facing: number): string {
  const hairTone = rng.pick(['#111', '#555', '#fff', '#aaa']);
  const eyeY = y + r * 0.1;
  const ex = x + facing * r * 0.15;
  let out = `<g stroke="#000" stroke-width="${n(Math.max(3, r * 0.05))}" stroke-linejoin="round">`;
  out += `<path d="M${n(x - r * 1.1)} ${n(y + r * 2.6)}C${n(x - r)} ${n(y + r * 1.4)} ${n(x - r * 0.4)} ${n(y + r * 1.2)} ${n(x)} ${n(y + r * 1.2)}C${n(x + r * 0.4)} ${n(y + r * 1.2)} ${n(x + r)} ${n(y + r * 1.4)} ${n(x + r * 1.1)} ${n(y + r * 2.6)}Z" fill="#fff"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.85)}" ry="${n(r)}" fill="#fff"/>`;
  out += `<path d="M${n(x - r * 0.95)} ${n(y + r * 0.1)}C${n(x - r * 1.1)} ${n(y - r * 1.3)} ${n(x + r * 1.1)} ${n(y - r * 1.3)} ${n(x + r * 0.95)} ${n(y + r * 0.1)}L${n(x + r * 0.5)} ${n(y - r * 0.35)}L${n(x + r * 0.2)} ${n(y - r * 0.1)}L${n(x - r * 0.1)} ${n(y - r * 0.4)}L${n(x - r * 0.45)} ${n(y - r * 0.1)}Z" fill="${hairTone}"/>`;
  out += `</g><g fill="#000">`;
  out += `<ellipse cx="${n(ex - r * 0.32)}" cy="${n(eyeY)}" rx="${n(r * 0.1)}" ry="${n(r * 0.17)}"/><ellipse cx="${n(ex + r * 0.32)}" cy="${n(eyeY)}" rx="${n(r * 0.1)}" ry="${n(r * 0.17)}"/>`;
  out += `</g><path d="M${n(ex - r * 0.15)} ${n(y + r * 0.55)}Q${n(ex)} ${n(y + r * (rng.chance(0.5) ? 0.7 : 0.45))} ${n(ex + r * 0.15)} ${n(y + r * 0.55)}" fill="none" stroke="#000" stroke-width="${n(Math.max(2, r * 0.04))}"/>`;
  return out;
}

/** A speech balloon with a short vertical line of dialogue. */
function balloon(text: string, rng: Rng, x: number, y: number, size: number): string {
  const len = [...text].length;
  const rx = size * 1.15;
  const ry = (len * size * 1.02) / 2 + size * 0.9;
  const tailX = x + rng.float(-1, 1) * rx;
  const tailY = y + ry + size * 1.2;
  let out = `<path d="M${n(x - rx * 0.25)} ${n(y + ry * 0.8)}L${n(tailX)} ${n(tailY)}L${n(x + rx * 0.25)} ${n(y + ry * 0.8)}Z" fill="#fff" stroke="#000" stroke-width="4"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fff" stroke="#000" stroke-width="4"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx - 3)}" ry="${n(ry - 3)}" fill="#fff"/>`;
  out += `<g font-family="${FONT_FAMILY}" font-size="${n(size)}" text-anchor="middle" dominant-baseline="central" fill="#000">${verticalColumn(text, x, y - (len * size * 1.02) / 2, size)}</g>`;
  return out;
}

function bounds(points: Point[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const x1 = Math.max(...xs);
  const y1 = Math.max(...ys);
  const [tl = points[0], tr = tl, br = tr, bl = br] = points as (Point | undefined)[];
  const along = (a: Point | undefined, b: Point | undefined, x: number) =>
    !a || !b || a.x === b.x ? (a?.y ?? y0) : a.y + ((x - a.x) * (b.y - a.y)) / (b.x - a.x);
  return {
    x0, y0, x1, y1, w: x1 - x0, h: y1 - y0, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2,
    /** The panel's (possibly slanted) top and bottom edges at x. */
    topAt: (x: number) => along(tl, tr, x),
    bottomAt: (x: number) => along(bl, br, x),
  };
}

function panelContent(rng: Rng, box: ReturnType<typeof bounds>, tone: number): string {
  const kind = rng.pick(['speed', 'tone', 'scenery', 'closeup', 'action', 'talk', 'talk', 'tone', 'speed'] as const);
  let out = '';
  const r = Math.min(box.w, box.h) * rng.float(0.16, 0.26);
  if (kind === 'speed' || kind === 'action') {
    const fx = box.cx + rng.float(-0.2, 0.2) * box.w;
    const fy = box.cy + rng.float(-0.2, 0.2) * box.h;
    const count = rng.int(50, 80);
    out += `<g stroke="#000">`;
    for (let i = 0; i < count; i++) {
      const a = rng.float(0, Math.PI * 2);
      const inner = rng.float(0.35, 0.6) * Math.max(box.w, box.h) * 0.5;
      const outer = Math.max(box.w, box.h);
      out += `<line x1="${n(fx + inner * Math.cos(a))}" y1="${n(fy + inner * Math.sin(a))}" x2="${n(fx + outer * Math.cos(a))}" y2="${n(fy + outer * Math.sin(a))}" stroke-width="${n(rng.float(1.5, 6))}"/>`;
    }
    out += `</g>`;
    out += face(rng, fx, fy - r * 0.3, r, rng.pick([-1, 1]));
    if (kind === 'action') {
      const sfx = rng.pick(SFX);
      const size = Math.min(box.w, box.h) * 0.22;
      out += `<g font-family="${FONT_FAMILY}" font-weight="bold" font-size="${n(size)}" text-anchor="middle" dominant-baseline="central" fill="#000" stroke="#fff" stroke-width="${n(size * 0.12)}" paint-order="stroke" transform="rotate(${n(rng.float(-15, 15))} ${n(box.cx)} ${n(box.cy)})">`;
      out += `<text x="${n(box.x0 + box.w * rng.float(0.3, 0.7))}" y="${n(box.y0 + size)}">${escapeMarkup(sfx)}</text></g>`;
    }
  } else if (kind === 'tone' || kind === 'talk') {
    if (kind === 'tone') out += dotScreen(box.x0, box.y0, box.w, box.h, 20, tone, '#000', 0.6);
    else out += `<rect x="${n(box.x0)}" y="${n(box.y0 + box.h * 0.6)}" width="${n(box.w)}" height="${n(box.h * 0.4)}" fill="url(#grad)"/>`;
    const people = box.w > box.h * 1.1 ? 2 : 1;
    for (let i = 0; i < people; i++) {
      const x = box.x0 + box.w * (people === 2 ? (i ? 0.72 : 0.28) : rng.float(0.35, 0.65));
      out += face(rng, x, box.y0 + box.h * rng.float(0.45, 0.6), r, i ? -1 : 1);
    }
  } else if (kind === 'scenery') {
    const horizon = box.y0 + box.h * rng.float(0.5, 0.75);
    out += `<rect x="${n(box.x0)}" y="${n(box.y0)}" width="${n(box.w)}" height="${n(horizon - box.y0)}" fill="url(#sky)"/>`;
    out += `<circle cx="${n(box.x0 + box.w * rng.float(0.15, 0.85))}" cy="${n(box.y0 + box.h * 0.25)}" r="${n(r * 0.7)}" fill="#fff" stroke="#000" stroke-width="3"/>`;
    out += `<rect x="${n(box.x0)}" y="${n(horizon)}" width="${n(box.w)}" height="${n(box.y1 - horizon)}" fill="#ddd"/>`;
    let x = box.x0 - 20;
    while (x < box.x1) {
      const w = rng.float(40, 140);
      const h = rng.float(0.15, 0.5) * box.h;
      const fill = rng.pick(['#222', '#666', '#999', 'tone']);
      out += `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(w)}" height="${n(h + box.h)}" fill="${fill === 'tone' ? '#fff' : fill}" stroke="#000" stroke-width="3"/>`;
      if (fill === 'tone') out += dotScreen(x + 3, horizon - h + 3, w - 6, h - 6, 20, tone, '#000', 0.6);
      for (let wy = horizon - h + 16; wy < horizon - 20; wy += 34) {
        out += `<rect x="${n(x + 10)}" y="${n(wy)}" width="${n(Math.max(6, w - 20))}" height="10" fill="#fff" fill-opacity=".6"/>`;
      }
      x += w + rng.float(0, 20);
      if (rng.chance(0.3)) x += rng.float(30, 120);
    }
  } else {
    // Close-up of an eye.
    const ex = box.cx;
    const ey = box.cy;
    const ew = box.w * 0.32;
    const eh = Math.min(box.h * 0.3, ew * 0.6);
    out += `<rect x="${n(box.x0)}" y="${n(box.y0)}" width="${n(box.w)}" height="${n(box.h)}" fill="#e8e8e8"/>`;
    out += `<path d="M${n(ex - ew)} ${n(ey)}Q${n(ex)} ${n(ey - eh * 1.6)} ${n(ex + ew)} ${n(ey)}Q${n(ex)} ${n(ey + eh * 1.3)} ${n(ex - ew)} ${n(ey)}Z" fill="#fff" stroke="#000" stroke-width="8"/>`;
    out += `<circle cx="${n(ex)}" cy="${n(ey - eh * 0.1)}" r="${n(eh * 0.62)}" fill="#222"/><circle cx="${n(ex)}" cy="${n(ey - eh * 0.1)}" r="${n(eh * 0.3)}" fill="#000"/>`;
    out += `<circle cx="${n(ex + eh * 0.22)}" cy="${n(ey - eh * 0.35)}" r="${n(eh * 0.16)}" fill="#fff"/>`;
    out += `<path d="M${n(ex - ew * 1.05)} ${n(ey - eh * 1.2)}Q${n(ex)} ${n(ey - eh * 1.9)} ${n(ex + ew)} ${n(ey - eh * 1.1)}" fill="none" stroke="#000" stroke-width="14" stroke-linecap="round"/>`;
  }
  const balloons = kind === 'scenery' || kind === 'closeup' ? rng.int(0, 1) : rng.int(1, 2);
  for (let i = 0; i < balloons; i++) {
    const text = rng.pick(LINES);
    const len = [...text].length;
    // Sized so the balloon (about len + 2 characters tall) fits the panel.
    const x = box.x0 + box.w * (balloons === 2 ? (i ? 0.2 : 0.8) : rng.pick([0.2, 0.8]));
    const top = Math.max(box.topAt(x - 40), box.topAt(x + 40));
    const room = Math.min(box.bottomAt(x - 40), box.bottomAt(x + 40)) - top;
    const size = Math.max(20, Math.min(44, box.w * 0.06, (room * 0.8) / (len * 1.02 + 3)));
    const ry = (len * size * 1.02) / 2 + size * 0.9;
    out += balloon(text, rng, x, top + 20 + ry, size);
  }
  return out;
}

/** The page's SVG source at master size (1200×1704). */
export function pageSvg(design: PageDesign): string {
  const rng = seeded('page', design.titleCode, design.storyNumber, design.page);
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${PW}" height="${PH}" viewBox="0 0 ${PW} ${PH}">`;
  const tone = rng.float(2.4, 3.8);
  out += `<defs>`;
  out += `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bbb"/><stop offset="1" stop-color="#fff"/></linearGradient>`;
  out += `<linearGradient id="grad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#888"/></linearGradient>`;
  const panels = panelLayout(rng);
  panels.forEach((points, i) => {
    out += `<clipPath id="c${i}"><path d="M${points.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z"/></clipPath>`;
  });
  out += `</defs><rect width="${PW}" height="${PH}" fill="#fdfdfb"/>`;
  panels.forEach((points, i) => {
    const path = `M${points.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z`;
    out += `<path d="${path}" fill="#fff"/><g clip-path="url(#c${i})">${panelContent(rng, bounds(points), tone)}</g>`;
    out += `<path d="${path}" fill="none" stroke="#000" stroke-width="7" stroke-linejoin="miter"/>`;
  });
  // Page number, big, in the outer bottom corner; a small ASCII caption in the middle.
  const odd = design.page % 2 === 1;
  out += `<text x="${odd ? 70 : PW - 70}" y="${PH - 48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="bold" text-anchor="${odd ? 'start' : 'end'}" fill="#111">P.${design.page}</text>`;
  const caption = `${design.titleCode} #${design.storyNumber} p${design.page}${design.pageCount ? `/${design.pageCount}` : ''}`;
  out += `<text x="${PW / 2}" y="${PH - 60}" font-family="DejaVu Sans Mono, monospace" font-size="26" text-anchor="middle" fill="#777">${escapeMarkup(caption)}</text>`;
  return `${out}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Rasterising

export const renderCover = (design: CoverDesign, width: number = COVER_MASTER.width) => rasterize(coverSvg(design), COVER_MASTER, width);
export const renderPage = (design: PageDesign, width: number = PAGE_MASTER.width) => rasterize(pageSvg(design), PAGE_MASTER, width);
