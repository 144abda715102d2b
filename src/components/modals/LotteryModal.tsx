'use client';

/**
 * The lottery modal (spec §2, §4 "Lottery flow"): the prize of the draw and everything it gave, newest
 * first, with each present's expiry in JST. Its close button stays hidden (and the modal undismissable)
 * for the first 3 seconds, the reveal; then it shows. A refusal of the server shows its message instead.
 * `LotteryModalView` is presentational; `LotteryModal` reads the lottery store.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { jstMonthDayTime } from '#modules/rewards/client.ts';
import { lotteryState, type DrawResult, type Present } from '../../state/lottery-store.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { ModalShell } from './ModalShell.tsx';
import './lottery.css';

export interface LotteryModalViewProps {
  open: boolean;
  result: DrawResult | null;
  presentList: readonly Present[];
  resultCouponCode: string | null;
  /** A server message shown instead of a result. */
  dialog: string | null;
  remained: number;
  showCloseButton: boolean;
  onClose: () => void;
}

/** '11月28日 10:00まで' in Japan time. */
export const expiryText = (iso: string) => `${jstMonthDayTime(new Date(iso))}まで`;

export function LotteryModalView({ open, result, presentList, resultCouponCode, dialog, remained, showCloseButton, onClose }: LotteryModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const title = dialog !== null ? 'デイリーガチャ' : (result?.tierLabel ?? 'デイリーガチャ');
  return (
    <ModalShell open={open} onDismiss={onClose} persistent={!showCloseButton} labelledBy={titleId} describedBy={bodyId} modalId="lottery" className="ymb-lottery">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title ymb-lottery__title">
          {title}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        {dialog !== null ? (
          <p className="ymb-modal__message ymb-modal__message--center">{dialog}</p>
        ) : (
          <>
            {result && <p className="ymb-lottery__prize">{result.prizeLabel}が当たりました！</p>}
            <ul className="ymb-lottery__presents" aria-label="受け取ったもの">
              {presentList.map((present, index) => (
                <li key={`${present.kind}-${index}`} className="ymb-lottery__present" data-kind={present.kind}>
                  <span className="ymb-lottery__present-label">{present.label}</span>
                  {present.expiresAt && <span className="ymb-lottery__present-expiry">有効期限: {expiryText(present.expiresAt)}</span>}
                </li>
              ))}
            </ul>
            {resultCouponCode && (
              <p className="ymb-lottery__coupon">
                クーポンコード: <strong>{resultCouponCode}</strong>
              </p>
            )}
            <p className="ymb-lottery__where">
              受け取ったものは<a href="/myitem/">マイアイテム</a>で確認できます。
            </p>
            {remained >= 0 && <p className="ymb-lottery__remained">{remained > 0 ? `あと${remained}回引けます` : '次の回数が戻るまでお待ちください'}</p>}
          </>
        )}
      </div>
      <div className="ymb-modal__actions">
        {/* Kept in the layout while hidden, so nothing moves when it appears. */}
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" onClick={onClose} hidden={!showCloseButton} data-testid="lottery-close">
          閉じる
        </button>
        {!showCloseButton && <span className="ymb-lottery__wait" aria-hidden="true" />}
      </div>
    </ModalShell>
  );
}

/** The store-driven lottery modal, rendered by ModalHost. */
export function LotteryModal() {
  const modals = useSnapshot(modalState);
  const lottery = useSnapshot(lotteryState);
  if (modals.open.lottery === undefined) return null;
  return (
    <LotteryModalView
      open
      result={lottery.result}
      presentList={lottery.presentList}
      resultCouponCode={lottery.resultCouponCode}
      dialog={lottery.dialog}
      remained={lottery.remained}
      showCloseButton={lottery.showCloseButton}
      onClose={() => closeModal('lottery')}
    />
  );
}
