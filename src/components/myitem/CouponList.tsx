import { coinPurchasePath } from '#platform/routes/site-paths.ts';
import type { CouponView } from '#modules/campaigns/client.ts';
import { jstDate } from '#modules/wallet/client.ts';
import { remainingText } from './coupon-time.ts';
import './myitem.css';

export type CouponRow = CouponView & { held: number };

const STATE_LABELS = { valid: '利用可能', used: '使用済み', expired: '期限切れ' } as const;

/** The member's coupons: state, the time left of valid ones, when used ones were used. */
export function CouponList({ coupons }: { coupons: CouponRow[] }) {
  if (coupons.length === 0) return <p className="myitem-empty">保有しているクーポンはありません。</p>;
  const order = { valid: 0, used: 1, expired: 2 } as const;
  const sorted = [...coupons].sort((a, b) => order[a.state] - order[b.state]);
  return (
    <ul className="myitem-coupons" data-testid="myitem-coupons">
      {sorted.map((coupon) => (
        <li key={coupon.couponCode} className={`myitem-coupon myitem-coupon--${coupon.state}`}>
          <span className={`myitem-coupon__state myitem-coupon__state--${coupon.state}`}>{STATE_LABELS[coupon.state]}</span>
          <h2 className="myitem-coupon__name">{coupon.couponName}</h2>
          <p className="myitem-coupon__description">{coupon.description}</p>
          {coupon.state === 'valid' ? (
            <p className="myitem-coupon__left">
              有効期限まであと{remainingText(coupon)}（{jstDate(coupon.expireDate)}まで）
            </p>
          ) : coupon.state === 'used' ? (
            <p className="myitem-coupon__left">{coupon.usedDateText}</p>
          ) : (
            <p className="myitem-coupon__left">{jstDate(coupon.expireDate)}に有効期限が切れました</p>
          )}
          {coupon.state === 'valid' && coupon.additionalCoinRate > 0 ? (
            <a className="button button--primary" href={coinPurchasePath({ coupon: coupon.couponCode })}>
              このクーポンでコインを購入
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
