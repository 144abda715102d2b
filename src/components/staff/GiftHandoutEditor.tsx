'use client';

import { useEffect, useId, useState } from 'react';
import { STAFF_PATHS, type DraftView, type GiftHandoutPreview, type GiftHandoutView, type HandoutAsset } from '#modules/staff/client.ts';
import { toJstLocal } from '#platform/text/jst-datetime.ts';
import { DryRunPanel, type DryRun } from './DryRunPanel.tsx';
import { formatHandoutValue, GIFT_HANDOUT_LABELS, HANDOUT_ASSET_LABELS, handoutTotalText } from './gift-handout-format.ts';
import { SaveProblems } from './SaveProblems.tsx';
import type { Conflict } from './staff-api.ts';
import { useDraftSave, type DraftSaveState } from './use-draft-save.ts';
import { useDryRunSave, type DryRunSaveStatus } from './use-dry-run-save.ts';

export type GiftHandoutValues = { label: string; asset: HandoutAsset; amount: string; valid_hours: string; claim_by: string; recipients: 'list' | 'all'; member_ids: string };
/** A handout's dry run: the field changes and problems, and who would receive it. */
export type GiftHandoutDryRun = DryRun & { preview: GiftHandoutPreview };

const EMPTY: GiftHandoutValues = { label: '', asset: 'point', amount: '', valid_hours: '72', claim_by: '', recipients: 'list', member_ids: '' };

export const handoutValuesOf = (h: Omit<GiftHandoutView, 'id' | 'version'>): GiftHandoutValues => ({
  label: h.label,
  asset: h.asset,
  amount: String(h.amount),
  valid_hours: h.validHours === null ? '72' : String(h.validHours),
  claim_by: toJstLocal(h.claimBy),
  recipients: h.allMembers ? 'all' : 'list',
  member_ids: h.memberIds.join('\n'),
});

