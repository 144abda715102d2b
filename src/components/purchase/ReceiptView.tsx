import type { PurchaseView } from '#modules/wallet/client.ts';
import { CONSUMPTION_TAX_PERCENT, taxInside } from '../tax.ts';
import { coinsText, jstDateTime, yen } from './format.ts';

const STATUS_TEXT: Record<PurchaseView['status'], string> = {
  paid: 'お支払い済み',
  pending: 'お支払い確認中',
  declined: '決済できませんでした',
  failed: '決済できませんでした',
  expired: '支払期限切れ',
};

const METHOD_TEXT: Record<PurchaseView['paymentMethod'], string> = { card: 'クレジットカード', konbini: 'コンビニ払い', carrier: 'キャリア決済' };

/** The receipt of one purchase: what was bought, for how much, and what it added. */
export function ReceiptView({ purchase, buyerName }: { purchase: PurchaseView; buyerName: string }) {
  return (
    <section className="receipt" data-testid="receipt">
      <dl className="receipt__table">
        <dt>ご購入者</dt>
        <dd>{buyerName || '読み場会員'} 様</dd>
        <dt>ご購入日時</dt>
        <dd>{jstDateTime(purchase.createdAt)}</dd>
        <dt>商品</dt>
        <dd>{purchase.productName}</dd>
        <dt>金額</dt>
        <dd>{yen(purchase.priceYen)}</dd>
        <dt>うち消費税（{CONSUMPTION_TAX_PERCENT}%）</dt>
        <dd>¥{taxInside(purchase.priceYen).toLocaleString('ja-JP')}</dd>
        <dt>状態</dt>
        <dd>{STATUS_TEXT[purchase.status]}</dd>
        {purchase.kind === 'coin' ? (
          <>
            <dt>有償コイン</dt>
            <dd>{coinsText(purchase.paidCoins)}</dd>
            <dt>ボーナスコイン</dt>
            <dd>{coinsText(purchase.bonusCoins)}</dd>
            {purchase.couponCode && (
              <>
                <dt>クーポン</dt>
                <dd>
                  {purchase.couponCode}（+{coinsText(purchase.couponBonusCoins)}）
                </dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt>プレミアムチケット</dt>
            <dd>{purchase.premiumTickets}枚</dd>
          </>
        )}
        {purchase.cardLast4 ? (
          <>
            <dt>お支払い方法</dt>
            <dd>クレジットカード（末尾 {purchase.cardLast4}）</dd>
          </>
        ) : (
          purchase.paymentMethod !== 'card' && (
            <>
              <dt>お支払い方法</dt>
              <dd>{METHOD_TEXT[purchase.paymentMethod]}</dd>
            </>
          )
        )}
        <dt>ご購入番号</dt>
        <dd>{purchase.id}</dd>
      </dl>
      <p>
        <a href="/point/">コイン購入に戻る</a>
      </p>
    </section>
  );
}
