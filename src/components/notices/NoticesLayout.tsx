import type { ReactNode } from 'react';
import { pageTitle } from '../../site';
import '../../styles/static.css';
import './notices.css';

export type Crumb = { path: string; label: string };

/** Chrome of /info/ and /message/: <title>, breadcrumb and the page card (the fixed pages' look, one column). */
export function NoticesLayout({
  title,
  heading = title,
  description,
  parents = [],
  noindex = false,
  children,
}: {
  title: string;
  /** The h1; defaults to the title. */
  heading?: ReactNode;
  description: string;
  parents?: Crumb[];
  noindex?: boolean;
  children: ReactNode;
}) {
  const crumbs: Crumb[] = [{ path: '/', label: 'トップ' }, ...parents];
  return (
    <div className="notices-layout">
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={pageTitle(title)} />
      {noindex && <meta name="robots" content="noindex" />}
      <nav className="breadcrumb" aria-label="パンくずリスト">
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.path}>
              <a href={crumb.path}>{crumb.label}</a>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <article className="static-page notices-page">
        <header className="static-page__header">
          <h1 className="static-page__title">{heading}</h1>
        </header>
        {children}
      </article>
    </div>
  );
}

/** 前へ / 次へ links between pages of a list (none when everything fits on one page). */
export function Pager({ path, page, totalPages, label }: { path: string; page: number; totalPages: number; label: string }) {
  if (totalPages <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className="notices-pager" aria-label={label}>
      {page > 1 ? (
        <a className="notices-pager__link" href={href(page - 1)} rel="prev">
          ‹ 前へ
        </a>
      ) : (
        <span className="notices-pager__link" aria-hidden="true" />
      )}
      <span className="notices-pager__status">
        {page} / {totalPages} ページ
      </span>
      {page < totalPages ? (
        <a className="notices-pager__link" href={href(page + 1)} rel="next">
          次へ ›
        </a>
      ) : (
        <span className="notices-pager__link" aria-hidden="true" />
      )}
    </nav>
  );
}

/** Plain text with blank lines between paragraphs and single line breaks kept. */
export function PlainText({ text }: { text: string }) {
  return (
    <div className="notices-text">
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
