import { unstable_getHeaders as getHeaders } from 'waku/server';
import { navHref, navigationAsOf, visibleNavigation } from '#modules/staff/index.ts';
import { parseViewerHeader, VIEWER_HEADER } from '../server/page-viewer';
import { getServices } from '../server/services';
import { site } from '../site';
import { AppBarScroll } from './header/AppBarScroll';
import { currentPreview } from './staff/preview';
import { NavDrawer } from './header/NavDrawer';
import { SiteNav } from './header/SiteNav';
import { UserMenu } from './header/UserMenu';
import { SearchSuggestBox } from './search/SearchSuggestBox';

/** Header with the search box and the top navigation (staff-supplied, or the spec's defaults). */
export async function SiteHeader() {
  const { navigation, staffConsole } = await getServices();
  const viewer = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  // Staff's 'as of' preview lays the navigation draft scheduled by then over the stored one (decision 067).
  const preview = currentPreview();
  const supplied = preview ? navigationAsOf(await navigation.readNow(), await staffConsole.drafts.scheduledBy('navigation', preview.at)) : await navigation.supplied();
  const items = visibleNavigation(supplied, viewer).map((item) => ({
    label: item.label,
    href: navHref(item),
    routeName: item.routeName,
  }));
  return (
    <header className="site-header" id="site-header">
      <div className="site-header__bar">
        <NavDrawer items={items} />
        <a href="/" className="site-logo" aria-label={`${site.name} トップへ`}>
          <span className="site-logo__mark">読</span>
          <span className="site-logo__text">{site.name}</span>
        </a>
        <SearchSuggestBox phoneModal />
        {viewer.isLogin ? (
          <UserMenu displayName={viewer.userId > 0 ? (viewer.displayName ?? '会員') : null} imageUrl={viewer.imageUrl} isStaff={viewer.isStaff} />
        ) : (
          <a className="site-account site-account--signin" href="/signin/">
            ログイン
          </a>
        )}
      </div>
      <SiteNav items={items} />
      <AppBarScroll targetId="site-header" />
    </header>
  );
}
