import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { apiTestClient, createTestApp } from '#src/server/testing/test-app.ts';

const { app, orm } = await createTestApp();
const db = orm.em.getConnection();

type Totals = { count: number; point: number };
type ReviewList = {
  title: { titleCode: string; totalReviewCount: number; totalReviewPoint: number };
  reviews: { id: number; reviewerName: string; rating: number; body: string; hasSpoiler: boolean; isMine: boolean }[];
  total: number;
  page: number;
  pages: number;
  mine: { rating: number; body: string } | null;
};

/** The review routes through the typed client, as a visitor or with a member's session: answers typed by the route. */
const reviewsAs = (member?: { cookie: string }) => apiTestClient(app, member ? { Cookie: member.cookie } : {}).api.v1.review;

/** A title no other test here has taken, one without (demo) reviews when there is one. */
const taken: string[] = [];
const freshTitle = async (adult = false) => {
  const [row] = await db.execute<{ code: string }[]>(
    `select title_code as code from title t where is_adult = ? and not (title_code = any(?::text[]))
      order by exists (select 1 from review r where r.title_id = t.id), id limit 1`,
    [adult, `{${taken.join(',')}}`],
  );
  taken.push(row!.code);
  return row!.code;
};
const totalsOf = async (code: string): Promise<Totals> =>
  (await db.execute<Totals[]>('select total_review_count as count, total_review_point as point from title where title_code = ?', [code]))[0]!;
/** The ratings of the title's reviews written here (not the demo buyers'). */
const rowsOf = async (code: string) =>
  db.execute<{ rating: number }[]>(
    `select r.rating from review r join title t on t.id = r.title_id join app_user u on u.id = r.user_id
      where t.title_code = ? and u.email not like 'demo-buyer-%'`,
    [code],
  );

