/** `GET /api/gift/v1/coupon/recommend/?grant=&url=` (and its POST grant): the page's recommended coupon. */
export const RECOMMEND_COUPON_PATH = '/api/gift/v1/coupon/recommend/';
