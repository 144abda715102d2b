'use client';

import { titlePath } from '#platform/routes/site-paths.ts';
import { useId } from 'react';
import { CloseIcon } from '../modals/SearchConditionPanel.tsx';
import { ModalShell } from '../modals/ModalShell.tsx';
import './bookshelf.css';

export type BookshelfItemSheetProps = {
  open: boolean;
  /** The spec's title bottom sheet fields. */
  titleCode: string;
  titleName: string;
  /** 続きを読む: where the member left off (or the first thing they own); no button when null. */
  continueHref: string | null;
  /** お気に入り解除 is offered only for a favourite. */
  isFavorite: boolean;
  /** The removal is on its way (the button waits). */
  busy?: boolean;
  /** Why the last removal failed, shown in the sheet. */
  error?: string | null;
  onClose: () => void;
  onUnfavorite: () => void;
};

/**
 * The bookshelf's title bottom sheet (spec §2 "title bottom sheet": titleCode, titleName): 作品ページへ,
 * 続きを読む and お気に入り解除. A bottom sheet on phones, a side panel from 960 px (ModalShell's sheet).
 * Kept apart from the site-wide TitleBottomSheet for now; the two can be unified later.
 */
export function BookshelfItemSheet({ open, titleCode, titleName, continueHref, isFavorite, busy = false, error = null, onClose, onUnfavorite }: BookshelfItemSheetProps) {
  const titleId = useId();
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="bookshelfItem" variant="sheet" className="bookshelf-sheet">
      <div className="ymb-sheet__header">
        <h2 id={titleId} className="ymb-modal__title bookshelf-sheet__title">
          {titleName}
        </h2>
        <button type="button" className="ymb-sheet__close" aria-label="閉じる" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {error && (
        <p className="ymb-modal__inline-error" role="alert">
          {error}
        </p>
      )}
      <div className="ymb-modal__actions ymb-modal__actions--column bookshelf-sheet__actions" data-title-code={titleCode}>
        <a className="ymb-modal__button ymb-modal__button--secondary bookshelf-sheet__action" href={titlePath(titleCode)}>
          作品ページへ
        </a>
        {continueHref && (
          <a className="ymb-modal__button ymb-modal__button--primary bookshelf-sheet__action" href={continueHref}>
            続きを読む
          </a>
        )}
        {isFavorite && (
          <button type="button" className="ymb-modal__button ymb-modal__button--secondary bookshelf-sheet__action bookshelf-sheet__action--danger" disabled={busy} aria-busy={busy} onClick={onUnfavorite}>
            お気に入り解除
          </button>
        )}
      </div>
    </ModalShell>
  );
}
