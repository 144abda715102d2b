import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { walletErrorMapping } from './http/wallet-error-mapping.ts';
import { reconcileWallet } from './reconcile.ts';
import { pointUseBy } from './assets.ts';
import { insertMember, otherWaitFreeStory, seededStories, type TestStory } from './wallet-test-helpers.ts';

/**
 * Model-based test: random sequences of purchases, grants, checks, consumes (coins, points,
 * 待てば¥0 and general tickets) and clock jumps (expiry, recovery, rentals ending) run against the
 * real service and a plain in-memory model. After every step the balances equal the model's, are never
 * negative, and the reconcile finds no drift.
 */
const { orm, services } = await createTestApp();
const wallet = services.wallet;
const base = await seededStories(orm, 9);
const waitFree = [base.waitFree, (await otherWaitFreeStory(orm, base.waitFree))!];
const coinStories = await orm.em.fork().execute<TestStory[]>(
  `select t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.id as "storyId",
          t.id as "titleId", v.id as "volumeId", s.price_coins as "priceCoins", v.price_coins as "volumePriceCoins"
     from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
    where s.payment_type = 3 order by t.id desc, s.story_number limit 4`,
);

const HOUR = 3_600_000;
type Lot = { id: number; bonus: boolean; remaining: number; expiresAt: number | null };

class Model {
  now = Date.parse('2027-01-01T00:00:00Z');
  nextLot = 0;
  coins: Lot[] = [];
  tickets: Lot[] = [];
  /** Point grants, each valid until its use-by (decision 061). */
  pointLots: Lot[] = [];
  owned = new Set<number>();
  rentals = new Map<number, number>();
  titleTicket: { tickets: number; recoversAt: number } | null = null;

  live = (lots: Lot[]) => lots.filter((l) => l.remaining > 0 && (l.expiresAt === null || l.expiresAt > this.now));
  sum = (lots: Lot[]) => lots.reduce((n, l) => n + l.remaining, 0);
  paid = () => this.sum(this.live(this.coins).filter((l) => !l.bonus));
  bonus = () => this.sum(this.live(this.coins).filter((l) => l.bonus));
  ticketCount = () => this.sum(this.live(this.tickets));
  get points() {
    return this.sum(this.live(this.pointLots));
  }
  waitFreeAvailable = () => this.titleTicket === null || this.titleTicket.tickets > 0 || this.titleTicket.recoversAt <= this.now;
  canRead = (storyId: number) => this.owned.has(storyId) || (this.rentals.get(storyId) ?? 0) > this.now;

