import { BannerConsole } from '../../components/staff/BannerConsole';
import { SiteSettingsEditor } from '../../components/staff/SiteSettingsEditor';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /staff/banner/: banners of the top page and the in-house slot, the two banner toggles, the daily recommend. */
export default async function StaffBannerPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { staffConsole, siteSettings } = await getServices();
  const [banners, settings, versions] = await Promise.all([
    staffConsole.banners.list(),
    siteSettings.readNow(),
    staffConsole.edits.versionsOf('site-setting', ['rectangleBanner', 'memberCouponBanner', 'dailyRecommend']),
  ]);
  return (
    <div className="staff-page">
      <title>{pageTitle('バナー管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>バナー管理</h1>
      <StaffNav current="/staff/banner/" />
      <h2>バナー</h2>
      <BannerConsole banners={banners} now={new Date().toISOString()} />
      <h2>サイト設定</h2>
      <SiteSettingsEditor
        rectangleBanner={settings.rectangleBanner}
        memberCouponBanner={settings.memberCouponBanner}
        dailyRecommend={settings.dailyRecommend}
        versions={Object.fromEntries(versions)}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
