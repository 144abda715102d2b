import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_PREFIX } from '#modules/wallet/index.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { navigationAsOf } from '../navigation-editor.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

// 2026-12-01 12:00 JST; moved below across a pack's end.
let now = new Date('2026-12-01T03:00:00Z');
const { app, orm, services } = await createTestApp({ now: () => now });
// The run's database is shared by every test file: the packs made here leave with it.
afterAll(async () => {
  await orm.em.fork().execute("delete from wallet_coin_pack where product_id like 'coin_t%'");
});

const signUpStaff = staffSignUp(app, orm);

const pack = (over: Record<string, unknown> = {}) => ({
  product_id: `coin_t${randomUUID().replaceAll('-', '').slice(0, 10)}`,
  price_yen: 2000,
  coins: 2000,
  bonus_coins: 300,
  starts_at: '2026-12-01T00:00',
  ends_at: '2026-12-26T00:00',
  position: 9,
  ...over,
});
type Json = { success: boolean; message?: { content: string }; errors?: { path: string; message: string }[] } & Record<string, any>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });

/** The browser's step in the sandbox provider's frame: the card becomes a single-use token. */
async function cardToken(): Promise<string> {
  const response = await app.request(`http://localhost${SANDBOX_PREFIX}tokens/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'card', card: { number: SANDBOX_CARDS.success, exp_month: 12, exp_year: now.getUTCFullYear() + 3, cvc: '123' } }),
  });
  return ((await response.json()) as { id: string }).id;
}
const buy = async (member: TestMember, product: string) => json(await member.post('/payment/api/v1/purchase/', { request_id: randomUUID(), token: await cardToken(), product }));

describe('coin pack staff APIs', () => {
  it('answer 403 to visitors and members; a write needs the CSRF token; bad input is a 400 in Japanese', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      for (const [path, body] of [
        [STAFF_PATHS.coinPacks, pack()],
        [`${STAFF_PATHS.coinPacks}1/`, { ...pack(), version: 1 }],
      ] as const) {
        const response = await json(await who.post(path, body));
        expect(response.status, path).toBe(403);
        expect(response.body.message?.content).toBe(STAFF_MESSAGES.notStaff);
      }
      expect((await who.get(STAFF_PATHS.coinPacks)).status).toBe(403);
    }
    const staff = await signUpStaff();
    const noToken = await app.request(`http://localhost${STAFF_PATHS.coinPacks}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staff.cookie }, body: JSON.stringify(pack()) });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as Json).message?.content).toBe(csrfMessage);
    const bad = await json(await staff.post(STAFF_PATHS.coinPacks, pack({ product_id: 'pack 1', price_yen: 0, coins: 1.5, starts_at: '' })));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'product_id', message: '商品IDは「coin_」で始まる半角英小文字・数字・「_」の40文字以内で入力してください' },
        { path: 'price_yen', message: '価格（税込）は1以上にしてください' },
        { path: 'coins', message: 'コインは整数で入力してください' },
        { path: 'starts_at', message: '販売開始日時は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください' },
      ]),
    );
  });

  it('lists the packs sold until now as data, with their versions', async () => {
    const staff = await signUpStaff();
    const list = (await json(await staff.get(STAFF_PATHS.coinPacks))).body.coinPacks as { productId: string; priceYen: number; bonusCoins: number; version: number }[];
    expect(list.filter((p) => !p.productId.startsWith('coin_t')).map((p) => [p.productId, p.priceYen, p.bonusCoins, p.version])).toEqual([
      ['coin_120', 120, 0, 0],
      ['coin_500', 500, 10, 0],
      ['coin_1000', 1000, 30, 0],
      ['coin_3000', 3000, 150, 0],
      ['coin_5000', 5000, 400, 0],
      ['coin_10000', 10000, 1000, 0],
    ]);
  });

  it('a dry run shows the changes, the wallet checks and the legal note; a stale save is a 409; saves are audited', async () => {
    const first = await signUpStaff();
    const second = await signUpStaff();
    const dry = await json(await first.post(STAFF_PATHS.coinPacks, { ...pack({ ends_at: '2026-11-30T00:00' }), dry_run: true }));
    expect(dry.body).toMatchObject({ dryRun: true, problems: [{ path: 'ends_at', message: '終了日時は開始日時より後にしてください（日本時間 JST）。' }] });
    expect(dry.body.note).toContain('値引き');
    expect((await json(await first.post(STAFF_PATHS.coinPacks, pack({ ends_at: '2026-11-30T00:00' })))).status).toBe(400);
    const created = (await json(await first.post(STAFF_PATHS.coinPacks, pack()))).body.coinPack as { id: number; version: number; productId: string };
    expect(created.version).toBe(1);
    const fields = pack({ product_id: created.productId });
    expect((await json(await second.post(`${STAFF_PATHS.coinPacks}${created.id}/`, { ...fields, bonus_coins: 400, version: 1 }))).status).toBe(200);
    const stale = await json(await first.post(`${STAFF_PATHS.coinPacks}${created.id}/`, { ...fields, bonus_coins: 500, version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ currentVersion: 2, current: { bonusCoins: 400 }, yours: { bonusCoins: 500 } });
    const log = (await (await first.get(`${STAFF_PATHS.audit}?type=coin-pack&id=${created.id}`)).json()) as { entries: { action: string; changes: { field: string; before: unknown; after: unknown }[] }[] };
    expect(log.entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log.entries[0]!.changes).toEqual([{ field: 'bonusCoins', before: 300, after: 400 }]);
  });
});

