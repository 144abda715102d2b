import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createPointExchange } from './exchange.ts';
import { POINT_EXCHANGE } from './exchange-rules.ts';
import { pointUseBy } from './assets.ts';
import { walletErrorMapping } from './http/wallet-error-mapping.ts';
import { reconcileWallet } from './reconcile.ts';
import { WalletError } from './wallet-errors.ts';
import { insertMember, type TestStory } from './wallet-test-helpers.ts';

/**
 * Model-based test of the point exchange among the other movements: random sequences of point grants,
 * coin purchases (bonus with expiry), exchanges (valid, too large, repeated request ids), coin unlocks
 * and clock jumps, against the real service and a plain model. After every step the balances equal the
 * model's, are never negative, and the reconcile is clean.
 */
const { orm, services } = await createTestApp();
const wallet = services.wallet;
const coinStories = await orm.em.fork().execute<TestStory[]>(
  `select t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.id as "storyId", s.price_coins as "priceCoins"
     from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
    where s.payment_type = 3 and s.price_coins > 0 order by t.id, s.story_number offset 20 limit 3`,
);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Lot = { bonus: boolean; remaining: number; expiresAt: number | null; seq: number };

class Model {
  now = Date.parse('2027-03-01T00:00:00Z');
  /** Point grants, each valid until its use-by (decision 061). */
  pointLots: Lot[] = [];
  lots: Lot[] = [];
  seq = 0;
  owned = new Set<number>();
  exchanged = new Set<string>();
  live = (lots = this.lots) => lots.filter((l) => l.remaining > 0 && (l.expiresAt === null || l.expiresAt > this.now));
  get points() {
    return this.live(this.pointLots).reduce((n, l) => n + l.remaining, 0);
  }
  paid = () => this.live().filter((l) => !l.bonus).reduce((n, l) => n + l.remaining, 0);
  bonus = () => this.live().filter((l) => l.bonus).reduce((n, l) => n + l.remaining, 0);
  take(amount: number, lots = this.lots): boolean {
    const order = this.live(lots).sort((a, b) => Number(!a.bonus) - Number(!b.bonus) || (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || a.seq - b.seq);
    if (order.reduce((n, l) => n + l.remaining, 0) < amount) return false;
    for (const lot of order) {
      const t = Math.min(lot.remaining, amount);
      lot.remaining -= t;
      amount -= t;
    }
    return true;
  }
}

const op = fc.oneof(
  fc.record({ kind: fc.constant('points' as const), amount: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('purchase' as const), paid: fc.integer({ min: 1, max: 300 }), bonus: fc.integer({ min: 0, max: 100 }), days: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ kind: fc.constant('exchange' as const), units: fc.integer({ min: 1, max: 5 }), id: fc.constantFrom('a1b2c3d4', 'e5f6g7h8', 'i9j0k1l2', 'fresh') }),
  fc.record({ kind: fc.constant('unlock' as const), story: fc.integer({ min: 0, max: coinStories.length - 1 }) }),
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 100 }) }),
);

describe('point exchange model', () => {
  it('keeps points and coins equal to the model and the ledger, never negative', async () => {
    expect(coinStories.length).toBeGreaterThan(0);
    let fresh = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        const userId = await insertMember(orm);
        const m = new Model();
        const exchange = createPointExchange(orm, { now: () => new Date(m.now) });
        for (const step of ops) {
          const at = new Date(m.now);
          switch (step.kind) {
            case 'points':
              await wallet.grantPoints(userId, step.amount, { reason: 'login_bonus', reference: 'model', at });
              m.pointLots.push({ bonus: false, remaining: step.amount, expiresAt: pointUseBy(at).getTime(), seq: m.seq++ });
              break;
            case 'purchase': {
              const expiresAt = m.now + step.days * DAY;
              await wallet.creditPurchase(userId, { paymentId: `model-${userId}-${m.seq}`, paidCoins: step.paid, bonusCoins: step.bonus, bonusExpiresAt: new Date(expiresAt), at });
              m.lots.push({ bonus: false, remaining: step.paid, expiresAt: null, seq: m.seq++ });
              if (step.bonus > 0) m.lots.push({ bonus: true, remaining: step.bonus, expiresAt, seq: m.seq++ });
              break;
            }
            case 'exchange': {
              const points = step.units * POINT_EXCHANGE.unitPoints;
              const requestId = step.id === 'fresh' ? `fresh${String(fresh++).padStart(6, '0')}` : step.id;
              const expected = m.exchanged.has(requestId) ? 'repeat' : m.points >= points ? 'ok' : 'short';
              try {
                const outcome = await exchange.exchange(userId, { points, requestId });
                expect(expected).not.toBe('short');
                expect(outcome.exchanged).toBe(expected === 'ok');
              } catch (error) {
                expect(error).toBeInstanceOf(WalletError);
                expect(walletErrorMapping.toApiError(error)?.status).toBe(409);
                expect(expected).toBe('short');
              }
              if (expected === 'ok') {
                m.exchanged.add(requestId);
                expect(m.take(points, m.pointLots)).toBe(true);
                m.lots.push({ bonus: true, remaining: points, expiresAt: m.now + POINT_EXCHANGE.bonusExpiryDays * DAY, seq: m.seq++ });
              }
              break;
            }
            case 'unlock': {
              const story = coinStories[step.story]!;
              const before = m.owned.has(story.storyId);
              try {
                const outcome = await wallet.consume(userId, { ...story, ticketDiv: 'payment', paymentDiv: 'story' }, at);
                expect(outcome.charged).toBe(!before);
                if (!before) {
                  expect(m.take(story.priceCoins)).toBe(true);
                  m.owned.add(story.storyId);
                }
              } catch (error) {
                expect(walletErrorMapping.toApiError(error)?.status).toBe(409);
                expect(m.paid() + m.bonus()).toBeLessThan(story.priceCoins);
              }
              break;
            }
            case 'advance':
              m.now += step.days * DAY;
              break;
          }
          const balances = await wallet.balancesOf(userId, new Date(m.now));
          expect({ point: balances.userPoint, paid: balances.userPaidCoin, bonus: balances.userBonusCoin }).toEqual({ point: m.points, paid: m.paid(), bonus: m.bonus() });
          expect(Math.min(balances.userPoint, balances.userPaidCoin, balances.userBonusCoin)).toBeGreaterThanOrEqual(0);
        }
        expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
