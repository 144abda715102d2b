'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { DRAFT_STATUS_LABELS, STAFF_MESSAGES, STAFF_PATHS, type DraftView } from '#modules/staff/client.ts';
import { staffPreviewPath } from '#platform/routes/site-paths.ts';
import { formatJst, toJstLocal } from '#platform/text/jst-datetime.ts';
import { formatValue } from './format-value.ts';
import { staffGet, staffSend } from './staff-api.ts';

export type DraftPanelProps = {
  draft: DraftView;
  /** Japanese names of the kind's fields. */
  labels: Record<string, string>;
  /** Offer a preview of the top page as of the scheduled time (banners). */
  previewTop?: boolean;
  /** Offer a preview of this public page as of the scheduled time (a campaign's page). */
  previewPath?: string;
  /** Shown before the first action (stories). */
  initial?: { message?: string | null; error?: string | null; busy?: boolean; publishAt?: string };
  onChange?: (draft: DraftView) => void;
};

type Answer = { draft: DraftView };

/**
 * One draft (decision 058): what it changes beside what is published now, its state, and publish now,
 * schedule a publication at a JST time, cancel the schedule, or discard it. A draft whose object changed
 * since it was based on it is marked and cannot be published until saved again on the current version.
 */
export function DraftPanel({ draft: initialDraft, labels, previewTop = false, previewPath, initial = {}, onChange }: DraftPanelProps) {
  const base = useId();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [draft, setDraft] = useState(initialDraft);
  const [publishAt, setPublishAt] = useState(initial.publishAt ?? (draft.publishAt ? toJstLocal(draft.publishAt) : ''));
  const [message, setMessage] = useState<string | null>(initial.message ?? null);
  const [error, setError] = useState<string | null>(initial.error ?? null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(initial.busy ?? false);
  const open = draft.status === 'draft' || draft.status === 'scheduled' || draft.status === 'conflicted';
  const target = draft.objectId ? `${draft.objectLabel} #${draft.objectId}` : `新しい${draft.objectLabel}`;

  async function act(action: 'publish' | 'schedule' | 'unschedule' | 'discard', body: Record<string, unknown> = {}) {
    setBusy(true);
    setError(null);
    setFieldError(null);
    setMessage(null);
    const result = await staffSend<Answer>(`${STAFF_PATHS.drafts}${draft.id}/${action}/`, { version: draft.version, ...body });
    setBusy(false);
    if (result.ok) {
      setDraft(result.answer.draft);
      onChange?.(result.answer.draft);
      const next = result.answer.draft;
      setMessage(
        action === 'publish'
          ? `公開しました（第${next.publishedVersion}版）。公開ページにすぐ反映されます。`
          : action === 'schedule'
            ? `${formatJst(next.publishAt!)} に公開するよう予約しました。`
            : action === 'unschedule'
              ? '予約を取り消しました。下書きとして残っています。'
              : '下書きを破棄しました。',
      );
      return;
    }
    if (result.fields.publish_at) setFieldError(result.fields.publish_at);
    setError(result.conflict ? STAFF_MESSAGES.draftConflicted : result.message);
    // The draft may have been marked conflicted (or changed by someone else): show it as it is now.
    const fresh = await staffGet<Answer>(`${STAFF_PATHS.drafts}${draft.id}/`);
    if (fresh) setDraft(fresh.draft);
  }

  const onSchedule = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void act('schedule', { publish_at: publishAt });
  };

  return (
    <section className="staff-form staff-draft" aria-labelledby={`${base}-h`} data-draft={draft.id}>
      <h3 id={`${base}-h`}>
        下書き #{draft.id}（{target}）{' '}
        <span className={`staff-badge staff-badge--draft-${draft.status}`}>{DRAFT_STATUS_LABELS[draft.status]}</span>
      </h3>
      <p className="staff-field__hint">
        {draft.authorName} が {formatJst(draft.updatedAt)} に保存（下書きの第{draft.version}版、もとにした公開版: 第{draft.baseVersion}版）
      </p>
      {draft.status === 'scheduled' && draft.publishAt && (
        <p className="staff-draft__when">
          予約公開: <strong>{formatJst(draft.publishAt)}</strong>
          {(previewTop || previewPath) && (
            <>
              {' '}
              <a href={staffPreviewPath(toJstLocal(draft.publishAt), previewPath ?? '/')}>{previewPath ? 'この日時の公開ページをプレビュー' : 'この日時のトップページをプレビュー'}</a>
            </>
          )}
        </p>
      )}
      {draft.status === 'published' && draft.publishedAt && (
        <p className="staff-draft__when">
          {formatJst(draft.publishedAt)} に公開（第{draft.publishedVersion}版）
        </p>
      )}
      {(draft.status === 'conflicted' || (open && draft.stale)) && (
        <p className="staff-form__error" role="alert">
          {draft.status === 'conflicted' ? STAFF_MESSAGES.draftConflicted : `この下書きのあと、公開中の内容が変更されました（現在 第${draft.currentVersion}版）。`}
          編集画面で内容を確かめて、下書きを保存し直してください。
        </p>
      )}
      {error && draft.status !== 'conflicted' && (
        <p className="staff-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-table-wrap">
        <table className="staff-conflict__table">
          <caption className="visually-hidden">公開中の内容と下書きの違い</caption>
          <thead>
            <tr>
              <th scope="col">項目</th>
              <th scope="col">公開中</th>
              <th scope="col">下書き</th>
            </tr>
          </thead>
          <tbody>
            {draft.changes.length === 0 ? (
              <tr>
                <td colSpan={3}>公開中の内容と同じです。</td>
              </tr>
            ) : (
              draft.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{labels[change.field] ?? change.field}</th>
                  <td>{draft.published ? formatValue(change.before) : '（新規）'}</td>
                  <td>{formatValue(change.after)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {open && (
        <>
          <div className="staff-actions">
            <button type="button" className="staff-button staff-button--primary" disabled={!ready || busy} onClick={() => void act('publish')}>
              今すぐ公開する
            </button>
            {draft.status === 'scheduled' && (
              <button type="button" className="staff-button" disabled={!ready || busy} onClick={() => void act('unschedule')}>
                予約を取り消す
              </button>
            )}
            <button type="button" className="staff-button staff-button--danger" disabled={!ready || busy} onClick={() => void act('discard')}>
              下書きを破棄する
            </button>
          </div>
          <form className="staff-search" onSubmit={onSchedule} noValidate>
            <div className="staff-field">
              <label htmlFor={`${base}-at`}>公開日時（日本時間 JST）</label>
              <input
                id={`${base}-at`}
                type="datetime-local"
                value={publishAt}
                onChange={(e) => setPublishAt(e.target.value)}
                aria-invalid={!!fieldError}
                aria-describedby={fieldError ? `${base}-at-error` : undefined}
              />
              {fieldError && (
                <p className="staff-field__error" id={`${base}-at-error`}>
                  {fieldError}
                </p>
              )}
            </div>
            <button type="submit" className="staff-button" disabled={!ready || busy}>
              {draft.status === 'scheduled' ? '予約日時を変更する' : '予約公開する'}
            </button>
          </form>
        </>
      )}
      <p className="staff-form__status" role="status">
        {busy ? '処理中…' : (message ?? '')}
      </p>
    </section>
  );
}

/** The open drafts of a page's kind, newest first. */
/** Each draft's public page by the code its value holds (a new stamp card's or ticket campaign's), for DraftList. */
export const codePreviewPaths = (drafts: readonly DraftView[], pathOf: (code: string) => string): Record<number, string | null> =>
  Object.fromEntries(drafts.map((d) => [d.id, typeof d.value.code === 'string' && d.value.code ? pathOf(d.value.code) : null]));

export function DraftList({ drafts, labels, previewTop, previewPaths, heading = '下書きと予約公開' }: { drafts: DraftView[]; labels: Record<string, string>; previewTop?: boolean; /** The public page to preview each draft on, by draft id (serialisable: server pages pass it). */ previewPaths?: Record<number, string | null>; heading?: string }) {
  return (
    <section aria-label={heading} className="staff-drafts">
      {drafts.length === 0 ? (
        <p className="staff-empty">下書きはありません。編集画面の「下書き保存」で、公開せずに保存できます。</p>
      ) : (
        drafts.map((draft) => <DraftPanel key={draft.id} draft={draft} labels={labels} previewTop={previewTop} previewPath={previewPaths?.[draft.id] ?? undefined} />)
      )}
    </section>
  );
}
