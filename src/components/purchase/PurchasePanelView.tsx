import { useId } from 'react';
import { COIN_PACKS, couponBonusCoins, packBonusCoins, PREMIUM_PLAN, coinPackById, type CoinPack, type PremiumPlan, receiptPath, type PurchaseView, type UsableCoupon } from '../../../modules/wallet/client.ts';
import { coinsText, yen } from './format.ts';

export type PanelBalances = { userCoin: number; userBonusCoin: number; userPremium: boolean; premiumUserTicketRemained: number };

export type CardInput = { number: string; expiry: string; cvc: string };

/** The panel's states: choosing a product, paying, declined, timed out (pending), done. */
export type PanelState =
  | { kind: 'choosing'; message?: string | null; fields?: Record<string, string> }
  | { kind: 'paying' }
  | { kind: 'declined'; message: string }
  | { kind: 'pending'; message: string; checking: boolean }
  | { kind: 'done'; purchase: PurchaseView };

export type PurchasePanelViewProps = {
  packs?: readonly CoinPack[];
  plan?: PremiumPlan;
  coupons: UsableCoupon[];
  balances: PanelBalances;
  product: string;
  couponCode: string;
  card: CardInput;
  state: PanelState;
  /** Buying needs JavaScript: the pay button stays disabled until the panel is hydrated. */
  interactive: boolean;
  sandbox: boolean;
  onProduct: (product: string) => void;
  onCoupon: (couponCode: string) => void;
  onCard: (card: CardInput) => void;
  onPay: () => void;
  onCheck: () => void;
  onAgain: () => void;
};

/** Coupons that apply to a pack (any pack, or the one whose price they name). */
export const couponsFor = (coupons: UsableCoupon[], pack: CoinPack | undefined) =>
  pack ? coupons.filter((c) => c.itemPriceWithoutCoupon === null || c.itemPriceWithoutCoupon === pack.priceYen) : [];

/** Coin packs and the premium plan, the card, and what happened to the payment. */
export function PurchasePanelView(props: PurchasePanelViewProps) {
  const { packs = COIN_PACKS, plan = PREMIUM_PLAN, balances, state, card } = props;
  const id = useId();
  const pack = coinPackById(props.product);
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
              <span className="purchase__pack-price">{yen(plan.priceYen)}/月</span>
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

          <fieldset className="purchase__card" disabled={busy || state.kind === 'pending'}>
            <legend className="purchase__heading">クレジットカード</legend>
            {props.sandbox && (
              <p className="purchase__sandbox">テスト環境です。実際の請求は行われません。カード番号 4242 4242 4242 4242 で購入できます。</p>
            )}
            <CardField id={`${id}-number`} label="カード番号" value={card.number} autoComplete="cc-number" inputMode="numeric" placeholder="1234 5678 9012 3456" error={fields['card.number']} onChange={(number) => props.onCard({ ...card, number })} />
            <div className="purchase__card-row">
              <CardField id={`${id}-expiry`} label="有効期限（月/年）" value={card.expiry} autoComplete="cc-exp" inputMode="numeric" placeholder="MM/YY" error={fields['card.exp_month'] ?? fields['card.exp_year']} onChange={(expiry) => props.onCard({ ...card, expiry })} />
              <CardField id={`${id}-cvc`} label="セキュリティコード" value={card.cvc} autoComplete="cc-csc" inputMode="numeric" placeholder="123" error={fields['card.cvc']} onChange={(cvc) => props.onCard({ ...card, cvc })} />
            </div>
          </fieldset>

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
              <button type="button" className="button button--secondary" onClick={props.onCheck} disabled={state.checking}>
                {state.checking ? '確認中…' : 'お支払い状況を確認する'}
              </button>
            </div>
          ) : (
            <button type="submit" className="button button--primary purchase__pay" disabled={!props.interactive || busy}>
              {busy ? 'お支払い処理中…' : `${yen(price)}を支払う`}
            </button>
          )}
          <noscript>
            <p className="purchase__note">購入にはJavaScriptを有効にしてください。</p>
          </noscript>
        </form>
      )}
    </div>
  );
}

function CardField(props: { id: string; label: string; value: string; autoComplete: string; inputMode: 'numeric'; placeholder: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="form-field">
      <label htmlFor={props.id} className="form-field__label">
        {props.label}
      </label>
      {/* No name attribute: card details never travel in a plain form submission. */}
      <input
        id={props.id}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      />
      {props.error && (
        <p id={`${props.id}-error`} className="form-field__error">
          {props.error}
        </p>
      )}
    </div>
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
