import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { walletErrorMapping } from './http/wallet-error-mapping.ts';
import { reconcileWallet } from './reconcile.ts';
import { createWalletService } from './wallet-service.ts';
import { insertMember, otherWaitFreeStory, seededStories } from './wallet-test-helpers.ts';

const { orm, services } = await createTestApp();
const wallet = services.wallet;
const stories = await seededStories(orm, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-11-22T00:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const story = (s: typeof stories.coin) => ({ titleCode: s.titleCode, volumeSerialNumber: s.volumeSerialNumber, storyNumber: s.storyNumber });
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
/** A refusal as the API answers it (status and message come from the wallet's error mapping). */
const answered = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    throw walletErrorMapping.toApiError(error) ?? error;
  });
const expectClean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);

describe('grants', () => {
  it('credit a coin purchase (paid and bonus) once per payment id and set the first paid date', async () => {
    const userId = await insertMember(orm);
    const purchase = { paymentId: `pay_${userId}`, paidCoins: 500, bonusCoins: 50, bonusExpiresAt: later(30 * DAY), at: T0 };
    expect(await wallet.creditPurchase(userId, purchase)).toBe(true);
    expect(await wallet.creditPurchase(userId, { ...purchase, at: later(HOUR) })).toBe(false);
    expect(await wallet.balancesOf(userId, T0)).toMatchObject({ userCoin: 550, userPaidCoin: 500, userBonusCoin: 50 });
    const [account] = await sql<{ first_paid_at: Date; paid_coin: number; bonus_coin: number }>('select * from wallet_account where user_id = ?', [userId]);
    expect({ ...account, first_paid_at: new Date(account!.first_paid_at) }).toMatchObject({ first_paid_at: T0, paid_coin: 500, bonus_coin: 50 });
    const entries = await sql<{ asset: string; amount: number; reason: string; reference: string }>(
      'select asset, amount, reason, reference from wallet_entry where user_id = ? order by id',
      [userId],
    );
    expect(entries).toEqual([
      { asset: 'paid_coin', amount: 500, reason: 'purchase', reference: `pay_${userId}` },
      { asset: 'bonus_coin', amount: 50, reason: 'purchase', reference: `pay_${userId}` },
    ]);
    await expectClean(userId);
  });

  it('credit points, tickets, premium tickets and coupons, each shown by balancesOf', async () => {
    const userId = await insertMember(orm);
    const source = { reason: 'campaign', reference: 'xmas2026', at: T0 };
    await wallet.grantPoints(userId, 120, source);
    await wallet.grantTickets(userId, 3, later(7 * DAY), source);
    await wallet.grantPremiumTickets(userId, 2, later(5 * DAY - HOUR), source);
    await wallet.grantPremiumTickets(userId, 1, later(9 * DAY), source);
    await wallet.grantCoupons(userId, 1, source);
    await wallet.setPremiumUntil(userId, later(30 * DAY), T0);
    expect(await wallet.balancesOf(userId, T0)).toEqual({
      userCoin: 0,
      userPaidCoin: 0,
      userBonusCoin: 0,
      userPoint: 120,
      userTicket: 3,
      premiumUserTicketRemained: 3,
      premiumUserTicketExpireDays: 5,
      userCoupon: 1,
      userPremium: true,
      firstPaidDate: null,
    });
    await expectClean(userId);
  });

  it('are no-ops when their idempotency key was used before', async () => {
    const userId = await insertMember(orm);
    const source = { reason: 'login_bonus', reference: 'day-1', idempotencyKey: `login:${userId}:2026-11-22`, at: T0 };
    expect(await wallet.grantPoints(userId, 10, source)).toBe(true);
    expect(await wallet.grantPoints(userId, 10, source)).toBe(false);
    expect((await wallet.balancesOf(userId, T0)).userPoint).toBe(10);
  });

  it('refuse zero and negative amounts', async () => {
    const userId = await insertMember(orm);
    await expect(wallet.grantPoints(userId, 0, { reason: 'x', reference: 'y' })).rejects.toThrow(/positive integer/);
    await expect(wallet.grantPoints(userId, -5, { reason: 'x', reference: 'y' })).rejects.toThrow(/positive integer/);
    await expectClean(userId);
  });

  it('give a member without a wallet the default balances', async () => {
    const userId = await insertMember(orm);
    expect(await wallet.balancesOf(userId)).toEqual({
      userCoin: 0, userPaidCoin: 0, userBonusCoin: 0, userPoint: 0, userTicket: 0,
      premiumUserTicketRemained: 0, premiumUserTicketExpireDays: -1, userCoupon: 0, userPremium: false, firstPaidDate: null,
    });
  });
});

