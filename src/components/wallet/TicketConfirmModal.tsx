'use client';

/**
 * The ticket confirm modal (spec §2, §4 step 4): reading a 待てば¥0 episode with one of the member's
 * general or premium tickets, which lends it for 72 hours. `TicketConfirmModalView` is presentational;
 * `TicketConfirmModal` is driven by the modal store ('ticket') and wallet-modal-store.ts.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { RENTAL_HOURS, type TicketCheckResult } from '#modules/wallet/client.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import { runWalletAction, walletModalState } from './wallet-modal-store.ts';
import './wallet-modals.css';

export const ticketConfirmTexts = {
  title: 'チケットを使って読みますか？',
  use: 'チケットを使う',
  cancel: 'キャンセル',
  ticket: 'チケット',
  premiumTicket: 'プレミアムチケット',
  spend: (kind: string) => `${kind}を1枚使います。`,
  remaining: (n: number) => `残り${n.toLocaleString('ja-JP')}枚`,
  rental: (hours: number) => `使用後${hours}時間読めます。`,
  recovery: (time: string) => `待てば¥0チケットの回復まで${time}`,
  episode: (story: number) => `第${story}話`,
} as const;

export interface TicketConfirmModalViewProps {
  open: boolean;
  check: TicketCheckResult;
  /** The ticket screen state's title name (what the page knew); shown above the episode. */
  titleName?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function TicketConfirmModalView({ open, check, titleName, pending = false, onConfirm, onCancel }: TicketConfirmModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = ticketConfirmTexts;
  const premium = check.ticketDiv === 'premium_ticket';
  const kind = premium ? t.premiumTicket : t.ticket;
  const remaining = premium ? check.premiumTicketRemained : check.ticketRemained;
  return (
    <ModalShell open={open} onDismiss={onCancel} labelledBy={titleId} describedBy={bodyId} modalId="ticket">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {t.title}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        {titleName ? <p className="ymb-wallet__note ymb-wallet__title-name">{titleName}</p> : null}
        <dl className="ymb-wallet__rows">
          <dt>{t.episode(check.storyNumber)}</dt>
          <dd className="ymb-wallet__ticket">{t.spend(kind)}</dd>
          <dt>{kind}</dt>
          <dd>{t.remaining(remaining)}</dd>
        </dl>
        <p className="ymb-wallet__note">{t.rental(RENTAL_HOURS)}</p>
        {check.timeStr ? <p className="ymb-wallet__note">{t.recovery(check.timeStr)}</p> : null}
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" disabled={pending} onClick={onConfirm}>
          {t.use}
        </button>
      </div>
    </ModalShell>
  );
}

/** The store-driven ticket confirm modal (modal id 'ticket'); map it in ModalHost's MODAL_COMPONENTS. */
export function TicketConfirmModal() {
  const modals = useSnapshot(modalState);
  const wallet = useSnapshot(walletModalState);
  if (modals.open.ticket === undefined || !wallet.check) return null;
  const confirm = walletModalState.confirm;
  return (
    <TicketConfirmModalView
      open
      check={wallet.check as TicketCheckResult}
      titleName={wallet.screen?.titleName}
      pending={wallet.pending}
      onCancel={() => closeModal('ticket')}
      onConfirm={async () => {
        if (!confirm) return;
        if (await runWalletAction(confirm)) closeModal('ticket');
      }}
    />
  );
}
