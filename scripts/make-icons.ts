/**
 * Writes the site's favicon and app icons into public/ (decision 054): run once after changing the mark,
 * `node scripts/make-icons.ts`; the files are committed. PNGs come from the SVG through sharp (librsvg):
 * the machine needs a Japanese font (fonts-ipafont-gothic) for the 読 glyph.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const mark = (rounded: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="#1d6f6e"/>` +
  `<text x="32" y="46" text-anchor="middle" font-family="IPAGothic, 'Noto Sans CJK JP', 'Hiragino Sans', sans-serif" font-size="40" font-weight="700" fill="#fff">読</text></svg>\n`;

fs.writeFileSync(path.join(publicDir, 'favicon.svg'), mark(true));
const png = (size: number, rounded: boolean) => sharp(Buffer.from(mark(rounded)), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer();
// App icons are square: the platforms round their corners themselves.
fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(180, false));
fs.writeFileSync(path.join(publicDir, 'icon-192.png'), await png(192, false));
fs.writeFileSync(path.join(publicDir, 'icon-512.png'), await png(512, false));

// favicon.ico: one 32 px PNG in an ICO container (header, one directory entry, the PNG).
const ico32 = await png(32, true);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(ico32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ico32]));

const manifest = {
  name: '読み場',
  short_name: '読み場',
  lang: 'ja',
  start_url: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#63c8c7',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
};
fs.writeFileSync(path.join(publicDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
