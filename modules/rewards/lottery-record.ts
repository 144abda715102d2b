import type { PrizeSpec } from './domain/prizes.ts';

export type TierRecord = { tierId: string; label: string; weight: number; prize: PrizeSpec; valueYen: number; count: number };

/**
 * A daily lottery as the staff console edits it (decision 057). `tiers` are the newest published odds;
 * `oddsVersion` and `oddsEffectiveFrom` say which version that is and from when it applies (read only:
 * a save with other tiers publishes a new version from the next period, never inside the running one).
 */
export type LotteryRecord = {
  code: string;
  label: string;
  description: string;
  conditions: string;
  scheme: 'open' | 'purchase-lottery';
  purchaseYen: number | null;
  expectedSalesYen: number | null;
  refillHours: number[];
  drawsPerPeriod: number;
  startsAt: string;
  endsAt: string | null;
  tiers: TierRecord[];
  oddsVersion: number;
  oddsEffectiveFrom: string;
};

export type OddsVersionView = { version: number; effectiveFrom: string; tiers: TierRecord[] };
