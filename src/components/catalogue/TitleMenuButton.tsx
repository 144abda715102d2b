'use client';

import { openModal } from '../../state/modal-store.ts';

/** A title card's "…" button: opens the title bottom sheet (spec §3). */
export function TitleMenuButton({ titleCode, titleName }: { titleCode: string; titleName: string }) {
  return (
    <button type="button" className="title-card__menu" aria-label={`${titleName}のメニュー`} aria-haspopup="dialog" onClick={() => openModal('titleBottomSheet', { titleCode, titleName })}>
      <span aria-hidden="true">…</span>
    </button>
  );
}
