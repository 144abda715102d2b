'use client';

import { useState } from 'react';
import { createPortal } from 'react-dom';
import { csrfHeaders } from '../../lib/http/csrf.ts';
import { answerOf, apiClient } from '../../lib/http/index.ts';
import { showSnackbar } from '../../state/snackbar-store.ts';
import { BookshelfItemSheet } from './BookshelfItemSheet.tsx';

const FAILED = 'お気に入りを解除できませんでした。';

type Answer = { success?: boolean; message?: { content?: string } };
export type RemoveFavorite = (titleCode: string) => Promise<Answer>;

const removeFavorite: RemoveFavorite = async (titleCode) => answerOf(apiClient.api.v1.favorite.index.$post({ json: { favorite: '0', title_code: titleCode } }, { headers: await csrfHeaders() }));

export type ShelfItemMenuProps = {
  titleCode: string;
  titleName: string;
  continueHref: string | null;
  isFavorite: boolean;
  /** After a removal: reloads the server-rendered shelf by default. */
  onRemoved?: () => void;
  send?: RemoveFavorite;
};

/** The "…" button of a shelf row and the sheet it opens. */
export function ShelfItemMenu({ titleCode, titleName, continueHref, isFavorite: initialFavorite, onRemoved = () => window.location.reload(), send = removeFavorite }: ShelfItemMenuProps) {
  const [open, setOpen] = useState(false);
  const [isFavorite, setFavorite] = useState(initialFavorite);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function unfavorite() {
    setBusy(true);
    setError(null);
    try {
      const answer = await send(titleCode);
      if (answer?.success !== true) throw answer?.message?.content ?? FAILED;
      setFavorite(false);
      setOpen(false);
      showSnackbar('お気に入りを解除しました');
      onRemoved();
    } catch (caught) {
      // The server's own wording when it gave one; network and HTTP failures get ours.
      setError(typeof caught === 'string' ? caught : FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="bookshelf-item__menu" aria-label={`${titleName}のメニュー`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">…</span>
      </button>
      {/* Into <body>: the row sits inside the page's stacking context, below the sticky site header. */}
      {open &&
        createPortal(
          <BookshelfItemSheet
            open
            titleCode={titleCode}
            titleName={titleName}
            continueHref={continueHref}
            isFavorite={isFavorite}
            busy={busy}
            error={error}
            onClose={() => setOpen(false)}
            onUnfavorite={() => void unfavorite()}
          />,
          document.body,
        )}
    </>
  );
}
