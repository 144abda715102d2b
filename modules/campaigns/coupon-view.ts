import type { CouponCampaign } from './entities/coupon-campaign.ts';

/** The spec's Coupon (§3), camelCase as the client reads it. */
export type CouponView = {
  couponCode: string;
  couponName: string;
  description: string;
  expireDate: string;
  quantity: number;
  bonusQuantity: number;
  leftSecond: number;
  isCouponExpired: boolean;
  additionalCoinRate: number;
  itemPriceWithoutCoupon: number | null;
  remainedDays: number;
  remainedHours: number;
  remainedMinutes: number;
  usedDate: string | null;
  usedDateText: string;
  state: 'valid' | 'used' | 'expired';
  wideImageUrl: string;
};

/** A campaign as the coupon the visitor sees at `now` (not yet held or used: the wallet adds that later). */
export function toCouponView(campaign: CouponCampaign, now: Date): CouponView {
  const leftSecond = Math.max(0, Math.floor((campaign.endsAt.getTime() - now.getTime()) / 1000));
  const expired = leftSecond === 0;
  return {
    couponCode: campaign.couponCode,
    couponName: campaign.couponName,
    description: campaign.description,
    expireDate: campaign.endsAt.toISOString(),
    quantity: campaign.quantity,
    bonusQuantity: campaign.bonusQuantity,
    leftSecond,
    isCouponExpired: expired,
    additionalCoinRate: campaign.additionalCoinRate,
    itemPriceWithoutCoupon: campaign.itemPriceWithoutCoupon ?? null,
    remainedDays: Math.floor(leftSecond / 86_400),
    remainedHours: Math.floor((leftSecond % 86_400) / 3_600),
    remainedMinutes: Math.floor((leftSecond % 3_600) / 60),
    usedDate: null,
    usedDateText: '',
    state: expired ? 'expired' : 'valid',
    wideImageUrl: campaign.wideImageUrl ?? '',
  };
}
