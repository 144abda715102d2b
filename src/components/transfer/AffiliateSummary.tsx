import { PAYOUT_TERMS, REFERRAL_REWARD_YEN } from '#modules/affiliate/client.ts';
import './transfer.css';
import { yen } from './TransferLayout';

type Referral = { joinedAt: Date; purchased: boolean; creditYen: number | null };

const jstDate = (date: Date) => date.toLocaleDateString('ja-JP', { timeZone: 'Asia/Tokyo' });

/** /affiliate/ for a member: their referral link, their referrals and their affiliate balance. */
export function AffiliateSummary({ link, referrals, balance }: { link: string; referrals: Referral[]; balance: number }) {
  return (
    <>
      <section className="transfer-card" aria-labelledby="affiliate-balance">
        <h2 id="affiliate-balance">アフィリエイト報酬の残高</h2>
        <p className="transfer-balance" data-testid="affiliate-balance">
          {balance.toLocaleString('ja-JP')}
          <small>円</small>
        </p>
        <p>
          {yen(PAYOUT_TERMS.bank.minimumYen)}から銀行振込（手数料 {yen(PAYOUT_TERMS.bank.feeYen)}）、{yen(PAYOUT_TERMS.dotmoney.minimumYen)}からドットマネーで受け取れます。
        </p>
        <p className="transfer-form__actions">
          <a className="button button--primary" href="/transfer/form/">
            振込申請
          </a>
          <a className="button button--secondary" href="/transfer/list/">
            申請履歴
          </a>
        </p>
      </section>
      <section className="transfer-card" aria-labelledby="affiliate-link">
        <h2 id="affiliate-link">あなたの紹介リンク</h2>
        <p className="transfer-link">
          <input readOnly value={link} aria-labelledby="affiliate-link" data-testid="affiliate-link" />
        </p>
        <p className="form-field__hint">このリンクから会員登録した方がはじめて購入すると、{yen(REFERRAL_REWARD_YEN)}の報酬が入ります（お一人につき1回）。</p>
      </section>
      <section className="transfer-card" aria-labelledby="affiliate-referrals">
        <h2 id="affiliate-referrals">紹介した会員（{referrals.length}人）</h2>
        {referrals.length === 0 ? (
          <p className="transfer-empty">まだ紹介した会員はいません。</p>
        ) : (
          <ul className="transfer-list">
            {referrals.map((r, i) => (
              <li key={i} className="transfer-item">
                {jstDate(r.joinedAt)} 登録・{r.purchased ? `購入済み（報酬 ${yen(r.creditYen ?? 0)}）` : '未購入'}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
