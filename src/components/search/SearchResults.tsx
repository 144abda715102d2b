'use client';

/**
 * The interactive part of /book/search/: sort tabs, the list / grid switch (kept under the card-view
 * key), the search condition and free condition panels, the results and the pager. Every control
 * is also a plain link, so the page works without JavaScript; with it, a new search is answered
 * from the client cache or `GET /api/v1/search/` and the address follows with pushState.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  normalizeSearchQuery, rawFromSearchParams, searchPageHref, SORT_OPTIONS, type FreeConditions, type SearchQuery, type SelectedConditions,
} from '#modules/catalogue/client.ts';
import { openModal } from '../../state/modal-store.ts';
import { normalizeSearchConditions, type SearchConditions } from '../../state/search-conditions.ts';
import { cacheSearch, loadSearch, restoreListView, searchCacheKey, searchState, setListView, type CachedSearch } from '../../state/search-store.ts';
import { FreeConditionPanel } from './FreeConditionPanel.tsx';
import { SearchResultItems } from './SearchResultList.tsx';
import { COUNT_CAP_TEXT, pageNumbers } from './search-format.ts';

export type SearchResultsProps = {
  query: SearchQuery;
  initial: CachedSearch;
  /** Viewer rights: TL / BL genres, and the read-status filter for members. */
  showAdult: boolean;
  showReadStatus: boolean;
  /** The count stops at this many (short keywords, browsing); shown as "N件以上". */
  countCap: number;
};

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function SearchResults({ query: initialQuery, initial, showAdult, showReadStatus, countCap }: SearchResultsProps) {
  const [query, setQuery] = useState(initialQuery);
  const [result, setResult] = useState(initial);
  const [freeOpen, setFreeOpen] = useState(false);
  const snap = useSnapshot(searchState);
  // Before hydration (and without JavaScript) the address decides; afterwards the stored choice.
  const [hydrated, setHydrated] = useState(false);
  const isList = hydrated ? snap.isListView : initialQuery.list === true;

  useEffect(() => {
    cacheSearch(searchCacheKey(initialQuery), initial);
    if (initialQuery.list === null) restoreListView();
    else setListView(initialQuery.list);
    setHydrated(true);
    const onPop = () => {
      const next = normalizeSearchQuery(rawFromSearchParams(new URLSearchParams(window.location.search)));
      void show(next, false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Mount only: later queries come through show().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function show(next: SearchQuery, push = true) {
    try {
      const found = await loadSearch(next);
      setQuery(next);
      setResult(found);
      if (push) window.history.pushState(null, '', searchPageHref(next));
      window.scrollTo({ top: 0 });
    } catch {
      window.location.assign(searchPageHref(next));
    }
  }

  const navigate = (next: SearchQuery) => (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    void show(next);
  };
  const withConditions = (conditions: SelectedConditions): SearchQuery => ({ ...query, conditions, page: 1 });

  const openConditions = () =>
    openModal('searchCondition', {
      initial: { ...query.conditions, genres: [...query.conditions.genres] },
      showAdult,
      showReadStatus,
      onApply: (chosen: SearchConditions) => {
        const c = normalizeSearchConditions(chosen);
        void show(withConditions({ ...query.conditions, ...c, genres: [...c.genres], free: query.conditions.free }));
      },
    });

  const applyFree = (free: FreeConditions) => {
    setFreeOpen(false);
    void show(withConditions({ ...query.conditions, free }));
  };

  const countText = result.titleCount >= countCap ? `${countCap.toLocaleString('ja-JP')}${COUNT_CAP_TEXT}` : `${result.titleCount.toLocaleString('ja-JP')}件`;
  const current = query.page;

  return (
    <section className="search-page__results" aria-busy={snap.loading}>
      <div className="search-page__summary">
        <p className="search-page__count" role="status">
          {query.keyword ? '検索結果 ' : '作品一覧 '}
          {countText}
        </p>
        <div className="search-page__tools">
          <button type="button" onClick={openConditions} aria-haspopup="dialog">
            絞り込み
          </button>
          <button type="button" onClick={() => setFreeOpen(true)} aria-haspopup="dialog">
            無料条件
          </button>
          <a
            href={searchPageHref({ ...query, list: false }, { withView: true })}
            aria-current={!isList}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              setListView(false);
            }}
          >
            グリッド
          </a>
          <a
            href={searchPageHref({ ...query, list: true }, { withView: true })}
            aria-current={isList}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              setListView(true);
            }}
          >
            リスト
          </a>
        </div>
      </div>
      <ul className="search-page__sorts" aria-label="並び順">
        {SORT_OPTIONS.map((option) => {
          const next = { ...query, sort: option.code, page: 1 };
          return (
            <li key={option.code}>
              <a href={searchPageHref(next)} aria-current={query.sort === option.code} onClick={navigate(next)}>
                {option.label}
              </a>
            </li>
          );
        })}
      </ul>
      {result.results.length ? (
        <SearchResultItems titles={result.results} isList={isList} />
      ) : (
        <p className="search-page__empty">条件に一致する作品が見つかりませんでした。</p>
      )}
      {result.maxPage > 1 && (
        <nav aria-label="ページ送り">
          <ul className="search-page__pager">
            {current > 1 && (
              <li>
                <a href={searchPageHref({ ...query, page: current - 1 })} onClick={navigate({ ...query, page: current - 1 })} rel="prev">
                  前へ
                </a>
              </li>
            )}
            {pageNumbers(current, result.maxPage).map((n) => (
              <li key={n}>
                {n === current ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <a href={searchPageHref({ ...query, page: n })} onClick={navigate({ ...query, page: n })}>
                    {n}
                  </a>
                )}
              </li>
            ))}
            {current < result.maxPage && (
              <li>
                <a href={searchPageHref({ ...query, page: current + 1 })} onClick={navigate({ ...query, page: current + 1 })} rel="next">
                  次へ
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
      {freeOpen && <FreeConditionPanel open initial={query.conditions.free} onApply={applyFree} onClose={() => setFreeOpen(false)} />}
    </section>
  );
}
