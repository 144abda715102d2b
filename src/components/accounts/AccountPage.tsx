import type { ReactNode } from 'react';
import { pageTitle } from '../../site';
import '../../styles/static.css';
import '../../styles/accounts.css';

export type AccountPageProps = {
  /** The page's h1 and the last breadcrumb entry. */
  title: string;
  /** The meta description (Japanese). */
  description: string;
  /** A short lead under the heading. */
  lead?: ReactNode;
  /** Keeps the page out of search results (the sign-in page). */
  noindex?: boolean;
  /** 'narrow' for a form card, 'wide' for a text page. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** Chrome of the account pages (/signin/, /signup/, /signup/merit/): title, breadcrumb, one centred card. */
export function AccountPage({ title, description, lead, noindex = false, width = 'narrow', children }: AccountPageProps) {
  return (
    <div className={`account-layout account-layout--${width}`}>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={pageTitle(title)} />
      <meta property="og:description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <nav className="breadcrumb" aria-label="パンくずリスト">
        <ol>
          <li>
            <a href="/">トップ</a>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <article className="account-page">
        <header className="account-page__header">
          <h1 className="account-page__title">{title}</h1>
          {lead && <div className="account-page__lead">{lead}</div>}
        </header>
        {children}
      </article>
    </div>
  );
}

/** The note shown when JavaScript is off (the forms post JSON with a CSRF header). */
export function NeedsJavaScript({ action }: { action: string }) {
  return (
    <noscript>
      <p className="form-summary">{`${action}にはJavaScriptが必要です。ブラウザの設定でJavaScriptを有効にしてから、ページを再読み込みしてください。`}</p>
    </noscript>
  );
}
