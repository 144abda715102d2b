/**
 * Published odds (提供割合): each prize tier has an integer weight out of a fixed total, so the shown
 * percentages are exact and the mapping from a roll to a tier has no floating-point edge.
 */
export const ODDS_TOTAL = 1_000_000;

export type OddsTier<Prize = unknown> = { tierId: string; weight: number; prize: Prize };

export type OddsProblem = 'no-tiers' | 'weight-not-positive-integer' | 'weights-not-total' | 'duplicate-tier';

/** What is wrong with a table of odds, or [] when it can be published. */
export function oddsProblems(tiers: readonly OddsTier[]): OddsProblem[] {
  const problems: OddsProblem[] = [];
  if (tiers.length === 0) return ['no-tiers'];
  if (tiers.some((tier) => !Number.isInteger(tier.weight) || tier.weight <= 0)) problems.push('weight-not-positive-integer');
  if (tiers.reduce((sum, tier) => sum + tier.weight, 0) !== ODDS_TOTAL) problems.push('weights-not-total');
  if (new Set(tiers.map((tier) => tier.tierId)).size !== tiers.length) problems.push('duplicate-tier');
  return problems;
}

/** The tier a roll in [0, ODDS_TOTAL) lands on, walking the tiers in their published order. */
export function tierForRoll<Prize>(tiers: readonly OddsTier<Prize>[], roll: number): OddsTier<Prize> {
  if (!Number.isInteger(roll) || roll < 0 || roll >= ODDS_TOTAL) throw new RangeError(`roll out of range: ${roll}`);
  let upTo = 0;
  for (const tier of tiers) {
    upTo += tier.weight;
    if (roll < upTo) return tier;
  }
  throw new RangeError('odds do not cover the roll: check oddsProblems before publishing');
}

/** '12.5%', '0.01%', '0.0001%': exact, without trailing zeros. */
export function oddsPercentText(weight: number): string {
  const percent = (weight * 100) / ODDS_TOTAL;
  return `${Number(percent.toFixed(4))}%`;
}