describe('spending', () => {
  it('takes bonus coins before paid ones, the soonest-expiring bonus first', async () => {
    const userId = await insertMember(orm);
    const price = stories.coin.priceCoins;
    await wallet.creditPurchase(userId, { paymentId: `p1_${userId}`, paidCoins: 200, at: T0 });
    await wallet.grantBonusCoins(userId, price - 10, later(10 * DAY), { reason: 'campaign', reference: 'late', at: T0 });
    await wallet.grantBonusCoins(userId, 5, later(2 * DAY), { reason: 'campaign', reference: 'soon', at: T0 });
    await wallet.consume(userId, { ...story(stories.coin), ticketDiv: 'payment', paymentDiv: 'story' }, later(HOUR));
    const spent = await sql<{ reference: string; amount: number }>(
      `select l.operation_id, e.amount, (select reference from wallet_entry g where g.lot_id = l.id and g.amount > 0) as reference
         from wallet_entry e join wallet_lot l on l.id = e.lot_id where e.user_id = ? and e.reason = 'consume' order by e.id`,
      [userId],
    );
    expect(spent.map((e) => [e.reference, e.amount])).toEqual([['soon', -5], ['late', -(price - 10)], [`p1_${userId}`, -5]]);
    expect(await wallet.balancesOf(userId, later(HOUR))).toMatchObject({ userBonusCoin: 0, userPaidCoin: 195 });
    await expectClean(userId);
  });

  it('ignores and then books expired bonus coins and tickets', async () => {
    const userId = await insertMember(orm);
    await wallet.grantBonusCoins(userId, 500, later(HOUR), { reason: 'campaign', reference: 'short', at: T0 });
    await wallet.grantTickets(userId, 2, later(HOUR), { reason: 'campaign', reference: 'short', at: T0 });
    expect(await wallet.balancesOf(userId, later(HOUR - 1))).toMatchObject({ userCoin: 500, userTicket: 2 });
    expect(await wallet.balancesOf(userId, later(HOUR))).toMatchObject({ userCoin: 0, userTicket: 0 });
    await expect(answered(wallet.consume(userId, { ...story(stories.coin), ticketDiv: 'payment', paymentDiv: 'story' }, later(2 * HOUR)))).rejects.toMatchObject({
      status: 409,
      serverMessage: { content: 'コインが不足しています。コインを購入してください。' },
    });
    await wallet.expire(userId, later(2 * HOUR));
    await wallet.expire(userId, later(3 * HOUR));
    const expiries = await sql<{ asset: string; amount: number }>("select asset, amount from wallet_entry where user_id = ? and reason = 'expire' order by asset", [userId]);
    expect(expiries).toEqual([{ asset: 'bonus_coin', amount: -500 }, { asset: 'ticket', amount: -2 }]);
    const [account] = await sql<{ bonus_coin: number; ticket: number }>('select bonus_coin, ticket from wallet_account where user_id = ?', [userId]);
    expect(account).toEqual({ bonus_coin: 0, ticket: 0 });
    await expectClean(userId);
  });
});

