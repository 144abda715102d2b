import { navHref, visibleNavigation } from '../../modules/staff/index.ts';
import { getServices } from '../server/services';
import { site } from '../site';
import { AppBarScroll } from './header/AppBarScroll';
import { NavDrawer } from './header/NavDrawer';

/** Header with the search box and the top navigation (staff-supplied, or the spec's defaults). */
export async function SiteHeader() {
  const { navigation } = await getServices();
  // Sessions arrive with the accounts issue: until then every visitor is anonymous.
  const items = visibleNavigation(await navigation.supplied(), { isLogin: false, userValidAdult: 2 }).map((item) => ({
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
        <form className="site-search" action="/book/search/" method="get" role="search">
          <input type="search" name="keyword" placeholder="タイトル・著者を入力" aria-label="タイトル・著者で検索" />
          <button type="submit">検索</button>
        </form>
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
