'use client';

import { useEffect, useId, useState } from 'react';
import { lotteryPagePath } from '#platform/routes/site-paths.ts';
import { ODDS_TOTAL } from '#modules/rewards/client.ts';
import { STAFF_PATHS, type DraftView, type LotteryView, type PrizeSnapshot } from '#modules/staff/client.ts';
import { formatJst, toJstLocal } from '#platform/text/jst-datetime.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { DryRunPanel, type DryRun } from './DryRunPanel.tsx';
import { formatRewardValue, LOTTERY_LABELS, PRIZE_KIND_LABELS, SCHEME_LABELS } from './reward-format.ts';
import type { Conflict } from './staff-api.ts';
import { DraftEditingHint, DraftSaveButton, draftSavedText, EditorDraftPanel, useEditorDraft, type EditorDraftStatus } from './EditorDraft.tsx';
import { useDryRunSave, type DryRunSaveStatus } from './use-dry-run-save.ts';

type TierValues = { tier_id: string; label: string; percent: string; prize_kind: PrizeSnapshot['kind']; amount: string; valid_hours: string; coupon_code: string; value_yen: string; count: string };

export type LotteryValues = {
  code: string;
  label: string;
  description: string;
  conditions: string;
  scheme: 'open' | 'purchase-lottery';
  purchase_yen: string;
  expected_sales_yen: string;
  refill_hours: string;
  draws_per_period: string;
  starts_at: string;
  ends_at: string;
  tiers: TierValues[];
};

const emptyTier = (n: number): TierValues => ({ tier_id: `tier${n}`, label: '', percent: '', prize_kind: 'bonus_coin', amount: '', valid_hours: '72', coupon_code: '', value_yen: '0', count: '0' });

const EMPTY: LotteryValues = {
  code: '',
  label: '',
  description: '',
  conditions: 'ログイン中の会員',
  scheme: 'open',
  purchase_yen: '',
  expected_sales_yen: '',
  refill_hours: '6,12,18',
  draws_per_period: '1',
  starts_at: '',
  ends_at: '',
  tiers: [emptyTier(1)],
};

/** 提供割合 as typed (percent, up to 4 decimals) ↔ the stored weight out of 1,000,000. */
const percentOf = (weight: number) => String(Number(((weight * 100) / ODDS_TOTAL).toFixed(4)));
const weightOf = (percent: string) => (percent.trim() !== '' && !Number.isNaN(Number(percent)) ? Math.round((Number(percent) * ODDS_TOTAL) / 100) : percent);

export const lotteryValuesOf = (lottery: Omit<LotteryView, 'id' | 'version' | 'odds'>): LotteryValues => ({
  code: lottery.code,
  label: lottery.label,
  description: lottery.description,
  conditions: lottery.conditions,
  scheme: lottery.scheme,
  purchase_yen: lottery.purchaseYen === null ? '' : String(lottery.purchaseYen),
  expected_sales_yen: lottery.expectedSalesYen === null ? '' : String(lottery.expectedSalesYen),
  refill_hours: lottery.refillHours.join(','),
  draws_per_period: String(lottery.drawsPerPeriod),
  starts_at: toJstLocal(lottery.startsAt),
  ends_at: lottery.endsAt ? toJstLocal(lottery.endsAt) : '',
  tiers: lottery.tiers.map((tier) => ({
    tier_id: tier.tierId,
    label: tier.label,
    percent: percentOf(tier.weight),
    prize_kind: tier.prize.kind,
    amount: String(tier.prize.kind === 'coupon' ? tier.prize.quantity : tier.prize.amount),
    valid_hours: tier.prize.kind === 'bonus_coin' || tier.prize.kind === 'ticket' ? String(tier.prize.validHours) : '72',
    coupon_code: tier.prize.kind === 'coupon' ? tier.prize.couponCode : '',
    value_yen: String(tier.valueYen),
    count: String(tier.count),
  })),
});