const num = (value: string) => (value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const body = (v: GiftHandoutValues) => ({ label: v.label, asset: v.asset, amount: num(v.amount), valid_hours: v.asset === 'point' ? null : num(v.valid_hours), claim_by: v.claim_by, recipients: v.recipients, member_ids: v.recipients === 'list' ? v.member_ids : '' });
const fieldOf = (path: string) => ({ validHours: 'valid_hours', claimBy: 'claim_by', memberIds: 'member_ids' } as Record<string, string>)[path.split('.')[0]!] ?? path.split('.')[0]!;

export type GiftHandoutEditorState = { values?: Partial<GiftHandoutValues>; errors?: Record<string, string>; formError?: string | null; status?: DryRunSaveStatus; conflict?: Conflict | null; dryRun?: GiftHandoutDryRun | null; draft?: DraftSaveState };
export type GiftHandoutEditorProps = {
  handout: GiftHandoutView | null;
  initial?: GiftHandoutEditorState;
  onSaved?: (handout: GiftHandoutView) => void;
  onCancel?: () => void;
  /** The handout's open draft (decision 058): its fields fill the form and 「下書き保存」 edits it. */
  draft?: DraftView | null;
  onDraftSaved?: (draft: DraftView) => void;
};

/**
 * Create or edit an unsent gift handout (decision 069): what members see on /gift/, what is given, claim-by in
 * JST, and the recipients (pasted member ids or all members). The dry run first shows how many members get it,
 * the total and the ids that are no members; saving stores it unsent (sending is the list's 「送信する」).
 */
export function GiftHandoutEditor({ handout, initial = {}, onSaved, onCancel, draft = null, onDraftSaved }: GiftHandoutEditorProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const drafted = draft ? handoutValuesOf({ ...handout, ...draft.value } as GiftHandoutView) : null;
  const [values, setValues] = useState<GiftHandoutValues>({ ...(drafted ?? (handout ? handoutValuesOf(handout) : EMPTY)), ...initial.values });
  const { recordId, version, errors, setErrors, formError, status, conflict, dryRun, save, touched, onSubmit, back, takeLatest, overwrite } = useDryRunSave<GiftHandoutView, { giftHandout: GiftHandoutView }, GiftHandoutDryRun>({
    initial,
    record: handout,
    collectionPath: STAFF_PATHS.giftHandouts,
    body: () => body(values),
    savedOf: (answer) => answer.giftHandout,
    fieldOf,
    onSaved,
  });
  const { draftRef, draftStatus, draftError, saveDraft, draftTouched } = useDraftSave({
    initial: initial.draft,
    kindPath: 'gift-handouts',
    recordId,
    version,
    body: () => body(values),
    draft,
    fieldOf,
    setErrors,
    onDraftSaved,
  });

  const edit = (patch: Partial<GiftHandoutValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    touched();
    draftTouched();
  };
  const set = (field: 'label' | 'amount' | 'valid_hours' | 'claim_by' | 'member_ids') => (event: { target: { value: string } }) => edit({ [field]: event.target.value });
  const describedBy = (field: string, hint?: string) => [errors[field] ? id(`${field}-error`) : '', hint ? id(hint) : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: string) =>
    errors[field] ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  const input = (field: 'label' | 'amount' | 'valid_hours' | 'claim_by', label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} type="text" value={values[field]} onChange={set(field)} aria-invalid={!!errors[field]} aria-describedby={describedBy(field, hint)} {...props} />
      {error(field)}
    </div>
  );

  return (
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{recordId ? `ギフト配布 #${recordId} を編集（第${version}版・未送信）` : '新しいギフト配布'}</h2>
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={GIFT_HANDOUT_LABELS}
        onUseLatest={(current, currentVersion) => {
          setValues(handoutValuesOf(current as unknown as GiftHandoutView));
          takeLatest(currentVersion);
        }}
        onOverwrite={overwrite}
      />
      {draftRef && <p className="staff-field__hint">下書き #{draftRef.id} を編集しています（「配布内容を確認する」から保存するとすぐ反映、「下書き保存」で反映せずに保存）。</p>}
      {draftError && (
        <p className="staff-form__error" role="alert">
          {draftError}
        </p>
      )}
      {input('label', '表示名（会員の /gift/ に表示されます）', { maxLength: 100 })}
      <div className="staff-field">
        <label htmlFor={id('asset')}>配るもの</label>
        <select id={id('asset')} value={values.asset} onChange={(event) => edit({ asset: event.target.value as HandoutAsset })}>
          {(Object.keys(HANDOUT_ASSET_LABELS) as HandoutAsset[]).map((asset) => (
            <option key={asset} value={asset}>
              {HANDOUT_ASSET_LABELS[asset]}
            </option>
          ))}
        </select>
      </div>
      {input('amount', values.asset === 'point' ? '1人あたりの数量（pt）' : '1人あたりの数量（枚）', { type: 'number', min: 1, inputMode: 'numeric' })}
      {values.asset !== 'point' && input('valid_hours', '有効時間（受け取りから何時間）', { type: 'number', min: 1, inputMode: 'numeric' })}
      {input('claim_by', '受け取り期限（日本時間 JST）', { type: 'datetime-local' }, 'claim-hint')}
      <p className="staff-field__hint" id={id('claim-hint')}>
        この日時（JST）より前に /gift/ で受け取らないと失効します。
      </p>
      <fieldset className="staff-fieldset">
        <legend>受け取る会員</legend>
        <label className="staff-check">
          <input type="radio" name={id('recipients')} value="list" checked={values.recipients === 'list'} onChange={() => edit({ recipients: 'list' })} />
          会員IDを指定する
        </label>
        <label className="staff-check">
          <input type="radio" name={id('recipients')} value="all" checked={values.recipients === 'all'} onChange={() => edit({ recipients: 'all' })} />
          全会員
        </label>
        {values.recipients === 'list' && (
          <div className="staff-field">
            <label htmlFor={id('member_ids')}>会員ID（1行に1件、またはカンマ区切りで貼り付け）</label>
            <textarea id={id('member_ids')} rows={5} value={values.member_ids} onChange={set('member_ids')} aria-invalid={!!errors.member_ids} aria-describedby={describedBy('member_ids')} />
            {error('member_ids')}
          </div>
        )}
      </fieldset>
      {dryRun ? (
        <>
          <section className="staff-dry-run" aria-labelledby={id('preview-heading')}>
            <h3 id={id('preview-heading')}>配布の確認</h3>
            <dl className="staff-summary">
              <dt>受け取る会員</dt>
              <dd>{dryRun.preview.recipients.toLocaleString('ja-JP')}人</dd>
              <dt>配布の合計</dt>
              <dd>{handoutTotalText(values.asset, dryRun.preview.total)}</dd>
              {dryRun.preview.unknownIds.length > 0 && (
                <>
                  <dt>見つからない会員ID（{dryRun.preview.unknownIds.length.toLocaleString('ja-JP')}件・配布されません）</dt>
                  <dd>{dryRun.preview.unknownIds.slice(0, 50).join(', ')}{dryRun.preview.unknownIds.length > 50 ? ' …' : ''}</dd>
                </>
              )}
            </dl>
          </section>
          <DryRunPanel dryRun={dryRun} labels={GIFT_HANDOUT_LABELS} format={formatHandoutValue} note="保存してもまだ送信されません。一覧の「送信する」で会員の /gift/ に届きます。" saving={status === 'saving'} onConfirm={() => void save()} onBack={back} />
        </>
      ) : (
        <div className="staff-actions">
          <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'checking' || status === 'saving'} aria-disabled={status === 'checking'}>
            {status === 'checking' ? '確認中…' : '配布内容を確認する'}
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
          ? `保存しました（第${version}版・未送信）。一覧の「送信する」で配布します。`
          : draftStatus === 'saved'
            ? `下書きを保存しました（下書き #${draftRef?.id}）。ギフト配布には反映されていません。下の「下書きと予約公開」から反映・予約できます。`
            : ''}
      </p>
    </form>
  );
}
