import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { PAGE_SIZE } from '../search/search-query.ts';
import { KANA_ROW_RANGES, KANA_ROWS, type ListSort } from './list-query.ts';
import type { ListFilter } from './list-sql.ts';

const { orm, services } = await createTestApp();
const { lists } = services;

type Row = {
  title_code: string; title_kana: string; genre_code: number; is_adult: boolean; is_new: boolean; is_free: boolean; is_free_for_wait: boolean;
  is_store: boolean; free_info: string | null; label_text: string | null; campaign_text: string | null; running: boolean;
  campaign_end_at: Date | null; started_at: Date; monthly_sales_amount: number;
};

const rows = await orm.em.getConnection().execute<Row[]>(
  `select title_code, title_kana, genre_code, is_adult, is_new, is_free, is_free_for_wait, is_store, free_info, label_text, campaign_text,
          (campaign_text is not null and coalesce(campaign_start_at, '-infinity') <= now() and campaign_end_at > now()) as running,
          campaign_end_at, started_at, monthly_sales_amount
     from title`,
);
const byCode = new Map(rows.map((r) => [r.title_code, r]));
const GENRES = { shounen: 1111, tl: 1122, bl: 1123, magazine: 9002 };

/** Every page of a list, in order. */
async function everything(filter: ListFilter, sort: ListSort, allowAdult: boolean) {
  const first = await lists.list(filter, sort, 1, allowAdult);
  const pages = [first];
  for (let page = 2; page <= first.maxPage; page++) pages.push(await lists.list(filter, sort, page, allowAdult));
  return { titleCount: first.titleCount, maxPage: first.maxPage, titles: pages.flatMap((p) => p.results.map((r) => byCode.get(r.titleCode)!)) };
}

const CASES: { name: string; filter: ListFilter; matches: (r: Row) => boolean }[] = [
  { name: 'all (/book/)', filter: { kind: 'all' }, matches: () => true },
  { name: 'comics (/comics/): no magazines', filter: { kind: 'comics' }, matches: (r) => r.genre_code !== GENRES.magazine },
  { name: 'new (/book/new/)', filter: { kind: 'new' }, matches: (r) => r.is_new },
  { name: 'free (/book/free/)', filter: { kind: 'free' }, matches: (r) => r.is_free || r.is_free_for_wait },
  { name: 'store (/book/store/?free=2)', filter: { kind: 'store', free: 2 }, matches: (r) => r.is_store },
  { name: 'store with free episodes (free=1)', filter: { kind: 'store', free: 1 }, matches: (r) => r.is_store && r.free_info !== null },
  { name: 'campaign titles (running campaigns only)', filter: { kind: 'campaign' }, matches: (r) => r.running },
  { name: 'free ending soon (/book/end/)', filter: { kind: 'end' }, matches: (r) => r.running && (r.campaign_text ?? '').includes('無料') },
  { name: 'genre shounen', filter: { kind: 'genre', genreCode: GENRES.shounen }, matches: (r) => r.genre_code === GENRES.shounen },
  { name: 'recommend (staff labels)', filter: { kind: 'recommend' }, matches: (r) => r.label_text !== null },
];

