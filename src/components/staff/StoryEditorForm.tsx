'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { PAYMENT_LABELS, PAYMENT_TYPES, STAFF_PATHS, WINDOW_LABELS, windowState, type DraftView, type StoryPaymentType, type StorySnapshot } from '#modules/staff/client.ts';
import { formatJst, toJstLocal } from '#platform/text/jst-datetime.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { CoverField } from './CoverField.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

export const STORY_LABELS: Record<string, string> = {
  name: '話の名前',
  paymentType: '読み方',
  priceCoins: '1話の価格（コイン）',
  pageCount: 'ページ数',
  publishedAt: '公開開始日時',
  endsAt: '公開終了日時',
  coverImagePath: '表紙',
  storyNumber: '話の番号',
  volumeId: '巻',
};

type Values = { name: string; payment_type: string; price_coins: string; page_count: string; published_at: string; ends_at: string; cover_image_path: string };
type Field = keyof Values;

const valuesOf = (s: StorySnapshot): Values => ({
  name: s.name,
  payment_type: String(s.paymentType),
  price_coins: String(s.priceCoins),
  page_count: String(s.pageCount),
  published_at: toJstLocal(s.publishedAt),
  ends_at: s.endsAt ? toJstLocal(s.endsAt) : '',
  cover_image_path: s.coverImagePath ?? '',
});
const numberOrText = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));
const bodyOf = (v: Values) => ({
  name: v.name,
  payment_type: Number(v.payment_type),
  price_coins: v.payment_type === '3' ? numberOrText(v.price_coins) : 0,
  page_count: numberOrText(v.page_count),
  published_at: v.published_at || null,
  ends_at: v.ends_at || null,
  cover_image_path: v.cover_image_path || null,
});

type SavedStory = StorySnapshot & { storyId: number; version: number };

export type StoryEditorState = { values?: Partial<Values>; errors?: Partial<Record<Field, string>>; formError?: string | null; status?: 'idle' | 'saving' | 'saved' | 'drafted'; conflict?: Conflict | null };

export type StoryEditorFormProps = {
  /** The volume a new story is added to (at its end), with its name for the heading. */
  volumeId: number;
  volumeName: string;
  /** The story being edited with its id and version, or null for a new one. */
  story: SavedStory | null;
  /** The title offers 待てば¥0: only then may a story be 'free if you wait'. */
  isFreeForWait: boolean;
  /** The story's open draft (decision 058): its fields fill the form and 「下書き保存」 edits it. */
  draft?: DraftView | null;
  now?: string;
  initial?: StoryEditorState;
};

