/**
 * The limits 景品表示法 puts on prizes, checked whenever a lottery, stamp card or gift is saved:
 * - 一般懸賞 (a lottery entered by buying): each prize at most 20× the purchase when that is under ¥5,000,
 *   else ¥100,000; all prizes together at most 2% of the campaign's expected sales.
 * - 総付景品 (everyone who buys gets it): at most ¥200 when the purchase is under ¥1,000, else 20% of it.
 * - オープン懸賞 (no purchase needed, e.g. the daily gacha): no limit since 2006.
 * Values are in yen as the member would pay for the prize (1 coin = ¥1).
 */
export type PrizeValue = { name: string; valueYen: number; count: number };

export type PrizeScheme =
  | { kind: 'open'; prizes: readonly PrizeValue[] }
  | { kind: 'purchase-lottery'; purchaseYen: number; expectedSalesYen: number; prizes: readonly PrizeValue[] }
  | { kind: 'everyone'; purchaseYen: number; prizes: readonly PrizeValue[] };

export type PrizeLimitProblem =
  | { code: 'prize-over-lottery-limit'; prize: string; limitYen: number }
  | { code: 'prizes-over-sales-share'; totalYen: number; limitYen: number }
  | { code: 'prize-over-everyone-limit'; prize: string; limitYen: number }
  | { code: 'prize-value-invalid'; prize: string };

export const lotteryPrizeLimitYen = (purchaseYen: number): number => (purchaseYen < 5000 ? 20 * purchaseYen : 100_000);
export const everyonePrizeLimitYen = (purchaseYen: number): number => (purchaseYen < 1000 ? 200 : Math.floor(purchaseYen * 0.2));
/** 2% of expected sales, rounded down to the yen. */
export const lotteryTotalLimitYen = (expectedSalesYen: number): number => Math.floor((expectedSalesYen * 2) / 100);

export function prizeLimitProblems(scheme: PrizeScheme): PrizeLimitProblem[] {
  const problems: PrizeLimitProblem[] = [];
  for (const prize of scheme.prizes) {
    if (!Number.isInteger(prize.valueYen) || prize.valueYen < 0 || !Number.isInteger(prize.count) || prize.count < 0) problems.push({ code: 'prize-value-invalid', prize: prize.name });
  }
  if (problems.length || scheme.kind === 'open') return problems;
  if (scheme.kind === 'purchase-lottery') {
    const limitYen = lotteryPrizeLimitYen(scheme.purchaseYen);
    for (const prize of scheme.prizes) if (prize.valueYen > limitYen) problems.push({ code: 'prize-over-lottery-limit', prize: prize.name, limitYen });
    const totalYen = scheme.prizes.reduce((sum, prize) => sum + prize.valueYen * prize.count, 0);
    const totalLimit = lotteryTotalLimitYen(scheme.expectedSalesYen);
    if (totalYen > totalLimit) problems.push({ code: 'prizes-over-sales-share', totalYen, limitYen: totalLimit });
    return problems;
  }
  const limitYen = everyonePrizeLimitYen(scheme.purchaseYen);
  for (const prize of scheme.prizes) if (prize.valueYen > limitYen) problems.push({ code: 'prize-over-everyone-limit', prize: prize.name, limitYen });
  return problems;
}
