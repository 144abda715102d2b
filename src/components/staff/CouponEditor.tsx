'use client';

import { useEffect, useId, useState } from 'react';
import { COUPON_CODE_RULE } from '#modules/campaigns/client.ts';
import { STAFF_PATHS, type CouponConsoleView, type DraftView } from '#modules/staff/client.ts';
import { toJstLocal } from '#platform/text/jst-datetime.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { COUPON_LABELS, DISTRIBUTION_LABELS, formatCouponValue, generateCodes } from './coupon-format.ts';
import { DryRunPanel, type DryRun } from './DryRunPanel.tsx';
import type { Conflict } from './staff-api.ts';
import { useDraftSave, type DraftSaveState } from './use-draft-save.ts';
import { useDryRunSave, type DryRunSaveStatus } from './use-dry-run-save.ts';

export type CouponValues = {
  coupon_code: string;
  coupon_name: string;
  description: string;
  additional_coin_rate: string;
  quantity: string;
  bonus_quantity: string;
  item_price_without_coupon: string;
  starts_at: string;
  ends_at: string;
  per_member_limit: string;
  total_limit: string;
  single_use_codes: boolean;
  recommendable: boolean;
  distribution: 'open' | 'purchase';
  purchase_yen: string;
  /** One code a line. */
  codes: string;
};

const EMPTY: CouponValues = {
  coupon_code: '',
  coupon_name: '',
  description: '',
  additional_coin_rate: '0',
  quantity: '1',
  bonus_quantity: '0',
  item_price_without_coupon: '',
  starts_at: '',
  ends_at: '',
  per_member_limit: '1',
  total_limit: '',
  single_use_codes: false,
  recommendable: false,
  distribution: 'open',
  purchase_yen: '',
  codes: '',
};

export const couponValuesOf = (c: Omit<CouponConsoleView, 'id' | 'version'>): CouponValues => ({
  coupon_code: c.couponCode,
  coupon_name: c.couponName,
  description: c.description,
  additional_coin_rate: String(c.additionalCoinRate),
  quantity: String(c.quantity),
  bonus_quantity: String(c.bonusQuantity),
  item_price_without_coupon: c.itemPriceWithoutCoupon === null ? '' : String(c.itemPriceWithoutCoupon),
  starts_at: toJstLocal(c.startsAt),
  ends_at: toJstLocal(c.endsAt),
  per_member_limit: String(c.perMemberLimit),
  total_limit: c.totalLimit === null ? '' : String(c.totalLimit),
  single_use_codes: c.singleUseCodes,
  recommendable: c.recommendable,
  distribution: c.distribution,
  purchase_yen: c.purchaseYen === null ? '' : String(c.purchaseYen),
  codes: c.codes.join('\n'),
});

