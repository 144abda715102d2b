'use client';

/**
 * The transfer request form of /transfer/form/: payout method, bank and branch looked up by the API
 * from the 全銀 codes (never shipped whole to the browser), 普通/当座, 7 digits, the holder's name in
 * katakana; then a confirmation showing the fee and what arrives, then the request (one request id per
 * confirmation, so a retry never asks twice).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_TYPES, PAYOUT_TERMS, payoutMessages, toKatakanaName, type AccountType, type PayoutMethod } from '#modules/affiliate/client.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { apiClient, answerOf } from '../../lib/http/index.ts';
import { yen } from './TransferLayout';

type Choice = { code: string; name: string; kana: string };
const FIELDS = ['amount', 'bank_code', 'branch_code', 'account_type', 'account_number', 'holder_name'] as const;
type Field = (typeof FIELDS)[number];
const FALLBACK = '申請できませんでした。時間をおいて再度お試しください。';
const newRequestId = () => crypto.randomUUID().replaceAll('-', '');

function useLookup(load: (q: string) => Promise<Choice[]>, query: string, enabled: boolean) {
  const [choices, setChoices] = useState<Choice[]>([]);
  useEffect(() => {
    if (!enabled) return setChoices([]);
    let live = true;
    const timer = setTimeout(() => {
      load(query)
        .then((found) => live && setChoices(found))
        .catch(() => live && setChoices([]));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, enabled]);
  return choices;
}

function Lookup({ id, label, query, onQuery, choices, chosen, onChoose, error, placeholder }: {
  id: string; label: string; query: string; onQuery: (q: string) => void; choices: Choice[]; chosen: Choice | null; onChoose: (c: Choice | null) => void; error?: string; placeholder: string;
}) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        <span className="form-field__required">必須</span>
      </label>
      {chosen ? (
        <p className="transfer-chosen">
          {chosen.name}（{chosen.code}）{' '}
          <button type="button" className="button button--secondary" onClick={() => onChoose(null)}>
            変更
          </button>
        </p>
      ) : (
        <>
          <input id={id} value={query} placeholder={placeholder} autoComplete="off" aria-invalid={error ? true : undefined} onChange={(e) => onQuery(e.target.value)} />
          {choices.length > 0 && (
            <ul className="transfer-choices" aria-label={`${label}の候補`}>
              {choices.map((c) => (
                <li key={c.code}>
                  <button type="button" onClick={() => onChoose(c)}>
                    {c.name}（{c.code}）
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error && <p className="form-field__error">{error}</p>}
    </div>
  );
}

export function TransferForm({ balance, dotmoneyAccount }: { balance: number; dotmoneyAccount: string | null }) {
  const [method, setMethod] = useState<PayoutMethod>('bank');
  const [amount, setAmount] = useState('');
  const [bankQuery, setBankQuery] = useState('');
  const [bank, setBank] = useState<Choice | null>(null);
  const [branchQuery, setBranchQuery] = useState('');
  const [branch, setBranch] = useState<Choice | null>(null);
  const [accountType, setAccountType] = useState<AccountType>('ordinary');
  const [accountNumber, setAccountNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useFormSubmit<Field>(FIELDS);
  const terms = PAYOUT_TERMS[method];

  const banks = useLookup(async (q) => (await answerOf(apiClient.api.v1.transfer.banks.index.$get({ query: { q } }))).banks, bankQuery, method === 'bank' && !bank);
  const branches = useLookup(
    async (q) => (await answerOf(apiClient.api.v1.transfer.banks[":code"].branches.index.$get({ param: { code: bank!.code }, query: { q } }))).branches,
    branchQuery,
    method === 'bank' && bank !== null && !branch,
  );

  const value = Number(amount.normalize('NFKC'));
  const check = () => {
    const errors: Partial<Record<Field, string>> = {};
    if (!Number.isSafeInteger(value) || value <= 0) errors.amount = payoutMessages.amountInvalid;
    else if (value < terms.minimumYen) errors.amount = payoutMessages.belowMinimum(terms.minimumYen);
    else if (value > balance) errors.amount = payoutMessages.insufficient;
    if (method === 'bank') {
      if (!bank) errors.bank_code = payoutMessages.bankUnknown;
      else if (!branch) errors.branch_code = payoutMessages.branchUnknown;
      if (!/^\d{7}$/.test(accountNumber.normalize('NFKC'))) errors.account_number = payoutMessages.accountNumberInvalid;
      if (!holder.trim()) errors.holder_name = payoutMessages.holderRequired;
      else if (!toKatakanaName(holder)) errors.holder_name = payoutMessages.holderInvalid;
    }
    return errors;
  };

  const toConfirm = (event: FormEvent) => {
    event.preventDefault();
    const errors = check();
    if (Object.values(errors).some(Boolean)) return form.showErrors(errors);
    if (method === 'bank') setHolder(toKatakanaName(holder) ?? holder);
    setConfirming(newRequestId());
  };

  async function send() {
    const requestId = confirming!;
    const json =
      method === 'bank'
        ? { method: 'bank' as const, request_id: requestId, amount: value, bank_code: bank!.code, branch_code: branch!.code, account_type: accountType, account_number: accountNumber.normalize('NFKC'), holder_name: holder }
        : { method: 'dotmoney' as const, request_id: requestId, amount: value };
    const answer = await form.submit(() => postForm((headers) => apiClient.api.v1.transfer.index.$post({ json }, { headers }), FALLBACK), { pendingAfterSuccess: true });
    if (!answer) return;
    if (answer.ok) window.location.assign('/transfer/list/?requested=1');
    else setConfirming(null);
  }

  if (confirming) {
    return (
      <section className="transfer-card" aria-labelledby="transfer-confirm">
        <h2 id="transfer-confirm">申請内容の確認</h2>
        <dl className="transfer-terms">
          <dt>受取方法</dt>
          <dd>{terms.label}</dd>
          {method === 'bank' ? (
            <>
              <dt>振込先</dt>
              <dd>
                {bank!.name} {branch!.name}（{bank!.code}-{branch!.code}）
              </dd>
              <dt>口座</dt>
              <dd>
                {ACCOUNT_TYPES[accountType]} ****{accountNumber.normalize('NFKC').slice(-3)}
              </dd>
              <dt>口座名義</dt>
              <dd>{holder}</dd>
            </>
          ) : (
            <>
              <dt>ドットマネー口座</dt>
              <dd>{dotmoneyAccount}</dd>
            </>
          )}
          <dt>申請金額</dt>
          <dd>{yen(value)}</dd>
          <dt>振込手数料</dt>
          <dd>{yen(terms.feeYen)}</dd>
          <dt>お受取額</dt>
          <dd data-testid="transfer-net">{yen(value - terms.feeYen)}</dd>
        </dl>
        <p className="form-field__hint">申請すると、申請金額がアフィリエイト報酬の残高から差し引かれます。</p>
        <div className="transfer-form__actions">
          <button type="button" className="button button--primary" onClick={send} disabled={form.sending}>
            {form.sending ? '申請しています…' : 'この内容で申請する'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(null)} disabled={form.sending}>
            修正する
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className="transfer-form" onSubmit={toConfirm} noValidate aria-busy={form.sending}>
      {form.formError && (
        <div className="form-summary" role="alert" tabIndex={-1} ref={form.summaryRef}>
          {form.formError}
        </div>
      )}
      <fieldset>
        <legend>受取方法</legend>
        <label>
          <input type="radio" name="method" checked={method === 'bank'} onChange={() => setMethod('bank')} />
          銀行振込
        </label>
        <label>
          <input type="radio" name="method" checked={method === 'dotmoney'} disabled={!dotmoneyAccount} onChange={() => setMethod('dotmoney')} />
          ドットマネー{dotmoneyAccount ? '' : '（未連携）'}
        </label>
      </fieldset>
      <div className="form-field">
        <label className="form-field__label" htmlFor={form.id('amount')}>
          申請金額（円）<span className="form-field__required">必須</span>
        </label>
        <input id={form.id('amount')} inputMode="numeric" value={amount} onChange={(e) => (setAmount(e.target.value), form.clearError('amount'))} aria-invalid={form.errors.amount ? true : undefined} />
        <p className="form-field__hint">
          {yen(terms.minimumYen)}以上、残高（{yen(balance)}）まで。振込手数料 {yen(terms.feeYen)} は申請金額から差し引かれます。
        </p>
        {form.errors.amount && <p className="form-field__error">{form.errors.amount}</p>}
      </div>
      {method === 'bank' && (
        <>
          <Lookup id={form.id('bank_code')} label="金融機関" query={bankQuery} onQuery={setBankQuery} choices={banks} chosen={bank} onChoose={(c) => (setBank(c), setBranch(null), setBranchQuery(''), form.clearError('bank_code'))} error={form.errors.bank_code} placeholder="金融機関名または4桁のコード" />
          {bank && (
            <Lookup id={form.id('branch_code')} label="支店" query={branchQuery} onQuery={setBranchQuery} choices={branches} chosen={branch} onChoose={(c) => (setBranch(c), form.clearError('branch_code'))} error={form.errors.branch_code} placeholder="支店名または3桁のコード" />
          )}
          <fieldset aria-invalid={form.errors.account_type ? true : undefined}>
            <legend>預金種目</legend>
            {(Object.keys(ACCOUNT_TYPES) as AccountType[]).map((type) => (
              <label key={type}>
                <input type="radio" name="account_type" checked={accountType === type} onChange={() => setAccountType(type)} />
                {ACCOUNT_TYPES[type]}
              </label>
            ))}
          </fieldset>
          <div className="form-field">
            <label className="form-field__label" htmlFor={form.id('account_number')}>
              口座番号（7桁）<span className="form-field__required">必須</span>
            </label>
            <input id={form.id('account_number')} inputMode="numeric" autoComplete="off" maxLength={7} value={accountNumber} onChange={(e) => (setAccountNumber(e.target.value), form.clearError('account_number'))} aria-invalid={form.errors.account_number ? true : undefined} />
            {form.errors.account_number && <p className="form-field__error">{form.errors.account_number}</p>}
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={form.id('holder_name')}>
              口座名義（全角カタカナ）<span className="form-field__required">必須</span>
            </label>
            <input id={form.id('holder_name')} value={holder} placeholder="ヤマダ タロウ" onChange={(e) => (setHolder(e.target.value), form.clearError('holder_name'))} aria-invalid={form.errors.holder_name ? true : undefined} />
            <p className="form-field__hint">プロフィールに登録した氏名と同じ名義の口座をご指定ください。</p>
            {form.errors.holder_name && <p className="form-field__error">{form.errors.holder_name}</p>}
          </div>
        </>
      )}
      <div className="transfer-form__actions">
        <button type="submit" className="button button--primary" disabled={!form.ready}>
          確認へ進む
        </button>
      </div>
    </form>
  );
}
