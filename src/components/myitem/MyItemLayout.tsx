import type { ReactNode } from 'react';
import { pageTitle } from '../../site';
import '../../styles/static.css';
import './myitem.css';

const TABS = [
  { href: '/myitem/', label: '保有アイテム' },
  { href: '/myitem/coupon/', label: 'クーポン' },
  { href: '/myitem/detail/coin/', label: 'コイン履歴' },
  { href: '/myitem/detail/point/', label: 'ポイント履歴' },
] as const;

/** Chrome of the /myitem/ pages: title, breadcrumb, and the tabs between them. */
export function MyItemLayout({ title, current, children }: { title: string; current: (typeof TABS)[number]['href']; children: ReactNode }) {
  return (
    <div className="myitem-layout">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <nav className="breadcrumb" aria-label="パンくずリスト">
        <ol>
          <li>
            <a href="/">トップ</a>
          </li>
          {current !== '/myitem/' && (
            <li>
              <a href="/myitem/">マイアイテム</a>
            </li>
          )}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <article className="myitem-page" data-testid="myitem-page">
        <h1 className="myitem-page__title">{title}</h1>
        <nav className="myitem-tabs" aria-label="マイアイテムのメニュー">
          {TABS.map((tab) => (
            <a key={tab.href} href={tab.href} className="myitem-tabs__tab" aria-current={tab.href === current ? 'page' : undefined}>
              {tab.label}
            </a>
          ))}
        </nav>
        {children}
      </article>
    </div>
  );
}

/** 前へ / 次へ between pages of a history (none when it fits on one page). */
export function MyItemPager({ path, page, maxPage }: { path: string; page: number; maxPage: number }) {
  if (maxPage <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className="myitem-pager" aria-label="履歴のページ送り">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          ‹ 前へ
        </a>
      ) : (
        <span />
      )}
      <span>
        {page} / {maxPage} ページ
      </span>
      {page < maxPage ? (
        <a href={href(page + 1)} rel="next">
          次へ ›
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
