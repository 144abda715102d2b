'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { STAFF_PATHS, WINDOW_LABELS, windowState, type VolumeSnapshot } from '#modules/staff/client.ts';
import { formatJst, toJstLocal } from '#platform/text/jst-datetime.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { CoverField } from './CoverField.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

export const VOLUME_LABELS: Record<string, string> = {
  name: '巻の名前',
  priceCoins: '巻の価格（コイン）',
  publishedAt: '公開開始日時',
  endsAt: '公開終了日時',
  coverImagePath: '表紙',
  serialNumber: '巻の順番',
};

type Values = { name: string; price_coins: string; published_at: string; ends_at: string; cover_image_path: string };
type Field = keyof Values;

const valuesOf = (v: VolumeSnapshot): Values => ({
  name: v.name,
  price_coins: String(v.priceCoins),
  published_at: toJstLocal(v.publishedAt),
  ends_at: v.endsAt ? toJstLocal(v.endsAt) : '',
  cover_image_path: v.coverImagePath ?? '',
});
const numberOrText = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));
const bodyOf = (v: Values) => ({
  name: v.name,
  price_coins: numberOrText(v.price_coins),
  published_at: v.published_at || null,
  ends_at: v.ends_at || null,
  cover_image_path: v.cover_image_path || null,
});

export type VolumeEditorState = { values?: Partial<Values>; errors?: Partial<Record<Field, string>>; formError?: string | null; status?: 'idle' | 'saving' | 'saved'; conflict?: Conflict | null };

export type VolumeEditorFormProps = {
  titleCode: string;
  /** The volume being edited with its id and version, or null for a new one. */
  volume: (VolumeSnapshot & { volumeId: number; version: number }) | null;
  /** The console's time (for the window's state); the page passes its request time. */
  now?: string;
  initial?: VolumeEditorState;
};

/** Create or edit a volume: name, price, publication window in JST, cover; unpublish or publish again. */
export function VolumeEditorForm({ titleCode, volume, now, initial = {} }: VolumeEditorFormProps) {
  const base = useId();
  const id = (f: string) => `${base}-${f}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [values, setValues] = useState<Values>({ ...(volume ? valuesOf(volume) : { name: '', price_coins: '0', published_at: '', ends_at: '', cover_image_path: '' }), ...initial.values });
  const [saved, setSaved] = useState<(VolumeSnapshot & { volumeId: number; version: number }) | null>(volume);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (status === 'saved') setStatus('idle');
  };

  async function send(path: string, body: unknown) {
    setStatus('saving');
    setFormError(null);
    setConflict(null);
    const result = await staffSend<{ volumeId?: number; version: number; volume: VolumeSnapshot }>(path, body);
    if (result.ok) {
      const next = { ...result.answer.volume, volumeId: result.answer.volumeId ?? saved!.volumeId, version: result.answer.version };
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
  const save = (atVersion: number) =>
    send(saved ? `${STAFF_PATHS.volumes}${saved.volumeId}/` : `${STAFF_PATHS.titles}${titleCode}/volumes/`, saved ? { ...bodyOf(values), version: atVersion } : bodyOf(values));

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
  const input = (field: Exclude<Field, 'cover_image_path'>, label: string, extra: Record<string, unknown> = {}) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} value={values[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={!!errors[field]} aria-describedby={errors[field] ? id(`${field}-error`) : undefined} {...extra} />
      {error(field)}
    </div>
  );
  const state = saved ? windowState(saved, now ? new Date(now) : new Date()) : null;

  return (
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{saved ? `第${saved.serialNumber}巻「${saved.name}」を編集（第${saved.version}版）` : '新しい巻'}</h2>
      {saved && state && (
        <p className="staff-field__hint">
          状態: <strong>{WINDOW_LABELS[state]}</strong>（公開 {formatJst(saved.publishedAt)}
          {saved.endsAt ? ` 〜 ${formatJst(saved.endsAt)}` : ' から'}）
        </p>
      )}
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={VOLUME_LABELS}
        onUseLatest={(latest, currentVersion) => {
          const current = { ...(latest as unknown as VolumeSnapshot), volumeId: saved!.volumeId, version: currentVersion };
          setSaved(current);
          setValues(valuesOf(current));
          setConflict(null);
          setFormError(null);
        }}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      {input('name', '巻の名前（例: 第3巻）', { maxLength: 200 })}
      {input('price_coins', '巻の価格（コイン、ストアのビューアでまとめて買うとき。0なら巻では売らない）', { inputMode: 'numeric' })}
      <fieldset className="staff-fieldset">
        <legend>公開期間（日本時間 JST）</legend>
        <p className="staff-field__hint">開始日時から作品ページとビューアに出ます。終了日時を入れるとその時刻に非公開になります（空欄なら期限なし）。</p>
        {input('published_at', '公開開始日時（JST）', { type: 'datetime-local' })}
        {input('ends_at', '公開終了日時（JST）', { type: 'datetime-local' })}
      </fieldset>
      <CoverField label="巻の表紙" value={values.cover_image_path} onChange={(path) => set('cover_image_path', path)} error={errors.cover_image_path} />
      <div className="staff-actions">
        <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'saving'}>
          {status === 'saving' ? '保存中…' : saved ? '保存する' : '巻を追加する'}
        </button>
        {saved && state !== 'ended' && (
          <button type="button" className="staff-button staff-button--danger" disabled={!ready || status === 'saving'} onClick={() => void send(`${STAFF_PATHS.volumes}${saved.volumeId}/unpublish/`, { version: saved.version })}>
            今すぐ非公開にする
          </button>
        )}
        {saved && state === 'ended' && (
          <button type="button" className="staff-button" disabled={!ready || status === 'saving'} onClick={() => void send(`${STAFF_PATHS.volumes}${saved.volumeId}/republish/`, { version: saved.version })}>
            公開を再開する
          </button>
        )}
      </div>
      <p className="staff-form__status" role="status">
        {status === 'saved' && saved ? `保存しました（第${saved.version}版）。作品ページとビューアにすぐ反映されます。` : ''}
      </p>
    </form>
  );
}
