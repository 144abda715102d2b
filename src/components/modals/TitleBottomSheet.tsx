'use client';

/**
 * The title bottom sheet (spec §2, §3 "Title bottom sheet": titleCode, titleName), opened from a title
 * card's "…" button anywhere a title is listed: open the title page, toggle the favourite (visitors get
 * the login prompt; a member's flag is asked from the server when the sheet opens), its reviews (the title
 * review list modal), share (the share modal). A card near the bottom on phones, a centred card from 600 px.
 * `TitleBottomSheetView` is presentational; `TitleBottomSheet` reads the modal store
 * (`openModal('titleBottomSheet', { titleCode, titleName })`) and the login flag of the app store.
 */
import { titlePath } from '#platform/routes/site-paths.ts';
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { appState } from '../../state/app-store.ts';
import { closeModal, modalState, openModal } from '../../state/modal-store.ts';
import { updateMemberTitle } from '../member/member-store.ts';
import { titleShareInfo } from '../catalogue/share-info.ts';
import { fetchFavorite, useFavoriteToggle, type FavoriteState, type SendFavorite } from '../catalogue/use-favorite.ts';
import { ModalShell } from './ModalShell.tsx';

export interface TitleBottomSheetViewProps {
  open: boolean;
  titleCode: string;
  titleName: string;
  isLogin: boolean;
  /** The member's favourite flag and the count; null while unknown (visitors, or still loading). */
  favorite: FavoriteState | null;
  favoriteBusy?: boolean;
  onToggleFavorite: () => void;
  onShare: () => void;
  /** The title review list modal. */
  onReviews?: () => void;
  onClose: () => void;
}

export function TitleBottomSheetView({ open, titleCode, titleName, isLogin, favorite, favoriteBusy = false, onToggleFavorite, onShare, onReviews, onClose }: TitleBottomSheetViewProps) {
  const titleId = useId();
  const loading = isLogin && favorite === null;
  const isFavorite = favorite?.isFavorite === true;
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="titleBottomSheet" className="ymb-title-sheet">
      <div className="ymb-sheet__header">
        <h2 id={titleId} className="ymb-modal__title ymb-title-sheet__name">
          {titleName}
        </h2>
        <button type="button" className="ymb-sheet__close" aria-label="閉じる" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ul className="ymb-title-sheet__actions">
        <li>
          <a className="ymb-title-sheet__action" href={titlePath(titleCode)} data-autofocus>
            <BookIcon />
            作品ページを開く
          </a>
        </li>
        <li>
          <button
            type="button"
            className="ymb-title-sheet__action"
            aria-pressed={isLogin ? isFavorite : undefined}
            aria-busy={favoriteBusy || loading}
            disabled={loading}
            onClick={onToggleFavorite}
          >
            <span className="ymb-title-sheet__icon ymb-title-sheet__icon--favorite" aria-hidden="true">
              {isFavorite ? '♥' : '♡'}
            </span>
            {isFavorite ? 'お気に入りを解除' : 'お気に入りに追加'}
            {favorite ? <span className="ymb-title-sheet__count">{favorite.favs.toLocaleString('ja-JP')}</span> : null}
          </button>
        </li>
        {onReviews && (
          <li>
            <button type="button" className="ymb-title-sheet__action" onClick={onReviews}>
              <span className="ymb-title-sheet__icon ymb-title-sheet__icon--review" aria-hidden="true">
                ★
              </span>
              レビューを見る
            </button>
          </li>
        )}
        <li>
          <button type="button" className="ymb-title-sheet__action" onClick={onShare}>
            <ShareIcon />
            シェアする
          </button>
        </li>
      </ul>
    </ModalShell>
  );
}

export type TitleBottomSheetProps = {
  /** Tests replace the server calls. */
  load?: (titleCode: string) => Promise<FavoriteState | null>;
  send?: SendFavorite;
};

/** The store-driven sheet, rendered by ModalHost. */
export function TitleBottomSheet({ load = fetchFavorite, send }: TitleBottomSheetProps = {}) {
  const snap = useSnapshot(modalState);
  const props = snap.open.titleBottomSheet;
  if (props === undefined) return null;
  return <OpenTitleBottomSheet key={props.titleCode} titleCode={props.titleCode} titleName={props.titleName} load={load} send={send} />;
}

function OpenTitleBottomSheet({ titleCode, titleName, load, send }: { titleCode: string; titleName: string; load: (titleCode: string) => Promise<FavoriteState | null>; send?: SendFavorite }) {
  const { isLogin } = useSnapshot(appState);
  const [known, setKnown] = useState(false);
  const favorite = useFavoriteToggle(titleCode, { isFavorite: false, favs: 0 }, isLogin, send);
  const { setState } = favorite;

  useEffect(() => {
    if (!isLogin) return;
    let live = true;
    void load(titleCode).then((state) => {
      if (!live) return;
      // Unknown (failure): offer the toggle as "add"; the server's answer to it corrects the count.
      setState(state ?? { isFavorite: false, favs: 0 });
      setKnown(true);
    });
    return () => {
      live = false;
    };
  }, [isLogin, titleCode, load, setState]);

  return (
    <TitleBottomSheetView
      open
      titleCode={titleCode}
      titleName={titleName}
      isLogin={isLogin}
      favorite={isLogin && known ? favorite.state : null}
      favoriteBusy={favorite.busy}
      onToggleFavorite={() => {
        if (!isLogin) closeModal('titleBottomSheet');
        void favorite.toggle().then((after) => after && updateMemberTitle(titleCode, after));
      }}
      onShare={() => {
        closeModal('titleBottomSheet');
        openModal('share', titleShareInfo(titleCode, titleName));
      }}
      onReviews={() => {
        closeModal('titleBottomSheet');
        openModal('titleReviewList', { titleCode, titleName });
      }}
      onClose={() => closeModal('titleBottomSheet')}
    />
  );
}

function BookIcon() {
  return (
    <svg className="ymb-title-sheet__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zm0 0V19" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg className="ymb-title-sheet__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="18" cy="18.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
