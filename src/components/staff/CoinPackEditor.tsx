'use client';

import { useEffect, useId, useState } from 'react';
import { STAFF_PATHS, type CoinPackConsoleView, type DraftView } from '#modules/staff/client.ts';
import { toJstLocal } from '#platform/text/jst-datetime.ts';
import { COIN_PACK_LABELS, formatCoinPackValue } from './coin-pack-format.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { DryRunPanel, type DryRun } from './DryRunPanel.tsx';
import type { Conflict } from './staff-api.ts';
import { useDraftSave, type DraftSaveState } from './use-draft-save.ts';
import { useDryRunSave, type DryRunSaveStatus } from './use-dry-run-save.ts';

export type CoinPackValues = { product_id: string; price_yen: string; coins: string; bonus_coins: string; starts_at: string; ends_at: string; position: string };
type CoinPackDryRun = DryRun & { note?: string };

const EMPTY: CoinPackValues = { product_id: 'coin_', price_yen: '', coins: '', bonus_coins: '0', starts_at: '', ends_at: '', position: '0' };

export const coinPackValuesOf = (p: Omit<CoinPackConsoleView, 'id' | 'version'>): CoinPackValues => ({
  product_id: p.productId,
  price_yen: String(p.priceYen),
  coins: String(p.coins),
  bonus_coins: String(p.bonusCoins),
  starts_at: toJstLocal(p.startsAt),
  ends_at: p.endsAt ? toJstLocal(p.endsAt) : '',
  position: String(p.position),
});

const num = (value: string) => (value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const body = (v: CoinPackValues) => ({
  product_id: v.product_id.trim(),
  price_yen: num(v.price_yen),
  coins: num(v.coins),
  bonus_coins: num(v.bonus_coins),
  starts_at: v.starts_at,
  ends_at: v.ends_at || null,
  position: num(v.position),
});
const FIELD_OF: Record<string, string> = { productId: 'product_id', priceYen: 'price_yen', bonusCoins: 'bonus_coins', startsAt: 'starts_at', endsAt: 'ends_at' };
const fieldOf = (path: string) => FIELD_OF[path.split('.')[0]!] ?? path.split('.')[0]!;
const rateText = (v: CoinPackValues) => {
  const coins = Number(v.coins);
  const bonus = Number(v.bonus_coins);
  return coins > 0 && bonus >= 0 && Number.isFinite(bonus) ? `合計${(coins + bonus).toLocaleString('ja-JP')}枚（ボーナス${Math.round((bonus / coins) * 1000) / 10}%）` : '';
};

export type CoinPackEditorState = { values?: Partial<CoinPackValues>; errors?: Record<string, string>; formError?: string | null; status?: DryRunSaveStatus; conflict?: Conflict | null; dryRun?: CoinPackDryRun | null; draft?: DraftSaveState };
export type CoinPackEditorProps = {
  pack: CoinPackConsoleView | null;
  initial?: CoinPackEditorState;
  onSaved?: (pack: CoinPackConsoleView) => void;
  onCancel?: () => void;
  /** The pack's open draft (decision 058): its fields fill the form and 「下書き保存」 edits it. */
  draft?: DraftView | null;
  onDraftSaved?: (draft: DraftView) => void;
};

/** Create or edit a coin pack of /point/ (decision 067): price (税込), coins, bonus, sale window in JST, order; dry run first. */
export function CoinPackEditor({ pack, initial = {}, onSaved, onCancel, draft = null, onDraftSaved }: CoinPackEditorProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const drafted = draft ? coinPackValuesOf({ ...pack, ...draft.value } as CoinPackConsoleView) : null;
  const [values, setValues] = useState<CoinPackValues>({ ...(drafted ?? (pack ? coinPackValuesOf(pack) : EMPTY)), ...initial.values });
  const { recordId: packId, version, errors, setErrors, formError, status, conflict, dryRun, save, touched, onSubmit, back, takeLatest, overwrite } = useDryRunSave<{ coinPack: CoinPackConsoleView }['coinPack'], { coinPack: CoinPackConsoleView }, CoinPackDryRun>({
    initial,
    record: pack,
    collectionPath: STAFF_PATHS.coinPacks,
    body: () => body(values),
    savedOf: (answer: { coinPack: CoinPackConsoleView }) => answer.coinPack,
    fieldOf,
    onSaved,
  });
  const { draftRef, draftStatus, draftError, saveDraft, draftTouched } = useDraftSave({
    initial: initial.draft,
    kindPath: 'coin-packs',
    recordId: packId,
    version,
    body: () => body(values),
    draft,
    fieldOf,
    setErrors,
    onDraftSaved,
  });

  const edit = (patch: Partial<CoinPackValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    touched();
    draftTouched();
  };
  const set = (field: keyof CoinPackValues) => (event: { target: { value: string } }) => edit({ [field]: event.target.value } as Partial<CoinPackValues>);

  const input = (field: keyof CoinPackValues, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input
        id={id(field)}
        type="text"
        value={values[field]}
        onChange={set(field)}
        aria-invalid={!!errors[field]}
        aria-describedby={[errors[field] ? id(`${field}-error`) : '', hint ? id(`${field}-hint`) : ''].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      {hint && (
        <p className="staff-field__hint" id={id(`${field}-hint`)}>
          {hint}
        </p>
      )}
      {errors[field] && (
        <p className="staff-field__error" id={id(`${field}-error`)}>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{packId ? `コインパック #${packId} を編集（第${version}版）` : '新しいコインパック'}</h2>
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={COIN_PACK_LABELS}
        onUseLatest={(latest, currentVersion) => {
          setValues(coinPackValuesOf(latest as unknown as CoinPackConsoleView));
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
      {packId ? <p className="staff-field__hint">商品ID: {values.product_id}（購入の記録に使われるため変更できません）</p> : input('product_id', '商品ID（coin_ で始まる半角英小文字・数字・「_」）', { autoComplete: 'off' })}
      {input('price_yen', '価格（円・税込）', { type: 'number', min: 1 })}
      {input('coins', 'コイン（枚）', { type: 'number', min: 1 })}
      {input('bonus_coins', 'ボーナスコイン（枚）', { type: 'number', min: 0 }, rateText(values) || undefined)}
      <fieldset className="staff-fieldset">
        <legend>販売期間（日本時間 JST）</legend>
        {input('starts_at', '販売開始日時（JST）', { type: 'datetime-local' })}
        {input('ends_at', '販売終了日時（JST、空欄なら期限なし）', { type: 'datetime-local' })}
      </fieldset>
      {input('position', '表示順（小さいほど先）', { type: 'number', min: 0, max: 100 })}
      {dryRun ? (
        <DryRunPanel dryRun={dryRun} labels={COIN_PACK_LABELS} format={formatCoinPackValue} note={dryRun.note ?? null} saving={status === 'saving'} onConfirm={() => void save()} onBack={back} />
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
          ? `保存しました（第${version}版）。/point/ にすぐ反映されます。`
          : draftStatus === 'saved'
            ? `下書きを保存しました（下書き #${draftRef?.id}）。公開はされていません。下の「下書きと予約公開」から公開・予約できます。`
            : ''}
      </p>
    </form>
  );
}
