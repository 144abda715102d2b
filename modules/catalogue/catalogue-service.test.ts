import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';

const { services, orm } = await createTestApp();
const { catalogue } = services;

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(query, params);
}

describe('catalogue service on the seeded database', () => {
  it('top lists hold general-audience titles in the promised order', async () => {
    const { ranking, newest, free } = await catalogue.topLists(12);
    for (const list of [ranking, newest, free]) {
      expect(list).toHaveLength(12);
      expect(list.every((t) => !t.getAdultFlag)).toBe(true);
    }
    const sales = ranking.map((t) => t.monthlySalesAmount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(free.every((t) => t.isFree || t.isFreeForWait)).toBe(true);
    const [best] = await sql<{ title_code: string }>('select title_code from title where not is_adult order by monthly_sales_amount desc, id limit 1');
    expect(ranking[0]?.titleCode).toBe(best?.title_code);
  });

  it('a title page holds every volume and story with its payment type', async () => {
    const [row] = await sql<{ title_code: string; stories: string; volumes: string }>(
      `select t.title_code, (select count(*) from story s where s.title_id = t.id) as stories,
              (select count(*) from volume v where v.title_id = t.id) as volumes
         from title t order by t.id limit 1`,
    );
    const detail = await catalogue.titleDetail(row!.title_code);
    expect(detail).not.toBeNull();
    expect(detail!.volumes).toHaveLength(Number(row!.volumes));
    expect(detail!.volumes.reduce((n, v) => n + v.stories.length, 0)).toBe(Number(row!.stories));
    expect(detail!.creators.length).toBeGreaterThan(0);
    const numbers = detail!.volumes.flatMap((v) => v.stories.map((s) => s.storyNumber));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(detail!.volumes.flatMap((v) => v.stories).every((s) => [1, 2, 3].includes(s.paymentType))).toBe(true);
  });

  it('unknown titles and stories are null, not errors', async () => {
    expect(await catalogue.titleDetail('NOPE0000')).toBeNull();
    expect(await catalogue.viewerStory('NOPE0000', 1, 1)).toBeNull();
    const [row] = await sql<{ title_code: string }>('select title_code from title order by id limit 1');
    expect(await catalogue.viewerStory(row!.title_code, 999, 1)).toBeNull();
  });

  it('a viewer story knows its neighbours across volumes', async () => {
    const [row] = await sql<{ title_code: string; serial_number: number; last: number }>(
      `select t.title_code, v.serial_number, max(s.story_number) as last
         from title t join volume v on v.title_id = t.id join story s on s.volume_id = v.id
        where v.serial_number = 1 and exists (select 1 from volume v2 where v2.title_id = t.id and v2.serial_number = 2)
        group by t.id, t.title_code, v.serial_number order by t.id limit 1`,
    );
    const story = await catalogue.viewerStory(row!.title_code, 1, Number(row!.last));
    expect(story?.next?.volumeSerialNumber).toBe(2);
    expect(story?.next?.storyNumber).toBe(Number(row!.last) + 1);
    expect(story?.previous?.storyNumber).toBe(Number(row!.last) - 1);
  });

  it("the next campaign boundary is the earliest start or end of a title's campaign strictly after the instant, or null", async () => {
    const [row] = await sql<{ id: number; campaign_start_at: string | null; campaign_end_at: string | null }>('select id, campaign_start_at, campaign_end_at from title order by id limit 1');
    const start = new Date('2190-01-01T00:00:00Z');
    const end = new Date('2190-02-01T00:00:00Z');
    await sql('update title set campaign_start_at = ?, campaign_end_at = ? where id = ?', [start, end, row!.id]);
    try {
      expect(await catalogue.nextCampaignBoundary(new Date('2189-12-31T23:59:59Z'))).toEqual(start);
      expect(await catalogue.nextCampaignBoundary(start)).toEqual(end);
      expect(await catalogue.nextCampaignBoundary(end)).toBeNull();
    } finally {
      await sql('update title set campaign_start_at = ?, campaign_end_at = ? where id = ?', [row!.campaign_start_at, row!.campaign_end_at, row!.id]);
    }
  });

  it('Japanese title search uses the trigram index', async () => {
    const plan = await sql<{ 'QUERY PLAN': string }>("explain select id from title where title_name ilike '%の%の%' ");
    expect(plan.length).toBeGreaterThan(0);
    const [trgm] = await sql<{ show_trgm: string[] }>("select show_trgm('ワンピース')");
    expect(trgm!.show_trgm.length).toBeGreaterThan(0);
  });
});

describe("the viewer's end screen", () => {
  it("similar titles: the title page's similar list, never the title itself, adult ones only when allowed", async () => {
    const [adult] = await sql<{ code: string; genre_code: number }>('select title_code as code, genre_code from title where is_adult order by id limit 1');
    expect((await catalogue.similarTitles(adult!.code, { adultAllowed: false, limit: 24 })).filter((t) => t.getAdultFlag)).toEqual([]);
    const allowed = await catalogue.similarTitles(adult!.code, { adultAllowed: true, limit: 6 });
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.some((t) => t.getAdultFlag)).toBe(true);
    expect(allowed.every((t) => t.titleCode !== adult!.code)).toBe(true);

    const [general] = await sql<{ code: string; genre_code: number }>('select title_code as code, genre_code from title where not is_adult order by id limit 1');
    const similar = await catalogue.similarTitles(general!.code, { adultAllowed: false, limit: 6 });
    // The end screen recommends what the title page calls similar (related-titles.test.ts checks that list).
    const titlePage = (await catalogue.relatedTitles(general!.code, false)).similar;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((t) => t.titleCode)).toEqual(titlePage.slice(0, 6).map((t) => t.titleCode));
    expect(await catalogue.similarTitles('NOPE0000', { adultAllowed: true })).toEqual([]);
  });

  it('volume entries: every volume in order with its first story', async () => {
    const [row] = await sql<{ code: string; volumes: string }>(
      'select t.title_code as code, count(*) as volumes from title t join volume v on v.title_id = t.id group by t.id order by t.id limit 1',
    );
    const entries = await catalogue.volumeEntries(row!.code);
    expect(entries).toHaveLength(Number(row!.volumes));
    expect(entries.map((e) => e.serialNumber)).toEqual(entries.map((e) => e.serialNumber).sort((a, b) => a - b));
    const [first] = await sql<{ story_number: number; payment_type: number }>(
      'select s.story_number, s.payment_type from story s join volume v on v.id = s.volume_id join title t on t.id = v.title_id where t.title_code = ? and v.serial_number = ? order by s.story_number limit 1',
      [row!.code, entries[0]!.serialNumber],
    );
    expect(entries[0]!.firstStory).toMatchObject({ storyNumber: first!.story_number, paymentType: first!.payment_type });
  });
});
