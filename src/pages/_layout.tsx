import type { ReactNode } from 'react';
import '../styles/theme.css';
import '../styles/site.css';
import { AppInstallHeader } from '../components/AppInstallHeader';
import { ClientShell } from '../components/ClientShell';
import { DailyFeatures } from '../components/DailyFeatures';
import { FeedLinks } from '../components/FeedLinks';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { site } from '../site';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <title>{site.title}</title>
      <meta name="description" content={site.description} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="ja_JP" />
      <FeedLinks />
      <AppInstallHeader />
      <SiteHeader />
      <main className="site-main">{children}</main>
      <SiteFooter />
      <ClientShell />
      <DailyFeatures />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
