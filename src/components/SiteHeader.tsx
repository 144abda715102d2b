import { site } from '../site';

const NAV = [
  { label: 'トップ', path: '/' },
  { label: 'ランキング', path: '/book/ranking/' },
  { label: '無料マンガ', path: '/book/free/' },
  { label: '新作', path: '/book/new/' },
  { label: '特集', path: '/special/' },
  { label: 'ストア', path: '/book/store/?free=2' },
  { label: 'セール', path: '/book/campaign/titles/' },
  { label: 'レビュー', path: '/review/' },
];

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar">
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
          {NAV.map((entry) => (
            <li key={entry.path}>
              <a href={entry.path}>{entry.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
