'use client';

import { useState } from 'react';
import { csrfHeaders } from '../../lib/http/csrf.ts';
import { handleError } from '../../lib/http/error-catalogue.ts';
import { answerOf, apiClient } from '../../lib/http/index.ts';
import { openModal } from '../../state/modal-store.ts';

export const FAVORITE_LOGIN_PROMPT = 'お気に入りで本棚を充実させよう';

export type FavoriteAnswer = { success?: boolean; isFavorite?: boolean; favs?: number; message?: { content?: string } | null };
export type SendFavorite = (titleCode: string, favorite: boolean) => Promise<FavoriteAnswer>;
export type FavoriteState = { isFavorite: boolean; favs: number };

export const sendFavorite: SendFavorite = async (titleCode, favorite) =>
  answerOf(apiClient.api.v1.favorite.index.$post({ json: { favorite: favorite ? '1' : '0', title_code: titleCode } }, { headers: await csrfHeaders() }));

/** `GET /api/v1/favorite/?title_code=` (members): the member's flag and the title's count; null on any failure. */
export async function fetchFavorite(titleCode: string): Promise<FavoriteState | null> {
  try {
    const answer: FavoriteAnswer = await answerOf(apiClient.api.v1.favorite.index.$get({ query: { title_code: titleCode } }));
    return answer?.success === true && typeof answer.isFavorite === 'boolean' && typeof answer.favs === 'number' ? { isFavorite: answer.isFavorite, favs: answer.favs } : null;
  } catch {
    return null;
  }
}

/**
 * The favourite toggle of spec §4: flips at once and moves the count by one, then the server confirms
 * (its count wins); on failure it flips back. Visitors get the login modal with the favourites prompt.
 */
export function useFavoriteToggle(titleCode: string, initial: FavoriteState, isLogin: boolean, send: SendFavorite = sendFavorite) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);

  /** The state the server confirmed, or null (a visitor, busy, or a failure). */
  async function toggle(): Promise<FavoriteState | null> {
    if (!isLogin) {
      openModal('login', { message: FAVORITE_LOGIN_PROMPT });
      return null;
    }
    if (busy) return null;
    const before = state;
    const next = !state.isFavorite;
    setState({ isFavorite: next, favs: Math.max(0, state.favs + (next ? 1 : -1)) });
    setBusy(true);
    try {
      const answer = await send(titleCode, next);
      if (answer?.success !== true) throw answer?.message?.content ?? 'お気に入りを変更できませんでした。';
      const confirmed = { isFavorite: answer.isFavorite ?? next, favs: answer.favs ?? before.favs + (next ? 1 : -1) };
      setState(confirmed);
      return confirmed;
    } catch (error) {
      setState(before);
      handleError(error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { state, setState, busy, toggle };
}
