'use client';

import { useEffect, useState } from 'react';
import { STAFF_PATHS, type AuditEntryView } from '#modules/staff/client.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { BANNER_LABELS } from './BannerEditor.tsx';
import { CAMPAIGN_LABELS } from './CampaignEditor.tsx';
import { formatValue } from './format-value.ts';
import { staffGet, staffSend } from './staff-api.ts';

const ACTIONS: Record<string, string> = { create: '作成', update: '更新', trash: 'ゴミ箱へ', restore: '復元', revert: '取り消し', publish: '下書きを公開', send: '送信' };
const LABELS: Record<string, string> = {
  ...CAMPAIGN_LABELS,
  ...BANNER_LABELS,
  titleName: '作品名',
  titleKana: '読み',
  synopsis: 'あらすじ',
  authors: '作者',
  labelText: 'ラベル',
  freeInfo: '無料情報',
  isFree: '全巻無料',
  isFreeForWait: '待てば¥0',
  tags: 'タグ',
  storyPriceCoins: '1話の価格（コイン）',
  value: '設定値',
};

export type AuditLogPanelProps = {
  /** One object's log (type and id), one kind's (type), or everything (neither). */
  type?: string;
  id?: string;
  labels?: Record<string, string>;
  /** Entries given (stories, the server's first render); otherwise loaded. */
  entries?: AuditEntryView[];
  onReverted?: () => void;
};

/** The append-only log: who changed what and when (JST), field by field, with 「この変更を取り消す」. */
export function AuditLogPanel({ type, id, labels = {}, entries: given, onReverted }: AuditLogPanelProps) {
  const [entries, setEntries] = useState<AuditEntryView[] | null>(given ?? null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (given) return;
    const query = new URLSearchParams();
    if (type) query.set('type', type);
    if (id) query.set('id', id);
    void staffGet<{ entries: AuditEntryView[] }>(`${STAFF_PATHS.audit}?${query}`).then((answer) => setEntries(answer?.entries ?? []));
  }, [type, id, given]);

  async function revert(entry: AuditEntryView) {
    const result = await staffSend(`${STAFF_PATHS.audit}${entry.id}/revert/`, {});
    setMessage(result.ok ? `「${entry.objectLabel} ${entry.objectId}」を変更前の状態に戻しました。` : result.message);
    if (result.ok) onReverted?.();
  }

  return (
    <section className="staff-audit" aria-labelledby="staff-audit-heading">
      <h2 id="staff-audit-heading">{id ? `変更履歴（${id}）` : '変更履歴'}</h2>
      <p role="status" className="staff-form__status">
        {message ?? ''}
      </p>
      {entries === null ? (
        <p>読み込み中…</p>
      ) : entries.length === 0 ? (
        <p className="staff-empty">変更履歴はまだありません。</p>
      ) : (
        <ol className="staff-audit__list">
          {entries.map((entry) => (
            <li key={entry.id} className="staff-audit__entry">
              <p className="staff-audit__head">
                <time dateTime={entry.at}>{formatJst(entry.at)}</time>　{entry.actorName}　
                <strong>
                  {entry.objectLabel} {entry.objectId}
                </strong>
                を{ACTIONS[entry.action] ?? entry.action}（第{entry.version}版）
              </p>
              {entry.changes.length > 0 && (
                <ul className="staff-audit__changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {{ ...LABELS, ...labels }[change.field] ?? change.field}: <del>{formatValue(change.before)}</del> → <ins>{formatValue(change.after)}</ins>
                    </li>
                  ))}
                </ul>
              )}
              <button type="button" className="staff-button" onClick={() => void revert(entry)}>
                この変更を取り消す
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
