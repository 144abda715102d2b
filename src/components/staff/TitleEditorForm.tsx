'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { AUTHOR_ROLES, STAFF_PATHS, type DraftView, type TitleSnapshot } from '#modules/staff/client.ts';
import { titlePath } from '#platform/routes/site-paths.ts';
import { CoverField } from './CoverField.tsx';
import { SaveProblems } from './SaveProblems.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

export const TITLE_LABELS: Record<string, string> = {
  titleName: '作品名',
  titleKana: '読み（カタカナ）',
  synopsis: 'あらすじ',
  authors: '作者',
  labelText: 'ラベル',
  freeInfo: '無料情報',
  isFree: '全巻無料',
  isFreeForWait: '待てば¥0',
  tags: 'タグ',
  storyPriceCoins: '1話の価格（コイン）',
  coverImagePath: '表紙',
};

type Values = {
  title_name: string;
  title_kana: string;
  synopsis: string;
  authors: { name: string; role: string }[];
  label_text: string;
  free_info: string;
  is_free: boolean;
  is_free_for_wait: boolean;
  tags: string;
  story_price_coins: string;
  cover_image_path: string;
};

const valuesOf = (t: TitleSnapshot): Values => ({
  title_name: t.titleName,
  title_kana: t.titleKana,
  synopsis: t.synopsis,
  authors: t.authors.length ? t.authors : [{ name: '', role: '著者' }],
  label_text: t.labelText ?? '',
  free_info: t.freeInfo ?? '',
  is_free: t.isFree,
  is_free_for_wait: t.isFreeForWait,
  tags: t.tags.join(' '),
  story_price_coins: t.storyPriceCoins === null ? '' : String(t.storyPriceCoins),
  cover_image_path: t.coverImagePath ?? '',
});

const bodyOf = (v: Values) => ({
  title_name: v.title_name,
  title_kana: v.title_kana,
  synopsis: v.synopsis,
  authors: v.authors.filter((a) => a.name.trim() !== ''),
  label_text: v.label_text || null,
  free_info: v.free_info || null,
  is_free: v.is_free,
  is_free_for_wait: v.is_free_for_wait,
  tags: v.tags.split(/[\s,、]+/).filter(Boolean),
  story_price_coins: v.story_price_coins.trim() === '' ? null : Number(v.story_price_coins),
  cover_image_path: v.cover_image_path || null,
});

export type TitleEditorState = { errors?: Record<string, string>; formError?: string | null; status?: 'idle' | 'saving' | 'saved' | 'drafted'; conflict?: Conflict | null; values?: Partial<Values> };

export type TitleEditorFormProps = {
  titleCode: string;
  title: TitleSnapshot;
  version: number;
  initial?: TitleEditorState;
  /** The title's open draft (decision 058): its fields fill the form and 「下書き保存」 edits it. */
  draft?: DraftView | null;
  onDraftSaved?: (draft: DraftView) => void;
};

