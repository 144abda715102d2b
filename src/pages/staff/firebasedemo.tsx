import { config } from '#platform/config.ts';
import { DiagnosticsPanel } from '../../components/staff/DiagnosticsPanel';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /staff/firebasedemo/: diagnostics — this browser's analytics events, the feature flags, a test notice to oneself. */
export default async function StaffDiagnosticsPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { siteSettings } = await getServices();
  const settings = await siteSettings.readNow();
  const serverFlags = [
    { label: '長方形の広告バナー', on: settings.rectangleBanner.enabled },
    { label: '会員特典クーポンバナー', on: settings.memberCouponBanner.enabled },
    { label: '今日のおすすめ', on: settings.dailyRecommend !== null },
    { label: 'アプリ案内（インストールボタン）', on: settings.appInstallPromotion.enabled },
    { label: 'SPA（ページ内遷移）', on: config.siteEnvironment.spa },
  ];
  return (
    <div className="staff-page">
      <title>{pageTitle('診断')}</title>
      <meta name="robots" content="noindex" />
      <h1>診断</h1>
      <StaffNav current="/staff/firebasedemo/" />
      <DiagnosticsPanel serverFlags={serverFlags} environment={{ name: config.siteEnvironment.name, apiHost: config.siteEnvironment.apiHost }} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
