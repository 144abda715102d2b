'use client';

/**
 * The convert ticket to coin modal (spec §2, §3 "Convert ticket info": convertibleTickets): tickets
 * about to expire that can be turned into bonus coins instead. The conversion itself is the caller's
 * `onConvert` (no server rule for it exists yet).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { jstDate } from '../../../modules/wallet/history-labels.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import './wallet-modals.css';
import '../myitem/wallet-modals-extra.css';

export type ConvertibleTicket = { id: string; name: string; count: number; coinsEach: number; expiresAt: string };

export const convertTicketTexts = {
  title: 'チケットをコインに交換',
  lead: '有効期限が近いチケットをボーナスコインに交換できます。',
  empty: '交換できるチケットはありません。',
  row: (count: number, coins: number) => `${count}枚 → ${coins.toLocaleString('ja-JP')}コイン`,
  until: (date: string) => `${date}まで`,
  total: (coins: number) => `合計 ${coins.toLocaleString('ja-JP')}コインに交換する`,
  pending: '交換しています…',
  close: '閉じる',
  cancel: 'キャンセル',
} as const;

const isConvertible = (value: unknown): value is ConvertibleTicket =>
  typeof value === 'object' && value !== null && typeof (value as ConvertibleTicket).id === 'string' && Number.isInteger((value as ConvertibleTicket).count);

export interface ConvertTicketToCoinModalViewProps {
  open: boolean;
  convertibleTickets: ConvertibleTicket[];
  pending?: boolean;
  onConvert?: (tickets: ConvertibleTicket[]) => void;
  onClose: () => void;
}

export function ConvertTicketToCoinModalView({ open, convertibleTickets, pending = false, onConvert, onClose }: ConvertTicketToCoinModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = convertTicketTexts;
  const total = convertibleTickets.reduce((sum, ticket) => sum + ticket.count * ticket.coinsEach, 0);
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} describedBy={bodyId} modalId="convertTicketToCoin">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {t.title}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        {convertibleTickets.length === 0 ? (
          <p className="ymb-wallet__note">{t.empty}</p>
        ) : (
          <>
            <p className="ymb-wallet__note">{t.lead}</p>
            <dl className="ymb-wallet__rows">
              {convertibleTickets.map((ticket) => (
                <div key={ticket.id} className="ymb-wallet__row">
                  <dt className="ymb-wallet__ticket">
                    {ticket.name}
                    <span className="ymb-wallet__sub">{t.until(jstDate(ticket.expiresAt))}</span>
                  </dt>
                  <dd className="ymb-wallet__coin">{t.row(ticket.count, ticket.count * ticket.coinsEach)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
      <div className="ymb-modal__actions ymb-modal__actions--column">
        {convertibleTickets.length > 0 && onConvert ? (
          <button type="button" className="ymb-modal__button ymb-modal__button--primary" disabled={pending} onClick={() => onConvert(convertibleTickets)}>
            {pending ? t.pending : t.total(total)}
          </button>
        ) : null}
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" disabled={pending} onClick={onClose}>
          {convertibleTickets.length > 0 && onConvert ? t.cancel : t.close}
        </button>
      </div>
    </ModalShell>
  );
}

/** Store-driven (modal id 'convertTicketToCoin'): shows the convertibleTickets it was opened with. */
export function ConvertTicketToCoinModal() {
  const modals = useSnapshot(modalState);
  const props = modals.open.convertTicketToCoin;
  if (props === undefined) return null;
  return <ConvertTicketToCoinModalView open convertibleTickets={props.convertibleTickets.filter(isConvertible) as ConvertibleTicket[]} onClose={() => closeModal('convertTicketToCoin')} />;
}
