import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { onCatalogueChange } from '../changes.ts';
import { createContentBlocksService, type ContentBlockDefinition } from './content-blocks-service.ts';
import { DEMO_CONTENT_BLOCKS } from '#demo/blocks.ts';
import { holdExclusive } from '#platform/testing/exclusive.ts';

// These files replace the top page's shared blocks: one at a time (the restore below runs before the release).
afterAll(await holdExclusive('content-blocks'));

const { orm, services } = await createTestApp();
const { contentBlocks } = services;

const adultCodes = new Set(
  (await orm.em.getConnection().execute<{ title_code: string }[]>('select title_code from title where is_adult')).map((r) => r.title_code),
);

afterAll(() => contentBlocks.replaceAll(DEMO_CONTENT_BLOCKS));

describe('content blocks', () => {
  it("shows definitions that are not stored (a scheduled draft in staff's preview), for the audience, and leaves the stored ones", async () => {
    const definitions: ContentBlockDefinition[] = [
      { title: '予約中の特集', label: 'NEW', source: 'new', sort: 1, itemLimit: 4, ranked: false, moreBtn: { link: '/book/new/', text: 'もっと見る' }, tabs: [] },
      { title: '成人向けだけ', label: null, source: 'genre:tl', sort: 1, itemLimit: 4, ranked: false, moreBtn: null, tabs: [] },
    ];
    const general = await contentBlocks.blocksOf(definitions, false);
    expect(general.map((b) => [b.id, b.title, b.label, b.contents.length])).toEqual([[-1, '予約中の特集', 'NEW', 4]]);
    expect(general[0]!.moreBtn).toEqual({ link: '/book/new/', text: 'もっと見る' });
    expect(general[0]!.contents.some((card) => adultCodes.has(card.titleCode))).toBe(false);
    expect((await contentBlocks.blocksOf(definitions, true)).map((b) => b.title)).toEqual(['予約中の特集', '成人向けだけ']);
    expect((await contentBlocks.blocks(false)).map((b) => b.title)).not.toContain('予約中の特集');
  });

  it('the demo seed gives the top page its blocks, in order, each with titles', async () => {
    const blocks = await contentBlocks.blocks(false);
    expect(blocks.map((b) => b.title)).toEqual(['人気ランキング', '無料・待てば¥0で読める', '新着・新連載', 'セール・キャンペーン', 'ジャンルから探す', 'おすすめ']);
    const ranking = blocks[0]!;
    expect(ranking.ranked).toBe(true);
    expect(ranking.moreBtn).toEqual({ link: '/book/ranking/', text: 'もっと見る' });
    expect(ranking.contents).toHaveLength(12);
    expect(blocks.find((b) => b.title === '新着・新連載')!.label).toBe('NEW');
  });

  it("the ranking block shows the rankings job's top titles, and the most popular ones before the job has run", async () => {
    await services.refreshRankings();
    const top = await services.rankings.top(12);
    expect(top).toHaveLength(12);
    const fresh = createContentBlocksService(orm, services.lists, { ranking: (limit) => services.rankings.top(limit) });
    expect((await fresh.blocks(false))[0]!.contents.map((t) => t.titleCode)).toEqual(top.map((t) => t.titleCode));
    const withoutJob = createContentBlocksService(orm, services.lists, { ranking: async () => [] });
    const sales = (await withoutJob.blocks(false))[0]!.contents.map((t) => t.monthlySalesAmount);
    expect(sales).toHaveLength(12);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('never shows adult titles or the TL / BL tabs to others; adult members get them', async () => {
    const general = await contentBlocks.blocks(false);
    const everyTitle = (blocks: typeof general) => blocks.flatMap((b) => [...b.contents, ...b.tabs.flatMap((t) => t.contents)]);
    expect(everyTitle(general).filter((t) => adultCodes.has(t.titleCode) || t.getAdultFlag)).toEqual([]);
    const genreTabs = general.find((b) => b.title === 'ジャンルから探す')!.tabs.map((t) => t.label);
    expect(genreTabs).toEqual(['少年', '少女', '青年', '女性']);
    const adult = await contentBlocks.blocks(true);
    expect(adult.find((b) => b.title === 'ジャンルから探す')!.tabs.map((t) => t.label)).toEqual(['少年', '少女', '青年', '女性', 'TL', 'BL']);
    expect(everyTitle(adult).some((t) => t.getAdultFlag)).toBe(true);
  });

  it('replacing the blocks shows the new ones at once and signals the page cache', async () => {
    await contentBlocks.blocks(false);
    let signalled = 0;
    const off = onCatalogueChange(() => signalled++);
    await contentBlocks.replaceAll([
      { title: 'TLだけ', source: 'genre:tl' },
      { title: '完結記念', label: '特集', source: 'campaign', sort: 3, itemLimit: 3, moreBtn: { link: '/book/campaign/titles/', text: 'もっと見る' } },
    ]);
    off();
    expect(signalled).toBe(1);
    const general = await contentBlocks.blocks(false);
    // The adult-only block is left out for others rather than shown empty.
    expect(general.map((b) => b.title)).toEqual(['完結記念']);
    expect(general[0]!.contents.length).toBeLessThanOrEqual(3);
    expect((await contentBlocks.blocks(true)).map((b) => b.title)).toEqual(['TLだけ', '完結記念']);
  });
});
