'use client';

import { FAVORITE_LOGIN_PROMPT, useFavoriteToggle, type SendFavorite } from './use-favorite.ts';

export { FAVORITE_LOGIN_PROMPT, type SendFavorite };

export type FavoriteButtonProps = {
  titleCode: string;
  isFavorite: boolean;
  favs: number;
  isLogin: boolean;
  send?: SendFavorite;
};

/** The title page's favourite toggle (spec §4), see useFavoriteToggle. */
export function FavoriteButton({ titleCode, isFavorite, favs, isLogin, send }: FavoriteButtonProps) {
  const { state, busy, toggle } = useFavoriteToggle(titleCode, { isFavorite, favs }, isLogin, send);
  return (
    <button type="button" className="favorite-button" aria-pressed={state.isFavorite} aria-busy={busy} onClick={() => void toggle()}>
      <span className="favorite-button__icon" aria-hidden="true">
        {state.isFavorite ? '♥' : '♡'}
      </span>
      <span>{state.isFavorite ? 'お気に入り済み' : 'お気に入り'}</span>
      <span className="favorite-button__count" aria-label={`${state.favs.toLocaleString('ja-JP')}人がお気に入り`}>
        {state.favs.toLocaleString('ja-JP')}
      </span>
    </button>
  );
}
