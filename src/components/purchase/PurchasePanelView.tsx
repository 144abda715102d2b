import { receiptPath } from '#platform/routes/site-paths.ts';
import { useId, type ReactNode } from 'react';
import { COIN_PACKS, couponBonusCoins, packBonusCoins, PREMIUM_PLAN, coinPackById, type CoinPack, type PremiumPlan, CARRIER_NAMES, KONBINI_NAMES, type PaymentMethodView, type PurchaseView, type UsableCoupon } from '#modules/wallet/client.ts';
import { coinsText, jstDateTime, yen } from './format.ts';

export type PanelBalances = { userCoin: number; userBonusCoin: number; userPremium: boolean; premiumUserTicketRemained: number };

/** The panel's states: choosing a product, paying, declined, pending (no answer yet, or konbini / carrier waiting), done. */
export type PanelState =
  | { kind: 'choosing'; message?: string | null; fields?: Record<string, string> }
  | { kind: 'paying' }
  | { kind: 'declined'; message: string }
  | { kind: 'pending'; message: string; checking: boolean; purchase?: PurchaseView }
  | { kind: 'done'; purchase: PurchaseView };

export type PurchasePanelViewProps = {
  packs?: readonly CoinPack[];
  plan?: PremiumPlan;
  coupons: UsableCoupon[];
  balances: PanelBalances;
  product: string;
  couponCode: string;
  state: PanelState;
  /** Buying needs JavaScript: the pay button stays disabled until the panel is hydrated and the provider's frame ready. */
  interactive: boolean;
  sandbox: boolean;
  /** The payment provider's own frame (card, konbini or carrier details); null: no provider, nothing can be bought. */
  paymentFrame: ReactNode | null;
  /** The method chosen in the provider's frame (the pay button says it). */
  method?: PaymentMethodView;
  onProduct: (product: string) => void;
  onCoupon: (couponCode: string) => void;
  onPay: () => void;
  onCheck: () => void;
  onAgain: () => void;
};

/** Coupons that apply to a pack (any pack, or the one whose price they name). */
export const couponsFor = (coupons: UsableCoupon[], pack: CoinPack | undefined) =>
  pack ? coupons.filter((c) => c.itemPriceWithoutCoupon === null || c.itemPriceWithoutCoupon === pack.priceYen) : [];

const PAY_LABEL: Record<PaymentMethodView, (price: string) => string> = {
  card: (price) => `${price}を支払う`,
  konbini: (price) => `${price}をコンビニで支払う`,
  carrier: (price) => `${price}をキャリア決済で支払う`,
};

