import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { seededStories } from '#modules/wallet/testing.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import type { StampSlot } from '../domain/stamp-card-rules.ts';
import { StampCardError } from './stamp-card-errors.ts';
import { stampCardErrorMapping } from './stamp-card-error-mapping.ts';
import type { StampCardInput } from './stamp-card-admin.ts';

// Far from the seeding day, so that the demo's stamp card and gacha have ended.
const jst = (text: string) => new Date(`${text}+09:00`);
let now = jst('2031-03-10T10:00:00');
const { app, orm, services } = await createTestApp({ now: () => now });
const visitor = clientFor(app);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const clean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);
const count = async (query: string, params: unknown[]) => ((await orm.em.fork().execute(query, params)) as [{ n: number }])[0].n;

const SLOTS: StampSlot[] = [
  { label: '毎日ログイン', action: 'daily-sign-in', quantity: 2 },
  { label: 'エピソードを読む', action: 'episode-read', quantity: 1 },
];

async function card(overrides: Partial<StampCardInput> = {}) {
  const code = `sc-${randomUUID().slice(0, 8)}`;
  await services.stampCardAdmin.create({
    code,
    label: '春のスタンプカード',
    message: 'ログインと読書でスタンプを集めよう',
    details: 'スタンプが揃うとボーナスコイン50枚',
    thumbnailUrl: '/img/stamp-card/spring.png',
    slots: SLOTS,
    prize: { kind: 'bonus_coin', amount: 50, validHours: 24 * 7 },
    prizeValueYen: 50,
    startsAt: jst('2031-03-01T00:00:00'),
    endsAt: jst('2031-04-01T00:00:00'),
    ...overrides,
  });
  return code;
}

async function gacha() {
  const lottery = await services.lotteryAdmin.create({
    code: `sc-gacha-${randomUUID().slice(0, 8)}`,
    label: 'スタンプカードガチャ',
    description: 'スタンプカードを達成すると1回引けます。',
    refillHours: [0],
    drawsPerPeriod: 1,
    startsAt: jst('2031-03-01T00:00:00'),
    scheme: 'open',
    tiers: [
      { tierId: 'coins', label: '当たり', weight: 500_000, prize: { kind: 'bonus_coin', amount: 30, validHours: 72 }, valueYen: 30 },
      { tierId: 'points', label: 'ポイント', weight: 500_000, prize: { kind: 'point', amount: 5 }, valueYen: 5 },
    ],
  });
  return lottery.id;
}

/** Fills the card's slots (two sign-in days, one read) for the member. */
async function fill(userId: number) {
  await services.stampCards.stamp(userId, 'daily-sign-in', '2031-03-09');
  await services.stampCards.stamp(userId, 'daily-sign-in', '2031-03-10');
  await services.stampCards.stamp(userId, 'episode-read', 'story:1');
}

describe('saving a stamp card', () => {
  it('refuses random stamps that must form a set (カード合わせ), in Japanese, with every problem named', async () => {
    const refused = await card({ slots: [{ label: 'レアスタンプ', action: 'random', quantity: 1 }, { label: 'ログイン', action: 'daily-sign-in', quantity: 0 }], prize: null, gachaId: null }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StampCardError);
    const answer = stampCardErrorMapping.toApiError(refused as Error)!.toJSON() as { message: { content: string }; errors: { path: string; message: string }[] };
    expect(answer.message.content).toBe('設定内容に誤りがあります。');
    expect(answer.errors).toEqual([
      { path: 'slots', message: '「レアスタンプ」: ランダムに出るスタンプを揃える形式（カード合わせ）は景品表示法で禁止されているため設定できません。' },
      { path: 'slots', message: '「ログイン」: スタンプの数は1〜100で指定してください。' },
      { path: 'prize', message: '達成時の特典（賞品またはガチャ）を設定してください。' },
    ]);
  });

  it('holds a card that needs a purchase to 総付景品\'s limit, and refuses a missing gacha', async () => {
    const overLimit = await card({ slots: [{ label: '購入', action: 'purchase', quantity: 1 }], prizeValueYen: 500, purchaseYen: 300 }).catch((error: unknown) => error);
    expect((stampCardErrorMapping.toApiError(overLimit as Error)!.toJSON() as { errors: unknown[] }).errors).toEqual([{ path: 'prize', message: '「ボーナスコイン 50枚」の価額が総付景品の上限（200円）を超えています。' }]);
    const noGacha = await card({ prize: null, gachaId: 2_000_000_000 }).catch((error: unknown) => error);
    expect((stampCardErrorMapping.toApiError(noGacha as Error)!.toJSON() as { errors: unknown[] }).errors).toEqual([{ path: 'gachaId', message: '指定したガチャが見つかりません。' }]);
    expect(await card({ slots: [{ label: '購入', action: 'purchase', quantity: 1 }], prizeValueYen: 50, purchaseYen: 300 })).toMatch(/^sc-/);
  });
});

