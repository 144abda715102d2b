import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CouponAudience, CouponCampaign, CouponCode } from '#modules/campaigns/index.ts';
import { createTestApp, generousCodeAttempts } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { csrfMessage } from '#platform/http/csrf.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { STAFF_MESSAGES } from '../staff-messages.ts';
import { staffSignUp } from '../staff-test-helpers.ts';

// The clock of every service: 2026-12-01 12:00 JST, moved below to cross a coupon's start and end.
let now = new Date('2026-12-01T03:00:00Z');
// Parallel claims from one address: the code limits (code-attempts.test.ts) are out of the way here.
const { app, orm, services } = await createTestApp({ now: () => now, codeAttempts: generousCodeAttempts() });

const signUpStaff = staffSignUp(app, orm);

const unique = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;
const coupon = (over: Record<string, unknown> = {}) => ({
  coupon_code: unique('XMAS'),
  coupon_name: 'クリスマス100コインプレゼント',
  description: 'コードを入力すると100ボーナスコイン。',
  additional_coin_rate: 10,
  quantity: 1,
  bonus_quantity: 100,
  item_price_without_coupon: null,
  starts_at: '2026-12-01T00:00',
  ends_at: '2026-12-26T00:00',
  per_member_limit: 1,
  total_limit: null,
  single_use_codes: false,
  codes: [],
  ...over,
});
type Created = { coupon: { id: number; version: number; couponCode: string; codes: string[] } };
type Json = { success: boolean; message?: { content: string }; errors?: { path: string; message: string }[] } & Record<string, any>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const claim = (member: TestMember, code: string) => member.post(`/api/reward/v1/gift/coupon/${code}/claim/`);
const grants = async (userId: number) =>
  ((await orm.em.fork().execute(`select count(distinct operation_id)::int as n from wallet_entry where user_id = ? and reason = 'gift_coupon' and amount > 0`, [userId])) as [{ n: number }])[0].n;

async function create(staff: TestMember, over: Record<string, unknown> = {}) {
  const response = await json(await staff.post(STAFF_PATHS.coupons, coupon(over)));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Created;
}

