import type { ReactNode } from 'react';
import { pageTitle } from '../../site';
import '../../styles/static.css';
import './transfer.css';

const TABS = [
  { href: '/affiliate/', label: 'アフィリエイト' },
  { href: '/transfer/form/', label: '振込申請' },
  { href: '/transfer/list/', label: '申請履歴' },
] as const;

/** Chrome of the member's transfer pages: title, breadcrumb, and the tabs between them. */
export function TransferLayout({ title, current, children }: { title: string; current: string; children: ReactNode }) {
  return (
    <div className="transfer-layout">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <nav className="breadcrumb" aria-label="パンくずリスト">
        <ol>
          <li>
            <a href="/">トップ</a>
          </li>
          <li>
            <a href="/affiliate/">アフィリエイト</a>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <article className="transfer-page">
        <h1 className="transfer-page__title">{title}</h1>
        <nav className="transfer-tabs" aria-label="アフィリエイトのメニュー">
          {TABS.map((tab) => (
            <a key={tab.href} href={tab.href} className="transfer-tabs__tab" aria-current={tab.href === current ? 'page' : undefined}>
              {tab.label}
            </a>
          ))}
        </nav>
        {children}
      </article>
    </div>
  );
}

export const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;
