import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ODDS_TOTAL, oddsPercentText, oddsProblems, tierForRoll, type OddsTier } from './odds.ts';
import { drawRoll, newSeed, seedCommitment, seedMatches } from './verifiable-draw.ts';

const tiers: OddsTier<string>[] = [
  { tierId: 'coin-100', weight: 10_000, prize: '100 coins' },
  { tierId: 'coin-10', weight: 190_000, prize: '10 coins' },
  { tierId: 'point-1', weight: 800_000, prize: '1 point' },
];

describe('published odds', () => {
  it('accepts a table whose integer weights sum to the total, and names what is wrong otherwise', () => {
    expect(oddsProblems(tiers)).toEqual([]);
    expect(oddsProblems([])).toEqual(['no-tiers']);
    expect(oddsProblems([{ tierId: 'a', weight: ODDS_TOTAL - 1, prize: 0 }])).toEqual(['weights-not-total']);
    expect(oddsProblems([{ tierId: 'a', weight: 0, prize: 0 }, { tierId: 'a', weight: ODDS_TOTAL, prize: 0 }])).toEqual(['weight-not-positive-integer', 'duplicate-tier']);
  });

  it('maps rolls onto the tiers in order, with exact edges', () => {
    expect(tierForRoll(tiers, 0).tierId).toBe('coin-100');
    expect(tierForRoll(tiers, 9_999).tierId).toBe('coin-100');
    expect(tierForRoll(tiers, 10_000).tierId).toBe('coin-10');
    expect(tierForRoll(tiers, 199_999).tierId).toBe('coin-10');
    expect(tierForRoll(tiers, 200_000).tierId).toBe('point-1');
    expect(tierForRoll(tiers, ODDS_TOTAL - 1).tierId).toBe('point-1');
    expect(() => tierForRoll(tiers, ODDS_TOTAL)).toThrow(RangeError);
  });

  it('shows percentages exactly', () => {
    expect(tiers.map((tier) => oddsPercentText(tier.weight))).toEqual(['1%', '19%', '80%']);
    expect(oddsPercentText(1)).toBe('0.0001%');
    expect(oddsPercentText(125_000)).toBe('12.5%');
  });
});

describe('commit-reveal draws', () => {
  const seed = 'a3'.repeat(32);

  it('commits to the seed with SHA-256 of its bytes, and checks a revealed seed against it', () => {
    expect(seedCommitment(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(seedMatches(seed, seedCommitment(seed))).toBe(true);
    expect(seedMatches('a4'.repeat(32), seedCommitment(seed))).toBe(false);
    expect(seedMatches('not hex', seedCommitment(seed))).toBe(false);
    expect(newSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(newSeed());
  });

  it('recomputes a roll from the seed and the draw, independently of this module', () => {
    const input = { lotteryId: 7, periodKey: '2026-11-26T06', memberId: 42, drawNumber: 2 };
    const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update('7:2026-11-26T06:42:2').digest();
    const expected = Number((BigInt('0x' + mac.subarray(0, 6).toString('hex')) * 1_000_000n) / 2n ** 48n);
    expect(drawRoll(seed, input)).toBe(expected);
    expect(drawRoll(seed, { ...input, drawNumber: 3 })).not.toBe(expected);
  });

  it('spreads rolls evenly enough that 20,000 draws land within 1.5% of each tier\'s share', () => {
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let memberId = 1; memberId <= draws; memberId++) {
      const tier = tierForRoll(tiers, drawRoll(seed, { lotteryId: 1, periodKey: '2026-11-26T06', memberId, drawNumber: 1 }));
      counts.set(tier.tierId, (counts.get(tier.tierId) ?? 0) + 1);
    }
    for (const tier of tiers) expect(Math.abs((counts.get(tier.tierId) ?? 0) / draws - tier.weight / ODDS_TOTAL)).toBeLessThan(0.015);
  });
});
