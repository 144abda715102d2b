'use client';

/**
 * The simple list modal (spec §3 "Simple list": target, genreId default 1111, genreName): a
 * heading and a list of titles (thumbnail, name, link) handed in by the caller; without entries
 * it says 'まだ作品がありません'. `SimpleListModalView` is presentational; `SimpleListModal` reads
 * the modal store (`openModal('simpleList', { target, genreId?, genreName?, heading?, items? })`).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState, type SimpleListItem, type SimpleListModalProps } from '../../state/modal-store.ts';
import { ModalShell } from './ModalShell.tsx';
import { CloseIcon } from './SearchConditionPanel.tsx';

export const SIMPLE_LIST_DEFAULT_GENRE_ID = 1111;
export const SIMPLE_LIST_EMPTY_MESSAGE = 'まだ作品がありません';

export interface SimpleListModalViewProps extends SimpleListModalProps {
  open: boolean;
  onClose: () => void;
  /** Called when an entry's link is followed. */
  onSelect?: (item: SimpleListItem) => void;
}

export function SimpleListModalView({ open, target, genreId = SIMPLE_LIST_DEFAULT_GENRE_ID, genreName, heading, items = [], onClose, onSelect }: SimpleListModalViewProps) {
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
      <div className="ymb-modal__body ymb-simple-list__body">
        {items.length === 0 ? (
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
  if (props === undefined) return null;
  return (
    <SimpleListModalView
      open
      target={props.target}
      genreId={props.genreId}
      genreName={props.genreName}
      heading={props.heading}
      items={props.items?.map((item) => ({ ...item }))}
      onClose={() => closeModal('simpleList')}
      onSelect={() => closeModal('simpleList')}
    />
  );
}
