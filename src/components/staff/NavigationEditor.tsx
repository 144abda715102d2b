'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { STAFF_PATHS, type NavItem } from '#modules/staff/client.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

export type NavigationEditorProps = {
  entries: NavItem[];
  version: number;
  /** Nothing stored yet: the spec's defaults are shown (and stored by the first save). */
  usingDefaults?: boolean;
  initial?: { errors?: Record<string, string>; formError?: string | null; status?: 'idle' | 'saving' | 'saved'; conflict?: Conflict | null };
};

const body = (entries: NavItem[]) => entries.map((e) => ({ label: e.label, path: e.path, route_name: e.routeName, params: e.params ?? null, enabled: e.enabled, is_adult: e.isAdult ?? false }));

/** The top navigation's entries: names, links, shown or not, adult-only, order; versioned like every console save. */
export function NavigationEditor({ entries: initialEntries, version: initialVersion, usingDefaults = false, initial = {} }: NavigationEditorProps) {
  const base = useId();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [entries, setEntries] = useState(initialEntries);
  const [version, setVersion] = useState(initialVersion);
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  const update = (index: number, patch: Partial<NavItem>) => {
    setEntries((list) => list.map((e, i) => (i === index ? { ...e, ...patch } : e)));
    if (status === 'saved') setStatus('idle');
  };
  const move = (index: number, by: -1 | 1) =>
    setEntries((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  async function save(atVersion: number) {
    setStatus('saving');
    setFormError(null);
    setConflict(null);
    const result = await staffSend<{ version: number; entries: NavItem[] }>(STAFF_PATHS.navigation, { version: atVersion, entries: body(entries) });
    if (result.ok) {
      setVersion(result.answer.version);
      setEntries(result.answer.entries);
      setErrors({});
      setStatus('saved');
      return;
    }
    setStatus('idle');
    setErrors(result.fields);
    setFormError(result.message);
    if (result.conflict) setConflict(result.conflict);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'saving') void save(version);
  };
  const fieldError = (index: number, field: string) => errors[`entries.${index}.${field}`];

  return (
    <form className="staff-form staff-form--compact" onSubmit={onSubmit} aria-labelledby={`${base}-h`} noValidate>
      <h2 id={`${base}-h`}>トップナビゲーション（第{version}版）</h2>
      {usingDefaults && version === 0 && <p className="staff-field__hint">まだ保存されていないため、仕様の初期設定を表示しています。保存するとこの内容に置き換わります。</p>}
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={{ entries: '項目' }}
        onUseLatest={(current, currentVersion) => {
          setEntries((current as { entries: NavItem[] }).entries);
          setVersion(currentVersion);
          setConflict(null);
          setFormError(null);
        }}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      <div className="staff-table-wrap">
        <table className="staff-table staff-nav-table">
          <caption>項目（上から順に表示）</caption>
          <thead>
            <tr>
              <th scope="col">表示名</th>
              <th scope="col">リンク先</th>
              <th scope="col">表示</th>
              <th scope="col">成人向け</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => {
              const id = (f: string) => `${base}-${index}-${f}`;
              return (
                <tr key={index}>
                  <td>
                    <input id={id('label')} aria-label={`${index + 1}番目の表示名`} value={entry.label} maxLength={32} onChange={(e) => update(index, { label: e.target.value })} aria-invalid={!!fieldError(index, 'label')} />
                    {fieldError(index, 'label') && <p className="staff-field__error">{fieldError(index, 'label')}</p>}
                  </td>
                  <td>
                    <input id={id('path')} aria-label={`${index + 1}番目のリンク先`} value={entry.path} onChange={(e) => update(index, { path: e.target.value })} aria-invalid={!!fieldError(index, 'path')} />
                    {fieldError(index, 'path') && <p className="staff-field__error">{fieldError(index, 'path')}</p>}
                  </td>
                  <td>
                    <input type="checkbox" aria-label={`${entry.label || `${index + 1}番目`}を表示する`} checked={entry.enabled} onChange={(e) => update(index, { enabled: e.target.checked })} />
                  </td>
                  <td>
                    <input type="checkbox" aria-label={`${entry.label || `${index + 1}番目`}を成人向けにする`} checked={entry.isAdult ?? false} onChange={(e) => update(index, { isAdult: e.target.checked })} />
                  </td>
                  <td className="staff-table__actions">
                    <button type="button" className="staff-button" disabled={!ready || index === 0} onClick={() => move(index, -1)} aria-label={`${entry.label}を上へ`}>
                      ↑
                    </button>
                    <button type="button" className="staff-button" disabled={!ready || index === entries.length - 1} onClick={() => move(index, 1)} aria-label={`${entry.label}を下へ`}>
                      ↓
                    </button>
                    <button type="button" className="staff-button staff-button--danger" disabled={!ready} onClick={() => setEntries((list) => list.filter((_, i) => i !== index))} aria-label={`${entry.label}を削除`}>
                      削除
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="staff-actions">
        <button type="button" className="staff-button" disabled={!ready || entries.length >= 30} onClick={() => setEntries((list) => [...list, { label: '', path: '/', routeName: 'custom', enabled: true, isAdult: false }])}>
          項目を追加する
        </button>
        <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'saving'}>
          {status === 'saving' ? '保存中…' : '保存する'}
        </button>
      </div>
      <p className="staff-form__status" role="status">
        {status === 'saved' ? `保存しました（第${version}版）。ヘッダーのナビゲーションにすぐ反映されます。` : ''}
      </p>
    </form>
  );
}
