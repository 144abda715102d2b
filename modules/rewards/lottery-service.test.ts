import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertMember } from '#modules/wallet/testing.ts';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createLotteryAdmin, type TierInput } from './lottery-admin.ts';
import { createLotteryService } from './lottery-service.ts';
import { drawRoll, seedMatches } from './domain/verifiable-draw.ts';
import { tierForRoll } from './domain/odds.ts';
import { RewardsError } from './rewards-errors.ts';

const { orm, services } = await createTestApp();
const admin = createLotteryAdmin(orm);
/** An instant written in JST wall-clock time. */
const jst = (text: string) => new Date(`${text}+09:00`);

const TIERS: TierInput[] = [
  { tierId: 'big', label: '大当たり', weight: 50_000, prize: { kind: 'bonus_coin', amount: 100, validHours: 72 }, valueYen: 100 },
  { tierId: 'mid', label: '当たり', weight: 250_000, prize: { kind: 'bonus_coin', amount: 10, validHours: 72 }, valueYen: 10 },
  { tierId: 'small', label: 'ポイント', weight: 700_000, prize: { kind: 'point', amount: 1 }, valueYen: 1 },
];

async function lottery(drawsPerPeriod = 3) {
  return admin.create({
    code: `daily-${randomUUID().slice(0, 8)}`,
    label: 'デイリーガチャ',
    description: '1日3回、6時・12時・18時に回数が戻ります。',
    refillHours: [6, 12, 18],
    drawsPerPeriod,
    startsAt: jst('2026-11-01T00:00:00'),
    scheme: 'open',
    tiers: TIERS,
  });
}

const ledger = <T>(userId: number, work: Parameters<typeof services.wallet.withMemberLedger<T>>[1], at?: Date) => services.wallet.withMemberLedger(userId, work, at);
const clean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);

