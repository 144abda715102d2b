import type { ReactNode } from 'react';
import '../styles/theme.css';
import '../styles/site.css';
import { AppInstallHeader } from '../components/AppInstallHeader';
import { ClientShell } from '../components/ClientShell';
import { DailyFeatures } from '../components/DailyFeatures';
import { FeedLinks } from '../components/FeedLinks';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { ScrollAnimations } from '../components/navigation/ScrollAnimations';
import { SiteNavigation } from '../components/navigation/SiteNavigation';
import { StampCardDaily } from '../components/rewards/StampCardDaily';
import { PreviewBar } from '../components/staff/PreviewBar';
import { getServices } from '../server/services';
import { site } from '../site';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { siteSettings } = await getServices();
  const promoteApp = (await siteSettings.get('appInstallPromotion')).enabled;
  return (
    <>
      {/* No title element here: every page renders its own, the only one in the document (decision 065). */}
      <meta name="description" content={site.description} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="ja_JP" />
      <FeedLinks />
      <PreviewBar />
      <AppInstallHeader enabled={promoteApp} />
      <SiteHeader />
      <main className="site-main">{children}</main>
      <SiteFooter />
      <ClientShell />
      <SiteNavigation />
      <ScrollAnimations />
      <DailyFeatures />
      <StampCardDaily />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
