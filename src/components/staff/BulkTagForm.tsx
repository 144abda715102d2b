'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { STAFF_PATHS } from '#modules/staff/client.ts';
import { staffSend } from './staff-api.ts';

type Change = { titleCode: string; before: string[]; after: string[] };
const split = (text: string) => text.split(/[\s,、]+/).filter(Boolean);

export type BulkTagFormProps = { initial?: { codes?: string; add?: string; remove?: string; preview?: Change[] | null; saved?: number | null; error?: string | null; fields?: Record<string, string> } };

/** Bulk tagging: title codes, tags to add and to remove; a preview of every change first, then the save. */
export function BulkTagForm({ initial = {} }: BulkTagFormProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [codes, setCodes] = useState(initial.codes ?? '');
  const [add, setAdd] = useState(initial.add ?? '');
  const [remove, setRemove] = useState(initial.remove ?? '');
  const [preview, setPreview] = useState<Change[] | null>(initial.preview ?? null);
  const [saved, setSaved] = useState<number | null>(initial.saved ?? null);
  const [error, setError] = useState<string | null>(initial.error ?? null);
  const [fields, setFields] = useState<Record<string, string>>(initial.fields ?? {});
  const [sending, setSending] = useState(false);

  async function send(dryRun: boolean) {
    setSending(true);
    const result = await staffSend<{ changes: Change[] }>(`${STAFF_PATHS.titles}tags/`, { title_codes: split(codes), add: split(add), remove: split(remove), dry_run: dryRun });
    setSending(false);
    if (!result.ok) {
      setError(result.message);
      setFields(result.fields);
      return;
    }
    setError(null);
    setFields({});
    if (dryRun) {
      setPreview(result.answer.changes);
      setSaved(null);
    } else {
      setPreview(null);
      setSaved(result.answer.changes.length);
    }
  }
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  const fieldError = (path: string) => Object.entries(fields).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];

  return (
    <form className="staff-form" onSubmit={onPreview} aria-labelledby="bulk-tag-h" noValidate>
      <h2 id="bulk-tag-h">まとめてタグ付け</h2>
      {error && (
        <p className="staff-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-field">
        <label htmlFor="bulk-tag-codes">作品コード（空白・改行区切り、100件まで）</label>
        <textarea id="bulk-tag-codes" rows={3} value={codes} onChange={(e) => (setCodes(e.target.value), setPreview(null))} aria-invalid={!!fieldError('title_codes')} />
        {fieldError('title_codes') && <p className="staff-field__error">{fieldError('title_codes')}</p>}
      </div>
      <div className="staff-field">
        <label htmlFor="bulk-tag-add">付けるタグ（空白区切り）</label>
        <input id="bulk-tag-add" value={add} onChange={(e) => (setAdd(e.target.value), setPreview(null))} aria-invalid={!!fieldError('add')} />
        {fieldError('add') && <p className="staff-field__error">{fieldError('add')}</p>}
      </div>
      <div className="staff-field">
        <label htmlFor="bulk-tag-remove">外すタグ（空白区切り）</label>
        <input id="bulk-tag-remove" value={remove} onChange={(e) => (setRemove(e.target.value), setPreview(null))} aria-invalid={!!fieldError('remove')} />
        {fieldError('remove') && <p className="staff-field__error">{fieldError('remove')}</p>}
      </div>
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={!ready || sending}>
          変更内容を確認する
        </button>
        {preview && preview.length > 0 && (
          <button type="button" className="staff-button staff-button--primary" disabled={sending} onClick={() => void send(false)}>
            {preview.length}作品のタグを保存する
          </button>
        )}
      </div>
      {preview && (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>{preview.length ? `${preview.length}作品のタグが変わります（まだ保存していません）` : '変わる作品はありません'}</caption>
            <thead>
              <tr>
                <th scope="col">作品</th>
                <th scope="col">いまのタグ</th>
                <th scope="col">保存後のタグ</th>
              </tr>
            </thead>
            <tbody>
              {preview.map((change) => (
                <tr key={change.titleCode}>
                  <td>{change.titleCode}</td>
                  <td>{change.before.join('、') || '（なし）'}</td>
                  <td>{change.after.join('、') || '（なし）'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="staff-form__status" role="status">
        {saved !== null ? `${saved}作品のタグを保存しました。変更履歴から1作品ずつ取り消せます。` : ''}
      </p>
    </form>
  );
}
