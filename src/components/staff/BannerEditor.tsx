'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { BANNER_PLACEMENTS, PLACEMENT_LABELS, STAFF_PATHS, type BannerView, type DraftView } from '#modules/staff/client.ts';
import { toJstLocal } from '#platform/text/jst-datetime.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

export type BannerValues = { placement: string; image_url: string; alt: string; link_url: string; starts_at: string; ends_at: string; position: string };
type Field = keyof BannerValues;

export const BANNER_LABELS: Record<string, string> = {
  placement: '表示場所',
  imageUrl: '画像',
  alt: '代替テキスト',
  linkUrl: 'リンク先',
  startsAt: '開始日時',
  endsAt: '終了日時',
  position: '表示順',
  deletedAt: 'ゴミ箱',
};

const EMPTY: BannerValues = { placement: 'top', image_url: '', alt: '', link_url: '', starts_at: '', ends_at: '', position: '0' };

export const valuesOf = (banner: Pick<BannerView, 'placement' | 'imageUrl' | 'alt' | 'linkUrl' | 'startsAt' | 'endsAt' | 'position'>): BannerValues => ({
  placement: banner.placement,
  image_url: banner.imageUrl,
  alt: banner.alt,
  link_url: banner.linkUrl,
  starts_at: banner.startsAt ? toJstLocal(banner.startsAt) : '',
  ends_at: banner.endsAt ? toJstLocal(banner.endsAt) : '',
  position: String(banner.position),
});

export type BannerEditorState = {
  values?: Partial<BannerValues>;
  errors?: Partial<Record<Field, string>>;
  formError?: string | null;
  status?: 'idle' | 'saving' | 'saved' | 'drafted';
  conflict?: Conflict | null;
};

export type BannerEditorProps = {
  /** The banner being edited (with its version), or null for a new one. */
  banner: BannerView | null;
  initial?: BannerEditorState;
  onSaved?: (banner: BannerView) => void;
  onCancel?: () => void;
  /** The banner's open draft (decision 058): 「下書き保存」 edits it; its fields fill the form. */
  draft?: DraftView | null;
  onDraftSaved?: (draft: DraftView) => void;
};

const body = (values: BannerValues) => ({
  placement: values.placement,
  image_url: values.image_url,
  alt: values.alt,
  link_url: values.link_url,
  starts_at: values.starts_at || null,
  ends_at: values.ends_at || null,
  position: values.position.trim() === '' || Number.isNaN(Number(values.position)) ? values.position : Number(values.position),
});

