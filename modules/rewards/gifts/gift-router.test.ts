import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CouponAudience, CouponCampaign } from '#modules/campaigns/index.ts';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp, generousCodeAttempts } from '#src/server/testing/test-app.ts';

// The clock of every service: moved across JST midnights below.
let now = new Date('2026-11-25T01:00:00Z'); // 10:00 JST
// Parallel claims from one address: the code limits (code-attempts.test.ts) are out of the way here.
const { app, orm, services } = await createTestApp({ now: () => now, codeAttempts: generousCodeAttempts() });
const visitor = clientFor(app);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const members: number[] = [];
const member = async () => {
  const signedUp = await signUpMember(app);
  members.push(signedUp.userId);
  return signedUp;
};
const uniqueCode = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const operations = async (userId: number, reason: string) =>
  (
    (await orm.em
      .fork()
      .execute(`select count(distinct operation_id)::int as n from wallet_entry where user_id = ? and reason = ? and amount > 0`, [userId, reason])) as [{ n: number }]
  )[0].n;

async function giftCoupon(overrides: Partial<{ bonusQuantity: number; additionalCoinRate: number; endsAt: Date }> = {}) {
  const em = orm.em.fork();
  const coupon = em.create(CouponCampaign, {
    couponCode: uniqueCode('GIFT'),
    couponName: 'ボーナス100コインプレゼント',
    description: '受け取るだけで100ボーナスコイン。',
    additionalCoinRate: 0,
    quantity: 1,
    bonusQuantity: 100,
    itemPriceWithoutCoupon: null,
    wideImageUrl: null,
    startsAt: new Date('2026-11-01T00:00:00+09:00'),
    endsAt: new Date('2026-12-31T00:00:00+09:00'),
    targetPathPrefix: '/gift/',
    audience: CouponAudience.Members,
    priority: 0,
    recommendable: false,
    ...overrides,
  });
  await em.flush();
  return coupon.couponCode;
}

async function ticketCampaign(per: 'day' | 'campaign', validHours = 72) {
  const campaign = await services.gifts.createTicketCampaign({
    code: uniqueCode('xmas'),
    label: 'クリスマス 毎日50枚チケットプレゼント',
    description: '期間中、毎日チケットを50枚プレゼント。',
    tickets: 50,
    per,
    validHours,
    startsAt: new Date('2026-11-20T00:00:00+09:00'),
    endsAt: new Date('2026-12-26T00:00:00+09:00'),
  });
  return campaign.code;
}

describe('gift coupons (/gift/coupon/{code}/)', () => {
  it('claims once per member: the coupon held under its code and its bonus coins with a use-by; then 409', async () => {
    const code = await giftCoupon();
    const m = await member();
    // The page's coupon and its grid (modules/campaigns).
    expect(await json(await m.get(`/api/gift/v1/coupon/?coupon_code=${code}`))).toMatchObject({ status: 200, body: { success: true, coupon: { couponCode: code }, popular_row: { contents: [{ grid: expect.any(Array) }] } } });
    const claimed = await json(await m.post(`/api/reward/v1/gift/coupon/${code}/claim/`));
    expect(claimed).toMatchObject({ status: 200, body: { success: true, message: { content: '「ボーナス100コインプレゼント」を受け取りました。' } } });
    expect(claimed.body.presentList).toEqual([
      { asset: 'coupon', amount: 1, expiresAt: null, label: 'クーポン 1枚' },
      { asset: 'bonus_coin', amount: 100, expiresAt: '2026-12-25T01:00:00.000Z', label: 'ボーナスコイン 100枚' },
    ]);
    expect(await services.wallet.balancesOf(m.userId)).toMatchObject({ userBonusCoin: 100, userCoupon: 1 });
    expect(await json(await m.post(`/api/reward/v1/gift/coupon/${code}/claim/`))).toMatchObject({ status: 409, body: { success: false, message: { content: 'このプレゼントはすでに受け取っています。' } } });
    // /myitem/coupon/ finds it under its code.
    expect((await services.walletHistory.coupons(m.userId)).map((c) => c.couponCode)).toContain(code);
  });

  it('50 parallel claims of a gift coupon: one 200, forty-nine 409s, one grant', async () => {
    const code = await giftCoupon();
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 50 }, () => m.post(`/api/reward/v1/gift/coupon/${code}/claim/`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(49).fill(409)]);
    expect(await operations(m.userId, 'gift_coupon')).toBe(1);
    expect(await services.wallet.balancesOf(m.userId)).toMatchObject({ userBonusCoin: 100, userCoupon: 1 });
  });

  it('refuses a coupon already received through the page recommendation (one per member on both paths)', async () => {
    const code = await giftCoupon();
    const m = await member();
    await services.wallet.grantCoupons(m.userId, 1, { reason: 'coupon_campaign', reference: code, idempotencyKey: `coupon:${code}:${m.userId}` });
    expect((await json(await m.post(`/api/reward/v1/gift/coupon/${code}/claim/`))).status).toBe(409);
    expect(await services.wallet.balancesOf(m.userId)).toMatchObject({ userBonusCoin: 0, userCoupon: 1 });
  });

  it('asks a visitor to log in, refuses an ended coupon (410), an unknown one (404) and a malformed code (400)', async () => {
    expect(await json(await visitor.post(`/api/reward/v1/gift/coupon/${await giftCoupon()}/claim/`))).toMatchObject({ status: 401, body: { success: false, message: { content: '利用にはログインが必要です' } } });
    const m = await member();
    const ended = await giftCoupon({ endsAt: new Date('2026-11-24T00:00:00+09:00') });
    expect(await json(await m.post(`/api/reward/v1/gift/coupon/${ended}/claim/`))).toMatchObject({ status: 410, body: { message: { content: 'このプレゼントの受け取り期間は終了しました。' } } });
    expect((await m.post('/api/reward/v1/gift/coupon/NOPE0000/claim/')).status).toBe(404);
    expect((await m.post('/api/reward/v1/gift/coupon/%E3%81%82/claim/')).status).toBe(400);
  });
});

