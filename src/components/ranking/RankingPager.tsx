import { rankingHref, type RankingQuery } from '#modules/rankings/index.ts';

/** Page links (前へ, 1…n, 次へ); plain links, so paging works without JavaScript. */
export function RankingPager({ query, maxPage }: { query: RankingQuery; maxPage: number }) {
  if (maxPage <= 1) return null;
  const pages = Array.from({ length: maxPage }, (_, i) => i + 1);
  return (
    <nav aria-label="ページ">
      <ul className="ranking-pager">
        <li>{query.page > 1 ? <a href={rankingHref({ ...query, page: query.page - 1 })} rel="prev">前へ</a> : <span>前へ</span>}</li>
        {pages.map((page) => (
          <li key={page}>
            <a href={rankingHref({ ...query, page })} aria-current={page === query.page ? 'page' : undefined} aria-label={`${page}ページ`}>
              {page}
            </a>
          </li>
        ))}
        <li>{query.page < maxPage ? <a href={rankingHref({ ...query, page: query.page + 1 })} rel="next">次へ</a> : <span>次へ</span>}</li>
      </ul>
    </nav>
  );
}