describe('待てば¥0 tickets and rentals', () => {
  it('lend the story for 72 hours, and the title ticket comes back 23 hours after use', async () => {
    const userId = await insertMember(orm);
    const first = stories.waitFree;
    const second = (await otherWaitFreeStory(orm, first))!;
    expect(second).not.toBeNull();
    const waitFree = { ticketDiv: 'wait_free', paymentDiv: 'story' } as const;
    expect(await wallet.check(userId, story(first), T0)).toMatchObject({ ticketDiv: 'wait_free', freeRemained: 1, timeStr: '', ticketConfirm: false, can_read: false });
    expect((await wallet.consume(userId, { ...story(first), ...waitFree }, T0)).charged).toBe(true);
    expect(await wallet.canRead(userId, first.storyId, later(72 * HOUR - 1))).toBe(true);
    expect(await wallet.canRead(userId, first.storyId, later(72 * HOUR))).toBe(false);

    expect(await wallet.check(userId, story(second), later(HOUR))).toMatchObject({ freeRemained: 0, timeRate: 23, timeStr: 'あと22時間', can_read: false });
    expect(await wallet.check(userId, story(second), later(23 * HOUR - 20 * 60_000))).toMatchObject({ timeStr: 'あと20分' });
    await expect(answered(wallet.consume(userId, { ...story(second), ...waitFree }, later(HOUR)))).rejects.toMatchObject({
      status: 409,
      serverMessage: { content: '待てば¥0チケットはまだ回復していません（あと22時間）。' },
    });
    expect(await wallet.check(userId, story(second), later(23 * HOUR))).toMatchObject({ freeRemained: 1, timeStr: '' });
    expect((await wallet.consume(userId, { ...story(second), ...waitFree }, later(23 * HOUR))).charged).toBe(true);
    const moves = await sql<{ amount: number; reason: string }>("select amount, reason from wallet_entry where user_id = ? and asset = 'title_ticket' order by id", [userId]);
    expect(moves).toEqual([{ amount: 1, reason: 'initial' }, { amount: -1, reason: 'consume' }, { amount: 1, reason: 'recover' }, { amount: -1, reason: 'consume' }]);
    await expectClean(userId);
  });

  it('fall back to general and then premium tickets (with confirmation) while the title ticket recovers', async () => {
    const userId = await insertMember(orm);
    const first = stories.waitFree;
    const second = (await otherWaitFreeStory(orm, first))!;
    await wallet.consume(userId, { ...story(first), ticketDiv: 'wait_free', paymentDiv: 'story' }, T0);
    await wallet.grantPremiumTickets(userId, 1, later(5 * DAY), { reason: 'premium', reference: 'plan', at: T0 });
    expect(await wallet.check(userId, story(second), later(HOUR))).toMatchObject({ ticketDiv: 'premium_ticket', ticketConfirm: true, premiumTicketRemained: 1 });
    await wallet.grantTickets(userId, 1, null, { reason: 'campaign', reference: 'gift', at: T0 });
    expect(await wallet.check(userId, story(second), later(HOUR))).toMatchObject({ ticketDiv: 'ticket', ticketConfirm: true, ticketRemained: 1 });
    expect(await wallet.consume(userId, { ...story(second), ticketDiv: 'ticket', paymentDiv: 'story' }, later(HOUR))).toEqual({ content: 'チケットを使いました。', charged: true });
    expect(await wallet.canRead(userId, second.storyId, later(HOUR + 72 * HOUR - 1))).toBe(true);
    expect(await wallet.canRead(userId, second.storyId, later(HOUR + 72 * HOUR))).toBe(false);
    expect(await wallet.consume(userId, { ...story(second), ticketDiv: 'premium_ticket', paymentDiv: 'story' }, later(80 * HOUR))).toEqual({
      content: 'プレミアムチケットを使いました。',
      charged: true,
    });
    await expect(answered(wallet.consume(userId, { ...story(second), ticketDiv: 'ticket', paymentDiv: 'story' }, later(200 * HOUR)))).rejects.toMatchObject({ status: 409 });
    expect(await wallet.balancesOf(userId, later(80 * HOUR))).toMatchObject({ userTicket: 0, premiumUserTicketRemained: 0 });
    await expectClean(userId);
  });
});

describe('canRead', () => {
  it('is true for free stories, owned stories and stories of an owned volume, false otherwise', async () => {
    const userId = await insertMember(orm);
    expect(await wallet.canRead(userId, stories.free.storyId)).toBe(true);
    expect(await wallet.canRead(userId, stories.coin.storyId)).toBe(false);
    expect(await wallet.canRead(userId, 2_000_000_000)).toBe(false);
    await wallet.creditPurchase(userId, { paymentId: `cr_${userId}`, paidCoins: 5000 });
    await wallet.consume(userId, { ...story(stories.coin), ticketDiv: 'payment', paymentDiv: 'story' });
    expect(await wallet.canRead(userId, stories.coin.storyId)).toBe(true);
    const [inVolume] = await sql<{ id: number }>('select id from story where volume_id = ? and id <> ? and payment_type <> 1 limit 1', [stories.storeCoin.volumeId, stories.storeCoin.storyId]);
    expect(await wallet.canRead(userId, inVolume!.id)).toBe(false);
    await wallet.consume(userId, { ...story(stories.storeCoin), ticketDiv: 'payment', paymentDiv: 'volume' });
    expect(await wallet.canRead(userId, inVolume!.id)).toBe(true);
    expect(await wallet.canRead(userId, stories.storeCoin.storyId)).toBe(true);
    expect((await wallet.balancesOf(userId)).userCoin).toBe(5000 - stories.coin.priceCoins - stories.storeCoin.volumePriceCoins);
    await expectClean(userId);
  });

  it('uses the injected clock by default', async () => {
    let clock = T0;
    const clocked = createWalletService(orm, { now: () => clock });
    const userId = await insertMember(orm);
    await clocked.consume(userId, { ...story(stories.waitFree), ticketDiv: 'wait_free', paymentDiv: 'story' });
    expect(await clocked.canRead(userId, stories.waitFree.storyId)).toBe(true);
    clock = later(73 * HOUR);
    expect(await clocked.canRead(userId, stories.waitFree.storyId)).toBe(false);
  });
});

