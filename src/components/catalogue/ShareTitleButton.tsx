'use client';

import { openModal } from '../../state/modal-store.ts';
import { titleShareInfo } from './share-info.ts';

/** Opens the share modal for a title (spec §3 "Share info"). */
export function ShareTitleButton({ titleCode, titleName }: { titleCode: string; titleName: string }) {
  return (
    <button type="button" className="share-button" onClick={() => openModal('share', titleShareInfo(titleCode, titleName))}>
      <span aria-hidden="true">↗</span>
      シェア
    </button>
  );
}
