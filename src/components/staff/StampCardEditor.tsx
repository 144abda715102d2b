'use client';

import { useEffect, useId, useState } from 'react';
import { stampCardPath } from '#platform/routes/site-paths.ts';
import { STAMP_ACTION_LABELS } from '#modules/rewards/client.ts';
import { STAFF_PATHS, type PrizeSnapshot, type DraftView, type StampCardView } from '#modules/staff/client.ts';
import { toJstLocal } from '#platform/text/jst-datetime.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { DryRunPanel, type DryRun } from './DryRunPanel.tsx';
import { formatRewardValue, PRIZE_KIND_LABELS, STAMP_CARD_LABELS } from './reward-format.ts';
import { staffSend, type Conflict } from './staff-api.ts';
import { DraftEditingHint, DraftSaveButton, draftSavedText, EditorDraftPanel, useEditorDraft, type EditorDraftStatus } from './EditorDraft.tsx';
import { useDryRunSave, type DryRunSaveStatus } from './use-dry-run-save.ts';

const ACTIONS = Object.keys(STAMP_ACTION_LABELS) as (keyof typeof STAMP_ACTION_LABELS)[];

export type StampCardValues = {
  code: string;
  label: string;
  message: string;
  details: string;
  thumbnail_url: string;
  /** Per fixed action: the slot's label and how many stamps it needs ('' or 0: no slot). */
  slots: Record<string, { label: string; quantity: string }>;
  prize_kind: '' | PrizeSnapshot['kind'];
  prize_amount: string;
  prize_valid_hours: string;
  prize_coupon_code: string;
  prize_value_yen: string;
  purchase_yen: string;
  gacha_id: string;
  starts_at: string;
  ends_at: string;
};

const EMPTY: StampCardValues = {
  code: '',
  label: '',
  message: '',
  details: '',
  thumbnail_url: '',
  slots: Object.fromEntries(ACTIONS.map((action) => [action, { label: STAMP_ACTION_LABELS[action], quantity: '' }])),
  prize_kind: 'bonus_coin',
  prize_amount: '',
  prize_valid_hours: '168',
  prize_coupon_code: '',
  prize_value_yen: '0',
  purchase_yen: '',
  gacha_id: '',
  starts_at: '',
  ends_at: '',
};

export const stampCardValuesOf = (card: Omit<StampCardView, 'id' | 'version'>): StampCardValues => {
  const prize = card.prize;
  return {
    code: card.code,
    label: card.label,
    message: card.message,
    details: card.details,
    thumbnail_url: card.thumbnailUrl,
    slots: Object.fromEntries(
      ACTIONS.map((action) => {
        const slot = card.slots.find((s) => s.action === action);
        return [action, { label: slot?.label ?? STAMP_ACTION_LABELS[action], quantity: slot ? String(slot.quantity) : '' }];
      }),
    ),
    prize_kind: prize?.kind ?? '',
    prize_amount: prize ? String(prize.kind === 'coupon' ? prize.quantity : prize.amount) : '',
    prize_valid_hours: prize && (prize.kind === 'bonus_coin' || prize.kind === 'ticket') ? String(prize.validHours) : '168',
    prize_coupon_code: prize?.kind === 'coupon' ? prize.couponCode : '',
    prize_value_yen: String(card.prizeValueYen),
    purchase_yen: card.purchaseYen === null ? '' : String(card.purchaseYen),
    gacha_id: card.gachaId === null ? '' : String(card.gachaId),
    starts_at: toJstLocal(card.startsAt),
    ends_at: card.endsAt ? toJstLocal(card.endsAt) : '',
  };
};

