'use client';

/**
 * The coin modal (spec §2, §4 step 3): the price of the episode, the member's coins (paid and bonus),
 * a button to buy it (and, for store titles, the whole volume), reading with points when they cover
 * it, and a link to buy more coins. `CoinModalView` is presentational; `CoinModal` is driven by the
 * modal store ('coin') and wallet-modal-store.ts (opened by the reading flow).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import type { TicketCheckResult } from '#modules/wallet/client.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import { COIN_PURCHASE_PATH } from './reading-api.ts';
import type { CoinChoice } from './reading-flow.ts';
import { runWalletAction, walletModalState } from './wallet-modal-store.ts';
import './wallet-modals.css';

export const coinModalTexts = {
  title: 'コインで読む',
  price: '必要なコイン',
  balance: '保有コイン',
  short: 'コインが不足しています',
  buyMore: 'コインを購入する',
  cancel: 'キャンセル',
  buy: (price: number) => `${price.toLocaleString('ja-JP')}コインで読む`,
  buyVolume: (volume: number, price: number) => `第${volume}巻をまとめて購入（${price.toLocaleString('ja-JP')}コイン）`,
  withPoints: (points: number) => `ポイントで読む（${points.toLocaleString('ja-JP')}pt）`,
  bonus: (bonus: number) => `うちボーナス ${bonus.toLocaleString('ja-JP')}コイン`,
  episode: (story: number) => `第${story}話`,
  coins: (n: number) => `${n.toLocaleString('ja-JP')}コイン`,
} as const;

export interface CoinModalViewProps {
  open: boolean;
  check: TicketCheckResult;
  /** A purchase is on its way: the buttons are disabled. */
  pending?: boolean;
  onBuy: (choice: CoinChoice) => void;
  onCancel: () => void;
  /** Where to buy coins; defaults to /point/. */
  purchaseHref?: string;
}

export function CoinModalView({ open, check, pending = false, onBuy, onCancel, purchaseHref = COIN_PURCHASE_PATH }: CoinModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = coinModalTexts;
  const balance = check.coinRemained + check.bonusRemained;
  const enough = balance >= check.price;
  const volumeOffer = check.isStore && check.volumePrice > 0;
  const pointsCover = check.consumePoint > 0 && check.pointRemained >= check.consumePoint;
  return (
    <ModalShell open={open} onDismiss={onCancel} labelledBy={titleId} describedBy={bodyId} modalId="coin">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {t.title}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        <dl className="ymb-wallet__rows">
          <dt>{t.episode(check.storyNumber)}</dt>
          <dd />
          <dt>{t.price}</dt>
          <dd className="ymb-wallet__coin">{t.coins(check.price)}</dd>
          <dt>{t.balance}</dt>
          <dd className="ymb-wallet__coin">
            {t.coins(balance)}
            {check.bonusRemained > 0 ? <span className="ymb-wallet__sub">{t.bonus(check.bonusRemained)}</span> : null}
          </dd>
        </dl>
        {enough ? null : (
          <p className="ymb-wallet__short" role="status">
            {t.short}
          </p>
        )}
      </div>
      <div className="ymb-modal__actions ymb-modal__actions--column">
        {enough ? (
          <button type="button" className="ymb-modal__button ymb-modal__button--primary" disabled={pending} onClick={() => onBuy({ ticketDiv: 'payment', paymentDiv: 'story' })}>
            {t.buy(check.price)}
          </button>
        ) : (
          <a className="ymb-modal__button ymb-modal__button--primary ymb-modal__button--link" href={purchaseHref}>
            {t.buyMore}
          </a>
        )}
        {volumeOffer ? (
          <button
            type="button"
            className="ymb-modal__button ymb-modal__button--secondary"
            disabled={pending || balance < check.volumePrice}
            onClick={() => onBuy({ ticketDiv: 'payment', paymentDiv: 'volume' })}
          >
            {t.buyVolume(check.volumeSerialNumber, check.volumePrice)}
          </button>
        ) : null}
        {pointsCover ? (
          <button type="button" className="ymb-modal__button ymb-modal__button--secondary" disabled={pending} onClick={() => onBuy({ ticketDiv: 'point', paymentDiv: 'story' })}>
            {t.withPoints(check.consumePoint)}
          </button>
        ) : null}
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onCancel}>
          {t.cancel}
        </button>
        {enough ? (
          <a className="ymb-wallet__more" href={purchaseHref}>
            {t.buyMore}
          </a>
        ) : null}
      </div>
    </ModalShell>
  );
}

/** The store-driven coin modal (modal id 'coin'); map it in ModalHost's MODAL_COMPONENTS. */
export function CoinModal() {
  const modals = useSnapshot(modalState);
  const wallet = useSnapshot(walletModalState);
  if (modals.open.coin === undefined || !wallet.check) return null;
  const buy = walletModalState.buy;
  return (
    <CoinModalView
      open
      check={wallet.check as TicketCheckResult}
      pending={wallet.pending}
      onCancel={() => closeModal('coin')}
      onBuy={async (choice) => {
        if (!buy) return;
        if (await runWalletAction(() => buy(choice))) closeModal('coin');
      }}
    />
  );
}
