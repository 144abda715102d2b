'use client';

/**
 * The coupon reminder modal (spec §2): a held coupon that is about to expire, with the time left, and
 * a way to use it on a coin purchase (/point/) or to see every coupon (/myitem/coupon/).
 */
import { coinPurchasePath } from '#platform/routes/site-paths.ts';
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { myItemModalState, type ReminderCoupon } from '../myitem/myitem-modal-store.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import { remainingText } from '../myitem/coupon-time.ts';
import './wallet-modals.css';
import '../myitem/wallet-modals-extra.css';

export const couponReminderTexts = {
  title: 'クーポンの有効期限が近づいています',
  expiredTitle: 'クーポンの有効期限が切れました',
  left: (text: string) => `有効期限まであと${text}`,
  rate: (rate: number) => `コイン購入時にボーナスコインが${rate}%増量されます。`,
  expired: 'このクーポンは使えなくなりました。ほかのクーポンはマイアイテムで確認できます。',
  use: 'クーポンを使ってコインを購入',
  list: '保有クーポンを見る',
  close: '閉じる',
} as const;

export interface CouponReminderModalViewProps {
  open: boolean;
  coupon: ReminderCoupon;
  onClose: () => void;
}

export function CouponReminderModalView({ open, coupon, onClose }: CouponReminderModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = couponReminderTexts;
  const valid = coupon.state === 'valid';
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} describedBy={bodyId} modalId="couponReminder">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {valid ? t.title : t.expiredTitle}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        <p className="ymb-wallet__lead">{coupon.couponName}</p>
        {valid ? (
          <>
            <p className="ymb-wallet__short" role="status">
              {t.left(remainingText(coupon))}
            </p>
            {coupon.additionalCoinRate > 0 ? <p className="ymb-wallet__note">{t.rate(coupon.additionalCoinRate)}</p> : null}
          </>
        ) : (
          <p className="ymb-wallet__note">{t.expired}</p>
        )}
      </div>
      <div className="ymb-modal__actions ymb-modal__actions--column">
        {valid ? (
          <a className="ymb-modal__button ymb-modal__button--primary ymb-modal__button--link" href={coinPurchasePath({ coupon: coupon.couponCode })}>
            {t.use}
          </a>
        ) : null}
        <a className={`ymb-modal__button ymb-modal__button--${valid ? 'secondary' : 'primary'} ymb-modal__button--link`} href="/myitem/coupon/">
          {t.list}
        </a>
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </ModalShell>
  );
}

/** Store-driven (modal id 'couponReminder'). */
export function CouponReminderModal() {
  const modals = useSnapshot(modalState);
  const { coupon } = useSnapshot(myItemModalState);
  if (modals.open.couponReminder === undefined || !coupon) return null;
  return <CouponReminderModalView open coupon={coupon} onClose={() => closeModal('couponReminder')} />;
}
