'use client';

/**
 * The ticket description modal (spec §2): what 待てば¥0 tickets, tickets and premium tickets are and
 * how they are used, with the member's counts when known.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { WAIT_FREE_RECOVERY_HOURS, RENTAL_HOURS } from '#modules/wallet/client.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { myItemModalState, type TicketCounts } from '../myitem/myitem-modal-store.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import './wallet-modals.css';
import '../myitem/wallet-modals-extra.css';

export const ticketDescriptionTexts = {
  title: 'チケットについて',
  waitFree: '待てば¥0チケット',
  waitFreeText: `作品ごとに1枚。使うと${WAIT_FREE_RECOVERY_HOURS}時間後にまた1枚もらえます。待てば¥0のお話を${RENTAL_HOURS}時間読めます。`,
  ticket: 'チケット',
  ticketText: `待てば¥0のお話に使えます。1枚で1話を${RENTAL_HOURS}時間読めます。有効期限のあるチケットは期限の近いものから使われます。`,
  premium: 'プレミアムチケット',
  premiumText: `プレミアム会員に毎月届くチケットです。使い方はチケットと同じで、有効期限を過ぎると失効します。`,
  held: (n: number) => `${n.toLocaleString('ja-JP')}枚`,
  expireDays: (days: number) => `あと${days}日で失効`,
  close: '閉じる',
} as const;

export interface TicketDescriptionModalViewProps {
  open: boolean;
  tickets?: TicketCounts | null;
  onClose: () => void;
}

export function TicketDescriptionModalView({ open, tickets, onClose }: TicketDescriptionModalViewProps) {
  const titleId = useId();
  const t = ticketDescriptionTexts;
  const rows = [
    { name: t.waitFree, text: t.waitFreeText, count: tickets?.waitFree },
    { name: t.ticket, text: t.ticketText, count: tickets?.ticket },
    { name: t.premium, text: t.premiumText, count: tickets?.premiumTicket, days: tickets?.premiumTicketExpireDays },
  ];
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="ticketDescription">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {t.title}
        </h2>
      </div>
      <div className="ymb-modal__body">
        <dl className="ymb-wallet__explain">
          {rows.map((row) => (
            <div key={row.name}>
              <dt className="ymb-wallet__ticket">
                {row.name}
                {row.count !== undefined ? <span className="ymb-wallet__count">{t.held(row.count)}</span> : null}
                {row.count && row.days !== undefined && row.days > 0 ? <span className="ymb-wallet__sub">{t.expireDays(row.days)}</span> : null}
              </dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </ModalShell>
  );
}

/** Store-driven (modal id 'ticketDescription'). */
export function TicketDescriptionModal() {
  const modals = useSnapshot(modalState);
  const data = useSnapshot(myItemModalState);
  if (modals.open.ticketDescription === undefined) return null;
  return <TicketDescriptionModalView open tickets={data.tickets as TicketCounts | null} onClose={() => closeModal('ticketDescription')} />;
}
