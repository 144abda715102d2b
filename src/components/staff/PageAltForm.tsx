'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { STAFF_PATHS } from '#modules/staff/client.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

export type PageAltFormProps = {
  storyId: number;
  /** 「第1巻 第2話 …」 */
  label: string;
  alts: string[];
  version: number;
  initial?: { status?: 'idle' | 'saving' | 'saved'; formError?: string | null; conflict?: Conflict | null };
};

/** The viewer's alt text, page by page, for one story (screen readers read it instead of 「N ページ」). */
export function PageAltForm({ storyId, label, alts: initialAlts, version: initialVersion, initial = {} }: PageAltFormProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [alts, setAlts] = useState(initialAlts);
  const [version, setVersion] = useState(initialVersion);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);

  async function save(atVersion: number) {
    setStatus('saving');
    setConflict(null);
    const result = await staffSend<{ version: number; alts: string[] }>(`${STAFF_PATHS.stories}${storyId}/alt/`, { alts, version: atVersion });
    if (result.ok) {
      setVersion(result.answer.version);
      setStatus('saved');
      setFormError(null);
      return;
    }
    setStatus('idle');
    setFormError(result.message);
    if (result.conflict) setConflict(result.conflict);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'saving') void save(version);
  };

  return (
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={`alt-${storyId}-h`}>
      <h2 id={`alt-${storyId}-h`}>
        {label} のページの代替テキスト（第{version}版）
      </h2>
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={{ alts: '代替テキスト' }}
        onUseLatest={(current, currentVersion) => {
          setAlts((current as { alts: string[] }).alts);
          setVersion(currentVersion);
          setConflict(null);
          setFormError(null);
        }}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      <p className="staff-field__hint">空欄のページは、これまでどおり話とページ番号が読み上げられます。300文字まで。</p>
      {alts.map((alt, index) => (
        <div className="staff-field" key={index}>
          <label htmlFor={`alt-${storyId}-${index}`}>{index + 1}ページ</label>
          <input id={`alt-${storyId}-${index}`} value={alt} maxLength={300} onChange={(e) => setAlts(alts.map((a, i) => (i === index ? e.target.value : a)))} />
        </div>
      ))}
      <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'saving'}>
        {status === 'saving' ? '保存中…' : '代替テキストを保存する'}
      </button>
      <p className="staff-form__status" role="status">
        {status === 'saved' ? `保存しました（第${version}版）。ビューアーにすぐ反映されます。` : ''}
      </p>
    </form>
  );
}