const num = (value: string) => (value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const orNull = (value: string) => (value.trim() === '' ? null : num(value));
const codeList = (text: string) => text.split(/[\s,、]+/).map((code) => code.trim()).filter(Boolean);
const body = (v: CouponValues) => ({
  coupon_code: v.coupon_code.trim(),
  coupon_name: v.coupon_name,
  description: v.description,
  additional_coin_rate: num(v.additional_coin_rate),
  quantity: num(v.quantity),
  bonus_quantity: num(v.bonus_quantity),
  item_price_without_coupon: orNull(v.item_price_without_coupon),
  starts_at: v.starts_at,
  ends_at: v.ends_at,
  per_member_limit: num(v.per_member_limit),
  total_limit: orNull(v.total_limit),
  single_use_codes: v.single_use_codes,
  recommendable: v.recommendable,
  distribution: v.distribution,
  purchase_yen: v.distribution === 'purchase' ? orNull(v.purchase_yen) : null,
  codes: codeList(v.codes),
});
const FIELD_OF: Record<string, string> = {
  couponCode: 'coupon_code',
  couponName: 'coupon_name',
  additionalCoinRate: 'additional_coin_rate',
  bonusQuantity: 'bonus_quantity',
  itemPriceWithoutCoupon: 'item_price_without_coupon',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  perMemberLimit: 'per_member_limit',
  totalLimit: 'total_limit',
  purchaseYen: 'purchase_yen',
};
const fieldOf = (path: string) => FIELD_OF[path.split('.')[0]!] ?? path.split('.')[0]!;

type TextField = Exclude<keyof CouponValues, 'single_use_codes' | 'recommendable' | 'distribution'>;
export type CouponEditorState = { values?: Partial<CouponValues>; errors?: Record<string, string>; formError?: string | null; status?: DryRunSaveStatus; conflict?: Conflict | null; dryRun?: DryRun | null; draft?: DraftSaveState };
export type CouponEditorProps = {
  coupon: CouponConsoleView | null;
  initial?: CouponEditorState;
  onSaved?: (coupon: CouponConsoleView) => void;
  onCancel?: () => void;
  /** The coupon's open draft (decision 058): its fields fill the form and 「下書き保存」 edits it. */
  draft?: DraftView | null;
  onDraftSaved?: (draft: DraftView) => void;
};

/**
 * Create or edit a gift coupon (decision 067): what redeeming gives, the purchase bonus, the codes (entered or
 * generated) members redeem at /gift/coupon/{code}/, limits per member and in all, window in JST; dry run with the
 * 景品表示法 check first.
 */
export function CouponEditor({ coupon, initial = {}, onSaved, onCancel, draft = null, onDraftSaved }: CouponEditorProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const drafted = draft ? couponValuesOf({ ...coupon, ...draft.value } as CouponConsoleView) : null;
  const [values, setValues] = useState<CouponValues>({ ...(drafted ?? (coupon ? couponValuesOf(coupon) : EMPTY)), ...initial.values });
  const { recordId: couponId, version, errors, setErrors, formError, status, conflict, dryRun, save, touched, onSubmit, back, takeLatest, overwrite } = useDryRunSave({
    initial,
    record: coupon,
    collectionPath: STAFF_PATHS.coupons,
    body: () => body(values),
    savedOf: (answer: { coupon: CouponConsoleView }) => answer.coupon,
    fieldOf,
    onSaved,
  });
  const { draftRef, draftStatus, draftError, saveDraft, draftTouched } = useDraftSave({
    initial: initial.draft,
    kindPath: 'coupons',
    recordId: couponId,
    version,
    body: () => body(values),
    draft,
    fieldOf,
    setErrors,
    onDraftSaved,
  });
  const [generateCount, setGenerateCount] = useState('10');

  const edit = (patch: Partial<CouponValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    touched();
    draftTouched();
  };
  const set = (field: TextField) => (event: { target: { value: string } }) => edit({ [field]: event.target.value } as Partial<CouponValues>);

  const generate = () => {
    const count = Math.min(1000, Math.max(1, Math.floor(Number(generateCount)) || 0));
    const existing = codeList(values.codes);
    edit({ codes: [...existing, ...generateCodes(values.coupon_code, count, existing)].join('\n') });
  };
  const error = (field: string) =>
    errors[field] ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: string, hint?: boolean) => [errors[field] ? id(`${field}-error`) : '', hint ? id(`${field}-hint`) : ''].filter(Boolean).join(' ') || undefined;
  const input = (field: TextField, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} type="text" value={values[field]} onChange={set(field)} aria-invalid={!!errors[field]} aria-describedby={describedBy(field, !!hint)} {...props} />
      {hint && (
        <p className="staff-field__hint" id={id(`${field}-hint`)}>
          {hint}
        </p>
      )}
      {error(field)}
    </div>
  );
  const codeCount = codeList(values.codes).length;

  return (
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{couponId ? `クーポン #${couponId} を編集（第${version}版）` : '新しいクーポン'}</h2>
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={COUPON_LABELS}
        onUseLatest={(latest, currentVersion) => {
          setValues(couponValuesOf(latest as unknown as CouponConsoleView));
          takeLatest(currentVersion);
        }}
        onOverwrite={overwrite}
      />
      {draftRef && <p className="staff-field__hint">下書き #{draftRef.id} を編集しています（「変更内容を確認する」から保存するとすぐ公開、「下書き保存」で公開せずに保存）。</p>}
      {draftError && (
        <p className="staff-form__error" role="alert">
          {draftError}
        </p>
      )}
      {couponId ? (
        <p className="staff-field__hint">クーポンコード: {values.coupon_code}（会員が持つクーポンとコイン購入の割引に使われるため変更できません）</p>
      ) : (
        input('coupon_code', `クーポンコード（${COUPON_CODE_RULE}）`, { autoComplete: 'off' }, 'コードを登録しない場合は、このコードで受け取れます（/gift/coupon/コード/）。')
      )}
      {input('coupon_name', 'クーポン名', { maxLength: 100 })}
      {input('description', '説明', { maxLength: 1000 })}
      <fieldset className="staff-fieldset">
        <legend>受け取ったときにもらえるもの</legend>
        {input('quantity', 'クーポンの枚数', { type: 'number', min: 1, max: 100 })}
        {input('bonus_quantity', 'ボーナスコイン（枚）', { type: 'number', min: 0 })}
        <div className="staff-field">
          <label htmlFor={id('distribution')}>コードの配り方（景品表示法の区分）</label>
          <select id={id('distribution')} value={values.distribution} onChange={(event) => edit({ distribution: event.target.value as CouponValues['distribution'] })} aria-describedby={id('distribution-hint')}>
            <option value="open">{DISTRIBUTION_LABELS.open}</option>
            <option value="purchase">{DISTRIBUTION_LABELS.purchase}</option>
          </select>
          <p className="staff-field__hint" id={id('distribution-hint')}>
            購入者に配るときは、ボーナスコイン（1枚1円）が総付景品の上限（購入額1,000円未満は200円、1,000円以上は20%）を超えないか確認します。
          </p>
        </div>
        {values.distribution === 'purchase' && input('purchase_yen', 'コードが付く購入の最低額（円・税込）', { type: 'number', min: 1 })}
      </fieldset>
      <fieldset className="staff-fieldset">
        <legend>コイン購入時の増量</legend>
        {input('additional_coin_rate', '追加コインの率（%）', { type: 'number', min: 0, max: 500 }, '同じコインを同じ価格で付け加える値引きのため景品類に当たらず、景品表示法の上限はありません。')}
        {input('item_price_without_coupon', '対象パックの価格（円・税込。空欄ですべてのパック）', { type: 'number', min: 1 })}
      </fieldset>
      <fieldset className="staff-fieldset">
        <legend>コードと上限</legend>
        <div className="staff-field">
          <label htmlFor={id('codes')}>コード（1行に1つ。空欄ならクーポンコードで受け取り）</label>
          <textarea id={id('codes')} rows={5} value={values.codes} onChange={set('codes')} aria-invalid={!!errors.codes} aria-describedby={describedBy('codes', true)} spellCheck={false} autoComplete="off" />
          <p className="staff-field__hint" id={id('codes-hint')}>
            {codeCount.toLocaleString('ja-JP')}個のコード
          </p>
          {error('codes')}
        </div>
        <div className="staff-coupon-generate">
          <div className="staff-field">
            <label htmlFor={id('generate')}>生成する数</label>
            <input id={id('generate')} type="number" min={1} max={1000} value={generateCount} onChange={(event) => setGenerateCount(event.target.value)} />
          </div>
          <button type="button" className="staff-button" onClick={generate} disabled={!ready}>
            コードを生成して追加
          </button>
        </div>
        <div className="staff-field staff-field--check">
          <input id={id('single_use_codes')} type="checkbox" checked={values.single_use_codes} onChange={(event) => edit({ single_use_codes: event.target.checked })} />
          <label htmlFor={id('single_use_codes')}>1つのコードは全体で1回だけ使える（シリアルコード）</label>
        </div>
        {input('per_member_limit', '1人が使えるコードの数', { type: 'number', min: 1, max: 100 }, '同じコードは1人1回までです。')}
        {input('total_limit', '全体の上限（回。空欄で上限なし）', { type: 'number', min: 1 })}
      </fieldset>
      <fieldset className="staff-fieldset">
        <legend>受け取り期間（日本時間 JST）</legend>
        {input('starts_at', '開始日時（JST）', { type: 'datetime-local' })}
        {input('ends_at', '終了日時（JST）', { type: 'datetime-local' })}
      </fieldset>
      <div className="staff-field staff-field--check">
        <input id={id('recommendable')} type="checkbox" checked={values.recommendable} onChange={(event) => edit({ recommendable: event.target.checked })} />
        <label htmlFor={id('recommendable')}>サイトのページでおすすめする（初回表示のクーポン案内）</label>
      </div>
      {dryRun ? (
        <DryRunPanel dryRun={dryRun} labels={COUPON_LABELS} format={formatCouponValue} saving={status === 'saving'} onConfirm={() => void save()} onBack={back} />
      ) : (
        <div className="staff-actions">
          <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'checking' || status === 'saving'} aria-disabled={status === 'checking'}>
            {status === 'checking' ? '確認中…' : '変更内容を確認する'}
          </button>
          <button type="button" className="staff-button" disabled={!ready || status === 'saving' || draftStatus === 'saving'} onClick={() => void saveDraft()}>
            {draftStatus === 'saving' ? '下書きを保存中…' : '下書き保存'}
          </button>
          {onCancel && (
            <button type="button" className="staff-button" onClick={onCancel}>
              閉じる
            </button>
          )}
        </div>
      )}
      <p className="staff-form__status" role="status">
        {status === 'saved'
          ? `保存しました（第${version}版）。`
          : draftStatus === 'saved'
            ? `下書きを保存しました（下書き #${draftRef?.id}）。公開はされていません。下の「下書きと予約公開」から公開・予約できます。`
            : ''}
      </p>
    </form>
  );
}
