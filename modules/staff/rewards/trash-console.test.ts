import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_PREFIX } from '#modules/wallet/index.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

// 2026-12-01 12:00 JST; moved across a handout's claim-by below. A database of this file's own: trashing a pack
// or offering gifts here must not change what other files see.
let now = new Date('2026-12-01T03:00:00Z');
const { app, orm, services } = await createTestApp({ ownDatabase: true, now: () => now });

const signUpStaff = staffSignUp(app, orm);

type Json = { success: boolean; message?: { content: string }; errors?: { path: string; message: string }[] } & Record<string, any>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const unique = (prefix: string) => `${prefix}-${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

const coupon = (over: Record<string, unknown> = {}) => ({
  coupon_code: unique('TRASH'),
  coupon_name: 'ゴミ箱テストのクーポン',
  description: '',
  additional_coin_rate: 0,
  quantity: 1,
  bonus_quantity: 100,
  item_price_without_coupon: null,
  starts_at: '2026-12-01T00:00',
  ends_at: '2026-12-26T00:00',
  codes: [],
  ...over,
});
const pack = (over: Record<string, unknown> = {}) => ({
  product_id: `coin_t${randomUUID().replaceAll('-', '').slice(0, 10)}`,
  price_yen: 2000,
  coins: 2000,
  bonus_coins: 300,
  starts_at: '2026-12-01T00:00',
  ends_at: null,
  position: 9,
  ...over,
});
const handout = (over: Record<string, unknown> = {}) => ({ label: 'おわびギフト', asset: 'point', amount: 30, valid_hours: null, claim_by: '2026-12-11T00:00', recipients: 'list', member_ids: '', ...over });

async function cardToken(): Promise<string> {
  const response = await app.request(`http://localhost${SANDBOX_PREFIX}tokens/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'card', card: { number: SANDBOX_CARDS.success, exp_month: 12, exp_year: now.getUTCFullYear() + 3, cvc: '123' } }),
  });
  return ((await response.json()) as { id: string }).id;
}
const buy = async (member: TestMember, product: string) => json(await member.post('/payment/api/v1/purchase/', { request_id: randomUUID(), token: await cardToken(), product }));
/** Receives what waits for the member (other rewards, e.g. the login bonus, may come along): the labels received. */
const receive = async (member: TestMember) => {
  const answer = await json(await member.post('/api/reward/v1/pending/receive/'));
  return answer.status === 200 ? (answer.body.received as { label: string }[]).map((r) => r.label) : [answer.body.message?.content];
};
const handoutReceived = async (id: number, userId: number) =>
  ((await orm.em.fork().execute('select received_at from reward_pending where source_key = ? and user_id = ?', [`gift:handout:${id}`, userId])) as { received_at: Date | null }[])[0]?.received_at ?? null;
const actions = async (staff: TestMember, type: string, id: number) =>
  ((await json(await staff.get(`${STAFF_PATHS.audit}?type=${type}&id=${id}`))).body.entries as { action: string; version: number; actorId: number }[]).map((e) => [e.action, e.version]);

