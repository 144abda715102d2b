/**
 * What can be bought on /point/: coin packs (1 yen = 1 paid coin, bigger packs add bonus coins) and the
 * monthly premium plan. Browser-safe. The packs on sale are data (wallet_coin_pack, edited on /staff/item/,
 * decision 067); COIN_PACKS are the packs the site opened with (the table's first rows, and what a story or
 * the legal page shows). The server computes every charge from the stored figures, never from a client's.
 */

export type CoinPack = {
  id: string;
  priceYen: number;
  /** Paid coins. */
  coins: number;
  /** Bonus coins added to the paid ones. */
  bonusCoins: number;
};

export const COIN_PACKS: readonly CoinPack[] = [
  { id: 'coin_120', priceYen: 120, coins: 120, bonusCoins: 0 },
  { id: 'coin_500', priceYen: 500, coins: 500, bonusCoins: 10 },
  { id: 'coin_1000', priceYen: 1000, coins: 1000, bonusCoins: 30 },
  { id: 'coin_3000', priceYen: 3000, coins: 3000, bonusCoins: 150 },
  { id: 'coin_5000', priceYen: 5000, coins: 5000, bonusCoins: 400 },
  { id: 'coin_10000', priceYen: 10000, coins: 10000, bonusCoins: 1000 },
];

/** Bonus coins (from packs and coupons) can be spent for this many days. */
export const BONUS_COIN_VALID_DAYS = 180;

export type PremiumPlan = {
  id: 'premium_monthly';
  name: string;
  priceYen: number;
  /** Premium tickets granted with each month. */
  tickets: number;
  /** They expire this many days after the payment. */
  ticketValidDays: number;
};

export const PREMIUM_PLAN: PremiumPlan = { id: 'premium_monthly', name: '読み場プレミアム（月額）', priceYen: 550, tickets: 5, ticketValidDays: 30 };

/** A product id as purchases name it (a pack's or the premium plan's). */
export const PRODUCT_ID = /^[a-z0-9_]{1,40}$/;

export const coinPackById = (id: string, packs: readonly CoinPack[] = COIN_PACKS): CoinPack | undefined => packs.find((pack) => pack.id === id);

export const packBonusCoins = (pack: CoinPack) => pack.bonusCoins;

/** Extra coins a coupon adds to a pack: `additionalCoinRate` percent of the pack's paid coins, rounded down. */
export const couponBonusCoins = (pack: CoinPack, additionalCoinRate: number) => Math.floor((pack.coins * additionalCoinRate) / 100);

/** The premium period one payment buys: one calendar month from the later of now and the current end. */
export function premiumPeriodEnd(currentUntil: Date | null, at: Date): Date {
  const from = currentUntil && currentUntil > at ? currentUntil : at;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  // 31 Jan + 1 month would roll over into March: stop at the month's last day instead.
  if (end.getUTCDate() !== from.getUTCDate()) end.setUTCDate(0);
  return end;
}