describe('stamps', () => {
  it('come from fixed actions with fixed values: one per event, never beyond the slot', async () => {
    const code = await card();
    const member = await signUpMember(app);
    for (let i = 0; i < 3; i++) await services.stampCards.stamp(member.userId, 'daily-sign-in', '2031-03-10');
    await services.stampCards.stamp(member.userId, 'episode-read', 'story:1');
    await services.stampCards.stamp(member.userId, 'episode-read', 'story:2');
    await services.stampCards.stamp(member.userId, 'review', 'title:x');
    const view = (await services.stampCards.card(code, member.userId))!;
    expect(view.cardItems).toEqual([
      { label: '毎日ログイン', type: 'daily-sign-in', quantity: 2, count: 1, completedDateText: '', canComplete: true },
      { label: 'エピソードを読む', type: 'episode-read', quantity: 1, count: 1, completedDateText: '3月10日', canComplete: true },
    ]);
    expect(view).toMatchObject({ filled: false, completed: false, running: true });
    expect(await count('select count(*)::int as n from reward_stamp s join reward_stamp_card c on c.id = s.card_id where c.code = ? and s.user_id = ?', [code, member.userId])).toBe(2);
  });

  it('reach rewards from the reading and review routes and from initialize (the day\'s sign-in), never from other modules\' tables', async () => {
    const code = await card({ slots: [...SLOTS, { label: 'レビューを書く', action: 'review', quantity: 1 }] });
    const member = await signUpMember(app); // its initialize stamped today's sign-in
    await member.get('/api/v1/initialize/');
    const { free } = await seededStories(orm, 3);
    expect((await json(await member.post('/api/v1/reading/progress/', { title: free.titleCode, volume: free.volumeSerialNumber, story: free.storyNumber, page: 1 }))).body).toMatchObject({ counted: true });
    expect((await member.post('/api/v1/review/', { title_code: free.titleCode, rating: 5, body: 'スタンプのために読みました' })).status).toBe(200);
    const items = (await services.stampCards.card(code, member.userId))!.cardItems;
    expect(items.map((item) => [item.type, item.count])).toEqual([['daily-sign-in', 1], ['episode-read', 1], ['review', 1]]);
  });
});

describe('GET /api/reward/v1/stamp_card/{campaignCode}/', () => {
  it('answers the spec\'s stamp_card_campaign, to a visitor too', async () => {
    const code = await card();
    const { status, body } = await json(await visitor.get(`/api/reward/v1/stamp_card/${code}/`));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      stamp_card_campaign: {
        code,
        thumbnail_url: '/img/stamp-card/spring.png',
        thumbnailUrl: '/img/stamp-card/spring.png',
        message: 'ログインと読書でスタンプを集めよう',
        details: 'スタンプが揃うとボーナスコイン50枚',
        gachaId: null,
        prizeText: 'ボーナスコイン 50枚',
        card_items: [
          { label: '毎日ログイン', type: 'daily-sign-in', quantity: 2, count: 0, completedDateText: '', canComplete: true },
          { label: 'エピソードを読む', type: 'episode-read', quantity: 1, count: 0, completedDateText: '', canComplete: true },
        ],
        endsAtText: '4月1日 0:00',
      },
    });
  });

  it('without always, answers null for a completed or ended card; with always=1, the card anyway; 404 and 400 as errors', async () => {
    const code = await card();
    const member = await signUpMember(app);
    await fill(member.userId);
    await member.post(`/api/reward/v1/stamp_card/${code}/complete/`);
    expect((await json(await member.get(`/api/reward/v1/stamp_card/${code}/`))).body).toEqual({ success: true, message: null, stamp_card_campaign: null });
    expect((await json(await member.get(`/api/reward/v1/stamp_card/${code}/?always=1`))).body.stamp_card_campaign).toMatchObject({ completed: true, filled: true });
    now = jst('2031-04-02T10:00:00');
    const ended = await json(await visitor.get(`/api/reward/v1/stamp_card/${code}/?always=true`));
    expect(ended.body.stamp_card_campaign.card_items.map((item: { canComplete: boolean }) => item.canComplete)).toEqual([false, false]);
    expect((await json(await visitor.get(`/api/reward/v1/stamp_card/${code}/`))).body.stamp_card_campaign).toBeNull();
    now = jst('2031-03-10T10:00:00');
    expect(await json(await visitor.get('/api/reward/v1/stamp_card/no-such-card/'))).toMatchObject({ status: 404, body: { success: false, message: { content: 'このスタンプカードは見つかりませんでした。' } } });
    expect((await visitor.get('/api/reward/v1/stamp_card/bad%20code/')).status).toBe(400);
    expect((await visitor.get(`/api/reward/v1/stamp_card/${code}/?always=maybe`)).status).toBe(400);
  });
});