describe('a staff-made coin pack bought through the sandbox provider', () => {
  it('is on /point/ and charged and credited from its stored figures, only while on sale (JST window)', async () => {
    const staff = await signUpStaff();
    const created = (await json(await staff.post(STAFF_PATHS.coinPacks, pack({ price_yen: 2200, coins: 2200, bonus_coins: 330 })))).body.coinPack as { productId: string };
    expect((await services.coinPacks.onSale()).map((p) => p.id)).toContain(created.productId);
    const member = await signUpMember(app);
    const bought = await buy(member, created.productId);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data.purchase).toMatchObject({ status: 'paid', priceYen: 2200, paidCoins: 2200, bonusCoins: 330 });
    expect(await services.wallet.balancesOf(member.userId)).toMatchObject({ userPaidCoin: 2200, userBonusCoin: 330 });
    const [ledger] = await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from wallet_operation where user_id = ? and idempotency_key like 'purchase:%'`, [member.userId]);
    expect(ledger!.n).toBe(1);
    // The end is exclusive: at 00:00 JST on the 26th the pack is no longer sold.
    now = new Date('2026-12-25T15:00:00Z');
    const late = await buy(member, created.productId);
    expect(late).toMatchObject({ status: 400, body: { errors: [{ path: 'product' }] } });
    expect((await services.coinPacks.onSale()).map((p) => p.id)).not.toContain(created.productId);
    now = new Date('2026-12-01T03:00:00Z');
    // An unknown product is refused in the same words.
    expect((await buy(member, 'coin_unknown')).status).toBe(400);
  });
});

describe("scheduled drafts in the staff 'as of' preview", () => {
  it('lays coin pack drafts scheduled by then over /point/’s packs, and the navigation draft over the header’s', async () => {
    const staff = await signUpStaff();
    const list = (await json(await staff.get(STAFF_PATHS.coinPacks))).body.coinPacks as { id: number; productId: string; version: number }[];
    const coin1000 = list.find((p) => p.productId === 'coin_1000')!;
    const schedule = async (draft: { id: number; version: number }, at: string) => {
      const answer = await json(await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: at }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    const christmas = pack({ price_yen: 2500, coins: 2500, bonus_coins: 500, starts_at: '2026-12-24T00:00' });
    const added = await json(await staff.post(`${STAFF_PATHS.drafts}coin-packs/`, { ...christmas, version: 0 }));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await schedule(added.body.draft, '2026-12-24T10:00');
    const bigger = await json(await staff.post(`${STAFF_PATHS.drafts}coin-packs/${coin1000.id}/`, { ...pack({ product_id: 'coin_1000', price_yen: 1000, coins: 1000, bonus_coins: 100, starts_at: '2020-01-01T00:00', ends_at: null, position: 3 }), version: coin1000.version }));
    await schedule(bigger.body.draft, '2026-12-24T10:00');

    const asOf = async (at: string) => services.coinPacks.onSaleAsOf(new Date(at), await services.staffConsole.drafts.scheduledBy('coin-pack', new Date(at)));
    const before = await asOf('2026-12-24T00:59:00Z'); // 09:59 JST
    expect(before.find((p) => p.id === 'coin_1000')).toMatchObject({ bonusCoins: 30 });
    expect(before.map((p) => p.id)).not.toContain(christmas.product_id);
    const then = await asOf('2026-12-24T01:00:00Z'); // 10:00 JST
    expect(then.find((p) => p.id === 'coin_1000')).toMatchObject({ bonusCoins: 100 });
    expect(then.find((p) => p.id === christmas.product_id)).toEqual({ id: christmas.product_id, priceYen: 2500, coins: 2500, bonusCoins: 500 });
    // Nothing is published: members still buy the stored packs.
    expect((await services.coinPacks.onSale()).find((p) => p.id === 'coin_1000')).toMatchObject({ bonusCoins: 30 });

    const navigation = await json(await staff.get(STAFF_PATHS.navigation));
    const entries = [{ label: 'クリスマス', path: '/special/xmas/', route_name: 'custom', params: null, enabled: true, is_adult: false }];
    const navDraft = await json(await staff.post(`${STAFF_PATHS.drafts}navigation/`, { version: navigation.body.version, entries }));
    expect(navDraft.status, JSON.stringify(navDraft.body)).toBe(200);
    await schedule(navDraft.body.draft, '2026-12-24T10:00');
    const shownAt = async (at: string) => navigationAsOf(await services.navigation.readNow(), await services.staffConsole.drafts.scheduledBy('navigation', new Date(at))).map((item) => item.label);
    expect(await shownAt('2026-12-24T00:59:00Z')).not.toContain('クリスマス');
    expect(await shownAt('2026-12-24T01:00:00Z')).toEqual(['クリスマス']);

    // Discarded, so that no later job publishes them into other test files' navigation and packs.
    for (const draft of [added.body.draft, bigger.body.draft, navDraft.body.draft] as { id: number }[]) {
      const current = (await json(await staff.get(`${STAFF_PATHS.drafts}${draft.id}/`))).body.draft as { version: number };
      expect((await staff.post(`${STAFF_PATHS.drafts}${draft.id}/discard/`, { version: current.version })).status).toBe(200);
    }
  });
});
