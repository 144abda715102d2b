'use client';

import { useEffect } from 'react';
import { MEMBER_TITLE_PAGE_ATTRIBUTE } from '#modules/member-pages/client.ts';
import { updateMemberTitle, useMemberTitle } from '../member/member-store.ts';
import { FAVORITE_LOGIN_PROMPT, useFavoriteToggle, type SendFavorite } from './use-favorite.ts';

export { FAVORITE_LOGIN_PROMPT, type SendFavorite };

export type FavoriteButtonProps = {
  titleCode: string;
  isFavorite: boolean;
  favs: number;
  isLogin: boolean;
  send?: SendFavorite;
  /**
   * An audience's shared render (decision 045): the flag and the count come from the member state, and
   * the label keeps the width of the longer one so that nothing moves when they arrive.
   */
  fromMemberState?: boolean;
};

/** The title page's favourite toggle (spec §4), see useFavoriteToggle. */
export function FavoriteButton({ titleCode, isFavorite, favs, isLogin, send, fromMemberState = false }: FavoriteButtonProps) {
  const { state, setState, busy, toggle } = useFavoriteToggle(titleCode, { isFavorite, favs }, isLogin, send);
  const member = useMemberTitle(fromMemberState ? titleCode : '');
  useEffect(() => {
    if (member) setState({ isFavorite: member.isFavorite, favs: member.favs });
  }, [member, setState]);
  const onClick = async () => {
    const after = await toggle();
    if (fromMemberState && after) updateMemberTitle(titleCode, after);
  };
  const label = state.isFavorite ? 'お気に入り済み' : 'お気に入り';
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={state.isFavorite}
      aria-busy={busy}
      onClick={() => void onClick()}
      {...(fromMemberState ? { [MEMBER_TITLE_PAGE_ATTRIBUTE]: titleCode } : {})}
    >
      <span className="favorite-button__icon" aria-hidden="true">
        {state.isFavorite ? '♥' : '♡'}
      </span>
      {fromMemberState ? (
        <span className="favorite-button__label">
          <span>{label}</span>
          <span className="favorite-button__reserve" aria-hidden="true">
            お気に入り済み
          </span>
        </span>
      ) : (
        <span>{label}</span>
      )}
      <span className="favorite-button__count" role="img" aria-label={`${state.favs.toLocaleString('ja-JP')}人がお気に入り`}>
        {state.favs.toLocaleString('ja-JP')}
      </span>
    </button>
  );
}