describe('coupon staff APIs', () => {
  it('answer 403 to visitors and members, and a staff write needs the CSRF token', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      for (const [path, body] of [
        [STAFF_PATHS.coupons, coupon()],
        [`${STAFF_PATHS.coupons}1/`, { ...coupon(), version: 0 }],
        [`${STAFF_PATHS.drafts}coupons/`, { ...coupon(), version: 0 }],
      ] as const) {
        const response = await json(await who.post(path, body));
        expect(response.status, path).toBe(403);
        expect(response.body.message?.content).toBe(STAFF_MESSAGES.notStaff);
      }
      expect((await who.get(STAFF_PATHS.coupons)).status).toBe(403);
    }
    const staff = await signUpStaff();
    const noToken = await app.request(`http://localhost${STAFF_PATHS.coupons}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staff.cookie }, body: JSON.stringify(coupon()) });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as Json).message?.content).toBe(csrfMessage);
  });

  it('answer bad input with 400 and Japanese messages per field', async () => {
    const staff = await signUpStaff();
    const bad = await json(await staff.post(STAFF_PATHS.coupons, coupon({ coupon_code: 'a b', coupon_name: ' ', per_member_limit: 0, starts_at: '2026-02-30T00:00', codes: ['OK-CODE-1', 'x'] })));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'coupon_code', message: 'クーポンコードは半角英数字・「-」「_」の8〜32文字で入力してください' },
        { path: 'coupon_name', message: 'クーポン名を入力してください' },
        { path: 'per_member_limit', message: '1人が使えるコードの数は1以上にしてください' },
        { path: 'starts_at', message: '開始日時は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください' },
        { path: 'codes.1', message: 'コードは半角英数字・「-」「_」の8〜32文字で入力してください' },
      ]),
    );
  });

  it('a dry run names the 景品表示法 limit and stores nothing; the save with it is refused with the same message', async () => {
    const staff = await signUpStaff();
    // Codes handed to buyers of ¥500: 300 bonus coins (¥300) are over 総付景品's ¥200.
    const over = coupon({ distribution: 'purchase', purchase_yen: 500, bonus_quantity: 300 });
    const dry = await json(await staff.post(STAFF_PATHS.coupons, { ...over, dry_run: true }));
    expect(dry.status).toBe(200);
    expect(dry.body.dryRun).toBe(true);
    expect(dry.body.changes).toEqual(expect.arrayContaining([{ field: 'bonusQuantity', before: null, after: 300 }, { field: 'distribution', before: null, after: 'purchase' }]));
    const message = '「ボーナスコイン300枚」の価額が総付景品の上限（200円）を超えています。';
    expect(dry.body.problems).toEqual([{ path: 'bonus_quantity', message }]);
    expect((await orm.em.fork().execute('select count(*)::int as n from coupon_campaign where coupon_code = ?', [over.coupon_code]))[0]).toEqual({ n: 0 });
    const saved = await json(await staff.post(STAFF_PATHS.coupons, over));
    expect(saved.status).toBe(400);
    expect(saved.body.errors).toEqual([{ path: 'bonus_quantity', message }]);
    // With a ¥1,000 purchase the limit is 20% (¥200); the same coins announced to anyone (オープン) have none.
    expect((await json(await staff.post(STAFF_PATHS.coupons, { ...coupon({ distribution: 'purchase', purchase_yen: 1500, bonus_quantity: 300 }), dry_run: true }))).body.problems).toEqual([]);
    expect((await json(await staff.post(STAFF_PATHS.coupons, { ...coupon({ bonus_quantity: 5000 }), dry_run: true }))).body.problems).toEqual([]);
    // 50% more coins on a purchase is a discount (値引), not a prize; a pack the wallet does not sell is named.
    expect((await json(await staff.post(STAFF_PATHS.coupons, { ...coupon({ additional_coin_rate: 50 }), dry_run: true }))).body.problems).toEqual([]);
    expect((await json(await staff.post(STAFF_PATHS.coupons, { ...coupon({ item_price_without_coupon: 999 }), dry_run: true }))).body.problems).toEqual([
      { path: 'item_price_without_coupon', message: '999円のコインパックはありません。対象のパックの価格（税込）を指定してください。' },
    ]);
    expect((await json(await staff.post(STAFF_PATHS.coupons, { ...coupon({ distribution: 'purchase' }), dry_run: true }))).body.problems).toEqual([
      { path: 'purchase_yen', message: '購入者に配るときは、対象の購入額（円・税込）を入力してください。' },
    ]);
  });

  it('saves carry the version: a stale save is a 409 with both versions; every save is in the audit log', async () => {
    const first = await signUpStaff();
    const second = await signUpStaff();
    const created = await create(first, { codes: ['XMAS-AAAA-0001'] });
    const id = created.coupon.id;
    expect(created.coupon.version).toBe(1);
    const edit = { ...coupon({ coupon_code: created.coupon.couponCode }), codes: ['XMAS-AAAA-0001', 'XMAS-AAAA-0002'] };
    expect((await json(await second.post(`${STAFF_PATHS.coupons}${id}/`, { ...edit, version: 1 }))).status).toBe(200);
    const stale = await json(await first.post(`${STAFF_PATHS.coupons}${id}/`, { ...edit, bonus_quantity: 50, version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ currentVersion: 2, yourVersion: 1, current: { codes: ['XMAS-AAAA-0001', 'XMAS-AAAA-0002'], bonusQuantity: 100 }, yours: { bonusQuantity: 50 } });
    const log = (await (await first.get(`${STAFF_PATHS.audit}?type=coupon&id=${id}`)).json()) as { entries: { action: string; actorId: number; changes: { field: string }[] }[] };
    expect(log.entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log.entries[0]!.changes.map((d) => d.field)).toEqual(['codes']);
    expect(log.entries[0]!.actorId).toBe(second.userId);
    // A code another coupon uses is named in the dry run.
    const taken = await json(await first.post(STAFF_PATHS.coupons, { ...coupon({ codes: ['XMAS-AAAA-0002'] }), dry_run: true }));
    expect(taken.body.problems).toEqual([{ path: 'codes', message: 'ほかのクーポンが使っているコードがあります: XMAS-AAAA-0002' }]);
  });
});

describe('the length of codes (issue 29)', () => {
  it('takes a new coupon’s code and codes of 8 characters or more, with a Japanese message per field', async () => {
    const staff = await signUpStaff();
    const rule = '半角英数字・「-」「_」の8〜32文字で入力してください';
    const short = await json(await staff.post(STAFF_PATHS.coupons, coupon({ coupon_code: 'SHORT7X', codes: ['LONG-ENOUGH-1', 'ABC1234'] })));
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      { path: 'coupon_code', message: `クーポンコードは${rule}` },
      { path: 'codes.1', message: `コードは${rule}` },
    ]);
    const draft = await json(await staff.post(`${STAFF_PATHS.drafts}coupons/`, { ...coupon({ coupon_code: 'SHORT7X' }), version: 0 }));
    expect(draft.status).toBe(400);
    const [eight, another] = [unique('').slice(0, 8), unique('').slice(0, 8)];
    expect((await create(staff, { coupon_code: eight, codes: [another] })).coupon).toMatchObject({ couponCode: eight, codes: [another] });
  });

  it('keeps the shorter codes of a coupon saved before the rule (members hold them), and refuses a short code added to it', async () => {
    const staff = await signUpStaff();
    const em = orm.em.fork();
    const [own, listed] = [`OLD${randomUUID().slice(0, 4)}`, `OLC${randomUUID().slice(0, 4)}`];
    const campaign = em.create(CouponCampaign, {
      couponCode: own, couponName: '以前のクーポン', description: '7文字のコード', additionalCoinRate: 0, quantity: 1, bonusQuantity: 100, itemPriceWithoutCoupon: null, wideImageUrl: null,
      startsAt: new Date('2026-11-01T00:00:00+09:00'), endsAt: new Date('2026-12-31T00:00:00+09:00'), targetPathPrefix: '/', audience: CouponAudience.Everyone, priority: 0, recommendable: false,
    });
    em.create(CouponCode, { campaign, code: listed, createdAt: now });
    await em.flush();
    const edit = { ...coupon({ coupon_code: own, codes: [listed] }), coupon_name: '名前だけ変えた' };
    expect((await json(await staff.post(`${STAFF_PATHS.coupons}${campaign.id}/`, { ...edit, version: 0 }))).status).toBe(200);
    const added = await json(await staff.post(`${STAFF_PATHS.coupons}${campaign.id}/`, { ...edit, codes: [listed, 'NEW1234'], version: 1 }));
    expect(added.status).toBe(400);
    expect(added.body.errors).toEqual([{ path: 'codes', message: 'コードは半角英数字・「-」「_」の8〜32文字にしてください: NEW1234' }]);
    expect((await claim(await signUpMember(app), listed)).status).toBe(200);
  });
});

describe('a member redeems a staff-made code through /gift/coupon/{code}/', () => {
  it('30 parallel redemptions by one member: one 200, twenty-nine 409s, one grant', async () => {
    const staff = await signUpStaff();
    const code = unique('PAR');
    const created = await create(staff, { codes: [code] });
    const member = await signUpMember(app);
    const answers = await Promise.all(Array.from({ length: 30 }, () => claim(member, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(29).fill(409)]);
    expect(await grants(member.userId)).toBe(1);
    expect(await services.wallet.balancesOf(member.userId)).toMatchObject({ userBonusCoin: 100, userCoupon: 1 });
    // Held under the campaign's coupon code (what purchases and /myitem/coupon/ read).
    expect((await services.walletHistory.coupons(member.userId)).map((c) => c.couponCode)).toContain(created.coupon.couponCode);
    // A campaign with codes is not redeemed by its own coupon code.
    expect((await claim(await signUpMember(app), created.coupon.couponCode)).status).toBe(404);
  });

  it('keeps the limit in all under parallel members, a single-use code once, and the per-member limit', async () => {
    const staff = await signUpStaff();
    const shared = unique('ALL');
    await create(staff, { codes: [shared], total_limit: 3 });
    const members = await Promise.all(Array.from({ length: 6 }, () => signUpMember(app)));
    const answers = await Promise.all(members.map((m) => claim(m, shared)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 410, 410, 410]);
    expect((await json(await claim(await signUpMember(app), shared))).body.message?.content).toBe('このクーポンは配布数の上限に達したため、受け取れません。');

    const serials = [unique('SER'), unique('SER'), unique('SER')];
    await create(staff, { codes: serials, single_use_codes: true, per_member_limit: 2 });
    const [a, b] = [await signUpMember(app), await signUpMember(app)];
    const race = await Promise.all([claim(a, serials[0]!), claim(b, serials[0]!)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 410]);
    const winner = race[0]!.status === 200 ? a : b;
    expect((await claim(winner, serials[1]!)).status).toBe(200);
    const third = await json(await claim(winner, serials[2]!));
    expect(third).toMatchObject({ status: 409, body: { message: { content: 'このクーポンのコードは1人2回までです。すでに受け取っています。' } } });
    expect(await grants(winner.userId)).toBe(2);
    expect(await services.wallet.balancesOf(winner.userId)).toMatchObject({ userBonusCoin: 200, userCoupon: 2 });
  });

  it('opens and closes at the JST window: 409 before the start, 410 from the end', async () => {
    const staff = await signUpStaff();
    const code = unique('WIN');
    await create(staff, { codes: [code], starts_at: '2026-12-02T00:00', ends_at: '2026-12-03T00:00' });
    const member = await signUpMember(app);
    now = new Date('2026-12-01T14:59:59Z'); // 23:59:59 JST, the day before
    expect((await claim(member, code)).status).toBe(409);
    now = new Date('2026-12-01T15:00:00Z'); // 00:00 JST
    expect((await claim(member, code)).status).toBe(200);
    now = new Date('2026-12-02T15:00:00Z'); // the end, exclusive
    expect((await claim(await signUpMember(app), code)).status).toBe(410);
    now = new Date('2026-12-01T03:00:00Z');
  });
});
