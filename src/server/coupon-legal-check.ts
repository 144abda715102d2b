import type { CouponEdit } from '#modules/campaigns/index.ts';
import { prizeLimitMessage, prizeLimitProblems } from '#modules/rewards/index.ts';

/**
 * 景品表示法 on a gift coupon (decision 067), with the rewards module's limits and the wallet's packs (campaigns
 * receives this function; decision 001):
 * - the bonus coins given on redeeming are a prize: with no purchase (codes announced to anyone) オープン, no
 *   limit; with codes handed to buyers, 総付景品, measured on the purchase they come with (1 coin = ¥1);
 * - the extra coins on a coin purchase (増量) add the same coins at the same price: a discount (値引), not a prize.
 * A coupon for one pack must name a pack the wallet sells.
 */
export function couponLegalProblems(coupon: CouponEdit, packPrices: readonly number[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (coupon.itemPriceWithoutCoupon !== null && !packPrices.includes(coupon.itemPriceWithoutCoupon)) {
    problems.push({ path: 'item_price_without_coupon', message: `${coupon.itemPriceWithoutCoupon.toLocaleString('ja-JP')}円のコインパックはありません。対象のパックの価格（税込）を指定してください。` });
  }
  if (coupon.distribution === 'purchase' && coupon.purchaseYen && coupon.bonusQuantity > 0) {
    const prize = { name: `ボーナスコイン${coupon.bonusQuantity.toLocaleString('ja-JP')}枚`, valueYen: coupon.bonusQuantity, count: 1 };
    for (const problem of prizeLimitProblems({ kind: 'everyone', purchaseYen: coupon.purchaseYen, prizes: [prize] })) problems.push({ path: 'bonus_quantity', message: prizeLimitMessage(problem) });
  }
  return problems;
}