describe('list queries', () => {
  for (const { name, filter, matches } of CASES) {
    it(`${name}: exactly the matching titles, popular first, paged without overlap`, async () => {
      const expected = rows.filter((r) => matches(r) && !r.is_adult);
      expect(expected.length).toBeGreaterThan(0);
      const { titleCount, maxPage, titles } = await everything(filter, 1, false);
      expect(titleCount).toBe(expected.length);
      expect(maxPage).toBe(Math.ceil(expected.length / PAGE_SIZE));
      expect(new Set(titles.map((t) => t.title_code))).toEqual(new Set(expected.map((t) => t.title_code)));
      const sales = titles.map((t) => t.monthly_sales_amount);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
      expect(titles.every((t) => !t.is_adult)).toBe(true);
    });
  }

  it('cards show a campaign only while it runs, and the same campaign as the campaign list', async () => {
    const first = await lists.list({ kind: 'all' }, 1, 1, true);
    const cards = (await Promise.all(Array.from({ length: first.maxPage }, (_, i) => lists.list({ kind: 'all' }, 1, i + 1, true)))).flatMap((p) => p.results);
    expect(cards).toHaveLength(rows.length);
    for (const card of cards) {
      const row = byCode.get(card.titleCode)!;
      // The title's own running text first; without one, the running campaign that targets it, ending first (decision 064).
      const [campaign] = row.running ? [] : await services.campaigns.runningForTitle(card.titleCode);
      expect(card.campaignText, card.titleCode).toBe(row.running ? row.campaign_text : (campaign?.cardText ?? null));
      expect(card.campaignColor === null).toBe(!row.running && !campaign?.color);
    }
    expect(cards.some((card) => card.campaignText !== null)).toBe(true);
  });

  it('sort 2 lists the most recently started first', async () => {
    const { titles } = await everything({ kind: 'all' }, 2, false);
    const started = titles.map((t) => new Date(t.started_at).getTime());
    expect(started).toEqual([...started].sort((a, b) => b - a));
  });

  it('sort 3 lists the campaigns ending soonest first', async () => {
    const { titles } = await everything({ kind: 'campaign' }, 3, false);
    expect(titles.length).toBeGreaterThan(1);
    const ends = titles.map((t) => new Date(t.campaign_end_at!).getTime());
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends[0]).toBeGreaterThan(Date.now());
  });

  it('a page past the end is empty, with the count', async () => {
    const page = await lists.list({ kind: 'all' }, 1, 99, false);
    expect(page.results).toEqual([]);
    expect(page.titleCount).toBeGreaterThan(0);
    expect(await lists.count({ kind: 'all' }, false)).toBe(page.titleCount);
  });
});

describe('adult titles on lists', () => {
  it('appear only when allowed, on every list', async () => {
    const adult = rows.filter((r) => r.is_adult);
    expect(adult.length).toBeGreaterThan(0);
    const all = await everything({ kind: 'all' }, 1, true);
    expect(all.titleCount).toBe(rows.length);
    expect(all.titles.some((t) => t.is_adult)).toBe(true);
    for (const { filter } of CASES) {
      const { titles } = await everything(filter, 1, false);
      expect(titles.filter((t) => t.is_adult)).toEqual([]);
    }
  });

  it('TL and BL genre lists are empty for others and full for adult members', async () => {
    for (const code of [GENRES.tl, GENRES.bl]) {
      expect((await lists.list({ kind: 'genre', genreCode: code }, 1, 1, false)).titleCount).toBe(0);
      expect((await lists.list({ kind: 'genre', genreCode: code }, 1, 1, true)).titleCount).toBe(rows.filter((r) => r.genre_code === code).length);
    }
  });

  it('the genre list hides TL and BL from others', async () => {
    const general = await lists.genres(false);
    expect(general.map((g) => g.slug)).not.toContain('tl');
    expect(general.map((g) => g.slug)).not.toContain('bl');
    expect(general.find((g) => g.slug === 'shounen')!.titleCount).toBe(rows.filter((r) => r.genre_code === GENRES.shounen).length);
    expect((await lists.genres(true)).map((g) => g.slug)).toEqual(expect.arrayContaining(['tl', 'bl']));
  });

  it('genre slugs resolve case-insensitively; unknown ones do not', async () => {
    expect((await lists.genreBySlug('TL'))?.code).toBe(GENRES.tl);
    expect(await lists.genreBySlug('nope')).toBeNull();
  });
});

describe('the kana index', () => {
  it('puts every general title in the row of its reading, in reading order', async () => {
    const counts = await lists.kanaRowCounts(false);
    let listed = 0;
    for (const row of KANA_ROWS) {
      const [from, to] = KANA_ROW_RANGES[row];
      const expected = rows.filter((r) => !r.is_adult && r.title_kana[0]! >= from && r.title_kana[0]! <= to);
      expect(counts[row]).toBe(expected.length);
      const first = await lists.kanaRow(row, 1, false);
      expect(first.titleCount).toBe(expected.length);
      const kana = first.results.map((r) => byCode.get(r.titleCode)!.title_kana);
      expect(kana.every((k) => k[0]! >= from && k[0]! <= to)).toBe(true);
      expect(kana).toEqual([...kana].sort());
      listed += expected.length;
    }
    expect(listed).toBe(rows.filter((r) => !r.is_adult).length);
    expect(Object.values(await lists.kanaRowCounts(true)).reduce((a, b) => a + b, 0)).toBe(rows.length);
  });
});