/** Coin packs and the premium plan, the provider's payment frame, and what happened to the payment. */
export function PurchasePanelView(props: PurchasePanelViewProps) {
  const { packs = COIN_PACKS, plan = PREMIUM_PLAN, balances, state } = props;
  const id = useId();
  const pack = coinPackById(props.product, packs);
  const applicable = couponsFor(props.coupons, pack);
  const coupon = applicable.find((c) => c.couponCode === props.couponCode);
  const price = pack ? pack.priceYen : plan.priceYen;
  const busy = state.kind === 'paying';
  const fields = state.kind === 'choosing' ? (state.fields ?? {}) : {};

  return (
    <div className="purchase" data-testid="purchase-panel" data-state={state.kind}>
      <section className="purchase__balances" aria-labelledby={`${id}-balances`}>
        <h2 id={`${id}-balances`} className="purchase__heading">
          保有コイン
        </h2>
        <p className="purchase__balance" data-testid="coin-balance">
          {coinsText(balances.userCoin)}
          {balances.userBonusCoin > 0 && <span className="purchase__balance-note">（うちボーナス {coinsText(balances.userBonusCoin)}）</span>}
        </p>
        {balances.userPremium && <p className="purchase__premium-badge">プレミアム会員（プレミアムチケット {balances.premiumUserTicketRemained}枚）</p>}
      </section>

      {state.kind === 'done' ? (
        <Done purchase={state.purchase} balances={balances} onAgain={props.onAgain} />
      ) : (
        <form
          className="purchase__form"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            props.onPay();
          }}
        >
          <fieldset className="purchase__products" disabled={busy || state.kind === 'pending'}>
            <legend className="purchase__heading">コインを購入する</legend>
            <ul className="purchase__packs">
              {packs.map((p) => {
                const bonus = packBonusCoins(p);
                return (
                  <li key={p.id}>
                    <label className={`purchase__pack${props.product === p.id ? ' purchase__pack--selected' : ''}`}>
                      <input type="radio" name="product" value={p.id} checked={props.product === p.id} onChange={() => props.onProduct(p.id)} />
                      <span className="purchase__pack-coins">{coinsText(p.coins)}</span>
                      {bonus > 0 && <span className="purchase__pack-bonus">+{coinsText(bonus)}ボーナス</span>}
                      <span className="purchase__pack-price">{yen(p.priceYen)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <p className="purchase__note">ボーナスコインは付与から180日間有効で、有償コインより先に使われます。</p>
            <h3 className="purchase__subheading">プレミアム会員</h3>
            <label className={`purchase__pack purchase__pack--plan${props.product === plan.id ? ' purchase__pack--selected' : ''}`}>
              <input type="radio" name="product" value={plan.id} checked={props.product === plan.id} onChange={() => props.onProduct(plan.id)} />
              <span className="purchase__pack-coins">{plan.name}</span>
              <span className="purchase__pack-bonus">
                毎月プレミアムチケット{plan.tickets}枚（{plan.ticketValidDays}日間有効）
              </span>
              <span className="purchase__pack-price">月額{yen(plan.priceYen)}</span>
            </label>
          </fieldset>

          {pack && applicable.length > 0 && (
            <div className="form-field purchase__coupon">
              <label htmlFor={`${id}-coupon`} className="form-field__label">
                クーポン
              </label>
              <select id={`${id}-coupon`} value={coupon?.couponCode ?? ''} disabled={busy} onChange={(event) => props.onCoupon(event.target.value)}>
                <option value="">使わない</option>
                {applicable.map((c) => (
                  <option key={c.couponCode} value={c.couponCode}>
                    {c.couponName}（{c.additionalCoinRate}%増量）
                  </option>
                ))}
              </select>
              {coupon && <p className="form-field__hint">クーポンで{coinsText(couponBonusCoins(pack, coupon.additionalCoinRate))}を追加でプレゼント</p>}
              {fields.coupon_code && <p className="form-field__error">{fields.coupon_code}</p>}
            </div>
          )}

          <section className="purchase__card" aria-labelledby={`${id}-payment`}>
            <h3 id={`${id}-payment`} className="purchase__heading">
              お支払い情報
            </h3>
            {props.sandbox && (
              <p className="purchase__sandbox">テスト環境です。実際の請求は行われません。カード番号 4242 4242 4242 4242 で購入できます。</p>
            )}
            {props.paymentFrame === null ? (
              <p className="purchase__error" role="alert">
                現在コインを購入できません。しばらくしてから再度お試しください。
              </p>
            ) : (
              (props.paymentFrame ?? <p className="purchase__frame-placeholder">お支払い情報の入力欄を準備しています…</p>)
            )}
            <noscript>
              <p className="purchase__note purchase__noscript">
                カード番号などのお支払い情報は、決済代行会社の入力欄に直接入力していただきます（このサイトには送られません）。この入力欄の表示とご購入にはJavaScriptが必要です。ブラウザの設定でJavaScriptを有効にしてから、このページを開き直してください。
              </p>
            </noscript>
          </section>

          {state.kind === 'choosing' && state.message && (
            <p className="purchase__error" role="alert">
              {state.message}
            </p>
          )}
          {state.kind === 'declined' && (
            <div className="purchase__error" role="alert">
              <p>{state.message}</p>
            </div>
          )}
          {state.kind === 'pending' ? (
            <div className="purchase__pending" role="status">
              <p>{state.message}</p>
              {state.purchase?.instructions && <Instructions purchase={state.purchase} />}
              <button type="button" className="button button--secondary" onClick={props.onCheck} disabled={state.checking}>
                {state.checking ? '確認中…' : 'お支払い状況を確認する'}
              </button>
            </div>
          ) : (
            <button type="submit" className="button button--primary purchase__pay" disabled={!props.interactive || busy || props.paymentFrame === null}>
              {busy ? 'お支払い処理中…' : PAY_LABEL[props.method ?? 'card'](yen(price))}
            </button>
          )}
        </form>
      )}
    </div>
  );
}

/** What a pending konbini or carrier payment asks of the member (the provider's figures, in JST). */
function Instructions({ purchase }: { purchase: PurchaseView }) {
  const instructions = purchase.instructions!;
  if (instructions.type === 'konbini') {
    return (
      <>
        <dl className="purchase__instructions" data-testid="konbini-instructions">
          <dt>コンビニ</dt>
          <dd>{KONBINI_NAMES[instructions.store] ?? instructions.store}</dd>
          <dt>お支払い番号</dt>
          <dd className="purchase__payment-code">{instructions.paymentCode}</dd>
          <dt>お支払い金額</dt>
          <dd>{yen(purchase.priceYen)}</dd>
          <dt>支払期限</dt>
          <dd>{jstDateTime(instructions.expiresAt)}</dd>
        </dl>
        <p>
          <a href={instructions.instructionsUrl} target="_blank" rel="noopener noreferrer">
            お支払い方法の案内を開く（決済代行会社のページ）
          </a>
        </p>
      </>
    );
  }
  const carrier = CARRIER_NAMES[instructions.carrier] ?? instructions.carrier;
  return (
    <>
      <p>承認期限：{jstDateTime(instructions.expiresAt)}</p>
      <a className="button button--primary" href={instructions.url}>
        {carrier}の画面へ進む
      </a>
    </>
  );
}

function Done({ purchase, balances, onAgain }: { purchase: PurchaseView; balances: PanelBalances; onAgain: () => void }) {
  const added = purchase.paidCoins + purchase.bonusCoins + purchase.couponBonusCoins;
  return (
    <section className="purchase__done" role="status" aria-labelledby="purchase-done-heading">
      <h2 id="purchase-done-heading" className="purchase__heading">
        お支払いが完了しました
      </h2>
      {purchase.kind === 'coin' ? (
        <p>
          {coinsText(added)}を追加しました（有償 {coinsText(purchase.paidCoins)}、ボーナス {coinsText(purchase.bonusCoins + purchase.couponBonusCoins)}）。
        </p>
      ) : (
        <p>
          プレミアム会員になりました。プレミアムチケット{purchase.premiumTickets}枚を追加しました。
        </p>
      )}
      <p>
        保有コイン：<strong data-testid="done-balance">{coinsText(balances.userCoin)}</strong>
      </p>
      <div className="purchase__done-actions">
        <a className="button button--secondary" href={receiptPath(purchase.id)}>
          領収書を見る
        </a>
        <button type="button" className="button button--primary" onClick={onAgain}>
          続けて購入する
        </button>
      </div>
    </section>
  );
}
