'use client';

/**
 * The simple list modal (spec §3 "Simple list": target, genreId default 1111, genreName): a
 * heading and a list of titles (thumbnail, name, link) handed in by the caller; without entries
 * it says 'まだ作品がありません'. `SimpleListModalView` is presentational; `SimpleListModal` reads
 * the modal store (`openModal('simpleList', { target, genreId?, genreName?, heading?, items? })`).
 * Opened without items, it loads the genre's most popular titles (`GET /api/v1/search/?genre=…`,
 * sort 9 popular; genreId 1111 by default) and shows 読み込み中… meanwhile.
 */
import { titlePath } from '#platform/routes/site-paths.ts';
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { TitleCard } from '#modules/catalogue/client.ts';
import { answerOf, quietApiClient } from '../../lib/http/api-client.ts';
import { withMinimumDelay } from '../../lib/timing/min-delay.ts';
import { DATA_FETCH_MIN_DELAY_MS } from '../../state/constants.ts';
import { closeModal, modalState, type SimpleListItem, type SimpleListModalProps } from '../../state/modal-store.ts';
import { ModalShell } from './ModalShell.tsx';
import { CloseIcon } from './SearchConditionPanel.tsx';

export const SIMPLE_LIST_DEFAULT_GENRE_ID = 1111;
export const SIMPLE_LIST_EMPTY_MESSAGE = 'まだ作品がありません';
export const SIMPLE_LIST_LOADING_MESSAGE = '読み込み中…';
export const SIMPLE_LIST_ERROR_MESSAGE = '作品を読み込めませんでした。時間をおいて再度お試しください。';
/** At most this many titles are loaded for a genre. */
export const SIMPLE_LIST_MAX_ITEMS = 20;

/** A genre's most popular titles as list entries; rejects on any failure. */
export async function fetchGenreTitles(genreId: number, signal?: AbortSignal): Promise<SimpleListItem[]> {
  const call = quietApiClient.api.v1.search.index.$get({ query: { genre: String(genreId), sort: '9' } } as never, { init: { signal } });
  const body = (await answerOf(call)) as { success?: boolean; results?: TitleCard[] };
  if (!body.success || !Array.isArray(body.results)) throw new Error('simple list: no results');
  return body.results.slice(0, SIMPLE_LIST_MAX_ITEMS).map((card) => ({
    id: card.titleCode,
    name: card.titleName,
    href: titlePath(card.titleCode),
    thumbnailUrl: card.thumbnailImagePath,
    note: card.authors || undefined,
  }));
}

export interface SimpleListModalViewProps extends SimpleListModalProps {
  open: boolean;
  /** The entries are on their way. */
  loading?: boolean;
  /** They could not be loaded. */
  error?: string | null;
  onClose: () => void;
  /** Called when an entry's link is followed. */
  onSelect?: (item: SimpleListItem) => void;
}

export function SimpleListModalView({ open, target, genreId = SIMPLE_LIST_DEFAULT_GENRE_ID, genreName, heading, items = [], loading = false, error = null, onClose, onSelect }: SimpleListModalViewProps) {
  const titleId = useId();
  const title = heading?.trim() || genreName?.trim() || '作品一覧';
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="simpleList" className="ymb-simple-list">
      <div className="ymb-sheet__header" data-target={target} data-genre-id={genreId}>
        <h2 id={titleId} className="ymb-modal__title">
          {title}
        </h2>
        <button type="button" className="ymb-sheet__close" aria-label="閉じる" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="ymb-modal__body ymb-simple-list__body" aria-busy={loading}>
        {loading ? (
          <p className="ymb-simple-list__empty" role="status">
            {SIMPLE_LIST_LOADING_MESSAGE}
          </p>
        ) : error ? (
          <p className="ymb-simple-list__empty" role="alert">
            {error}
          </p>
        ) : items.length === 0 ? (
          <p className="ymb-simple-list__empty">{SIMPLE_LIST_EMPTY_MESSAGE}</p>
        ) : (
          <ul className="ymb-simple-list__items">
            {items.map((item) => (
              <li key={item.id}>
                <a className="ymb-simple-list__item" href={item.href} onClick={() => onSelect?.(item)}>
                  {item.thumbnailUrl ? (
                    <img className="ymb-simple-list__thumb" src={item.thumbnailUrl} alt="" width={56} height={80} loading="lazy" />
                  ) : (
                    <span className="ymb-simple-list__thumb ymb-simple-list__thumb--empty" aria-hidden="true" />
                  )}
                  <span className="ymb-simple-list__text">
                    <span className="ymb-simple-list__name">{item.name}</span>
                    {item.note ? <span className="ymb-simple-list__note">{item.note}</span> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
          閉じる
        </button>
      </div>
    </ModalShell>
  );
}

/** The store-driven simple list, rendered by ModalHost. Following an entry closes it. */
export function SimpleListModal() {
  const snap = useSnapshot(modalState);
  const props = snap.open.simpleList;
  const given = props?.items;
  const genreId = props?.genreId ?? SIMPLE_LIST_DEFAULT_GENRE_ID;
  const [loaded, setLoaded] = useState<{ genreId: number; items: SimpleListItem[] | null; error: string | null } | null>(null);
  useEffect(() => {
    if (props === undefined || given !== undefined) return;
    const controller = new AbortController();
    setLoaded(null);
    // The spec's data-fetch minimum delay: 読み込み中… stays 200 ms at least, no flash.
    withMinimumDelay(fetchGenreTitles(genreId, controller.signal), DATA_FETCH_MIN_DELAY_MS, controller.signal).then(
      (items) => setLoaded({ genreId, items, error: null }),
      () => {
        if (!controller.signal.aborted) setLoaded({ genreId, items: null, error: SIMPLE_LIST_ERROR_MESSAGE });
      },
    );
    return () => controller.abort();
  }, [props === undefined, given === undefined, genreId]); // eslint-disable-line react-hooks/exhaustive-deps
  if (props === undefined) return null;
  const fetched = given === undefined ? (loaded?.genreId === genreId ? loaded : null) : null;
  return (
    <SimpleListModalView
      open
      target={props.target}
      genreId={props.genreId}
      genreName={props.genreName}
      heading={props.heading}
      items={given !== undefined ? given.map((item) => ({ ...item })) : (fetched?.items ?? [])}
      loading={given === undefined && fetched === null}
      error={fetched?.error ?? null}
      onClose={() => closeModal('simpleList')}
      onSelect={() => closeModal('simpleList')}
    />
  );
}
