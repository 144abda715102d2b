import { describe, expect, it } from 'vitest';
import { COIN_PACKS, couponBonusCoins, packBonusCoins, premiumPeriodEnd } from './coin-packs.ts';

describe('coin packs', () => {
  it('run from 120 to 10,000 yen, one paid coin a yen, the bonus growing with the pack', () => {
    expect(COIN_PACKS[0]).toMatchObject({ priceYen: 120, coins: 120 });
    expect(COIN_PACKS.at(-1)).toMatchObject({ priceYen: 10000, coins: 10000 });
    expect(COIN_PACKS.map(packBonusCoins)).toEqual([0, 10, 30, 150, 400, 1000]);
    for (const pack of COIN_PACKS) expect(pack.coins).toBe(pack.priceYen);
    expect(new Set(COIN_PACKS.map((pack) => pack.id)).size).toBe(COIN_PACKS.length);
  });

  it('round coupon bonuses down', () => {
    expect(couponBonusCoins(COIN_PACKS[0]!, 50)).toBe(60);
    expect(couponBonusCoins(COIN_PACKS[0]!, 33)).toBe(39);
  });

  it('extend premium one calendar month from the later of now and the current end, never into the month after', () => {
    const at = new Date('2026-01-31T10:00:00Z');
    expect(premiumPeriodEnd(null, at).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(premiumPeriodEnd(new Date('2026-01-01T00:00:00Z'), at).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(premiumPeriodEnd(new Date('2026-03-15T00:00:00Z'), at).toISOString()).toBe('2026-04-15T00:00:00.000Z');
  });
});