describe('trash and restore routes of coupons, coin packs and gift handouts', () => {
  it('answer 403 to visitors and members, need the CSRF token, and refuse bad input with a 400 in Japanese', async () => {
    const member = await signUpMember(app);
    const paths = [
      `${STAFF_PATHS.coupons}1/trash/`,
      `${STAFF_PATHS.coupons}1/restore/`,
      `${STAFF_PATHS.coinPacks}1/trash/`,
      `${STAFF_PATHS.coinPacks}1/restore/`,
      `${STAFF_PATHS.giftHandouts}1/trash/`,
      `${STAFF_PATHS.giftHandouts}1/restore/`,
    ];
    for (const who of [clientFor(app), member]) {
      for (const path of paths) {
        const response = await json(await who.post(path, { version: 1 }));
        expect(response.status, path).toBe(403);
        expect(response.body.message?.content).toBe(STAFF_MESSAGES.notStaff);
      }
      for (const [path, body] of [
        [`${STAFF_PATHS.drafts}gift-handouts/`, { ...handout({ member_ids: '1' }), version: 0 }],
        [`${STAFF_PATHS.drafts}gift-handouts/1/`, { ...handout({ member_ids: '1' }), version: 1 }],
        [`${STAFF_PATHS.drafts}top-blocks/`, { version: 0, blocks: [] }],
      ] as const) {
        const response = await json(await who.post(path, body));
        expect(response.status, path).toBe(403);
        expect(response.body.message?.content).toBe(STAFF_MESSAGES.notStaff);
      }
    }
    const staff = await signUpStaff();
    for (const path of [...paths, `${STAFF_PATHS.drafts}gift-handouts/`, `${STAFF_PATHS.drafts}top-blocks/`]) {
      const noToken = await app.request(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staff.cookie }, body: JSON.stringify({ version: 1 }) });
      expect(noToken.status, path).toBe(403);
      expect(((await noToken.json()) as Json).message?.content).toBe(csrfMessage);
    }
    for (const path of paths) {
      const bad = await json(await staff.post(path, { version: -1 }));
      expect(bad.status, path).toBe(400);
      expect(bad.body.errors?.[0]?.path).toBe('version');
    }
    expect((await json(await staff.post(`${STAFF_PATHS.coinPacks}abc/trash/`, { version: 1 }))).body.errors).toEqual([{ path: 'id', message: 'コインパックの番号が正しくありません' }]);
    expect((await json(await staff.post(`${STAFF_PATHS.coupons}0/restore/`, { version: 1 }))).body.errors).toEqual([{ path: 'id', message: 'クーポンの番号が正しくありません' }]);
    const badDraft = await json(await staff.post(`${STAFF_PATHS.drafts}gift-handouts/`, { ...handout({ label: '', member_ids: 'x' }), version: 0 }));
    expect(badDraft.status).toBe(400);
    expect(badDraft.body.errors).toEqual(expect.arrayContaining([{ path: 'label', message: '表示名を入力してください' }]));
    expect((await json(await staff.post(`${STAFF_PATHS.drafts}top-blocks/`, { version: 0, blocks: 'x' }))).status).toBe(400);
    // An object that does not exist is a 404, not a 500.
    expect((await json(await staff.post(`${STAFF_PATHS.coinPacks}99999/trash/`, { version: 0 }))).status).toBe(404);
  });

  it('a trashed coin pack is not on /point/ nor sold; past purchases stay; restore sells it again; stale is a 409; audited', async () => {
    const staff = await signUpStaff();
    const created = (await json(await staff.post(STAFF_PATHS.coinPacks, pack()))).body.coinPack as { id: number; productId: string; version: number };
    const member = await signUpMember(app);
    expect((await buy(member, created.productId)).status).toBe(200);

    const trashed = await json(await staff.post(`${STAFF_PATHS.coinPacks}${created.id}/trash/`, { version: 1 }));
    expect(trashed.status, JSON.stringify(trashed.body)).toBe(200);
    expect(trashed.body.coinPack).toMatchObject({ version: 2, deletedAt: now.toISOString() });
    expect((await services.coinPacks.onSale()).map((p) => p.id)).not.toContain(created.productId);
    expect(await buy(member, created.productId)).toMatchObject({ status: 400, body: { errors: [{ path: 'product' }] } });
    // The purchase made before is kept with its coins.
    expect(await services.wallet.balancesOf(member.userId)).toMatchObject({ userPaidCoin: 2000, userBonusCoin: 300 });
    // Still listed in the console (its ゴミ箱), and a save does not bring it back.
    const listed = ((await json(await staff.get(STAFF_PATHS.coinPacks))).body.coinPacks as { id: number; deletedAt: string | null }[]).find((p) => p.id === created.id);
    expect(listed?.deletedAt).toBe(now.toISOString());
    const saved = await json(await staff.post(`${STAFF_PATHS.coinPacks}${created.id}/`, { ...pack({ product_id: created.productId, bonus_coins: 100 }), version: 2 }));
    expect(saved.body.coinPack).toMatchObject({ version: 3, deletedAt: now.toISOString(), bonusCoins: 100 });

    const stale = await json(await staff.post(`${STAFF_PATHS.coinPacks}${created.id}/restore/`, { version: 2 }));
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ currentVersion: 3, yourVersion: 2, current: { bonusCoins: 100 }, yours: { deletedAt: null } });
    const restored = await json(await staff.post(`${STAFF_PATHS.coinPacks}${created.id}/restore/`, { version: 3 }));
    expect(restored.body.coinPack).toMatchObject({ version: 4, deletedAt: null });
    expect((await services.coinPacks.onSale()).map((p) => p.id)).toContain(created.productId);
    expect((await buy(member, created.productId)).status).toBe(200);
    expect(await actions(staff, 'coin-pack', created.id)).toEqual([['restore', 4], ['update', 3], ['trash', 2], ['create', 1]]);
  });

  it("a trashed coupon's codes are not redeemed and it is not recommended; what members received stays; restore brings it back", async () => {
    const staff = await signUpStaff();
    const created = (await json(await staff.post(STAFF_PATHS.coupons, coupon({ codes: ['TRASH-CODE-0001', 'TRASH-CODE-0002'], per_member_limit: 2, recommendable: true })))).body.coupon as { id: number; couponCode: string };
    const member = await signUpMember(app);
    expect((await member.post('/api/reward/v1/gift/coupon/TRASH-CODE-0001/claim/')).status).toBe(200);
    const trashed = await json(await staff.post(`${STAFF_PATHS.coupons}${created.id}/trash/`, { version: 1 }));
    expect(trashed.body.coupon).toMatchObject({ version: 2, deletedAt: now.toISOString() });

    const refused = await json(await member.post('/api/reward/v1/gift/coupon/TRASH-CODE-0002/claim/'));
    expect(refused.status).toBe(404);
    expect(refused.body.message?.content).toBe('このクーポンは見つかりませんでした。');
    expect((await json(await signUpMember(app).then((other) => other.post('/api/reward/v1/gift/coupon/TRASH-CODE-0001/claim/')))).status).toBe(404);
    expect((await services.coupons.recommend('/', true))?.couponCode).not.toBe(created.couponCode);
    // The coupon and the coins received before stay the member's.
    const held = ((await orm.em.fork().execute(`select count(*)::int as n from wallet_entry where user_id = ? and reason = 'gift_coupon' and amount > 0`, [member.userId])) as [{ n: number }])[0].n;
    expect(held).toBeGreaterThan(0);

    expect((await json(await staff.post(`${STAFF_PATHS.coupons}${created.id}/restore/`, { version: 1 }))).status).toBe(409);
    expect((await json(await staff.post(`${STAFF_PATHS.coupons}${created.id}/restore/`, { version: 2 }))).body.coupon).toMatchObject({ version: 3, deletedAt: null });
    expect((await member.post('/api/reward/v1/gift/coupon/TRASH-CODE-0002/claim/')).status).toBe(200);
    expect(await actions(staff, 'coupon', created.id)).toEqual([['restore', 3], ['trash', 2], ['create', 1]]);
  });

  it('a trashed gift handout is not sent, and what it offered cannot be received until it is restored', async () => {
    const staff = await signUpStaff();
    const [a, b] = [await signUpMember(app), await signUpMember(app)];
    const unsent = (await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ member_ids: `${a.userId}` })))).body.giftHandout as { id: number };
    expect((await json(await staff.post(`${STAFF_PATHS.giftHandouts}${unsent.id}/trash/`, { version: 1 }))).body.giftHandout).toMatchObject({ version: 2, deletedAt: now.toISOString() });
    const sendTrashed = await json(await staff.post(`${STAFF_PATHS.giftHandouts}${unsent.id}/send/`, { version: 2 }));
    expect(sendTrashed.status).toBe(409);
    expect(sendTrashed.body.message?.content).toBe('ゴミ箱にあるギフト配布は送信できません。元に戻してから送信してください。');

    const created = (await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ member_ids: `${a.userId},${b.userId}` })))).body.giftHandout as { id: number };
    expect((await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/send/`, { version: 1 }))).body.offered).toBe(2);
    // A sent handout can still go to the trash (only that: its fields stay as sent).
    expect((await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/trash/`, { version: 2 }))).status).toBe(200);
    const waiting = await json(await a.get('/api/reward/v1/pending/'));
    expect(waiting.body.waiting.filter((w: { sourceKey?: string; label: string }) => w.label === 'おわびギフト')).toEqual([]);
    expect(await receive(a)).not.toContain('おわびギフト');
    expect(await handoutReceived(created.id, a.userId)).toBeNull();
    expect((await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/restore/`, { version: 2 }))).status).toBe(409);
    expect((await json(await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/restore/`, { version: 3 }))).body.giftHandout).toMatchObject({ version: 4, deletedAt: null });
    expect(await receive(a)).toEqual(['おわびギフト']);
    expect(await handoutReceived(created.id, a.userId)).not.toBeNull();
    expect(await actions(staff, 'gift-handout', created.id)).toEqual([['restore', 4], ['trash', 3], ['send', 2], ['create', 1]]);
  });
});

