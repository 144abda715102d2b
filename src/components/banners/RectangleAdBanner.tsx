import { getServices } from '../../server/services';
import { RectangleAdBannerView } from './BannerViews.tsx';

/** The 300×250 in-house ad of the site settings (`rectangleBanner`); nothing when switched off. */
export async function RectangleAdBanner() {
  const { siteSettings } = await getServices();
  return <RectangleAdBannerView banner={await siteSettings.get('rectangleBanner')} />;
}

export default RectangleAdBanner;