describe('POST /api/v1/review/', () => {
  it('writes a review that moves the totals once, rewrites it in place, and lists it as the member’s own', async () => {
    const code = await freshTitle();
    const before = await totalsOf(code);
    const member = await signUpMember(app);

    const written = await member.post('/api/v1/review/', { title_code: code, rating: 4, body: '  絵がきれいで、続きが気になります。\r\n二巻も読みます。 ', has_spoiler: false });
    expect(written.status).toBe(200);
    expect(await written.json()).toMatchObject({ success: true, created: true, message: { content: 'レビューを投稿しました' }, totals: { totalReviewCount: before.count + 1, totalReviewPoint: before.point + 4 } });
    expect(await totalsOf(code)).toEqual({ count: before.count + 1, point: before.point + 4 });

    const rewritten = await member.post('/api/v1/review/', { title_code: code, rating: 2, body: '二巻で失速しました。', has_spoiler: true });
    expect(await rewritten.json()).toMatchObject({ created: false, message: { content: 'レビューを更新しました' } });
    expect(await totalsOf(code)).toEqual({ count: before.count + 1, point: before.point + 2 });
    expect(await rowsOf(code)).toEqual([{ rating: 2 }]);

    const mine = await (await reviewsAs(member).index.$get({ query: { title_code: code } })).json();
    expect(mine).toMatchObject({ total: 1, page: 1, pages: 1, mine: { rating: 2, body: '二巻で失速しました。' } });
    expect(mine.reviews).toEqual([expect.objectContaining({ rating: 2, body: '二巻で失速しました。', hasSpoiler: true, isMine: true })]);

    const seen = await (await reviewsAs().index.$get({ query: { title_code: code } })).json();
    expect(seen.mine).toBeNull();
    expect(seen.reviews[0]).toMatchObject({ isMine: false, body: '二巻で失速しました。' });
    expect(seen.title).toMatchObject({ titleCode: code, totalReviewCount: before.count + 1, totalReviewPoint: before.point + 2 });
  });

  it('keeps the body’s line breaks, trimmed, as written', async () => {
    const code = await freshTitle();
    const member = await signUpMember(app);
    await member.post('/api/v1/review/', { title_code: code, rating: 5, body: '\n 一行目\r\n二行目 \n' });
    const list = await (await reviewsAs(member).index.$get({ query: { title_code: code } })).json();
    expect(list.mine?.body).toBe('一行目\n二行目');
  });

  it('stays exact under concurrent writes, rewrites and deletes from 12 members', async () => {
    const code = await freshTitle();
    const before = await totalsOf(code);
    const members = await Promise.all(Array.from({ length: 12 }, () => signUpMember(app)));
    // Every member sends two different reviews at once: one of them wins, the totals count it once.
    await Promise.all(members.flatMap((m, i) => [
      m.post('/api/v1/review/', { title_code: code, rating: (i % 5) + 1, body: `一つ目 ${i}` }),
      m.post('/api/v1/review/', { title_code: code, rating: 5 - (i % 5), body: `二つ目 ${i}` }),
    ]));
    let rows = await rowsOf(code);
    expect(rows).toHaveLength(12);
    expect(await totalsOf(code)).toEqual({ count: before.count + 12, point: before.point + rows.reduce((sum, r) => sum + r.rating, 0) });

    // Half of them delete twice at once while the others rewrite.
    await Promise.all(members.flatMap((m, i) =>
      i % 2 === 0
        ? [m.post('/api/v1/review/delete/', { title_code: code }), m.post('/api/v1/review/delete/', { title_code: code })]
        : [m.post('/api/v1/review/', { title_code: code, rating: 3, body: '書き直し' })],
    ));
    rows = await rowsOf(code);
    expect(rows).toEqual(Array.from({ length: 6 }, () => ({ rating: 3 })));
    expect(await totalsOf(code)).toEqual({ count: before.count + 6, point: before.point + 18 });
  });

  it('needs a member (401), a title shown to them (404, adult titles too), and valid input (400, in Japanese)', async () => {
    const code = await freshTitle();
    const adult = await freshTitle(true);
    const good = { title_code: code, rating: 3, body: 'ふつう' };
    expect((await clientFor(app).post('/api/v1/review/', good)).status).toBe(401);
    const member = await signUpMember(app);
    expect((await member.post('/api/v1/review/', { ...good, title_code: 'NOPE0000' })).status).toBe(404);
    expect((await member.post('/api/v1/review/', { ...good, title_code: adult })).status).toBe(404);
    expect((await clientFor(app).get(`/api/v1/review/?title_code=${adult}`)).status).toBe(404);

    const cases: [object, string][] = [
      [{ ...good, rating: 0 }, '評価を星1〜5で選んでください'],
      [{ ...good, rating: 6 }, '評価を星1〜5で選んでください'],
      [{ ...good, rating: 2.5 }, '評価を星1〜5で選んでください'],
      [{ ...good, body: ' \n ' }, 'レビューを入力してください'],
      [{ ...good, body: 'あ'.repeat(1001) }, 'レビューは1000文字以内で入力してください'],
      [{ ...good, title_code: '<x>' }, 'title_code が正しくありません'],
    ];
    for (const [body, message] of cases) {
      const response = await member.post('/api/v1/review/', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { message: string }[] }).errors.map((e) => e.message)).toContain(message);
    }
    expect((await member.post('/api/v1/review/', { ...good, body: 'あ'.repeat(1000) })).status).toBe(200);
    expect((await member.post('/api/v1/review/', '{broken')).status).toBe(400);
    expect(await rowsOf(code)).toEqual([{ rating: 3 }]);

    await member.post('/api/user/v1/profile/adult-setting/');
    expect((await member.post('/api/v1/review/', { ...good, title_code: adult })).status).toBe(200);
    expect((await member.get(`/api/v1/review/?title_code=${adult}`)).status).toBe(200);
  });
});

describe('POST /api/v1/review/delete/', () => {
  it('takes the rating back out of the totals once; a second delete changes nothing', async () => {
    const code = await freshTitle();
    const before = await totalsOf(code);
    const member = await signUpMember(app);
    await member.post('/api/v1/review/', { title_code: code, rating: 5, body: '最高' });
    const removed = await member.post('/api/v1/review/delete/', { title_code: code });
    expect(await removed.json()).toMatchObject({ removed: true, message: { content: 'レビューを削除しました' } });
    expect(await totalsOf(code)).toEqual(before);
    expect(await (await member.post('/api/v1/review/delete/', { title_code: code })).json()).toMatchObject({ removed: false, message: { content: '削除するレビューがありません' } });
    expect(await totalsOf(code)).toEqual(before);
    expect((await clientFor(app).post('/api/v1/review/delete/', { title_code: code })).status).toBe(401);
  });
});