/** A title's names, creators, synopsis, label, price and free settings; saving puts the new name in search at once. */
export function TitleEditorForm({ titleCode, title, version: initialVersion, initial = {}, draft = null, onDraftSaved }: TitleEditorFormProps) {
  const base = useId();
  const id = (f: string) => `${base}-${f}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [values, setValues] = useState<Values>({ ...valuesOf(draft ? ({ ...title, ...draft.value } as TitleSnapshot) : title), ...initial.values });
  const [draftRef, setDraftRef] = useState<{ id: number; version: number } | null>(draft ? { id: draft.id, version: draft.version } : null);
  const [version, setVersion] = useState(initialVersion);
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (status === 'saved') setStatus('idle');
  };

  async function save(atVersion: number) {
    setStatus('saving');
    setConflict(null);
    setFormError(null);
    const result = await staffSend<{ version: number; title: TitleSnapshot }>(`${STAFF_PATHS.titles}${titleCode}/`, { ...bodyOf(values), version: atVersion });
    if (result.ok) {
      setVersion(result.answer.version);
      setValues(valuesOf(result.answer.title));
      setErrors({});
      setStatus('saved');
      return;
    }
    setStatus('idle');
    setErrors(result.fields);
    setFormError(result.message);
    if (result.conflict) setConflict(result.conflict);
  }
  /** Saves the fields as a draft (decision 058): the title, its page and search stay as published. */
  async function saveDraft() {
    setStatus('saving');
    setConflict(null);
    setFormError(null);
    const result = await staffSend<{ draft: DraftView }>(`${STAFF_PATHS.drafts}titles/${titleCode}/`, { ...bodyOf(values), version, draft_id: draftRef?.id ?? null, draft_version: draftRef?.version ?? null });
    if (result.ok) {
      setDraftRef({ id: result.answer.draft.id, version: result.answer.draft.version });
      setErrors({});
      setStatus('drafted');
      onDraftSaved?.(result.answer.draft);
      return;
    }
    setStatus('idle');
    setErrors(result.fields);
    setFormError(result.message);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'saving') void save(version);
  };
  const err = (field: string) =>
    errors[field] ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  const input = (field: 'title_name' | 'title_kana' | 'label_text' | 'free_info' | 'tags' | 'story_price_coins', label: string, extra: Record<string, unknown> = {}) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} value={values[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={!!errors[field]} aria-describedby={errors[field] ? id(`${field}-error`) : undefined} {...extra} />
      {err(field)}
    </div>
  );

  return (
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('h')} noValidate>
      <h2 id={id('h')}>
        {titleCode} を編集（第{version}版）
      </h2>
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={TITLE_LABELS}
        onUseLatest={(current, currentVersion) => {
          setValues(valuesOf(current as unknown as TitleSnapshot));
          setVersion(currentVersion);
          setConflict(null);
          setFormError(null);
        }}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      {input('title_name', '作品名')}
      {input('title_kana', '読み（カタカナ）')}
      <div className="staff-field">
        <label htmlFor={id('synopsis')}>あらすじ</label>
        <textarea id={id('synopsis')} rows={4} value={values.synopsis} onChange={(e) => set('synopsis', e.target.value)} aria-invalid={!!errors.synopsis} />
        {err('synopsis')}
      </div>
      <fieldset className="staff-fieldset">
        <legend>作者</legend>
        {values.authors.map((author, index) => (
          <div className="staff-author" key={index}>
            <input aria-label={`作者${index + 1}の名前`} value={author.name} onChange={(e) => set('authors', values.authors.map((a, i) => (i === index ? { ...a, name: e.target.value } : a)))} />
            <select aria-label={`作者${index + 1}の役割`} value={author.role} onChange={(e) => set('authors', values.authors.map((a, i) => (i === index ? { ...a, role: e.target.value } : a)))}>
              {AUTHOR_ROLES.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
            <button type="button" className="staff-button" onClick={() => set('authors', values.authors.filter((_, i) => i !== index))} aria-label={`作者${index + 1}を外す`}>
              外す
            </button>
          </div>
        ))}
        {values.authors.length < 5 && (
          <button type="button" className="staff-button" onClick={() => set('authors', [...values.authors, { name: '', role: '作画' }])}>
            作者を追加
          </button>
        )}
        {err('authors')}
      </fieldset>
      {input('label_text', 'ラベル（例: 独占先行、空欄でなし）')}
      {input('tags', 'タグ（空白区切り）')}
      <fieldset className="staff-fieldset">
        <legend>価格と無料の設定</legend>
        {input('story_price_coins', '有料話の価格（コイン、全話に適用。空欄なら変更しない）', { inputMode: 'numeric' })}
        <CoverField label="表紙（なければ自動で描いた表紙）" value={values.cover_image_path} onChange={(path) => set('cover_image_path', path)} error={errors.cover_image_path} />
        <div className="staff-field staff-field--check">
          <input id={id('is_free')} type="checkbox" checked={values.is_free} onChange={(e) => set('is_free', e.target.checked)} />
          <label htmlFor={id('is_free')}>全巻無料</label>
        </div>
        <div className="staff-field staff-field--check">
          <input id={id('is_free_for_wait')} type="checkbox" checked={values.is_free_for_wait} onChange={(e) => set('is_free_for_wait', e.target.checked)} />
          <label htmlFor={id('is_free_for_wait')}>待てば¥0</label>
        </div>
        {input('free_info', '無料情報（例: 3巻まで無料）')}
      </fieldset>
      <div className="staff-actions">
        <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'saving'}>
          {status === 'saving' ? '保存中…' : '保存する'}
        </button>
        <button type="button" className="staff-button" disabled={!ready || status === 'saving'} onClick={() => void saveDraft()}>
          下書き保存
        </button>
        <a className="staff-button" href={titlePath(titleCode)}>
          作品ページを見る
        </a>
      </div>
      <p className="staff-form__status" role="status">
        {status === 'saved'
          ? `保存しました（第${version}版）。検索にもすぐ反映されています。`
          : status === 'drafted'
            ? `下書きを保存しました（下書き #${draftRef?.id}）。公開はされていません。ページを再読み込みすると「下書きと予約公開」に表示されます。`
            : ''}
      </p>
    </form>
  );
}
