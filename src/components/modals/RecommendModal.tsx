'use client';

/**
 * The recommend modal (spec §3 "Recommend info (banner)": imageUrl, title, description, moreText,
 * moreUrl, isTargetBlank; §4 "Daily features": shown once per calendar day): an image, a title, a
 * description, a link button to moreUrl (new tab when isTargetBlank) and a close button.
 * `RecommendModalView` is presentational; `RecommendModal` reads the modal store.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState, type RecommendModalProps } from '../../state/modal-store.ts';
import { ModalShell } from './ModalShell.tsx';
import { CloseIcon } from './SearchConditionPanel.tsx';

export const RECOMMEND_DEFAULT_TITLE = 'おすすめ';
export const RECOMMEND_DEFAULT_MORE_TEXT = '詳しく見る';

export interface RecommendModalViewProps extends RecommendModalProps {
  open: boolean;
  onClose: () => void;
  /** Called when the more link is followed. */
  onMore?: () => void;
}

export function RecommendModalView({ open, imageUrl, title, description, moreText, moreUrl, isTargetBlank, onClose, onMore }: RecommendModalViewProps) {
  const titleId = useId();
  const heading = title?.trim() ? title : RECOMMEND_DEFAULT_TITLE;
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="recommend" className="ymb-recommend">
      <button type="button" className="ymb-sheet__close ymb-recommend__close" aria-label="閉じる" onClick={onClose}>
        <CloseIcon />
      </button>
      {imageUrl ? <img className="ymb-recommend__image" src={imageUrl} alt="" width={840} height={472} /> : null}
      <div className={imageUrl ? 'ymb-modal__header ymb-recommend__header' : 'ymb-modal__header ymb-recommend__header ymb-recommend__header--no-image'}>
        <h2 id={titleId} className="ymb-modal__title">
          {heading}
        </h2>
      </div>
      {description ? (
        <div className="ymb-modal__body">
          <p className="ymb-modal__message">{description}</p>
        </div>
      ) : null}
      <div className="ymb-modal__actions ymb-modal__actions--column">
        {moreUrl ? (
          <a
            className="ymb-modal__button ymb-modal__button--primary ymb-modal__button--link"
            href={moreUrl}
            target={isTargetBlank ? '_blank' : undefined}
            rel={isTargetBlank ? 'noopener noreferrer' : undefined}
            onClick={onMore}
          >
            {moreText?.trim() ? moreText : RECOMMEND_DEFAULT_MORE_TEXT}
          </a>
        ) : null}
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
          閉じる
        </button>
      </div>
    </ModalShell>
  );
}

/** The store-driven recommend modal, rendered by ModalHost. Following the link closes it. */
export function RecommendModal() {
  const snap = useSnapshot(modalState);
  const props = snap.open.recommend;
  if (props === undefined) return null;
  return <RecommendModalView open {...props} onClose={() => closeModal('recommend')} onMore={() => closeModal('recommend')} />;
}