describe('the daily lottery', () => {
  it('50 parallel confirms with one draw left make exactly one draw and one grant', async () => {
    const { id } = await lottery(1);
    const userId = await insertMember(orm);
    const at = jst('2026-11-25T10:00:00');
    const service = createLotteryService(orm, { withMemberLedger: ledger, now: () => at });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => service.confirm(id, userId, randomUUID())));
    const won = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(refused.map((r) => (r.reason as RewardsError).code)).toEqual(Array(49).fill('no-draws-left'));
    const [{ draws }] = (await orm.em.fork().execute('select count(*)::int as draws from reward_draw where user_id = ?', [userId])) as [{ draws: number }];
    const [{ grants }] = (await orm.em.fork().execute("select count(*)::int as grants from wallet_operation where user_id = ? and kind = 'reward'", [userId])) as [{ grants: number }];
    expect({ draws, grants }).toEqual({ draws: 1, grants: 1 });
    await clean(userId);
  });

  it('a confirm retried with its request id answers the first result and grants nothing more', async () => {
    const { id } = await lottery(3);
    const userId = await insertMember(orm);
    const at = jst('2026-11-25T13:00:00');
    const service = createLotteryService(orm, { withMemberLedger: ledger, now: () => at });
    const requestId = randomUUID();
    const first = await service.confirm(id, userId, requestId);
    const again = await Promise.all(Array.from({ length: 10 }, () => service.confirm(id, userId, requestId)));
    for (const answer of again) expect(answer).toEqual(first);
    expect(first.remained).toBe(2);
    // At the draw's time: its bonus coins last 72 hours, and the test does not depend on today's date.
    const balances = await services.wallet.balancesOf(userId, at);
    const prize = TIERS.find((t) => t.tierId === first.tierId)!.prize;
    expect(prize.kind === 'point' ? balances.userPoint : balances.userBonusCoin).toBe('amount' in prize ? prize.amount : 0);
    await clean(userId);
  });

  it('refills at 06:00 JST: a draw at 05:59:59.999 counts for the night, one at 06:00 starts afresh', async () => {
    const { id } = await lottery(1);
    const userId = await insertMember(orm);
    let now = jst('2026-11-26T05:59:59.999');
    const service = createLotteryService(orm, { withMemberLedger: ledger, now: () => now });
    const night = await service.confirm(id, userId, randomUUID());
    expect(night.periodKey).toBe('2026-11-25T18');
    await expect(service.confirm(id, userId, randomUUID())).rejects.toMatchObject({ code: 'no-draws-left', details: { nextRefill: jst('2026-11-26T06:00:00') } });
    expect((await service.status(id, userId)).remained).toBe(0);
    now = jst('2026-11-26T06:00:00.000');
    expect((await service.status(id, userId)).remained).toBe(1);
    const morning = await service.confirm(id, userId, randomUUID());
    expect(morning.periodKey).toBe('2026-11-26T06');
    expect(morning.drawNumber).toBe(1);
    await clean(userId);
  });

  it('publishes the commitment before the first draw, and the revealed seed recomputes every recorded prize', async () => {
    const { id } = await lottery(3);
    const userId = await insertMember(orm);
    const service = createLotteryService(orm, { withMemberLedger: ledger, now: () => jst('2026-11-25T19:00:00') });
    const before = await service.status(id, null);
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(before.odds.map((o) => o.weight)).toEqual([50_000, 250_000, 700_000]);
    const draws = [await service.confirm(id, userId, randomUUID()), await service.confirm(id, userId, randomUUID()), await service.confirm(id, userId, randomUUID())];
    expect((await service.status(id, userId)).commitment).toBe(before.commitment);
    const [{ seed }] = (await orm.em.fork().execute('select seed from reward_period_seed where lottery_id = ? and period_key = ?', [id, before.periodKey])) as [{ seed: string }];
    expect(seedMatches(seed, before.commitment)).toBe(true);
    for (const draw of draws) {
      const roll = drawRoll(seed, { lotteryId: id, periodKey: draw.periodKey, memberId: userId, drawNumber: draw.drawNumber });
      expect(tierForRoll(TIERS, roll).tierId).toBe(draw.tierId);
    }
    await clean(userId);
  });

  it('new odds take effect only from the next period', async () => {
    const { id } = await lottery(3);
    const at = jst('2026-11-25T13:00:00');
    const service = createLotteryService(orm, { withMemberLedger: ledger, now: () => at });
    const reversed = TIERS.map((tier) => ({ ...tier, weight: tier.tierId === 'big' ? 700_000 : tier.tierId === 'small' ? 50_000 : tier.weight }));
    const odds = await admin.publishOdds(id, reversed, at);
    expect(odds.effectiveFrom).toEqual(jst('2026-11-25T18:00:00'));
    expect((await service.status(id, null, at)).oddsVersion).toBe(1);
    expect((await service.status(id, null, jst('2026-11-25T18:00:00'))).odds[0]!.weight).toBe(700_000);
  });

  it('refuses a configuration over the legal limits, with the problems named', async () => {
    const input = { code: `buy-${randomUUID().slice(0, 8)}`, label: '購入ガチャ', description: '', refillHours: [0], drawsPerPeriod: 1, startsAt: jst('2026-11-01T00:00:00'), scheme: 'purchase-lottery' as const, purchaseYen: 500, expectedSalesYen: 100_000 };
    const rich = [{ ...TIERS[0]!, weight: 1_000_000, valueYen: 10_001, count: 1 }];
    await expect(admin.create({ ...input, tiers: rich })).rejects.toMatchObject({ code: 'lottery-invalid', details: { problems: { prizes: [{ code: 'prize-over-lottery-limit', limitYen: 10_000 }, { code: 'prizes-over-sales-share', totalYen: 10_001, limitYen: 2_000 }] } } });
    const [{ n }] = (await orm.em.fork().execute('select count(*)::int as n from reward_lottery where code = ?', [input.code])) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('a draw in one round trip on a guess of the draws used (decision 076)', () => {
  const drawsOf = async (userId: number) =>
    (await orm.em.fork().execute('select draw_number, request_id from reward_draw where user_id = ? order by draw_number', [userId])) as { draw_number: number; request_id: string }[];
  const grantsOf = async (userId: number) =>
    ((await orm.em.fork().execute("select count(*)::int as grants from wallet_operation where user_id = ? and kind = 'reward'", [userId])) as [{ grants: number }])[0].grants;

  it('a process whose guess is stale (another process drew meanwhile) still draws the next number, once', async () => {
    const { id } = await lottery(3);
    const userId = await insertMember(orm);
    const at = () => jst('2026-11-25T13:00:00');
    // Two processes: each keeps its own guesses.
    const first = createLotteryService(orm, { withMemberLedger: ledger, now: at });
    const second = createLotteryService(orm, { withMemberLedger: ledger, now: at });
    expect((await first.confirm(id, userId, randomUUID())).drawNumber).toBe(1);
    expect((await first.confirm(id, userId, randomUUID())).drawNumber).toBe(2);
    // The second guesses 0 draws used: the guessed slot is taken, so it draws the usual way.
    const third = await second.confirm(id, userId, randomUUID());
    expect({ drawNumber: third.drawNumber, remained: third.remained }).toEqual({ drawNumber: 3, remained: 0 });
    // The first now guesses 2 (too few): no draw is left either way.
    await expect(first.confirm(id, userId, randomUUID())).rejects.toMatchObject({ code: 'no-draws-left' });
    expect((await drawsOf(userId)).map((d) => d.draw_number)).toEqual([1, 2, 3]);
    expect(await grantsOf(userId)).toBe(3);
    await clean(userId);
  });

  it('a guess too high (the draws were counted in a later period elsewhere) writes nothing and the usual draw follows', async () => {
    const { id } = await lottery(3);
    const userId = await insertMember(orm);
    let now = jst('2026-11-25T13:00:00');
    const service = createLotteryService(orm, { withMemberLedger: ledger, now: () => now });
    await service.confirm(id, userId, randomUUID());
    await service.confirm(id, userId, randomUUID());
    // The member's draws of this period are removed (as if they had been made on a database restored
    // from before them): the process still guesses 2.
    await orm.em.fork().execute("delete from reward_draw where user_id = ? and draw_number = 2", [userId]);
    const next = await service.confirm(id, userId, randomUUID());
    expect(next.drawNumber).toBe(2);
    now = jst('2026-11-25T18:00:00');
    expect((await service.confirm(id, userId, randomUUID())).drawNumber).toBe(1);
  });

  it('a retry on another process (cold guess) answers the first result, with one grant', async () => {
    const { id } = await lottery(3);
    const userId = await insertMember(orm);
    const at = () => jst('2026-11-25T13:00:00');
    const first = createLotteryService(orm, { withMemberLedger: ledger, now: at });
    const second = createLotteryService(orm, { withMemberLedger: ledger, now: at });
    const requestId = randomUUID();
    await first.confirm(id, userId, randomUUID());
    const drawn = await first.confirm(id, userId, requestId);
    // The second guesses 0: its slot 1 is taken; a third process that guessed 2 would meet the request id.
    expect(await second.confirm(id, userId, requestId)).toEqual(drawn);
    const third = createLotteryService(orm, { withMemberLedger: ledger, now: at });
    await third.confirm(id, userId, randomUUID());
    expect(await first.confirm(id, userId, requestId)).toEqual({ ...drawn, remained: 0 });
    expect(await grantsOf(userId)).toBe(3);
    await clean(userId);
  });

  it('a member without a wallet row yet gets one with their first draw, in the same round trip', async () => {
    const { id } = await lottery(3);
    const userId = await insertMember(orm);
    await orm.em.fork().execute('delete from wallet_account where user_id = ?', [userId]);
    const at = jst('2026-11-25T13:00:00');
    const service = createLotteryService(orm, { withMemberLedger: ledger, now: () => at });
    const drawn = await service.confirm(id, userId, randomUUID());
    expect(drawn.drawNumber).toBe(1);
    const balances = await services.wallet.balancesOf(userId, at);
    expect(Number(balances.userPoint) + Number(balances.userBonusCoin)).toBeGreaterThan(0);
    await clean(userId);
  });
});