describe('GET /api/v1/review/ and /api/v1/review/latest/', () => {
  it('page newest first, 20 a page; the newest list hides adult titles from visitors', async () => {
    const code = await freshTitle();
    const adult = await freshTitle(true);
    // 21 readers' reviews, a minute apart (written directly: this is about reading them back).
    await db.execute(
      `with readers as (
         insert into app_user (email, display_name, is_agreed_terms, is_agreed_privacy, created_at)
         select 'pager-' || n || '-' || ? || '@example.jp', '読者' || n, true, true, now() from generate_series(0, 20) as n returning id, display_name)
       insert into review (user_id, title_id, rating, body, has_spoiler, created_at, updated_at)
       select r.id, t.id, 4, '感想その' || substr(r.display_name, 3), false, now() - (interval '1 minute' * (100 - substr(r.display_name, 3)::int)), now()
         from readers r, title t where t.title_code = ?`,
      [Date.now(), code],
    );
    const first = await (await reviewsAs().index.$get({ query: { title_code: code } })).json();
    expect(first).toMatchObject({ total: 21, page: 1, pages: 2 });
    expect(first.reviews).toHaveLength(20);
    expect(first.reviews[0]!.body).toBe('感想その20');
    const second = await (await reviewsAs().index.$get({ query: { title_code: code, page: '2' } })).json();
    expect(second.reviews.map((r) => r.body)).toEqual(['感想その0']);
    expect((await clientFor(app).get(`/api/v1/review/?title_code=${code}&page=0`)).status).toBe(400);

    const adultMember = await signUpMember(app);
    await adultMember.post('/api/user/v1/profile/adult-setting/');
    await adultMember.post('/api/v1/review/', { title_code: adult, rating: 1, body: '成人向けの感想' });
    const visitor = await (await reviewsAs().latest.index.$get({ query: {} })).json();
    expect(visitor.reviews.some((r) => r.titleCode === adult)).toBe(false);
    const allowed = await (await reviewsAs(adultMember).latest.index.$get({ query: {} })).json();
    expect(allowed.reviews[0]).toMatchObject({ titleCode: adult, body: '成人向けの感想' });
    const [adultReviews] = await db.execute<{ n: string }[]>('select count(*) as n from review r join title t on t.id = r.title_id where t.is_adult');
    expect(Number(adultReviews!.n)).toBeGreaterThan(0);
    expect(allowed.total).toBe(visitor.total + Number(adultReviews!.n));
  });
});

describe('GET /api/v1/review/mine/', () => {
  it('lists only the member’s own reviews with their titles, newest first; members only', async () => {
    const [first, second] = [await freshTitle(), await freshTitle()];
    const member = await signUpMember(app);
    const other = await signUpMember(app);
    await member.post('/api/v1/review/', { title_code: first, rating: 2, body: '最初の感想' });
    await other.post('/api/v1/review/', { title_code: first, rating: 5, body: '別の人の感想' });
    await member.post('/api/v1/review/', { title_code: second, rating: 4, body: '二つ目の感想' });
    await member.post('/api/v1/review/', { title_code: first, rating: 3, body: '書き直した感想' });
    const mine = await (await reviewsAs(member).mine.index.$get({ query: {} })).json();
    expect(mine.total).toBe(2);
    expect(mine.reviews.map((r) => [r.titleCode, r.body, r.isMine])).toEqual([[first, '書き直した感想', true], [second, '二つ目の感想', true]]);
    expect((await clientFor(app).get('/api/v1/review/mine/')).status).toBe(401);
  });
});