/** Create or edit one banner: image upload, alt text, link, window in JST, order; a stale save shows the conflict. */
export function BannerEditor({ banner, initial = {}, onSaved, onCancel, draft = null, onDraftSaved }: BannerEditorProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const drafted = draft ? valuesOf({ ...banner, ...draft.value } as BannerView) : null;
  const [values, setValues] = useState<BannerValues>({ ...(drafted ?? (banner ? valuesOf(banner) : EMPTY)), ...initial.values });
  const [draftRef, setDraftRef] = useState<{ id: number; version: number } | null>(draft ? { id: draft.id, version: draft.version } : null);
  const [version, setVersion] = useState(banner?.version ?? 0);
  // A new banner, once created, is edited in place (the next save is an update of it).
  const [createdId, setCreatedId] = useState<number | null>(null);
  const bannerId = banner?.id ?? createdId;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  const [uploading, setUploading] = useState(false);
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (status === 'saved') setStatus('idle');
  };

  async function save(atVersion: number) {
    setStatus('saving');
    setFormError(null);
    setConflict(null);
    const path = bannerId ? `${STAFF_PATHS.banners}${bannerId}/` : STAFF_PATHS.banners;
    const result = await staffSend<{ banner: BannerView }>(path, bannerId ? { ...body(values), version: atVersion } : body(values));
    if (result.ok) {
      setVersion(result.answer.banner.version);
      setCreatedId(result.answer.banner.id);
      setErrors({});
      setStatus('saved');
      onSaved?.(result.answer.banner);
      return;
    }
    setStatus('idle');
    if (result.conflict) setConflict(result.conflict);
    setErrors(result.fields as Partial<Record<Field, string>>);
    setFormError(result.message);
  }

  /** Saves the fields as a draft (decision 058): nothing public changes. */
  async function saveDraft() {
    setStatus('saving');
    setFormError(null);
    setConflict(null);
    const path = bannerId ? `${STAFF_PATHS.drafts}banners/${bannerId}/` : `${STAFF_PATHS.drafts}banners/`;
    const result = await staffSend<{ draft: DraftView }>(path, { ...body(values), version, draft_id: draftRef?.id ?? null, draft_version: draftRef?.version ?? null });
    if (result.ok) {
      setDraftRef({ id: result.answer.draft.id, version: result.answer.draft.version });
      setErrors({});
      setStatus('drafted');
      onDraftSaved?.(result.answer.draft);
      return;
    }
    setStatus('idle');
    setErrors(result.fields as Partial<Record<Field, string>>);
    setFormError(result.message);
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const result = await staffSend<{ image: { url: string } }>(STAFF_PATHS.images, file);
    setUploading(false);
    if (result.ok) {
      setValues((v) => ({ ...v, image_url: result.answer.image.url }));
      setErrors((e) => ({ ...e, image_url: undefined }));
    } else setErrors((e) => ({ ...e, image_url: result.message }));
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'saving') void save(version);
  };
  const describedBy = (field: Field, hint?: string) => [errors[field] ? id(`${field}-error`) : '', hint ? id(hint) : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: Field) =>
    errors[field] ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{bannerId ? `バナー #${bannerId} を編集（第${version}版）` : '新しいバナー'}</h2>
      {draftRef && <p className="staff-field__hint">下書き #{draftRef.id} を編集しています（「保存する」ですぐ公開、「下書き保存」で公開せずに保存）。</p>}
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={BANNER_LABELS}
        onUseLatest={(current, currentVersion) => {
          setValues(valuesOf(current as unknown as BannerView));
          setVersion(currentVersion);
          setConflict(null);
          setFormError(null);
        }}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      <div className="staff-field">
        <label htmlFor={id('placement')}>表示場所</label>
        <select id={id('placement')} value={values.placement} onChange={set('placement')} aria-invalid={!!errors.placement} aria-describedby={describedBy('placement')}>
          {BANNER_PLACEMENTS.map((p) => (
            <option key={p} value={p}>
              {PLACEMENT_LABELS[p]}
            </option>
          ))}
        </select>
        {error('placement')}
      </div>
      <div className="staff-field">
        <label htmlFor={id('image')}>画像（JPEG・PNG・WebP、2MBまで、幅300〜4000px）</label>
        <input id={id('image')} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void upload(e.target.files?.[0])} aria-invalid={!!errors.image_url} aria-describedby={describedBy('image_url')} disabled={!ready || uploading} />
        {uploading && <p className="staff-field__hint">アップロード中…</p>}
        {values.image_url && <img className="staff-banner-preview" src={`${values.image_url}${values.image_url.includes('?') ? '&' : '?'}w=320`} alt="" width={320} />}
        {values.image_url && <p className="staff-field__hint">画像: {values.image_url}</p>}
        {error('image_url')}
      </div>
      <div className="staff-field">
        <label htmlFor={id('alt')}>代替テキスト（画像の内容を文章で）</label>
        <input id={id('alt')} type="text" value={values.alt} onChange={set('alt')} maxLength={200} aria-invalid={!!errors.alt} aria-describedby={describedBy('alt')} />
        {error('alt')}
      </div>
      <div className="staff-field">
        <label htmlFor={id('link_url')}>リンク先（/ から始まるパス、または https:// のURL）</label>
        <input id={id('link_url')} type="text" inputMode="url" value={values.link_url} onChange={set('link_url')} aria-invalid={!!errors.link_url} aria-describedby={describedBy('link_url')} />
        {error('link_url')}
      </div>
      <fieldset className="staff-fieldset">
        <legend>掲載期間（日本時間 JST）</legend>
        <p className="staff-field__hint" id={id('window-hint')}>
          空欄なら期限なし。開始日時になると表示され、終了日時に消えます。
        </p>
        <div className="staff-field">
          <label htmlFor={id('starts_at')}>開始日時（JST）</label>
          <input id={id('starts_at')} type="datetime-local" value={values.starts_at} onChange={set('starts_at')} aria-invalid={!!errors.starts_at} aria-describedby={describedBy('starts_at', 'window-hint')} />
          {error('starts_at')}
        </div>
        <div className="staff-field">
          <label htmlFor={id('ends_at')}>終了日時（JST）</label>
          <input id={id('ends_at')} type="datetime-local" value={values.ends_at} onChange={set('ends_at')} aria-invalid={!!errors.ends_at} aria-describedby={describedBy('ends_at', 'window-hint')} />
          {error('ends_at')}
        </div>
      </fieldset>
      <div className="staff-field">
        <label htmlFor={id('position')}>表示順（小さいほど先）</label>
        <input id={id('position')} type="number" min={0} max={999} value={values.position} onChange={set('position')} aria-invalid={!!errors.position} aria-describedby={describedBy('position')} />
        {error('position')}
      </div>
      <div className="staff-actions">
        <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'saving'} aria-disabled={status === 'saving'}>
          {status === 'saving' ? '保存中…' : '保存する'}
        </button>
        <button type="button" className="staff-button" disabled={!ready || status === 'saving'} onClick={() => void saveDraft()}>
          下書き保存
        </button>
        {onCancel && (
          <button type="button" className="staff-button" onClick={onCancel}>
            閉じる
          </button>
        )}
      </div>
      <p className="staff-form__status" role="status">
        {status === 'saved'
          ? `保存しました（第${version}版）。トップページにすぐ反映されます。`
          : status === 'drafted'
            ? `下書きを保存しました（下書き #${draftRef?.id}）。公開はされていません。下の「下書きと予約公開」から公開・予約できます。`
            : ''}
      </p>
    </form>
  );
}