/** Create or edit a story (episode): name, free / 待てば¥0 / coins and price, pages, window in JST, cover; unpublish. */
export function StoryEditorForm({ volumeId, volumeName, story, isFreeForWait, draft = null, now, initial = {} }: StoryEditorFormProps) {
  const base = useId();
  const id = (f: string) => `${base}-${f}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const empty: Values = { name: '', payment_type: '3', price_coins: '50', page_count: '20', published_at: '', ends_at: '', cover_image_path: '' };
  const [values, setValues] = useState<Values>({ ...(story ? valuesOf(draft ? ({ ...story, ...draft.value } as StorySnapshot) : story) : empty), ...initial.values });
  const [saved, setSaved] = useState<SavedStory | null>(story);
  const [draftRef, setDraftRef] = useState<{ id: number; version: number } | null>(draft ? { id: draft.id, version: draft.version } : null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (status === 'saved' || status === 'drafted') setStatus('idle');
  };

  async function send(path: string, body: unknown) {
    setStatus('saving');
    setFormError(null);
    setConflict(null);
    const result = await staffSend<{ storyId?: number; version: number; story: StorySnapshot }>(path, body);
    if (result.ok) {
      const next = { ...result.answer.story, storyId: result.answer.storyId ?? saved!.storyId, version: result.answer.version };
      setSaved(next);
      setValues(valuesOf(next));
      setErrors({});
      setStatus('saved');
      return;
    }
    setStatus('idle');
    if (result.conflict) setConflict(result.conflict);
    setErrors(result.fields as Partial<Record<Field, string>>);
    setFormError(result.message);
  }
  const save = (atVersion: number) => send(saved ? `${STAFF_PATHS.stories}${saved.storyId}/` : `${STAFF_PATHS.volumes}${volumeId}/stories/`, saved ? { ...bodyOf(values), version: atVersion } : bodyOf(values));

  /** Saves the fields as a draft (decision 058): the title page and the viewer stay as published. */
  async function saveDraft() {
    if (!saved) return;
    setStatus('saving');
    setFormError(null);
    setConflict(null);
    const result = await staffSend<{ draft: DraftView }>(`${STAFF_PATHS.drafts}stories/${saved.storyId}/`, { ...bodyOf(values), version: saved.version, draft_id: draftRef?.id ?? null, draft_version: draftRef?.version ?? null });
    if (result.ok) {
      setDraftRef({ id: result.answer.draft.id, version: result.answer.draft.version });
      setErrors({});
      setStatus('drafted');
      return;
    }
    setStatus('idle');
    setErrors(result.fields as Partial<Record<Field, string>>);
    setFormError(result.message);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'saving') void save(saved?.version ?? 0);
  };
  const error = (field: Field) =>
    errors[field] ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  const input = (field: Exclude<Field, 'cover_image_path' | 'payment_type'>, label: string, extra: Record<string, unknown> = {}) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} value={values[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={!!errors[field]} aria-describedby={errors[field] ? id(`${field}-error`) : undefined} {...extra} />
      {error(field)}
    </div>
  );
  const state = saved ? windowState(saved, now ? new Date(now) : new Date()) : null;

  return (
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{saved ? `第${saved.storyNumber}話「${saved.name}」を編集（第${saved.version}版）` : `${volumeName}に話を追加`}</h2>
      {saved && state && (
        <p className="staff-field__hint">
          状態: <strong>{WINDOW_LABELS[state]}</strong>（公開 {formatJst(saved.publishedAt)}
          {saved.endsAt ? ` 〜 ${formatJst(saved.endsAt)}` : ' から'}）
        </p>
      )}
      {!saved && <p className="staff-field__hint">新しい話は{volumeName}の最後に入ります。順番はあとで「巻と話」の▲▼で変えられます。</p>}
      {draftRef && <p className="staff-field__hint">下書き #{draftRef.id} を編集しています（「保存する」ですぐ公開、「下書き保存」で公開せずに保存）。</p>}
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={STORY_LABELS}
        onUseLatest={(latest, currentVersion) => {
          const current = { ...(latest as unknown as StorySnapshot), storyId: saved!.storyId, version: currentVersion };
          setSaved(current);
          setValues(valuesOf(current));
          setConflict(null);
          setFormError(null);
        }}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      {input('name', '話の名前（例: 第12話 再会）', { maxLength: 200 })}
      <fieldset className="staff-fieldset" aria-describedby={errors.payment_type ? id('payment_type-error') : undefined}>
        <legend>読み方</legend>
        {PAYMENT_TYPES.map((type: StoryPaymentType) => (
          <label key={type} className="staff-check">
            <input type="radio" name={id('payment_type')} value={type} checked={values.payment_type === String(type)} onChange={() => set('payment_type', String(type))} disabled={type === 2 && !isFreeForWait && values.payment_type !== '2'} />
            {PAYMENT_LABELS[type]}
          </label>
        ))}
        {!isFreeForWait && <p className="staff-field__hint">この作品は待てば¥0の対象ではありません（作品の「待てば¥0」を有効にすると選べます）。</p>}
        {error('payment_type')}
      </fieldset>
      {values.payment_type === '3' && input('price_coins', '1話の価格（コイン）', { inputMode: 'numeric' })}
      {input('page_count', 'ページ数', { inputMode: 'numeric' })}
      <fieldset className="staff-fieldset">
        <legend>公開期間（日本時間 JST）</legend>
        <p className="staff-field__hint">開始日時から作品ページとビューアに出ます。終了日時を入れるとその時刻に非公開になります（空欄なら期限なし）。</p>
        {input('published_at', '公開開始日時（JST）', { type: 'datetime-local' })}
        {input('ends_at', '公開終了日時（JST）', { type: 'datetime-local' })}
      </fieldset>
      <CoverField label="話の表紙（サムネイル）" value={values.cover_image_path} onChange={(path) => set('cover_image_path', path)} error={errors.cover_image_path} />
      <div className="staff-actions">
        <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'saving'}>
          {status === 'saving' ? '保存中…' : saved ? '保存する' : '話を追加する'}
        </button>
        {saved && (
          <button type="button" className="staff-button" disabled={!ready || status === 'saving'} onClick={() => void saveDraft()}>
            下書き保存
          </button>
        )}
        {saved && state !== 'ended' && (
          <button type="button" className="staff-button staff-button--danger" disabled={!ready || status === 'saving'} onClick={() => void send(`${STAFF_PATHS.stories}${saved.storyId}/unpublish/`, { version: saved.version })}>
            今すぐ非公開にする
          </button>
        )}
        {saved && state === 'ended' && (
          <button type="button" className="staff-button" disabled={!ready || status === 'saving'} onClick={() => void send(`${STAFF_PATHS.stories}${saved.storyId}/republish/`, { version: saved.version })}>
            公開を再開する
          </button>
        )}
      </div>
      <p className="staff-form__status" role="status">
        {status === 'saved' && saved
          ? `保存しました（第${saved.storyNumber}話・第${saved.version}版）。作品ページとビューアにすぐ反映されます。`
          : status === 'drafted'
            ? `下書きを保存しました（下書き #${draftRef?.id}）。公開はされていません。`
            : ''}
      </p>
    </form>
  );
}