describe('POST /api/v1/review/report/', () => {
  it('keeps one report per member and review, refuses one’s own review, unknown and hidden ones, and bad input', async () => {
    const code = await freshTitle();
    const author = await signUpMember(app);
    await author.post('/api/v1/review/', { title_code: code, rating: 1, body: '通報されるレビュー' });
    const [review] = await db.execute<{ id: number }[]>('select r.id from review r where r.user_id = ?', [author.userId]);
    const reporter = await signUpMember(app);
    const reportsOf = async () => db.execute<{ user_id: number; reason: string; comment: string }[]>('select user_id, reason, comment from review_report where review_id = ?', [review!.id]);

    expect((await clientFor(app).post('/api/v1/review/report/', { review_id: review!.id, reason: 'abuse' })).status).toBe(401);
    const first = await reporter.post('/api/v1/review/report/', { review_id: review!.id, reason: 'abuse', comment: ' 暴言があります \r\n' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ reported: true, message: { content: '通報を受け付けました。ご協力ありがとうございます。' } });
    const again = await Promise.all([1, 2].map(() => reporter.post('/api/v1/review/report/', { review_id: review!.id, reason: 'spam' })));
    for (const answer of again) expect(await answer.json()).toMatchObject({ reported: false, message: { content: 'このレビューはすでに通報済みです。' } });
    expect(await reportsOf()).toEqual([{ user_id: reporter.userId, reason: 'abuse', comment: '暴言があります' }]);

    const own = await author.post('/api/v1/review/report/', { review_id: review!.id, reason: 'spam' });
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ message: { content: 'ご自身のレビューは通報できません。' } });
    expect((await reporter.post('/api/v1/review/report/', { review_id: 2_000_000_000, reason: 'spam' })).status).toBe(404);
    for (const [body, message] of [
      [{ review_id: review!.id, reason: 'boring' }, '通報の理由を選んでください'],
      [{ review_id: review!.id, reason: 'other', comment: 'あ'.repeat(501) }, '詳細は500文字以内で入力してください'],
      [{ review_id: 'x', reason: 'other' }, 'review_id を指定してください'],
    ] as const) {
      const response = await reporter.post('/api/v1/review/report/', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { message: string }[] }).errors.map((e) => e.message)).toContain(message);
    }
    expect(await reportsOf()).toHaveLength(1);

    // A review of an adult title is not there for a member without the adult setting.
    const adult = await freshTitle(true);
    await author.post('/api/user/v1/profile/adult-setting/');
    await author.post('/api/v1/review/', { title_code: adult, rating: 3, body: '成人向け' });
    const [hidden] = await db.execute<{ id: number }[]>('select r.id from review r join title t on t.id = r.title_id where r.user_id = ? and t.is_adult', [author.userId]);
    expect((await reporter.post('/api/v1/review/report/', { review_id: hidden!.id, reason: 'spam' })).status).toBe(404);
  });
});

describe('GET /api/v1/review/ filters', () => {
  it('narrows to one star rating, hides spoilers, orders by rating, and counts each rating', async () => {
    const code = await freshTitle();
    const members = await Promise.all([1, 2, 3, 4].map(() => signUpMember(app)));
    const written: [number, boolean][] = [[5, false], [5, true], [3, false], [1, false]];
    for (const [i, [rating, spoiler]] of written.entries()) await members[i]!.post('/api/v1/review/', { title_code: code, rating, body: `★${rating}${spoiler ? 'ネタバレ' : ''}`, has_spoiler: spoiler });
    type Filtered = ReviewList & { all: number; byRating: number[]; filter: object };
    const list = async (query: string) => (await (await clientFor(app).get(`/api/v1/review/?title_code=${code}${query}`)).json()) as Filtered;

    const everything = await list('');
    expect(everything).toMatchObject({ total: 4, all: 4, byRating: [0, 1, 0, 1, 0, 2], filter: { rating: 0, hideSpoilers: false, sort: 'new' } });
    expect((await list('&rating=5')).reviews.map((r) => r.body).sort()).toEqual(['★5', '★5ネタバレ']);
    expect(await list('&rating=5&spoiler=hide')).toMatchObject({ total: 1, all: 4, reviews: [{ body: '★5' }] });
    expect((await list('&spoiler=hide&sort=low')).reviews.map((r) => r.rating)).toEqual([1, 3, 5]);
    expect((await list('&sort=high')).reviews.map((r) => r.rating)).toEqual([5, 5, 3, 1]);
    expect(await list('&rating=2')).toMatchObject({ total: 0, pages: 1, reviews: [] });
    for (const bad of ['&rating=6', '&rating=x', '&spoiler=maybe', '&sort=old']) expect((await clientFor(app).get(`/api/v1/review/?title_code=${code}${bad}`)).status).toBe(400);
  });
});
