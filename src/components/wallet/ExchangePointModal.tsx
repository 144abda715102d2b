'use client';

/**
 * The exchange point modal (spec §2): confirms an exchange of points for bonus coins at the published
 * rate, waits for it, and says how it went.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { myItemModalState, type ExchangeData, type ExchangeStep } from '../myitem/myitem-modal-store.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import './wallet-modals.css';
import '../myitem/wallet-modals-extra.css';

export const exchangePointTexts = {
  title: 'ポイント交換',
  doneTitle: '交換が完了しました',
  errorTitle: '交換できませんでした',
  use: '使用するポイント',
  get: '受け取るボーナスコイン',
  expiry: (days: number) => `ボーナスコインの有効期限は交換日から${days}日です。交換後は取り消せません。`,
  points: (n: number) => `${n.toLocaleString('ja-JP')}pt`,
  coins: (n: number) => `${n.toLocaleString('ja-JP')}コイン`,
  confirm: '交換する',
  pending: '交換しています…',
  cancel: 'キャンセル',
  close: '閉じる',
  myitem: 'マイアイテムで確認する',
} as const;

export interface ExchangePointModalViewProps {
  open: boolean;
  points: number;
  coins: number;
  expiryDays: number;
  step: ExchangeStep;
  onConfirm: () => void;
  onClose: () => void;
}

export function ExchangePointModalView({ open, points, coins, expiryDays, step, onConfirm, onClose }: ExchangePointModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = exchangePointTexts;
  const pending = step.kind === 'pending';
  const title = step.kind === 'done' ? t.doneTitle : step.kind === 'error' ? t.errorTitle : t.title;
  return (
    <ModalShell open={open} onDismiss={pending ? () => {} : onClose} persistent={pending} labelledBy={titleId} describedBy={bodyId} modalId="exchangePoint">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {title}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        {step.kind === 'done' || step.kind === 'error' ? (
          <p className={step.kind === 'error' ? 'ymb-wallet__short' : 'ymb-wallet__lead'} role={step.kind === 'error' ? 'alert' : 'status'}>
            {step.message}
          </p>
        ) : (
          <>
            <dl className="ymb-wallet__rows">
              <dt>{t.use}</dt>
              <dd>{t.points(points)}</dd>
              <dt>{t.get}</dt>
              <dd className="ymb-wallet__coin">{t.coins(coins)}</dd>
            </dl>
            <p className="ymb-wallet__note">{t.expiry(expiryDays)}</p>
          </>
        )}
      </div>
      <div className="ymb-modal__actions ymb-modal__actions--column">
        {step.kind === 'confirm' || step.kind === 'pending' ? (
          <>
            <button type="button" className="ymb-modal__button ymb-modal__button--primary" disabled={pending} onClick={onConfirm}>
              {pending ? t.pending : t.confirm}
            </button>
            <button type="button" className="ymb-modal__button ymb-modal__button--secondary" disabled={pending} onClick={onClose}>
              {t.cancel}
            </button>
          </>
        ) : (
          <>
            {step.kind === 'done' ? (
              <a className="ymb-modal__button ymb-modal__button--primary ymb-modal__button--link" href="/myitem/">
                {t.myitem}
              </a>
            ) : null}
            <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
              {t.close}
            </button>
          </>
        )}
      </div>
    </ModalShell>
  );
}

/** Store-driven (modal id 'exchangePoint'), opened by openExchangePoint. */
export function ExchangePointModal() {
  const modals = useSnapshot(modalState);
  const { exchange } = useSnapshot(myItemModalState);
  if (modals.open.exchangePoint === undefined || !exchange) return null;
  const data = exchange as ExchangeData;
  return (
    <ExchangePointModalView
      open
      points={data.points}
      coins={data.coins}
      expiryDays={data.expiryDays}
      step={data.step}
      onConfirm={() => void myItemModalState.exchange?.confirm?.()}
      onClose={() => closeModal('exchangePoint')}
    />
  );
}
