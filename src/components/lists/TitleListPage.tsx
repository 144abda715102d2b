import type { ReactNode } from 'react';
import { LIST_SORT_LABELS, listHref, type ListPage, type ListQuery, type ListSort } from '#modules/catalogue/index.ts';
import { pageTitle } from '../../site';
import { ListView } from './ListView';
import { Pager } from './Pager';

export type TitleListPageProps = {
  heading: string;
  query: ListQuery;
  sorts: readonly ListSort[];
  page: ListPage;
  favorites: readonly string[];
  /** Shown between the heading and the titles (genre links, kana rows …). */
  children?: ReactNode;
};

/**
 * A list page: heading, count, the sort options, the grid / list switch, the titles and the pager.
 * Server-rendered; every control is a link.
 */
export function TitleListPage({ heading, query, sorts, page, favorites, children }: TitleListPageProps) {
  const at = (changes: Partial<ListQuery>, withView = false) => listHref({ ...query, ...changes }, sorts, { withView });
  const title = query.page > 1 ? `${heading}（${query.page}ページ目）` : heading;
  return (
    <div className="list-page">
      <title>{pageTitle(title)}</title>
      <link rel="canonical" href={at({ list: null })} />
      <h1 className="page-heading">{heading}</h1>
      {children}
      <div className="search-page__summary">
        <p className="search-page__count" role="status">
          全{page.titleCount.toLocaleString('ja-JP')}作品
        </p>
        {sorts.length > 1 && (
          <ul className="search-page__sorts" aria-label="並び順">
            {sorts.map((sort) => (
              <li key={sort}>
                <a href={at({ sort, page: 1, list: null })} aria-current={query.sort === sort}>
                  {LIST_SORT_LABELS[sort]}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ListView
        titles={page.results}
        initialList={query.list}
        gridHref={at({ list: false }, true)}
        listHref={at({ list: true }, true)}
        favorites={favorites}
      />
      <Pager page={query.page} maxPage={page.maxPage} href={(n) => at({ page: n })} />
    </div>
  );
}
