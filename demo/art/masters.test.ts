import { escapeMarkup } from '#platform/text/escape-markup.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage } from '#platform/images/encode.ts';
import { COVER_MASTER, PAGE_MASTER, type CoverDesign } from '#platform/images/master-source.ts';
import { coverSvg, pageSvg, renderCover, renderPage, wrapBalanced, wrapText } from './masters.ts';

const shounen: CoverDesign = { titleCode: 'T000101', titleName: '竜王の剣と七つの約束', genreCode: 1111, authors: '山田太郎・佐藤花子' };
const shoujo: CoverDesign = { titleCode: 'T000202', titleName: 'きみと恋するシンデレラ・ストーリー', genreCode: 1112, authors: '桜井みゆき' };
const page = (p: number, titleCode = 'T000101', storyNumber = 1) => ({ titleCode, storyNumber, page: p, pageCount: 24 });

describe('covers', () => {
  it('renders the master at 960×1440 and variants at 2:3', async () => {
    const master = await sharp(await renderCover(shounen).png().toBuffer()).metadata();
    expect([master.format, master.width, master.height]).toEqual(['png', COVER_MASTER.width, COVER_MASTER.height]);
    for (const width of [120, 240, 720]) {
      const meta = await sharp(await encodeImage(renderCover(shoujo, width), 'webp')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width * 1.5]);
    }
  });

  it('is deterministic and distinct per title', async () => {
    const [a, b, c] = await Promise.all([
      renderCover(shounen, 240).png().toBuffer(),
      renderCover(shounen, 240).png().toBuffer(),
      renderCover(shoujo, 240).png().toBuffer(),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(coverSvg({ ...shounen, titleCode: 'T000999' })).not.toBe(coverSvg(shounen));
  });

  it('escapes markup in titles and authors and still renders', async () => {
    const hostile: CoverDesign = { titleCode: 'T1', titleName: '<script>&"危険"\'</script>\u0001', genreCode: 1113, authors: 'A & B <c>' };
    const svg = coverSvg(hostile);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;');
    const meta = await sharp(await renderCover(hostile, 120).png().toBuffer()).metadata();
    expect(meta.width).toBe(120);
  });

  it('draws every genre, unknown ones and very long titles', async () => {
    for (const genreCode of [1111, 1112, 1113, 1120, 1122, 1123, 9002, 4242]) {
      const svg = coverSvg({ titleCode: `G${genreCode}`, titleName: 'とても長いタイトルの物語 '.repeat(12), genreCode, authors: '作者'.repeat(40) });
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([COVER_MASTER.width, COVER_MASTER.height]);
    }
  });
});

describe('pages', () => {
  it('renders the master at 1200×1704 and encodes every format', async () => {
    const master = await sharp(await renderPage(page(1)).png().toBuffer()).metadata();
    expect([master.width, master.height]).toEqual([PAGE_MASTER.width, PAGE_MASTER.height]);
    const expected = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const meta = await sharp(await encodeImage(renderPage(page(2), 540), format)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([expected[format], 540, Math.round((540 * 1704) / 1200)]);
    }
  });

  it('is deterministic and differs per page, story and title', async () => {
    const render = (p: ReturnType<typeof page>) => renderPage(p, 360).png().toBuffer();
    const [a, again, nextPage, otherStory, otherTitle] = await Promise.all([
      render(page(1)),
      render(page(1)),
      render(page(2)),
      render(page(1, 'T000101', 2)),
      render(page(1, 'T000202')),
    ]);
    expect(a.equals(again)).toBe(true);
    for (const other of [nextPage, otherStory, otherTitle]) expect(a.equals(other)).toBe(false);
    expect(pageSvg(page(3))).toContain('P.3');
  });
});

describe('text helpers', () => {
  it('escapes XML', () => {
    expect(escapeMarkup(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(escapeMarkup('x\u0000y\uD800z')).toBe('xyz');
  });

  it('wraps by width, preferring spaces and never starting a line with closing punctuation', () => {
    expect(wrapText('あいうえおかきくけこ', 4)).toEqual(['あいうえ', 'おかきく', 'けこ']);
    expect(wrapText('深夜の 探偵事務所', 6)).toEqual(['深夜の', '探偵事務所']);
    expect(wrapText('あいう。えお', 3)).toEqual(['あいう。', 'えお']);
  });
});

describe('balanced wrapping', () => {
  it('evens out line lengths', () => {
    expect(wrapBalanced('甘い罠と御曹司', 5)).toEqual(['甘い罠と', '御曹司']);
    expect(wrapBalanced('ねこ', 5)).toEqual(['ねこ']);
  });
});
