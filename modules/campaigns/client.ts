/** Browser-safe part of the campaigns module (types only, no ORM code). */
export type { CouponView } from './coupon-view.ts';
export { RECOMMEND_COUPON_PATH } from './coupon-paths.ts';