/** A number field as sent: a number when it reads as one (zod answers the rest in Japanese). */
const num = (value: string) => (value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const numOrNull = (value: string) => (value.trim() === '' ? null : num(value));

function prizeOf(values: StampCardValues): unknown {
  switch (values.prize_kind) {
    case '':
      return null;
    case 'bonus_coin':
    case 'ticket':
      return { kind: values.prize_kind, amount: num(values.prize_amount), validHours: num(values.prize_valid_hours) };
    case 'point':
      return { kind: 'point', amount: num(values.prize_amount) };
    case 'coupon':
      return { kind: 'coupon', couponCode: values.prize_coupon_code, quantity: num(values.prize_amount) };
  }
}

export const stampCardBody = (values: StampCardValues) => ({
  code: values.code.trim(),
  label: values.label,
  message: values.message,
  details: values.details,
  thumbnail_url: values.thumbnail_url.trim(),
  slots: ACTIONS.filter((action) => values.slots[action]!.quantity.trim() !== '' && values.slots[action]!.quantity.trim() !== '0').map((action) => ({
    label: values.slots[action]!.label,
    action,
    quantity: num(values.slots[action]!.quantity),
  })),
  prize: prizeOf(values),
  prize_value_yen: num(values.prize_value_yen || '0'),
  purchase_yen: numOrNull(values.purchase_yen),
  gacha_id: numOrNull(values.gacha_id),
  starts_at: values.starts_at,
  ends_at: values.ends_at || null,
});


export type StampCardEditorState = {
  values?: Partial<StampCardValues>;
  errors?: Record<string, string>;
  formError?: string | null;
  status?: DryRunSaveStatus;
  conflict?: Conflict | null;
  dryRun?: DryRun | null; draftStatus?: EditorDraftStatus;
};

export type StampCardEditorProps = {
  card: StampCardView | null;
  lotteries: { id: number; code: string; label: string }[];
  initial?: StampCardEditorState;
  onSaved?: (card: StampCardView) => void;
  onCancel?: () => void; /** The object's open draft (decision 071): its fields fill the form, 「下書き保存」 edits it. */ draft?: DraftView | null; onDraftSaved?: (draft: DraftView) => void;
};

/** The server's field paths (zod's and the rewards rules') on this form's fields. */
const fieldOf = (path: string) => {
  const head = path.split('.')[0]!;
  return ({ gachaId: 'gacha_id', endsAt: 'ends_at', thumbnailUrl: 'thumbnail_url' } as Record<string, string>)[head] ?? head;
};

/**
 * Create or edit one stamp card: fixed stamps from fixed actions, a prize or a gacha on completion, the window
 * in JST, the thumbnail. 「変更内容を確認する」 first asks the server for a dry run (the diff and the legal check);
 * only 「この内容で保存する」 stores it, at the version the form edited (a stale save shows the conflict).
 */
export function StampCardEditor({ card, lotteries, initial = {}, onSaved, onCancel, draft: openDraft = null, onDraftSaved }: StampCardEditorProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [values, setValues] = useState<StampCardValues>({ ...(openDraft ? stampCardValuesOf({ ...card, ...openDraft.value } as StampCardView) : card ? stampCardValuesOf(card) : EMPTY), ...initial.values });
  const { recordId: cardId, version, errors, setErrors, formError, status, conflict, dryRun, save, touched, refused, onSubmit, back, takeLatest, overwrite } = useDryRunSave({
    initial,
    record: card,
    collectionPath: STAFF_PATHS.stampCards,
    body: () => stampCardBody(values),
    savedOf: (answer: { stampCard: StampCardView }) => answer.stampCard,
    fieldOf,
    onSaved,
  });
  const draft = useEditorDraft({ draft: openDraft, initial: { status: initial.draftStatus }, kindPath: 'stampcards', recordId: cardId, version, body: () => stampCardBody(values), onRefused: refused, onChange: onDraftSaved, onPublished: takeLatest });
  const [uploading, setUploading] = useState(false);

  const edit = (patch: Partial<StampCardValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    touched();
    draft.touched();
  };
  const set = (field: Exclude<keyof StampCardValues, 'slots' | 'prize_kind'>) => (event: { target: { value: string } }) => edit({ [field]: event.target.value } as Partial<StampCardValues>);
  const setSlot = (action: string, part: 'label' | 'quantity') => (event: { target: { value: string } }) =>
    edit({ slots: { ...values.slots, [action]: { ...values.slots[action]!, [part]: event.target.value } } });



  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const result = await staffSend<{ image: { url: string } }>(STAFF_PATHS.images, file);
    setUploading(false);
    if (result.ok) {
      edit({ thumbnail_url: result.answer.image.url });
      setErrors((e) => ({ ...e, thumbnail_url: '' }));
    } else setErrors((e) => ({ ...e, thumbnail_url: result.message }));
  }

  const describedBy = (field: string, hint?: string) => [errors[field] ? id(`${field}-error`) : '', hint ? id(hint) : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: string) =>
    errors[field] ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  const input = (field: Exclude<keyof StampCardValues, 'slots' | 'prize_kind'>, label: string, props: Record<string, unknown> = {}) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} type="text" value={values[field]} onChange={set(field)} aria-invalid={!!errors[field]} aria-describedby={describedBy(field)} {...props} />
      {error(field)}
    </div>
  );
  const thumb = values.thumbnail_url;

  return (
    <>
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{cardId ? `スタンプカード #${cardId} を編集（第${version}版）` : '新しいスタンプカード'}</h2>
      <DraftEditingHint draft={draft} />
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={STAMP_CARD_LABELS}
        onUseLatest={(current, currentVersion) => {
          setValues(stampCardValuesOf(current as unknown as StampCardView));
          takeLatest(currentVersion);
        }}
        onOverwrite={overwrite}
      />
      {cardId ? (
        <p className="staff-field__hint">キャンペーンコード: {values.code}（URL /gift/stamp_card/{values.code}/ に使われるため変更できません）</p>
      ) : (
        input('code', 'キャンペーンコード（URLに使われます。半角英小文字・数字・「-」「_」）', { autoComplete: 'off' })
      )}
      {input('label', '名前', { maxLength: 60 })}
      <div className="staff-field">
        <label htmlFor={id('message')}>メッセージ（カードに表示）</label>
        <textarea id={id('message')} value={values.message} onChange={set('message')} rows={2} maxLength={500} aria-invalid={!!errors.message} aria-describedby={describedBy('message')} />
        {error('message')}
      </div>
      <div className="staff-field">
        <label htmlFor={id('details')}>詳細（注意事項など。任意）</label>
        <textarea id={id('details')} value={values.details} onChange={set('details')} rows={3} maxLength={2000} aria-invalid={!!errors.details} aria-describedby={describedBy('details')} />
        {error('details')}
      </div>
      <div className="staff-field">
        <label htmlFor={id('thumbnail_url')}>サムネイル画像のURL</label>
        <input id={id('thumbnail_url')} type="text" value={values.thumbnail_url} onChange={set('thumbnail_url')} aria-invalid={!!errors.thumbnail_url} aria-describedby={describedBy('thumbnail_url')} />
        <label htmlFor={id('thumbnail_file')}>または画像をアップロード（JPEG・PNG・WebP、2MBまで）</label>
        <input id={id('thumbnail_file')} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void upload(e.target.files?.[0])} disabled={!ready || uploading} />
        {uploading && <p className="staff-field__hint">アップロード中…</p>}
        {thumb && <img className="staff-thumb" src={thumb.startsWith('/img/staff/') ? `${thumb}?w=320` : thumb} alt="" width={160} height={90} />}
        {error('thumbnail_url')}
      </div>
      <fieldset className="staff-fieldset">
        <legend>スタンプ枠（決まった行動に決まった数のスタンプ）</legend>
        <p className="staff-field__hint" id={id('slots-hint')}>
          使う行動に必要なスタンプ数を入れてください（空欄なら使いません）。ランダムに出るスタンプを揃える形式（カード合わせ）は景品表示法で禁止されています。
        </p>
        <div className="staff-slots">
          {ACTIONS.map((action) => (
            <div className="staff-slot" key={action}>
              <span>{STAMP_ACTION_LABELS[action]}</span>
              <div className="staff-field">
                <label htmlFor={id(`slot-${action}-label`)}>{STAMP_ACTION_LABELS[action]}の枠の名前</label>
                <input id={id(`slot-${action}-label`)} type="text" value={values.slots[action]!.label} onChange={setSlot(action, 'label')} maxLength={40} />
              </div>
              <div className="staff-field">
                <label htmlFor={id(`slot-${action}-quantity`)}>{STAMP_ACTION_LABELS[action]}のスタンプ数</label>
                <input id={id(`slot-${action}-quantity`)} type="number" min={0} max={100} value={values.slots[action]!.quantity} onChange={setSlot(action, 'quantity')} aria-describedby={id('slots-hint')} />
              </div>
            </div>
          ))}
        </div>
        {error('slots')}
      </fieldset>
      <fieldset className="staff-fieldset">
        <legend>達成時の特典（賞品またはガチャ、両方も可）</legend>
        <div className="staff-field">
          <label htmlFor={id('prize_kind')}>賞品の種類</label>
          <select id={id('prize_kind')} value={values.prize_kind} onChange={(event) => edit({ prize_kind: event.target.value as StampCardValues['prize_kind'] })} aria-invalid={!!errors.prize} aria-describedby={describedBy('prize')}>
            <option value="">賞品なし（ガチャのみ）</option>
            {Object.entries(PRIZE_KIND_LABELS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {values.prize_kind !== '' && input('prize_amount', values.prize_kind === 'point' ? 'ポイント数' : '枚数', { type: 'number', min: 1 })}
        {(values.prize_kind === 'bonus_coin' || values.prize_kind === 'ticket') && input('prize_valid_hours', '有効時間（受け取りから何時間）', { type: 'number', min: 1 })}
        {values.prize_kind === 'coupon' && input('prize_coupon_code', 'クーポンコード')}
        {input('prize_value_yen', '賞品の価額（円、1コイン=1円。景品表示法の確認に使います）', { type: 'number', min: 0 })}
        {input('purchase_yen', '購入スタンプの最低購入額（円。購入枠があるカードは総付景品）', { type: 'number', min: 0 })}
        <div className="staff-field">
          <label htmlFor={id('gacha_id')}>達成時に1回引けるガチャ</label>
          <select id={id('gacha_id')} value={values.gacha_id} onChange={set('gacha_id')} aria-invalid={!!errors.gacha_id} aria-describedby={describedBy('gacha_id')}>
            <option value="">なし</option>
            {lotteries.map((lottery) => (
              <option key={lottery.id} value={String(lottery.id)}>
                {lottery.label}（{lottery.code}）
              </option>
            ))}
          </select>
          {error('gacha_id')}
        </div>
        {error('prize')}
      </fieldset>
      <fieldset className="staff-fieldset">
        <legend>開催期間（日本時間 JST）</legend>
        {input('starts_at', '開始日時（JST）', { type: 'datetime-local' })}
        {input('ends_at', '終了日時（JST、空欄なら期限なし）', { type: 'datetime-local' })}
      </fieldset>
      {dryRun ? (
        <DryRunPanel dryRun={dryRun} labels={STAMP_CARD_LABELS} format={formatRewardValue} saving={status === 'saving'} onConfirm={() => void save()} onBack={back} />
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
        {status === 'saved' ? `保存しました（第${version}版）。会員のスタンプカードにすぐ反映されます。` : draftSavedText(draft)}
      </p>
    </form>
    <EditorDraftPanel draft={draft} labels={STAMP_CARD_LABELS} previewPath={values.code.trim() ? stampCardPath(values.code.trim()) : null} />
    </>
  );
}
