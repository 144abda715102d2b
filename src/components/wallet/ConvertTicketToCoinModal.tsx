'use client';

/**
 * The convert ticket to coin modal (spec §2, §3 "Convert ticket info": convertibleTickets): tickets
 * about to expire that can be turned into bonus coins instead. The server decides which tickets
 * qualify (docs/decisions/023-ticket-conversion.md); the store-driven modal confirms the total it shows.
 */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { jstDate, conversionTotal, linesByDay, type ConvertibleTicket } from '#modules/wallet/client.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { leavePage } from '../../state/page-leave.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import './wallet-modals.css';
import '../myitem/wallet-modals-extra.css';

export type { ConvertibleTicket };

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
  /** Why the last conversion failed (the server's message). */
  error?: string | null;
  /** The server's message once the conversion is done: the modal then only closes. */
  done?: string | null;
  onConvert?: (tickets: ConvertibleTicket[]) => void;
  onClose: () => void;
}

export function ConvertTicketToCoinModalView({ open, convertibleTickets, pending = false, error = null, done = null, onConvert, onClose }: ConvertTicketToCoinModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = convertTicketTexts;
  const total = conversionTotal(convertibleTickets);
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} describedBy={bodyId} modalId="convertTicketToCoin">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {t.title}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        {done ? (
          <p className="ymb-wallet__note" role="status">
            {done}
          </p>
        ) : convertibleTickets.length === 0 ? (
          <p className="ymb-wallet__note">{t.empty}</p>
        ) : (
          <>
            <p className="ymb-wallet__note">{t.lead}</p>
            <dl className="ymb-wallet__rows">
              {linesByDay(convertibleTickets).map((line) => (
                <div key={line.key} className="ymb-wallet__row">
                  <dt className="ymb-wallet__ticket">
                    {line.name}
                    <span className="ymb-wallet__sub">{t.until(jstDate(line.expiresAt))}</span>
                  </dt>
                  <dd className="ymb-wallet__coin">{t.row(line.count, line.coins)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {error ? (
          <p className="ymb-wallet__short" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="ymb-modal__actions ymb-modal__actions--column">
        {!done && convertibleTickets.length > 0 && onConvert ? (
          <button type="button" className="ymb-modal__button ymb-modal__button--primary" disabled={pending} onClick={() => onConvert(convertibleTickets)}>
            {pending ? t.pending : t.total(total)}
          </button>
        ) : null}
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" disabled={pending} onClick={onClose}>
          {!done && convertibleTickets.length > 0 && onConvert ? t.cancel : t.close}
        </button>
      </div>
    </ModalShell>
  );
}


/**
 * Store-driven (modal id 'convertTicketToCoin'): shows the convertibleTickets it was opened with and
 * converts them; one request id per opening, so a double click or a retry converts once. After a
 * conversion it shows the server's message, and closing it reloads the page (balances from the server).
 */
export function ConvertTicketToCoinModal() {
  const modals = useSnapshot(modalState);
  const props = modals.open.convertTicketToCoin;
  const [state, setState] = useState<{ requestId: string; pending: boolean; error: string | null; done: string | null }>(() => ({ requestId: newRequestId(), pending: false, error: null, done: null }));
  if (props === undefined) return null;
  const tickets = props.convertibleTickets.filter(isConvertible) as ConvertibleTicket[];
  const close = () => {
    if (state.done) return leavePage(window.location.href);
    closeModal('convertTicketToCoin');
    setState({ requestId: newRequestId(), pending: false, error: null, done: null });
  };
  const convert = async (chosen: ConvertibleTicket[]) => {
    if (state.pending) return;
    setState({ ...state, pending: true, error: null });
    const answer = await postForm((headers) => apiClient.payment.api.v1.ticket.convert.index.$post({ json: { coins: conversionTotal(chosen), request_id: state.requestId } }, { headers }), 'チケットを交換できませんでした。');
    if (!answer.ok) {
      setState({ requestId: newRequestId(), pending: false, error: answer.message, done: null });
      return;
    }
    setState({ ...state, pending: false, done: answer.answer.message?.content || convertTicketTexts.title });
  };
  return <ConvertTicketToCoinModalView open convertibleTickets={tickets} pending={state.pending} error={state.error} done={state.done} onConvert={convert} onClose={close} />;
}
