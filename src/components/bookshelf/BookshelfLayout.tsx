import type { ReactNode } from 'react';
import { pageTitle } from '../../site';
import '../../styles/static.css';
import './bookshelf.css';

/** Chrome of the /bookshelf/ pages: document title, breadcrumb, heading. */
export function BookshelfLayout({ title, parent, children }: { title: string; parent?: { href: string; label: string }; children: ReactNode }) {
  return (
    <div className="bookshelf-layout">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <nav className="breadcrumb" aria-label="パンくずリスト">
        <ol>
          <li>
            <a href="/">トップ</a>
          </li>
          {parent && (
            <li>
              <a href={parent.href}>{parent.label}</a>
            </li>
          )}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <article className="bookshelf-page" data-testid="bookshelf-page">
        <h1 className="bookshelf-page__title">{title}</h1>
        {children}
      </article>
    </div>
  );
}
