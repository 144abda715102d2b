/**
 * A running campaign's text on its titles' cards everywhere (issue 17, decision 064): list, search and
 * ranking answers, the top page's blocks and the title page show it at end − 1 ms and not at its end (JST,
 * end exclusive), with every answer cache warm in between: nothing is dropped, the text stops on its own.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { Campaign, CampaignTitle, createCampaignCardTexts, jstInstant } from '#modules/campaigns/index.ts';
import { createCatalogueService, createContentBlocksService, createListService, createSearchService, DEFAULT_QUERY, ormSqlRunner } from '#modules/catalogue/index.ts';
import { createRankingService } from '#modules/rankings/index.ts';
import { config } from '#platform/config.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { clientFor } from '#platform/testing/members.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { createTestApp, databaseSetup } from './testing/test-app.ts';
import { TOPICS } from './invalidation.ts';

const START = jstInstant('2032-02-01 00:00');
const END = jstInstant('2032-02-10 00:00');
let clock = START;
const { app, orm, services } = await createTestApp({ now: () => clock });
const visitor = clientFor(app, csrfHeaders.Cookie);

type Card = { titleCode: string; titleName: string; campaignText: string | null; campaignColor: string | null; campaignDate: string | null };

async function json<T>(path: string): Promise<T> {
  const response = await visitor.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
const listCards = async () => (await json<{ results: Card[] }>('/api/v1/titles/all/')).results;
const searchCards = async (keyword: string) => (await json<{ results: Card[] }>(`/api/v1/search/?keyword=${encodeURIComponent(keyword)}`)).results;
const rankingCards = async () => (await json<{ titles: Card[] }>('/api/v1/ranking/')).titles;
const blockCards = async () => (await services.contentBlocks.blocks(false)).flatMap((block) => [...block.contents, ...block.tabs.flatMap((tab) => tab.contents)]);

async function addCampaign(slug: string, cardText: string, startsAt: Date, endsAt: Date, titleCodes: string[]) {
  const em = orm.em.fork();
  const campaign = em.create(Campaign, {
    family: 'campaign', slug, kind: 'sale', name: `テスト ${slug}`, lead: '', terms: '', cardText, color: 0xc62828,
    startsAt, endsAt, publishedAt: null, hashtag: null, body: {},
  });
  titleCodes.forEach((titleCode, position) => em.create(CampaignTitle, { campaign, titleCode, position, note: null }));
  await em.flush();
  // What a staff save does (decision 056): every process drops its catalogue caches and campaign texts.
  services.bus.publish(TOPICS.catalogue);
}

const find = (cards: Card[], code: string) => {
  const card = cards.find((c) => c.titleCode === code);
  expect(card, code).toBeDefined();
  return card!;
};

describe('a campaign’s text on its titles’ cards everywhere (decision 064)', () => {
  it('list, search and ranking answers, the top page’s blocks and the title page show it at end − 1 ms and not at its end', async () => {
    await services.refreshRankings();
    const listed = (await listCards())[0]!;
    const ranked = (await rankingCards())[0]!;
    const inBlock = (await blockCards()).at(-1)!;
    const related = await services.catalogue.relatedTitles(listed.titleCode, false);
    const relatedCode = [...related.byAuthors, ...related.similar][0]!.titleCode;
    const codes = [...new Set([listed.titleCode, ranked.titleCode, inBlock.titleCode, relatedCode])];
    await addCampaign('everywhere-test', '全巻50%OFF', START, END, codes);
    const shown = { campaignText: '全巻50%OFF', campaignColor: '#c62828', campaignDate: END.toISOString() };
    const gone = { campaignText: null, campaignColor: null, campaignDate: null };

    for (const [at, expected] of [[new Date(END.getTime() - 1), shown], [END, gone]] as const) {
      clock = at;
      const label = at.toISOString();
      expect(find(await listCards(), listed.titleCode), label).toMatchObject(expected);
      expect(find(await searchCards(listed.titleName), listed.titleCode), label).toMatchObject(expected);
      expect(find(await rankingCards(), ranked.titleCode), label).toMatchObject(expected);
      expect(find(await blockCards(), inBlock.titleCode), label).toMatchObject(expected);
      // The title page: its campaign badges and its related titles' cards.
      const { byAuthors, similar } = await services.catalogue.relatedTitles(listed.titleCode, false);
      expect(find([...byAuthors, ...similar], relatedCode), label).toMatchObject(expected);
      expect((await services.campaigns.runningForTitle(listed.titleCode)).map((c) => c.cardText), label).toEqual(expected.campaignText ? ['全巻50%OFF'] : []);
      // Cards by code (campaign pages, the coupon page's popular titles) too.
      expect(find(await services.catalogue.cardsByCodes([listed.titleCode], false), listed.titleCode), label).toMatchObject(expected);
    }
    // Before its start it shows nowhere either.
    clock = new Date(START.getTime() - 1);
    expect(find(await listCards(), listed.titleCode)).toMatchObject(gone);
  });

  it('the catalogue, lists, search, rankings and blocks never query a campaign table (decision 001): the texts come in as a function', async () => {
    const queries: string[] = [];
    const logged = await MikroORM.init({ ...ormOptions(databaseSetup, config.databaseUrl!), debug: ['query'], logger: (message: string) => queries.push(message) });
    try {
      const at = new Date(END.getTime() - 1);
      // The campaigns module's lookup on the unlogged ORM: only the catalogue's own queries are logged.
      const cardCampaigns = { now: () => at, campaignTextOf: createCampaignCardTexts(orm).campaignTextOf };
      const catalogue = createCatalogueService(logged, cardCampaigns);
      const lists = createListService(logged, cardCampaigns);
      const search = createSearchService(logged, ormSqlRunner(logged), ormSqlRunner(logged), cardCampaigns);
      const rankings = createRankingService(logged, { cards: (ids) => catalogue.cardsByIds(ids), current: (cards) => catalogue.currentCards(cards) });
      const blocks = createContentBlocksService(logged, lists, { ranking: (limit) => rankings.top(limit) }, cardCampaigns);
      const first = (await lists.list({ kind: 'all' }, 1, 1, false)).results[0]!;
      const answers = [
        first,
        ...(await search.search({ ...DEFAULT_QUERY, keyword: first.titleName }, { allowAdult: false })).results,
        ...(await rankings.page({ kind: 'MONTHLY', basis: 'BESTSELLER', list: 'general', page: 1 }, false)).entries.map((e) => e.title),
        ...(await blocks.blocks(false)).flatMap((b) => b.contents),
        ...(await catalogue.relatedTitles(first.titleCode, false)).similar,
        ...(await catalogue.topLists(12)).ranking,
      ];
      expect(answers.find((card) => card.titleCode === first.titleCode)?.campaignText).toBe('全巻50%OFF');
      expect(queries.length).toBeGreaterThan(5);
      const campaignTables = queries.filter((q) => /\b(from|join|update|into)\s+"?(campaign|campaign_title|campaign_entry|coupon_campaign)"?[\s;)]/i.test(q));
      expect(campaignTables).toEqual([]);
    } finally {
      await logged.close(true);
    }
  });
});
