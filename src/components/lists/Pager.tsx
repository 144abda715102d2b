import { pageNumbers } from '../search/search-format.ts';

/** Page links (前へ, numbers, 次へ): plain links, so paging works without JavaScript. */
export function Pager({ page, maxPage, href }: { page: number; maxPage: number; href: (page: number) => string }) {
  if (maxPage <= 1) return null;
  return (
    <nav aria-label="ページ送り">
      <ul className="search-page__pager">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">
              前へ
            </a>
          </li>
        )}
        {pageNumbers(page, maxPage).map((n) => (
          <li key={n}>{n === page ? <span aria-current="page">{n}</span> : <a href={href(n)}>{n}</a>}</li>
        ))}
        {page < maxPage && (
          <li>
            <a href={href(page + 1)} rel="next">
              次へ
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
