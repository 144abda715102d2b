import { unstable_getHeaders as getHeaders } from 'waku/server';
import { navHref, visibleNavigation } from '#modules/staff/index.ts';
import { parseViewerHeader, VIEWER_HEADER } from '../server/page-viewer';
import { getServices } from '../server/services';
import { site } from '../site';
import { AppBarScroll } from './header/AppBarScroll';
import { NavDrawer } from './header/NavDrawer';
import { UserMenu } from './header/UserMenu';
import { SearchSuggestBox } from './search/SearchSuggestBox';

/** Header with the search box and the top navigation (staff-supplied, or the spec's defaults). */
export async function SiteHeader() {
  const { navigation } = await getServices();
  const viewer = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  const items = visibleNavigation(await navigation.supplied(), viewer).map((item) => ({
    label: item.label,
    href: navHref(item),
  }));
  return (
    <header className="site-header" id="site-header">
      <div className="site-header__bar">
        <NavDrawer items={items} />
        <a href="/" className="site-logo" aria-label={`${site.name} トップへ`}>
          <span className="site-logo__mark">読</span>
          <span className="site-logo__text">{site.name}</span>
        </a>
        <SearchSuggestBox />
        {viewer.isLogin ? (
          <UserMenu displayName={viewer.userId > 0 ? (viewer.displayName ?? '会員') : null} imageUrl={viewer.imageUrl} isStaff={viewer.isStaff} />
        ) : (
          <a className="site-account site-account--signin" href="/signin/">
            ログイン
          </a>
        )}
      </div>
      <nav className="site-nav" aria-label="メインメニュー">
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <AppBarScroll targetId="site-header" />
    </header>
  );
}