const num = (value: string) => (value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const numOrNull = (value: string) => (value.trim() === '' ? null : num(value));

const prizeOf = (tier: TierValues) =>
  tier.prize_kind === 'point'
    ? { kind: 'point', amount: num(tier.amount) }
    : tier.prize_kind === 'coupon'
      ? { kind: 'coupon', couponCode: tier.coupon_code, quantity: num(tier.amount) }
      : { kind: tier.prize_kind, amount: num(tier.amount), validHours: num(tier.valid_hours) };

export const lotteryBody = (values: LotteryValues) => ({
  code: values.code.trim(),
  label: values.label,
  description: values.description,
  conditions: values.conditions,
  scheme: values.scheme,
  purchase_yen: numOrNull(values.purchase_yen),
  expected_sales_yen: numOrNull(values.expected_sales_yen),
  refill_hours: values.refill_hours
    .split(/[,、\s]+/)
    .filter(Boolean)
    .map(num),
  draws_per_period: num(values.draws_per_period),
  starts_at: values.starts_at,
  ends_at: values.ends_at || null,
  tiers: values.tiers.map((tier) => ({ tier_id: tier.tier_id, label: tier.label, weight: weightOf(tier.percent), prize: prizeOf(tier), value_yen: num(tier.value_yen), count: num(tier.count || '0') })),
});


export type LotteryEditorState = {
  values?: Partial<LotteryValues>;
  errors?: Record<string, string>;
  formError?: string | null;
  status?: DryRunSaveStatus;
  conflict?: Conflict | null;
  dryRun?: DryRun | null; draftStatus?: EditorDraftStatus;
};

export type LotteryEditorProps = {
  lottery: LotteryView | null;
  initial?: LotteryEditorState;
  onSaved?: (lottery: LotteryView) => void;
  onCancel?: () => void; /** The object's open draft (decision 071): its fields fill the form, 「下書き保存」 edits it. */ draft?: DraftView | null; onDraftSaved?: (draft: DraftView) => void;
};

const fieldOf = (path: string) => {
  const head = path.split('.')[0]!;
  return ({ refillHours: 'refill_hours', drawsPerPeriod: 'draws_per_period', endsAt: 'ends_at' } as Record<string, string>)[head] ?? head;
};

/**
 * Create or edit a daily gacha: prize tiers with their 提供割合 and values, draws per period, refill hours and
 * window in JST. New odds never apply inside the running period: the dry run says from when they apply, and
 * shows the legal-limit check (一般懸賞: 20× the purchase, 2% of expected sales) before anything is stored.
 */
export function LotteryEditor({ lottery, initial = {}, onSaved, onCancel, draft: openDraft = null, onDraftSaved }: LotteryEditorProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [values, setValues] = useState<LotteryValues>({ ...(openDraft ? lotteryValuesOf({ ...lottery, ...openDraft.value } as LotteryView) : lottery ? lotteryValuesOf(lottery) : EMPTY), ...initial.values });
  const { recordId: lotteryId, version, errors, formError, status, conflict, dryRun, save, touched, refused, onSubmit, back, takeLatest, overwrite } = useDryRunSave({
    initial,
    record: lottery,
    collectionPath: STAFF_PATHS.lotteries,
    body: () => lotteryBody(values),
    savedOf: (answer: { lottery: LotteryView }) => answer.lottery,
    fieldOf,
    onSaved,
  });
  const draft = useEditorDraft({ draft: openDraft, initial: { status: initial.draftStatus }, kindPath: 'lotteries', recordId: lotteryId, version, body: () => lotteryBody(values), onRefused: refused, onChange: onDraftSaved, onPublished: takeLatest });

  const edit = (patch: Partial<LotteryValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    touched();
    draft.touched();
  };
  const set = (field: Exclude<keyof LotteryValues, 'tiers' | 'scheme'>) => (event: { target: { value: string } }) => edit({ [field]: event.target.value } as Partial<LotteryValues>);
  const setTier = (index: number, field: keyof TierValues) => (event: { target: { value: string } }) => edit({ tiers: values.tiers.map((tier, i) => (i === index ? { ...tier, [field]: event.target.value } : tier)) });
  const total = values.tiers.reduce((sum, tier) => sum + (Number(tier.percent) || 0), 0);



  const describedBy = (field: string) => (errors[field] ? id(`${field}-error`) : undefined);
  const error = (field: string) =>
    errors[field] ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  const input = (field: Exclude<keyof LotteryValues, 'tiers' | 'scheme'>, label: string, props: Record<string, unknown> = {}) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} type="text" value={values[field]} onChange={set(field)} aria-invalid={!!errors[field]} aria-describedby={describedBy(field)} {...props} />
      {error(field)}
    </div>
  );
  const oddsNote = dryRun?.oddsFrom ? `新しい提供割合は ${formatJst(dryRun.oddsFrom)} から適用されます（開催中の期間の提供割合は変わりません）。` : dryRun ? '提供割合は変わりません。' : null;

  return (
    <>
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{lotteryId ? `ガチャ #${lotteryId} を編集（第${version}版）` : '新しいデイリーガチャ'}</h2>
      <DraftEditingHint draft={draft} />
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={LOTTERY_LABELS}
        onUseLatest={(current, currentVersion) => {
          setValues(lotteryValuesOf(current as unknown as LotteryView));
          takeLatest(currentVersion);
        }}
        onOverwrite={overwrite}
      />
      {lotteryId ? <p className="staff-field__hint">ガチャのコード: {values.code}（変更できません）</p> : input('code', 'ガチャのコード（半角英小文字・数字・「-」「_」）', { autoComplete: 'off' })}
      {input('label', '名前', { maxLength: 60 })}
      <div className="staff-field">
        <label htmlFor={id('description')}>説明</label>
        <textarea id={id('description')} value={values.description} onChange={set('description')} rows={2} maxLength={1000} aria-invalid={!!errors.description} aria-describedby={describedBy('description')} />
        {error('description')}
      </div>
      {input('conditions', '参加条件（ボタンの下に表示）', { maxLength: 500 })}
      <div className="staff-field">
        <label htmlFor={id('scheme')}>景品の区分（景品表示法）</label>
        <select id={id('scheme')} value={values.scheme} onChange={(event) => edit({ scheme: event.target.value as LotteryValues['scheme'] })}>
          {Object.entries(SCHEME_LABELS).map(([scheme, label]) => (
            <option key={scheme} value={scheme}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {values.scheme === 'purchase-lottery' && (
        <>
          {input('purchase_yen', '対象となる購入額（円。賞品はこの20倍、5,000円以上なら10万円まで）', { type: 'number', min: 0 })}
          {input('expected_sales_yen', '予定売上額（円。賞品の総額はこの2%まで）', { type: 'number', min: 0 })}
        </>
      )}
      <fieldset className="staff-fieldset">
        <legend>引ける回数（日本時間 JST）</legend>
        {input('refill_hours', '回数が戻る時刻（JSTの時、カンマ区切り。例: 6,12,18）', { inputMode: 'numeric' })}
        {input('draws_per_period', '1期間に引ける回数', { type: 'number', min: 1, max: 100 })}
        {input('starts_at', '開始日時（JST）', { type: 'datetime-local' })}
        {input('ends_at', '終了日時（JST、空欄なら期限なし）', { type: 'datetime-local' })}
      </fieldset>
      <fieldset className="staff-fieldset">
        <legend>賞品と提供割合</legend>
        <p className="staff-field__hint" id={id('tiers-hint')}>
          提供割合の合計は100%にしてください（いまの合計: {Number(total.toFixed(4))}%）。変更は次の期間から適用され、開催中の期間の提供割合は変わりません。
        </p>
        <div className="staff-table-wrap">
          <table className="staff-table staff-tiers">
            <caption>賞品枠</caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">名前</th>
                <th scope="col">提供割合（%）</th>
                <th scope="col">賞品</th>
                <th scope="col">数</th>
                <th scope="col">有効時間・クーポン</th>
                <th scope="col">価額（円）</th>
                <th scope="col">本数</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {values.tiers.map((tier, index) => (
                <tr key={index}>
                  <td>
                    <input aria-label={`賞品枠${index + 1}のID`} value={tier.tier_id} onChange={setTier(index, 'tier_id')} />
                  </td>
                  <td>
                    <input aria-label={`賞品枠${index + 1}の名前`} value={tier.label} onChange={setTier(index, 'label')} />
                  </td>
                  <td>
                    <input aria-label={`賞品枠${index + 1}の提供割合（%）`} inputMode="decimal" value={tier.percent} onChange={setTier(index, 'percent')} aria-describedby={id('tiers-hint')} />
                  </td>
                  <td>
                    <select aria-label={`賞品枠${index + 1}の賞品の種類`} value={tier.prize_kind} onChange={setTier(index, 'prize_kind')}>
                      {Object.entries(PRIZE_KIND_LABELS).map(([kind, label]) => (
                        <option key={kind} value={kind}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input aria-label={`賞品枠${index + 1}の数`} type="number" min={1} value={tier.amount} onChange={setTier(index, 'amount')} />
                  </td>
                  <td>
                    {tier.prize_kind === 'coupon' ? (
                      <input aria-label={`賞品枠${index + 1}のクーポンコード`} value={tier.coupon_code} onChange={setTier(index, 'coupon_code')} />
                    ) : tier.prize_kind === 'point' ? (
                      '—'
                    ) : (
                      <input aria-label={`賞品枠${index + 1}の有効時間`} type="number" min={1} value={tier.valid_hours} onChange={setTier(index, 'valid_hours')} />
                    )}
                  </td>
                  <td>
                    <input aria-label={`賞品枠${index + 1}の価額（円）`} type="number" min={0} value={tier.value_yen} onChange={setTier(index, 'value_yen')} />
                  </td>
                  <td>
                    <input aria-label={`賞品枠${index + 1}の本数`} type="number" min={0} value={tier.count} onChange={setTier(index, 'count')} />
                  </td>
                  <td>
                    <button type="button" className="staff-button" onClick={() => edit({ tiers: values.tiers.filter((_, i) => i !== index) })} aria-label={`賞品枠${index + 1}を削除`}>
                      削除
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button type="button" className="staff-button" onClick={() => edit({ tiers: [...values.tiers, emptyTier(values.tiers.length + 1)] })}>
          賞品枠を追加する
        </button>
        {error('tiers')}
      </fieldset>
      {dryRun ? (
        <DryRunPanel dryRun={dryRun} labels={LOTTERY_LABELS} format={formatRewardValue} note={oddsNote} saving={status === 'saving'} onConfirm={() => void save()} onBack={back} />
      ) : (
        <div className="staff-actions">
          <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'checking' || status === 'saving'} aria-disabled={status === 'checking'}>
            {status === 'checking' ? '確認中…' : '変更内容を確認する'}
          </button>
          <DraftSaveButton draft={draft} disabled={!ready || status === 'checking' || status === 'saving'} />
          {onCancel && (
            <button type="button" className="staff-button" onClick={onCancel}>
              閉じる
            </button>
          )}
        </div>
      )}
      <p className="staff-form__status" role="status">
        {status === 'saved' ? `保存しました（第${version}版）。` : draftSavedText(draft)}
      </p>
    </form>
    <EditorDraftPanel draft={draft} labels={LOTTERY_LABELS} previewPath={lotteryPagePath} />
    </>
  );
}