describe('ticket campaigns (/gift/ticket/{code}/)', () => {
  it('once per JST day: 23:59:59.999 JST and 00:00 JST are two days; the same day twice is refused with the next time', async () => {
    const code = await ticketCampaign('day');
    const m = await member();
    now = new Date('2026-11-25T14:59:59.999Z'); // 23:59:59.999 JST on 11/25
    expect(await json(await m.get(`/api/reward/v1/gift/ticket/${code}/`))).toMatchObject({ body: { campaign: { state: 'open', claimed: false, tickets: 50, per: 'day', claimByText: '2026年12月25日 23:59' } } });
    const first = await json(await m.post(`/api/reward/v1/gift/ticket/${code}/claim/`));
    expect(first).toMatchObject({ status: 200, body: { tickets: 50, message: { content: 'チケット50枚を受け取りました。' }, expiresAtText: '2026年11月28日 23:59' } });
    expect(await json(await m.post(`/api/reward/v1/gift/ticket/${code}/claim/`))).toMatchObject({ status: 409, body: { message: { content: '今日の分はすでに受け取っています。2026年11月26日 00:00から受け取れます。' } } });
    expect((await json(await m.get(`/api/reward/v1/gift/ticket/${code}/`))).body.campaign).toMatchObject({ claimed: true, nextClaimAt: '2026-11-25T15:00:00.000Z' });
    now = new Date('2026-11-25T15:00:00.000Z'); // 00:00 JST on 11/26
    expect((await json(await m.post(`/api/reward/v1/gift/ticket/${code}/claim/`))).status).toBe(200);
    expect((await services.wallet.balancesOf(m.userId, now)).userTicket).toBe(100);
    expect(await operations(m.userId, 'gift_ticket')).toBe(2);
  });

  it('50 parallel claims of a ticket: one 200 and one grant; a once-per-campaign ticket is refused the next day', async () => {
    now = new Date('2026-11-27T03:00:00Z');
    const daily = await ticketCampaign('day');
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 50 }, () => m.post(`/api/reward/v1/gift/ticket/${daily}/claim/`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(49).fill(409)]);
    expect(await operations(m.userId, 'gift_ticket')).toBe(1);

    const once = await ticketCampaign('campaign');
    expect((await m.post(`/api/reward/v1/gift/ticket/${once}/claim/`)).status).toBe(200);
    now = new Date('2026-11-28T03:00:00Z');
    expect(await json(await m.post(`/api/reward/v1/gift/ticket/${once}/claim/`))).toMatchObject({ status: 409, body: { message: { content: 'このプレゼントはすでに受け取っています。' } } });
  });
});

type StoryRow = { story_id: number; title_id: number };
const [story1, story2, story3] = await orm.em.fork().execute<StoryRow[]>('select s.id as story_id, s.title_id from story s order by s.id limit 3');
async function readAt(userId: number, story: StoryRow, at: string) {
  await orm.em.fork().execute('insert into reading_event (story_id, title_id, user_id, created_at) values (?, ?, ?, ?)', [story.story_id, story.title_id, userId, new Date(at)]);
}