describe('initialize', () => {
  it('carries the member\'s running card (code, gacha id, thumbnail) until it is completed', async () => {
    now = jst('2031-05-10T10:00:00');
    const gachaId = await gacha();
    const code = await card({ prize: null, gachaId, startsAt: jst('2031-05-01T00:00:00'), endsAt: jst('2031-06-01T00:00:00'), thumbnailUrl: '/img/stamp-card/may.png' });
    const member = await signUpMember(app);
    const first = (await json(await member.get('/api/v1/initialize/'))).body;
    expect(first).toMatchObject({ stamp_card_campaign_code: code, stamp_card_gacha_id: gachaId, stamp_card_thumbnail_url: '/img/stamp-card/may.png' });
    expect((await json(await visitor.get('/api/v1/initialize/'))).body).toMatchObject({ stamp_card_campaign_code: null, stamp_card_gacha_id: null, stamp_card_thumbnail_url: null });
    await fill(member.userId);
    expect((await member.post(`/api/reward/v1/stamp_card/${code}/complete/`)).status).toBe(200);
    expect((await json(await member.get('/api/v1/initialize/'))).body.stamp_card_campaign_code).toBeNull();
    now = jst('2031-03-10T10:00:00');
  });
});

describe('completing a card', () => {
  it('asks a visitor to log in, and refuses a card not yet full', async () => {
    const code = await card();
    expect(await json(await visitor.post(`/api/reward/v1/stamp_card/${code}/complete/`))).toMatchObject({ status: 401, body: { success: false } });
    const member = await signUpMember(app);
    expect(await json(await member.post(`/api/reward/v1/stamp_card/${code}/complete/`))).toMatchObject({ status: 409, body: { success: false, message: { content: 'スタンプがまだ揃っていません。' } } });
  });

  it('50 parallel claims of a full card: one grant through the wallet\'s ledger, every answer the same completion', async () => {
    const code = await card();
    const member = await signUpMember(app);
    await fill(member.userId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => member.post(`/api/reward/v1/stamp_card/${code}/complete/`).then(json)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => a.body.firstTime)).toHaveLength(1);
    expect(answers[0]!.body).toMatchObject({ success: true, prizeLabel: 'ボーナスコイン 50枚', message: { content: 'スタンプカードを達成しました！ボーナスコイン 50枚を受け取りました。' }, result: null });
    expect(await count("select count(*)::int as n from wallet_operation where user_id = ? and kind = 'reward'", [member.userId])).toBe(1);
    expect((await services.wallet.balancesOf(member.userId)).userBonusCoin).toBe(50);
    await clean(member.userId);
  });

  it('with a gacha: 50 parallel claims draw it exactly once, on top of the member\'s own draws of that lottery', async () => {
    const gachaId = await gacha();
    const code = await card({ prize: null, gachaId });
    const member = await signUpMember(app);
    await fill(member.userId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => member.post(`/api/reward/v1/stamp_card/${code}/complete/`).then(json)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const drawIds = new Set(answers.map((a) => a.body.result.drawId));
    expect(drawIds.size).toBe(1);
    expect(answers[0]!.body.message.content).toBe('スタンプカードを達成しました！ガチャを1回引きました。');
    expect(await count('select count(*)::int as n from reward_draw where user_id = ?', [member.userId])).toBe(1);
    expect(await count("select count(*)::int as n from wallet_operation where user_id = ? and kind = 'reward'", [member.userId])).toBe(1);
    // The extra draw does not use up the member's own draw of the period.
    expect((await services.lottery.status(gachaId, member.userId)).remained).toBe(1);
    await clean(member.userId);
  });
});
