'use client';

import { useState } from 'react';
import { csrfHeaders } from '../../lib/http/csrf.ts';
import { handleError } from '../../lib/http/error-catalogue.ts';
import { http } from '../../lib/http/index.ts';
import { openModal } from '../../state/modal-store.ts';

export const FAVORITE_PATH = '/api/v1/favorite/';
export const FAVORITE_LOGIN_PROMPT = 'お気に入りで本棚を充実させよう';

type Answer = { success?: boolean; isFavorite?: boolean; favs?: number; message?: { content?: string } };
export type SendFavorite = (titleCode: string, favorite: boolean) => Promise<Answer>;

const sendFavorite: SendFavorite = async (titleCode, favorite) =>
  http.post<Answer>(FAVORITE_PATH, { favorite: favorite ? '1' : '0', title_code: titleCode }, { headers: await csrfHeaders() });

export type FavoriteButtonProps = {
  titleCode: string;
  isFavorite: boolean;
  favs: number;
  isLogin: boolean;
  send?: SendFavorite;
};

/**
 * The favourite toggle (spec §4): flips at once and moves the count by one, then the server confirms
 * (its count wins); on failure it flips back. Visitors get the login modal with the favourites prompt.
 */
export function FavoriteButton({ titleCode, isFavorite: initialFavorite, favs: initialFavs, isLogin, send = sendFavorite }: FavoriteButtonProps) {
  const [state, setState] = useState({ isFavorite: initialFavorite, favs: initialFavs });
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!isLogin) {
      openModal('login', { message: FAVORITE_LOGIN_PROMPT });
      return;
    }
    if (busy) return;
    const before = state;
    const next = !state.isFavorite;
    setState({ isFavorite: next, favs: Math.max(0, state.favs + (next ? 1 : -1)) });
    setBusy(true);
    try {
      const answer = await send(titleCode, next);
      if (answer?.success !== true) throw answer?.message?.content ?? 'お気に入りを変更できませんでした。';
      setState({ isFavorite: answer.isFavorite ?? next, favs: answer.favs ?? before.favs + (next ? 1 : -1) });
    } catch (error) {
      setState(before);
      handleError(error);
    } finally {
      setBusy(false);
    }
  }

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