describe('pending rewards (/rewardconfirm/) and read rewards (/readedreward/)', () => {
  it('offers the sign-in bonus, 10 points per linked account and yesterday’s read reward; receives them all in one tap, once', async () => {
    now = new Date('2026-11-26T01:00:00Z'); // 10:00 JST on 11/26
    const m = await member();
    await services.social.link(m.userId, 'x', `x-${m.userId}`);
    await services.social.link(m.userId, 'line', `line-${m.userId}`);
    // Three episodes on 11/25 (one twice), the last at 23:59:59.999 JST; one at 00:00 JST on 11/26 counts for today.
    await readAt(m.userId, story1!, '2026-11-25T03:00:00Z');
    await readAt(m.userId, story1!, '2026-11-25T05:00:00Z');
    await readAt(m.userId, story2!, '2026-11-25T10:00:00Z');
    await readAt(m.userId, story3!, '2026-11-25T14:59:59.999Z');
    await readAt(m.userId, story1!, '2026-11-25T15:00:00.000Z');

    const pending = await json(await m.get('/api/reward/v1/pending/'));
    expect(pending.status).toBe(200);
    expect(pending.body.waiting.map((w: any) => [w.kind, w.label, w.prizeLabel, w.claimByText]).sort()).toEqual(
      [
        ['linked_account', 'アカウント連携（LINE）', 'ポイント 10pt', null],
        ['linked_account', 'アカウント連携（X）', 'ポイント 10pt', null],
        ['login_bonus', 'ログインボーナス（11月26日）', 'ポイント 5pt', '2026年12月2日 23:59'],
        ['read_reward', '読了特典（11月25日・3話）', 'ポイント 3pt', '2026年12月2日 23:59'],
      ].sort(),
    );
    const reads = await json(await m.get('/api/reward/v1/read_reward/'));
    expect(reads.body.today).toEqual({ dayKey: '2026-11-26', episodes: 1, points: 1, status: 'today' });
    expect(reads.body.days[0]).toEqual({ dayKey: '2026-11-25', episodes: 3, points: 3, status: 'waiting' });

    const answers = await Promise.all(Array.from({ length: 50 }, () => m.post('/api/reward/v1/pending/receive/')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(49).fill(409)]);
    const ok = (await Promise.all(answers.map((a) => a.json() as Promise<Record<string, any>>))).find((b) => b.success)!;
    expect(ok.message.content).toBe('4件の特典を受け取りました。');
    expect((await services.wallet.balancesOf(m.userId)).userPoint).toBe(28);
    for (const reason of ['login_bonus', 'linked_account', 'read_reward']) expect(await operations(m.userId, reason)).toBe(reason === 'linked_account' ? 2 : 1);
    expect((await json(await m.get('/api/reward/v1/pending/'))).body.waiting).toEqual([]);
    expect((await json(await m.get('/api/reward/v1/read_reward/'))).body.days[0].status).toBe('received');

    // Unlinking and linking again gives nothing more; the next JST day brings the next sign-in bonus and today's read reward.
    await services.social.unlink(m.userId, 'x').catch(() => undefined);
    now = new Date('2026-11-26T15:00:00.000Z'); // 00:00 JST on 11/27
    const next = await json(await m.get('/api/reward/v1/pending/'));
    expect(next.body.waiting.map((w: any) => w.label).sort()).toEqual(['ログインボーナス（11月27日）', '読了特典（11月26日・1話）']);
  });

  it('a reward not received by its claim-by lapses; gift items list what was received, with use-by, and what expired', async () => {
    now = new Date('2026-11-10T03:00:00Z');
    const m = await member();
    await services.gifts.offerGift(m.userId, { sourceKey: 'welcome', label: 'ようこそチケット', asset: 'ticket', amount: 2, validHours: 24, claimBy: new Date('2026-11-20T00:00:00+09:00') });
    await m.get('/api/reward/v1/pending/'); // the 11/10 sign-in bonus, claim by 11/16 23:59
    now = new Date('2026-11-17T03:00:00Z');
    const received = await json(await m.post('/api/reward/v1/pending/receive/'));
    expect(received.body.received.map((r: any) => r.label).sort()).toEqual(['ようこそチケット', 'ログインボーナス（11月17日）']);
    now = new Date('2026-11-19T03:00:00Z');
    const items = await json(await m.get('/api/reward/v1/gift/items/'));
    expect(items.body.lapsed.map((r: any) => r.label)).toEqual(['ログインボーナス（11月10日）']);
    expect(items.body.expired).toMatchObject([{ reason: 'gift', asset: 'ticket', amount: 2, label: 'チケット 2枚', expiresAt: '2026-11-18T03:00:00.000Z' }]);
    expect(items.body.received.map((r: any) => [r.reason, r.label])).toEqual([['login_bonus', 'ポイント 5pt']]);
    expect(items.body.waiting.map((r: any) => r.label)).toEqual(['ログインボーナス（11月19日）']);
  });

  it('asks a visitor to log in', async () => {
    for (const path of ['/api/reward/v1/pending/', '/api/reward/v1/read_reward/', '/api/reward/v1/gift/items/']) expect((await visitor.get(path)).status).toBe(401);
    expect((await visitor.post('/api/reward/v1/pending/receive/')).status).toBe(401);
  });
});

describe('the ledger afterwards', () => {
  it('reconciles clean for every member of these tests', async () => {
    expect(await reconcileWallet(orm.em.fork(), { userIds: members })).toEqual([]);
  });
});
