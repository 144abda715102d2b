import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { apiTestClient, createTestApp } from '#src/server/testing/test-app.ts';
import { createRankingRefresh, FREE_VOLUMES_MIN, RANKING_PAGE_SIZE, RISING_MIN_EVENTS } from './index.ts';

const { app, orm, services } = await createTestApp();
const db = orm.em.getConnection();
const DAY = 86_400_000;
/** Far after the demo events and other test files' reads, so only this file's events are in the windows. */
let now = new Date('2031-03-01T00:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

type TitleRow = { id: number; genre_code: number; is_adult: boolean };
const titles = async (where: string, limit: number) =>
  db.execute<TitleRow[]>(`select id, genre_code, is_adult from title t where ${where} order by id limit ${limit}`);

/** `count` reads of the title's first story at `at`. */
async function reads(titleId: number, count: number, at: Date) {
  await db.execute(
    `insert into reading_event (story_id, title_id, user_id, created_at)
     select (select min(id) from story where title_id = ?), ?, null, ? from generate_series(1, ?)`,
    [titleId, titleId, at, count],
  );
}

let buyer = 0;
/** `count` episodes of the title bought for good with coins at `at`, by one fixture member. */
async function purchases(titleId: number, count: number, at: Date) {
  if (!buyer) {
    const [row] = await db.execute<{ id: number }[]>(`insert into app_user (email, display_name, created_at) values ('rank-buyer@example.jp', '買う人', now()) returning id`);
    buyer = row!.id;
  }
  await db.execute(
    `with op as (insert into wallet_operation (user_id, kind, created_at) values (?, 'consume', ?) returning id)
     insert into wallet_entitlement (user_id, story_id, kind, operation_id, created_at)
     select ?, s.id, 'coin', (select id from op), ? from story s
      where s.title_id = ? and not exists (select 1 from wallet_entitlement e where e.user_id = ? and e.story_id = s.id)
      order by s.id limit ?`,
    [buyer, at, buyer, at, titleId, buyer, count],
  );
}

const list = async (kind: string, basis: string, key: string, allowAdult = false) =>
  (await services.rankings.page({ kind: kind as 'MONTHLY', basis: basis as 'SALES', list: key, page: 1 }, allowAdult)).entries.map((e) => ({
    code: e.title.titleCode,
    rank: e.rank,
    movement: e.movement,
    score: e.score,
  }));
const codeOf = async (id: number) => (await db.execute<{ c: string }[]>('select title_code as c from title where id = ?', [id]))[0]!.c;

describe('ranking refresh job', () => {
  it('orders titles by views (MONTHLY BESTSELLER) and by purchases (SALES), with movement against the previous 30 days', async () => {
    const [a, b, c] = await titles('not is_adult and genre_code = 1111', 3);
    await reads(a!.id, 5, ago(2));
    await reads(b!.id, 9, ago(20));
    await reads(c!.id, 7, ago(10));
    await reads(a!.id, 50, ago(40)); // last month a was first
    await reads(c!.id, 3, ago(45));
    await purchases(a!.id, 4, ago(3));
    await purchases(c!.id, 2, ago(1));
    await services.refreshRankings(now);

    expect(await list('MONTHLY', 'BESTSELLER', 'general')).toEqual([
      { code: await codeOf(b!.id), rank: 1, movement: 'new', score: 9 },
      { code: await codeOf(c!.id), rank: 2, movement: 'same', score: 7 },
      { code: await codeOf(a!.id), rank: 3, movement: 'down', score: 5 },
    ]);
    expect(await list('MONTHLY', 'SALES', 'general')).toEqual([
      { code: await codeOf(a!.id), rank: 1, movement: 'new', score: 4 },
      { code: await codeOf(c!.id), rank: 2, movement: 'new', score: 2 },
    ]);
    expect(await list('MONTHLY', 'BESTSELLER', 'shounen')).toHaveLength(3);
    expect(await list('MONTHLY', 'BESTSELLER', 'shoujo')).toEqual([]);
  });

  it('WEEKLY lists the titles rising most this week against the week before', async () => {
    now = new Date(now.getTime() + 200 * DAY);
    const [steady, jumper, small, falling] = await titles('not is_adult and genre_code = 1112', 4);
    await reads(steady!.id, 20, ago(3));
    await reads(steady!.id, 18, ago(10)); // +2
    await reads(jumper!.id, 12, ago(1));
    await reads(jumper!.id, 1, ago(9)); // +11
    await reads(small!.id, RISING_MIN_EVENTS - 1, ago(2)); // too few to count
    await reads(falling!.id, 4, ago(2));
    await reads(falling!.id, 8, ago(8)); // falling
    await services.refreshRankings(now);
    const weekly = await list('WEEKLY', 'BESTSELLER', 'shoujo');
    expect(weekly.map((e) => e.code)).toEqual([await codeOf(jumper!.id), await codeOf(steady!.id)]);
    expect(weekly.every((e) => e.movement === 'rising')).toBe(true);
    const [page] = [await services.rankings.page({ kind: 'WEEKLY', basis: 'BESTSELLER', list: 'shoujo', page: 1 }, false)];
    expect(page!.entries.map((e) => e.growth)).toEqual([11, 2]);
    // Monthly: by the month's events, the falling title included.
    expect((await list('MONTHLY', 'BESTSELLER', 'girls')).map((e) => e.code)).toEqual([
      await codeOf(steady!.id), await codeOf(jumper!.id), await codeOf(falling!.id), await codeOf(small!.id),
    ]);
  });

  it('fills the category lists: free-volume, boys (shounen, seinen), girls (shoujo, josei, TL, BL)', async () => {
    now = new Date(now.getTime() + 200 * DAY);
    const [seinen] = await titles('not is_adult and genre_code = 1113', 1);
    const [josei] = await titles('not is_adult and genre_code = 1120', 1);
    const freeVolumes = `(select count(*) from volume v where v.title_id = t.id and not exists (select 1 from story s where s.volume_id = v.id and s.payment_type <> 1))`;
    const [free] = await titles(`${freeVolumes} >= ${FREE_VOLUMES_MIN} and not is_adult`, 1);
    const [notFree] = await titles(`${freeVolumes} < ${FREE_VOLUMES_MIN} and not is_adult and genre_code = 1111`, 1);
    for (const [t, n] of [[seinen, 6], [josei, 5], [free, 4], [notFree, 3]] as const) await reads(t!.id, n, ago(1));
    await services.refreshRankings(now);
    expect((await list('MONTHLY', 'BESTSELLER', 'boys')).map((e) => e.code)).toContain(await codeOf(seinen!.id));
    expect((await list('MONTHLY', 'BESTSELLER', 'boys')).map((e) => e.code)).not.toContain(await codeOf(josei!.id));
    expect((await list('MONTHLY', 'BESTSELLER', 'girls')).map((e) => e.code)).toContain(await codeOf(josei!.id));
    expect((await list('MONTHLY', 'BESTSELLER', 'seinen')).map((e) => e.code)).toContain(await codeOf(seinen!.id));
    const freeList = (await list('MONTHLY', 'BESTSELLER', 'free')).map((e) => e.code);
    expect(freeList).toContain(await codeOf(free!.id));
    expect(freeList).not.toContain(await codeOf(notFree!.id));
    expect(await list('MONTHLY', 'BESTSELLER', 'general')).toHaveLength(new Set([seinen, josei, free, notFree].map((t) => t!.id)).size);
  });

  it('shows adult titles only to adult-valid viewers, numbering ranks among what the viewer sees', async () => {
    now = new Date(now.getTime() + 200 * DAY);
    const [tl] = await titles('is_adult and genre_code = 1122', 1);
    const [general] = await titles('not is_adult and genre_code = 1120', 1);
    await reads(tl!.id, 10, ago(1));
    await reads(general!.id, 5, ago(1));
    await purchases(tl!.id, 3, ago(1));
    await services.refreshRankings(now);
    expect(await list('MONTHLY', 'BESTSELLER', 'girls')).toEqual([{ code: await codeOf(general!.id), rank: 1, movement: 'new', score: 5 }]);
    expect((await list('MONTHLY', 'BESTSELLER', 'girls', true)).map((e) => [e.code, e.rank])).toEqual([[await codeOf(tl!.id), 1], [await codeOf(general!.id), 2]]);
    expect(await list('MONTHLY', 'SALES', 'general')).toEqual([]);
    expect(await list('MONTHLY', 'BESTSELLER', 'tl')).toEqual([]);
    expect((await list('MONTHLY', 'BESTSELLER', 'tl', true)).map((e) => e.code)).toEqual([await codeOf(tl!.id)]);
    expect((await services.rankings.top(12)).map((t) => t.titleCode)).toEqual([await codeOf(general!.id)]);
  });

  it('is idempotent and swaps atomically: readers see the old rankings or the new ones, a failed refresh changes nothing', async () => {
    now = new Date(now.getTime() + 200 * DAY);
    const some = await titles('not is_adult', 40);
    for (const [i, t] of some.entries()) await reads(t.id, 1 + (i % 7), ago(2));
    await services.refreshRankings(now);
    const snapshot = async () => db.execute<{ n: number; s: number }[]>(`select count(*)::int as n, coalesce(sum(score), 0)::int as s from ranking_entry`);
    const [before] = await snapshot();
    await services.refreshRankings(now);
    expect((await snapshot())[0]).toEqual(before);

    for (const t of some.slice(0, 20)) await reads(t.id, 3, ago(1));
    const seen = new Set<string>();
    const refreshing = services.refreshRankings(now);
    let done = false;
    void refreshing.finally(() => (done = true));
    while (!done) {
      const [row] = await snapshot();
      seen.add(JSON.stringify(row));
    }
    await refreshing;
    const [after] = await snapshot();
    expect(after).not.toEqual(before);
    for (const state of seen) expect([JSON.stringify(before), JSON.stringify(after)]).toContain(state);

    // A title that is gone by the time the rows are written (FK violation after the delete): all or nothing.
    const broken = createRankingRefresh(orm, {
      viewCounts: async () => [{ titleId: 999_999_999, counts: [5, 0, 5, 0] }],
      purchaseCounts: async () => [],
      titleFacts: async (ids) => ids.map((titleId) => ({ titleId, genreCode: 1111, isAdult: false, freeVolumes: 0 })),
    });
    await expect(broken(now)).rejects.toThrow();
    expect((await snapshot())[0]).toEqual(after);
  });
});


/** 25 general and 3 TL titles read in the last 30 days before `now`, the TL ones most. */
async function readFixture(now: Date) {
  const general = await db.execute<{ id: number }[]>('select id from title where not is_adult order by id limit 25');
  const tl = await db.execute<{ id: number }[]>('select id from title where genre_code = 1122 order by id limit 3');
  const events = [...general.map((t, i) => [t.id, 2 + i] as const), ...tl.map((t) => [t.id, 100] as const)];
  for (const [id, count] of events) {
    await db.execute(
      `insert into reading_event (story_id, title_id, user_id, created_at) select (select min(id) from story where title_id = ?), ?, null, ? from generate_series(1, ?)`,
      [id, id, new Date(now.getTime() - 3 * 86_400_000), count],
    );
  }
  await services.refreshRankings(now);
  return { general: general.length, tl: tl.length };
}

/** The ranking route through the typed client, as a visitor or a member: answers typed by the route. */
const rankingAs = (member?: { cookie: string }) => apiTestClient(app, member ? { Cookie: member.cookie } : {}).api.v1.ranking.index;

describe('GET /api/v1/ranking/', () => {
  // After every window of the job tests above (one file, because the rankings are one global set
  // that a parallel test file would replace under our feet).
  let fixture: { general: number; tl: number };
  beforeAll(async () => {
    fixture = await readFixture(new Date('2036-01-01T00:00:00Z'));
  });

  it('pages the general monthly views ranking for visitors without adult titles, ranks counted among what they see', async () => {
    const first = await (await rankingAs().$get({ query: {} })).json();
    expect(first).toMatchObject({ success: true, kind: 'MONTHLY', list: 'general', page: 1, maxPage: 2, titleCount: fixture.general });
    expect(first.titles.map((t) => t.rank)).toEqual(Array.from({ length: RANKING_PAGE_SIZE }, (_, i) => i + 1));
    expect(first.titles.every((t) => !t.getAdultFlag)).toBe(true);
    const second = await (await rankingAs().$get({ query: { kind: 'monthly', basis: 'bestseller', list: 'general', page: '2' } })).json();
    expect(second.titles.map((t) => t.rank)).toEqual([21, 22, 23, 24, 25]);
  });

  it('gives adult-valid members the adult titles and the TL list; others get 404 for TL', async () => {
    const member = await signUpMember(app);
    expect((await member.get('/api/v1/ranking/?list=tl')).status).toBe(404);
    expect((await clientFor(app).get('/api/v1/ranking/?list=tl')).status).toBe(404);
    await member.post('/api/user/v1/profile/adult-setting/');
    const general = await (await rankingAs(member).$get({ query: {} })).json();
    expect(general.titles.slice(0, fixture.tl).every((t) => t.getAdultFlag)).toBe(true);
    expect(general.titleCount).toBe(fixture.general + fixture.tl);
    const tl = await (await rankingAs(member).$get({ query: { list: 'tl' } })).json();
    expect(tl.titles).toHaveLength(fixture.tl);
  });

  it('refuses bad input with 400 and the zod messages', async () => {
    for (const query of ['kind=DAILY', 'basis=likes', 'list=nope', 'page=0', 'page=abc', 'page=99']) {
      const response = await clientFor(app).get(`/api/v1/ranking/?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message.length).toBeGreaterThan(0);
    }
  });
});
