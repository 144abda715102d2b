'use client';

import { DraftMark } from './DraftMark.tsx';
import { useState } from 'react';
import type { DraftView, TicketCampaignView } from '#modules/staff/client.ts';
import { codePreviewPaths, DraftList } from './DraftPanel.tsx';
import { openDraftOf } from './EditorDraft.tsx';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { giftTicketPath } from '#platform/routes/site-paths.ts';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { bannerStatus } from './banner-status.ts';
import { TICKET_CAMPAIGN_LABELS } from './reward-format.ts';
import { TicketCampaignEditor } from './TicketCampaignEditor.tsx';

export type TicketCampaignConsoleProps = { campaigns: TicketCampaignView[]; now: string; /** Open drafts of ticket campaigns (decision 071). */ drafts?: DraftView[] };

const STATUS_LABELS = { live: '受け取り期間中', scheduled: '開始前', ended: '終了', trash: 'ゴミ箱' } as const;

/** /staff/item/'s ticket gift campaigns: tickets per claim, how often, window (JST); edit with a dry run, history. */
export function TicketCampaignConsole({ campaigns: initial, now, drafts: initialDrafts = [] }: TicketCampaignConsoleProps) {
  // Drafts saved or acted on in an editor: reopening it edits the same draft.
  const [drafts, setDrafts] = useState(initialDrafts);
  const keepDraft = (draft: DraftView) => setDrafts((list) => [draft, ...list.filter((d) => d.id !== draft.id)]);
  const [campaigns, setCampaigns] = useState(initial);
  const [editing, setEditing] = useState<TicketCampaignView | 'new' | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const at = new Date(now);
  const replace = (c: TicketCampaignView) => setCampaigns((list) => (list.some((x) => x.id === c.id) ? list.map((x) => (x.id === c.id ? c : x)) : [c, ...list]));
  return (
    <div className="staff-stamp-cards">
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" onClick={() => setEditing('new')}>
          チケット配布を追加する
        </button>
      </div>
      {editing && <TicketCampaignEditor key={editing === 'new' ? 'new' : editing.id} campaign={editing === 'new' ? null : editing} onSaved={replace} onCancel={() => setEditing(null)} draft={openDraftOf(drafts, editing)} onDraftSaved={keepDraft} />}
      {campaigns.length === 0 ? (
        <p className="staff-empty">チケット配布はまだありません。</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>チケット配布一覧（日時はすべて日本時間 JST）</caption>
            <thead>
              <tr>
                <th scope="col">名前・コード</th>
                <th scope="col">チケット</th>
                <th scope="col">受け取り期間（JST）</th>
                <th scope="col">状態</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => {
                const status = bannerStatus({ ...c, deletedAt: null }, at);
                return (
                  <tr key={c.id} data-ticket-campaign-row={c.code}>
                    <td>
                      <span className="staff-table__main">{c.label}</span>
                      <span className="staff-table__sub">
                        <a href={giftTicketPath(c.code)}>{c.code}</a>
                      </span>
                    </td>
                    <td>
                      {c.tickets}枚・{c.per === 'day' ? '毎日1回' : '期間中に1回'}・受け取りから{c.validHours}時間有効
                    </td>
                    <td>
                      {formatJst(c.startsAt)} 〜 {formatJst(c.endsAt)}
                    </td>
                    <td>
                      <span className={`staff-badge staff-badge--${status.key}`}>{STATUS_LABELS[status.key]}</span>
                      <DraftMark draft={openDraftOf(drafts, c)} />
                    </td>
                    <td className="staff-table__actions">
                      <button type="button" className="staff-button" onClick={() => setEditing(c)} aria-label={`チケット配布「${c.label}」を編集`}>
                        編集
                      </button>
                      <button type="button" className="staff-button" onClick={() => setHistory(history === c.id ? null : c.id)} aria-expanded={history === c.id} aria-label={`チケット配布「${c.label}」の変更履歴`}>
                        履歴
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {initialDrafts.some((d) => d.objectId === null) && (
        <>
          <h3>新しいチケット配布の下書き</h3>
          <DraftList drafts={initialDrafts.filter((d) => d.objectId === null)} labels={TICKET_CAMPAIGN_LABELS} heading="新しいチケット配布の下書き" previewPaths={codePreviewPaths(initialDrafts, giftTicketPath)} />
        </>
      )}
      {history !== null && <AuditLogPanel type="ticket-campaign" id={String(history)} labels={TICKET_CAMPAIGN_LABELS} onReverted={() => location.reload()} />}
    </div>
  );
}
