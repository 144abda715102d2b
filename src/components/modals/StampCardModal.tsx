'use client';

/**
 * The stamp card modal (spec §2 "stamp card"): the member's card, its stamps and prize, and the claim
 * once every slot is full (a prize shows here; a gacha's draw opens the lottery modal). A refusal of
 * the server shows its message. `StampCardModalView` is presentational; `StampCardModal` reads the store.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { stampCardPath } from '#platform/routes/site-paths.ts';
import { stampCardApi } from '../../lib/stamp-card-api.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import type { Present } from '../../state/lottery-store.ts';
import { completeStampCard, stampCardApiInUse, stampCardState, type StampCardCampaign } from '../../state/stamp-card-store.ts';
import { claimLabel, StampCardSheet } from '../rewards/StampCardSheet.tsx';
import { expiryText } from './LotteryModal.tsx';
import { ModalShell } from './ModalShell.tsx';
import '../rewards/stamp-card.css';
import './lottery.css';

export interface StampCardModalViewProps {
  open: boolean;
  campaign: StampCardCampaign;
  completing: boolean;
  /** The server's answer to the last claim (success or refusal). */
  notice: string | null;
  presentList: readonly Present[];
  onComplete: () => void;
  onClose: () => void;
}

export function StampCardModalView({ open, campaign, completing, notice, presentList, onComplete, onClose }: StampCardModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const claim = claimLabel(campaign);
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} describedBy={bodyId} modalId="stampCard" className="ymb-stamp-card">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {campaign.label}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        <StampCardSheet campaign={campaign} headingLevel={3} />
        {notice && (
          <p className="stamp-card__notice" role="status">
            {notice}
          </p>
        )}
        {presentList.length > 0 && (
          <ul className="ymb-lottery__presents" aria-label="受け取ったもの">
            {presentList.map((present, index) => (
              <li key={`${present.kind}-${index}`} className="ymb-lottery__present" data-kind={present.kind}>
                <span className="ymb-lottery__present-label">{present.label}</span>
                {present.expiresAt && <span className="ymb-lottery__present-expiry">有効期限: {expiryText(present.expiresAt)}</span>}
              </li>
            ))}
          </ul>
        )}
        {campaign.completed && (
          <p className="ymb-lottery__where">
            受け取ったものは<a href="/myitem/">マイアイテム</a>で確認できます。
          </p>
        )}
      </div>
      <div className="ymb-modal__actions ymb-modal__actions--column">
        {claim && (
          <button type="button" className="ymb-modal__button ymb-modal__button--primary" onClick={onComplete} disabled={completing}>
            {completing ? '受け取り中…' : claim}
          </button>
        )}
        <a className="ymb-modal__button ymb-modal__button--secondary" href={stampCardPath(campaign.code)}>
          スタンプカードを見る
        </a>
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
          閉じる
        </button>
      </div>
    </ModalShell>
  );
}

/** The store-driven stamp card modal, rendered by ModalHost. */
export function StampCardModal() {
  const modals = useSnapshot(modalState);
  const state = useSnapshot(stampCardState);
  if (modals.open.stampCard === undefined || !state.campaign) return null;
  return (
    <StampCardModalView
      open
      campaign={state.campaign as StampCardCampaign}
      completing={state.completing}
      notice={state.notice}
      presentList={state.presentList}
      onComplete={() => void completeStampCard(stampCardApiInUse() ?? stampCardApi)}
      onClose={() => closeModal('stampCard')}
    />
  );
}
