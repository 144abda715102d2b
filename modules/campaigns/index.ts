import { CouponCampaign } from './entities/coupon-campaign.ts';

export { CouponCampaign, CouponAudience } from './entities/coupon-campaign.ts';
export { createCouponService, type CouponService, type CoinCoupon, type CoinCoupons } from './coupon-service.ts';
export { couponRouter, couponMessages, type CouponRouterDeps } from './coupon-router.ts';
export { toCouponView, type CouponView } from './coupon-view.ts';

export const campaignsEntities = [CouponCampaign];
