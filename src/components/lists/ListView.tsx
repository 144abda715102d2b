'use client';

/**
 * The titles of a list page as the cover grid or as a list. The switch is two links (the address
 * carries `list=1|0`, so it works without JavaScript); with JavaScript the choice is kept under the
 * search's card-view key and restored after a reload, as on /book/search/.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import type { TitleCard } from '#modules/catalogue/client.ts';
import { restoreListView, searchState, setListView } from '../../state/search-store.ts';
import { SearchResultItems } from '../search/SearchResultList.tsx';
import './lists.css';

export type ListViewProps = {
  titles: TitleCard[];
  /** The view the address asks for; null: the stored choice (grid before hydration). */
  initialList: boolean | null;
  gridHref: string;
  listHref: string;
  /** The member's favourites among these titles. */
  favorites?: readonly string[];
  emptyText?: string;
};

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function ListView({ titles, initialList, gridHref, listHref, favorites, emptyText = 'この条件の作品はまだありません。' }: ListViewProps) {
  const snap = useSnapshot(searchState);
  const [hydrated, setHydrated] = useState(false);
  const isList = hydrated ? snap.isListView : initialList === true;

  useEffect(() => {
    if (initialList === null) restoreListView();
    else setListView(initialList);
    setHydrated(true);
  }, [initialList]);

  const choose = (list: boolean) => (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    setListView(list);
  };

  return (
    <div className="list-view" data-hydrated={hydrated ? 'true' : undefined}>
      <div className="search-page__tools list-view__switch" role="group" aria-label="表示切替">
        <a href={gridHref} aria-current={!isList} onClick={choose(false)}>
          グリッド
        </a>
        <a href={listHref} aria-current={isList} onClick={choose(true)}>
          リスト
        </a>
      </div>
      {titles.length ? <SearchResultItems titles={titles} isList={isList} favorites={favorites} /> : <p className="search-page__empty">{emptyText}</p>}
    </div>
  );
}
