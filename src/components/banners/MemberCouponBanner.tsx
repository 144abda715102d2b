import { getServices } from '../../server/services';
import { MemberCouponBannerView } from './BannerViews.tsx';

/** The special member coupon banner of the site settings (`memberCouponBanner`); nothing when switched off. */
export async function MemberCouponBanner() {
  const { siteSettings } = await getServices();
  return <MemberCouponBannerView banner={await siteSettings.get('memberCouponBanner')} />;
}

export default MemberCouponBanner;