  /** Bonus before paid, soonest expiry first (none last), then oldest. */
  take(lots: Lot[], amount: number): boolean {
    const order = this.live(lots).sort((a, b) => Number(!a.bonus) - Number(!b.bonus) || (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || a.id - b.id);
    if (this.sum(order) < amount) return false;
    for (const lot of order) {
      const t = Math.min(lot.remaining, amount);
      lot.remaining -= t;
      amount -= t;
    }
    return true;
  }
}

type Real = { userId: number };
const at = (m: Model) => new Date(m.now);
const ref = (s: TestStory) => ({ titleCode: s.titleCode, volumeSerialNumber: s.volumeSerialNumber, storyNumber: s.storyNumber });

async function compare(m: Model, r: Real) {
  const balances = await wallet.balancesOf(r.userId, at(m));
  expect({ paid: balances.userPaidCoin, bonus: balances.userBonusCoin, points: balances.userPoint, tickets: balances.userTicket }).toEqual({
    paid: m.paid(),
    bonus: m.bonus(),
    points: m.points,
    tickets: m.ticketCount(),
  });
  const [stored] = await orm.em.fork().execute<Record<string, number>[]>(
    'select paid_coin, bonus_coin, point, ticket, premium_ticket, coupon from wallet_account where user_id = ?',
    [r.userId],
  );
  for (const value of Object.values(stored ?? {})) expect(value).toBeGreaterThanOrEqual(0);
  expect(await reconcileWallet(orm.em.fork(), { userIds: [r.userId] })).toEqual([]);
}

/** Runs a consume; returns whether it unlocked (charged), false when refused with a 409. */
async function tryConsume(r: Real, m: Model, story: TestStory, ticketDiv: 'payment' | 'point' | 'wait_free' | 'ticket'): Promise<'charged' | 'free' | 'refused'> {
  try {
    const outcome = await wallet.consume(r.userId, { ...ref(story), ticketDiv, paymentDiv: 'story' }, at(m));
    return outcome.charged ? 'charged' : 'free';
  } catch (error) {
    if (walletErrorMapping.toApiError(error)?.status === 409) return 'refused';
    throw error;
  }
}

const commands = [
  fc.record({ paid: fc.integer({ min: 1, max: 120 }), bonus: fc.integer({ min: 0, max: 80 }), ttl: fc.integer({ min: 1, max: 200 }) }).map(
    (p): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      run: async (m, r) => {
        await wallet.creditPurchase(r.userId, { paymentId: `model-${r.userId}-${m.nextLot}-${m.now}`, paidCoins: p.paid, bonusCoins: p.bonus, bonusExpiresAt: new Date(m.now + p.ttl * HOUR), at: at(m) });
        m.coins.push({ id: m.nextLot++, bonus: false, remaining: p.paid, expiresAt: null });
        if (p.bonus) m.coins.push({ id: m.nextLot++, bonus: true, remaining: p.bonus, expiresAt: m.now + p.ttl * HOUR });
        await compare(m, r);
      },
      toString: () => `purchase(${p.paid}+${p.bonus}, ${p.ttl}h)`,
    }),
  ),
  fc.integer({ min: 1, max: 100 }).map(
    (n): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      run: async (m, r) => {
        await wallet.grantPoints(r.userId, n, { reason: 'model', reference: 'points', at: at(m) });
        m.pointLots.push({ id: m.nextLot++, bonus: false, remaining: n, expiresAt: pointUseBy(at(m)).getTime() });
        await compare(m, r);
      },
      toString: () => `points(${n})`,
    }),
  ),
  fc.record({ n: fc.integer({ min: 1, max: 3 }), ttl: fc.option(fc.integer({ min: 1, max: 100 })) }).map(
    (t): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      run: async (m, r) => {
        const expiresAt = t.ttl === null ? null : m.now + t.ttl * HOUR;
        await wallet.grantTickets(r.userId, t.n, expiresAt === null ? null : new Date(expiresAt), { reason: 'model', reference: 'tickets', at: at(m) });
        m.tickets.push({ id: m.nextLot++, bonus: false, remaining: t.n, expiresAt });
        await compare(m, r);
      },
      toString: () => `tickets(${t.n}, ${t.ttl}h)`,
    }),
  ),
  fc.record({ story: fc.integer({ min: 0, max: coinStories.length - 1 }), points: fc.boolean() }).map(
    (c): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      run: async (m, r) => {
        const story = coinStories[c.story]!;
        const outcome = await tryConsume(r, m, story, c.points ? 'point' : 'payment');
        let expected: typeof outcome;
        if (m.canRead(story.storyId)) expected = 'free';
        else if (c.points ? m.points >= story.priceCoins : m.paid() + m.bonus() >= story.priceCoins) {
          expected = 'charged';
          if (c.points) m.take(m.pointLots, story.priceCoins);
          else m.take(m.coins, story.priceCoins);
          m.owned.add(story.storyId);
        } else expected = 'refused';
        expect(outcome).toBe(expected);
        await compare(m, r);
      },
      toString: () => `consume(coin story ${c.story}, ${c.points ? 'points' : 'coins'})`,
    }),
  ),
  fc.record({ story: fc.integer({ min: 0, max: 1 }), ticket: fc.boolean() }).map(
    (c): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      run: async (m, r) => {
        const story = waitFree[c.story]!;
        const outcome = await tryConsume(r, m, story, c.ticket ? 'ticket' : 'wait_free');
        let expected: typeof outcome;
        if (m.canRead(story.storyId)) expected = 'free';
        else if (c.ticket ? m.ticketCount() > 0 : m.waitFreeAvailable()) {
          expected = 'charged';
          if (c.ticket) m.take(m.tickets, 1);
          else m.titleTicket = { tickets: 0, recoversAt: m.now + 23 * HOUR };
          m.rentals.set(story.storyId, m.now + 72 * HOUR);
        } else expected = 'refused';
        expect(outcome).toBe(expected);
        await compare(m, r);
      },
      toString: () => `consume(待てば¥0 story ${c.story}, ${c.ticket ? 'ticket' : 'wait_free'})`,
    }),
  ),
  fc.integer({ min: 0, max: 3 }).map(
    (i): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      run: async (m, r) => {
        const story = i < 2 ? waitFree[i]! : coinStories[i]!;
        const check = await wallet.check(r.userId, ref(story), at(m));
        expect({ coin: check.coinRemained, bonus: check.bonusRemained, point: check.pointRemained, ticket: check.ticketRemained, canRead: check.can_read }).toEqual({
          coin: m.paid(),
          bonus: m.bonus(),
          point: m.points,
          ticket: m.ticketCount(),
          canRead: m.canRead(story.storyId),
        });
        if (i < 2) expect(check.freeRemained).toBe(m.waitFreeAvailable() ? 1 : 0);
        expect(await wallet.canRead(r.userId, story.storyId, at(m))).toBe(m.canRead(story.storyId));
      },
      toString: () => `check(${i})`,
    }),
  ),
  // Jumps around the edges that matter: 待てば¥0 recovery (23 h) and rentals (72 h).
  fc.oneof(fc.constantFrom(1, 22, 23, 24, 49, 71, 72, 73), fc.integer({ min: 1, max: 100 })).map(
    (hours): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      run: async (m, r) => {
        m.now += hours * HOUR;
        // Half the time the expiry is booked now; otherwise the next write books it.
        if (hours % 2 === 0) await wallet.expire(r.userId, at(m));
        await compare(m, r);
      },
      toString: () => `advance(${hours}h)`,
    }),
  ),
];

describe('the wallet against a model', () => {
  it('keeps balances equal to the model and to the ledger, never negative, over random sequences', async () => {
    expect(coinStories).toHaveLength(4);
    expect(waitFree[1]).toBeTruthy();
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'large' }), async (cmds) => {
        const real = { userId: await insertMember(orm) };
        await fc.asyncModelRun(() => ({ model: new Model(), real }), cmds);
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
