import { type BalanceSummary, jstDate, jstUseBy, POINT_VALID_DAYS, type ConvertibleTicket } from '#modules/wallet/client.ts';
import { ConvertTicketsButton } from './ConvertTicketsButton.tsx';
import { PointUsesButton } from './PointUsesButton.tsx';
import { TicketHelpButton } from './TicketHelpButton.tsx';
import './myitem.css';

const n = (value: number) => value.toLocaleString('ja-JP');

/**
 * /myitem/'s balances: coins (paid and bonus, the next bonus expiry), points, tickets (with the offer
 * to convert those about to expire), coupons.
 */
export function BalancePanel({ summary, convertibleTickets = [] }: { summary: BalanceSummary; convertibleTickets?: ConvertibleTicket[] }) {
  return (
    <div className="myitem-balances" data-testid="myitem-balances">
      <section className="myitem-card" aria-labelledby="myitem-coin">
        <h2 id="myitem-coin" className="myitem-card__title">
          コイン
        </h2>
        <p className="myitem-card__amount myitem-card__amount--coin" data-testid="myitem-coin-total">
          {n(summary.coin)}
          <span className="myitem-card__unit">コイン</span>
        </p>
        <dl className="myitem-card__split">
          <div>
            <dt>有償コイン</dt>
            <dd data-testid="myitem-paid-coin">{n(summary.paidCoin)}</dd>
          </div>
          <div>
            <dt>ボーナスコイン</dt>
            <dd data-testid="myitem-bonus-coin">{n(summary.bonusCoin)}</dd>
          </div>
        </dl>
        {summary.nextBonusExpiry ? (
          <p className="myitem-card__warn">
            {jstDate(summary.nextBonusExpiry.expiresAt)}に{n(summary.nextBonusExpiry.amount)}ボーナスコインが失効します
          </p>
        ) : null}
        <p className="myitem-card__note">ボーナスコインから先に、有効期限の近いものから使われます。</p>
        <div className="myitem-card__actions">
          <a className="button button--primary" href="/point/">
            コインを購入する
          </a>
          <a href="/myitem/detail/coin/">コイン履歴</a>
        </div>
      </section>
      <section className="myitem-card" aria-labelledby="myitem-point">
        <h2 id="myitem-point" className="myitem-card__title">
          ポイント
        </h2>
        <p className="myitem-card__amount" data-testid="myitem-point-total">
          {n(summary.point)}
          <span className="myitem-card__unit">pt</span>
        </p>
        {summary.pointLots.length > 0 ? (
          <ul className="myitem-card__lots" aria-label="ポイントの有効期限" data-testid="myitem-point-lots">
            {summary.pointLots.map((lot, index) => (
              <li key={index}>
                {lot.expiresAt ? `${jstUseBy(lot.expiresAt)}まで` : '有効期限なし'}：{n(lot.remaining)}pt
              </li>
            ))}
          </ul>
        ) : null}
        {summary.expiredPoints.length > 0 ? (
          <ul className="myitem-card__lots myitem-card__lots--expired" aria-label="期限切れのポイント" data-testid="myitem-expired-points">
            {summary.expiredPoints.map((lot, index) => (
              <li key={index}>
                {jstUseBy(lot.expiresAt)}までの{n(lot.amount)}ptが失効しました
              </li>
            ))}
          </ul>
        ) : null}
        <p className="myitem-card__note">ポイントは受け取った日から{POINT_VALID_DAYS}日後の23:59（日本時間）まで有効で、有効期限の近いものから使われます。</p>
        <p className="myitem-card__note">
          {summary.exchangeablePoint > 0 ? `${n(summary.exchangeablePoint)}ポイントをボーナスコインに交換できます。` : 'ポイントは100ポイントからボーナスコインに交換できます。'}
        </p>
        <div className="myitem-card__actions">
          <a className="button button--primary" href={summary.exchangeablePoint > 0 ? '/point/exchange/' : '/point/exchange/description/'}>
            ポイントを交換する
          </a>
          <a href="/myitem/detail/point/">ポイント履歴</a>
          <PointUsesButton points={summary.point} exchangeablePoints={summary.exchangeablePoint} />
        </div>
      </section>
      <section className="myitem-card" aria-labelledby="myitem-ticket">
        <h2 id="myitem-ticket" className="myitem-card__title">
          チケット
        </h2>
        <dl className="myitem-card__split">
          <div>
            <dt>チケット</dt>
            <dd data-testid="myitem-ticket">{n(summary.ticket)}枚</dd>
          </div>
          <div>
            <dt>プレミアムチケット</dt>
            <dd data-testid="myitem-premium-ticket">{n(summary.premiumTicket)}枚</dd>
          </div>
        </dl>
        {summary.premiumTicket > 0 && summary.premiumTicketExpireDays > 0 ? (
          <p className="myitem-card__warn">プレミアムチケットはあと{summary.premiumTicketExpireDays}日で失効します</p>
        ) : null}
        <div className="myitem-card__actions">
          <TicketHelpButton tickets={{ ticket: summary.ticket, premiumTicket: summary.premiumTicket, premiumTicketExpireDays: summary.premiumTicketExpireDays }} />
          <ConvertTicketsButton convertibleTickets={convertibleTickets} />
        </div>
      </section>
      <section className="myitem-card" aria-labelledby="myitem-coupon">
        <h2 id="myitem-coupon" className="myitem-card__title">
          クーポン
        </h2>
        <p className="myitem-card__amount" data-testid="myitem-coupon-total">
          {n(summary.coupon)}
          <span className="myitem-card__unit">枚</span>
        </p>
        <div className="myitem-card__actions">
          <a href="/myitem/coupon/">保有クーポンを見る</a>
        </div>
      </section>
    </div>
  );
}
