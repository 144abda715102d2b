import { SHELF_KEYWORD_MAX, SHELF_TABS, shelfHref, TAB_LABELS, TAB_SORTS, type ShelfQuery } from '#modules/bookshelf/client.ts';

/** The four tabs, as links (the search is kept, the sort goes back to the tab's default). */
export function ShelfTabs({ query }: { query: ShelfQuery }) {
  return (
    <nav className="bookshelf-tabs" aria-label="本棚のタブ">
      {SHELF_TABS.map((tab) => (
        <a key={tab} href={shelfHref({ tab, q: query.q })} className="bookshelf-tabs__tab" aria-current={tab === query.tab ? 'page' : undefined}>
          {TAB_LABELS[tab]}
        </a>
      ))}
    </nav>
  );
}

/** Sort links and the title search, a plain GET form: both work without JavaScript and live in the address. */
export function ShelfControls({ query }: { query: ShelfQuery }) {
  return (
    <div className="bookshelf-controls">
      <form className="bookshelf-search" method="get" action="/bookshelf/" role="search">
        {query.tab !== 'purchased' && <input type="hidden" name="tab" value={query.tab} />}
        {query.sort !== TAB_SORTS[query.tab][0]!.sort && <input type="hidden" name="sort" value={query.sort} />}
        <input className="bookshelf-search__input" type="search" name="q" defaultValue={query.q} maxLength={SHELF_KEYWORD_MAX} placeholder="タイトルで探す" aria-label="本棚をタイトルで探す" />
        <button className="bookshelf-search__button" type="submit">
          検索
        </button>
      </form>
      <nav className="bookshelf-sorts" aria-label="並び順">
        {TAB_SORTS[query.tab].map((option) => (
          <a key={option.sort} href={shelfHref({ tab: query.tab, sort: option.sort, q: query.q })} className="bookshelf-sorts__sort" aria-current={option.sort === query.sort ? 'true' : undefined}>
            {option.label}
          </a>
        ))}
      </nav>
    </div>
  );
}

/** 前へ / 次へ, keeping tab, sort and search. */
export function ShelfPager({ query, maxPage }: { query: ShelfQuery; maxPage: number }) {
  if (maxPage <= 1) return null;
  const href = (page: number) => shelfHref({ ...query, page });
  return (
    <nav className="bookshelf-pager" aria-label="本棚のページ送り">
      {query.page > 1 ? (
        <a href={href(Math.min(query.page - 1, maxPage))} rel="prev">
          ‹ 前へ
        </a>
      ) : (
        <span />
      )}
      <span>
        {Math.min(query.page, maxPage)} / {maxPage} ページ
      </span>
      {query.page < maxPage ? (
        <a href={href(query.page + 1)} rel="next">
          次へ ›
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