describe('database guards', () => {
  it('refuse a negative balance or a lot spent below zero, whatever the code does', async () => {
    const userId = await insertMember(orm);
    await wallet.grantPoints(userId, 5, { reason: 'x', reference: 'y' });
    await wallet.grantTickets(userId, 1, null, { reason: 'x', reference: 'y' });
    for (const column of ['paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket', 'coupon']) {
      await expect(sql(`update wallet_account set ${column} = -1 where user_id = ?`, [userId])).rejects.toThrow(/wallet_account_\w+_check/);
    }
    await expect(sql('update wallet_lot set remaining = -1 where user_id = ?', [userId])).rejects.toThrow(/wallet_lot_remaining_check/);
    await expect(sql('update wallet_lot set remaining = amount + 1 where user_id = ?', [userId])).rejects.toThrow(/wallet_lot_remaining_check/);
    await expectClean(userId);
  });

  it('refuse to update, delete or truncate ledger rows', async () => {
    const userId = await insertMember(orm);
    await wallet.grantPoints(userId, 5, { reason: 'x', reference: 'y' });
    for (const table of ['wallet_entry', 'wallet_operation']) {
      await expect(sql(`update ${table} set created_at = now() where user_id = ?`, [userId])).rejects.toThrow(/immutable/);
      await expect(sql(`delete from ${table} where user_id = ?`, [userId])).rejects.toThrow(/immutable/);
      await expect(sql(`truncate ${table} cascade`)).rejects.toThrow(/immutable/);
    }
    expect(await sql('select 1 from wallet_entry where user_id = ?', [userId])).toHaveLength(1);
  });
});

describe('reconcileWallet', () => {
  it('reports a balance, a lot or a 待てば¥0 ticket that differs from its entries, and nothing once fixed', async () => {
    const userId = await insertMember(orm);
    await wallet.grantPoints(userId, 10, { reason: 'x', reference: 'y' });
    await wallet.grantTickets(userId, 2, null, { reason: 'x', reference: 'y' });
    await wallet.consume(userId, { ...story(stories.waitFree), ticketDiv: 'wait_free', paymentDiv: 'story' });
    await expectClean(userId);
    const [lot] = await sql<{ id: number }>("select id from wallet_lot where user_id = ? and asset = 'ticket'", [userId]);
    // The drift lives in a transaction rolled back at the end, so no other test ever sees it.
    const rollback = new Error('rollback');
    await expect(
      orm.em.fork().transactional(async (em) => {
        await em.execute('update wallet_account set point = point + 5 where user_id = ?', [userId]);
        await em.execute("update wallet_lot set remaining = remaining - 1 where user_id = ? and asset = 'ticket'", [userId]);
        await em.execute('update wallet_title_ticket set tickets = 1 where user_id = ?', [userId]);
        expect(await reconcileWallet(em, { userIds: [userId] })).toEqual([
          { check: 'balance', userId, key: 'point', stored: 15, ledger: 10 },
          { check: 'lot', userId, key: `lot:${lot!.id}`, stored: 1, ledger: 2 },
          { check: 'point_lots', userId, key: 'point', stored: 15, ledger: 10 },
          { check: 'title_ticket', userId, key: `title:${stories.waitFree.titleId}`, stored: 1, ledger: 0 },
        ]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await expectClean(userId);
  });
});