describe("a gift handout's claim-by in JST", () => {
  it('is received at 23:59:59.999 JST on the last day and refused from 00:00 JST the next day', async () => {
    now = new Date('2026-12-01T03:00:00Z');
    const staff = await signUpStaff();
    const [a, b] = [await signUpMember(app), await signUpMember(app)];
    // Claim-by 2026-12-11 00:00 JST (exclusive): the 10th is the last day.
    const created = (await json(await staff.post(STAFF_PATHS.giftHandouts, handout({ label: '期限テスト', member_ids: `${a.userId},${b.userId}` })))).body.giftHandout as { id: number; claimBy: string };
    expect(created.claimBy).toBe('2026-12-10T15:00:00.000Z');
    expect((await staff.post(`${STAFF_PATHS.giftHandouts}${created.id}/send/`, { version: 1 })).status).toBe(200);
    try {
      now = new Date('2026-12-10T14:59:59.999Z'); // 2026-12-10 23:59:59.999 JST
      expect(await receive(a)).toContain('期限テスト');
      expect(new Date(String(await handoutReceived(created.id, a.userId)).replace(' ', 'T').replace('+00', 'Z'))).toEqual(now);
      now = new Date('2026-12-10T15:00:00.000Z'); // 2026-12-11 00:00 JST
      expect(await receive(b)).not.toContain('期限テスト');
      expect(await handoutReceived(created.id, b.userId)).toBeNull();
      // /gift/items/ shows it as lapsed, no longer waiting.
      const items = await json(await b.get('/api/reward/v1/gift/items/'));
      expect(items.body.lapsed.map((i: { label: string }) => i.label)).toContain('期限テスト');
      expect(items.body.waiting.map((i: { label: string }) => i.label)).not.toContain('期限テスト');
    } finally {
      now = new Date('2026-12-01T03:00:00Z');
    }
  });
});
