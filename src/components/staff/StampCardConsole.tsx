'use client';

import { DraftMark } from './DraftMark.tsx';
import { useState } from 'react';
import { STAFF_PATHS, type DraftView, type StampCardView } from '#modules/staff/client.ts';
import { codePreviewPaths, DraftList } from './DraftPanel.tsx';
import { openDraftOf } from './EditorDraft.tsx';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { stampCardPath } from '#platform/routes/site-paths.ts';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { bannerStatus } from './banner-status.ts';
import { formatRewardValue, prizeText, STAMP_CARD_LABELS } from './reward-format.ts';
import { StampCardEditor } from './StampCardEditor.tsx';
import { staffSend } from './staff-api.ts';

export type StampCardConsoleProps = { stampCards: StampCardView[]; lotteries: { id: number; code: string; label: string }[]; now: string; /** Open drafts of stamp cards (decision 071). */ drafts?: DraftView[] };

const STATUS_LABELS = { live: '開催中', scheduled: '開催予定', ended: '終了', trash: 'ゴミ箱' } as const;

/** /staff/stampcard/'s list: every card with its stamps, prize, window (JST) and state; edit, trash, restore, history. */
export function StampCardConsole({ stampCards: initial, lotteries, now, drafts: initialDrafts = [] }: StampCardConsoleProps) {
  // Drafts saved or acted on in an editor: reopening it edits the same draft.
  const [drafts, setDrafts] = useState(initialDrafts);
  const keepDraft = (draft: DraftView) => setDrafts((list) => [draft, ...list.filter((d) => d.id !== draft.id)]);
  const [cards, setCards] = useState(initial);
  const [editing, setEditing] = useState<StampCardView | 'new' | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const at = new Date(now);
  const replace = (card: StampCardView) => setCards((list) => (list.some((c) => c.id === card.id) ? list.map((c) => (c.id === card.id ? card : c)) : [card, ...list]));
  const gachaName = (id: number | null) => (id === null ? null : (lotteries.find((l) => l.id === id)?.label ?? `#${id}`));

  async function move(card: StampCardView, to: 'trash' | 'restore') {
    const result = await staffSend<{ stampCard: StampCardView }>(`${STAFF_PATHS.stampCards}${card.id}/${to}/`, { version: card.version });
    if (result.ok) {
      replace(result.answer.stampCard);
      setMessage(to === 'trash' ? `スタンプカード「${card.label}」をゴミ箱に移しました。会員には表示されません。` : `スタンプカード「${card.label}」を元に戻しました。`);
    } else setMessage(result.message);
  }

  return (
    <div className="staff-stamp-cards">
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" onClick={() => setEditing('new')}>
          スタンプカードを追加する
        </button>
      </div>
      <p role="status" className="staff-form__status">
        {message ?? ''}
      </p>
      {editing && <StampCardEditor key={editing === 'new' ? 'new' : editing.id} card={editing === 'new' ? null : editing} lotteries={lotteries} onSaved={replace} onCancel={() => setEditing(null)} draft={openDraftOf(drafts, editing)} onDraftSaved={keepDraft} />}
      {cards.length === 0 ? (
        <p className="staff-empty">スタンプカードはまだありません。「スタンプカードを追加する」から登録してください。</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>スタンプカード一覧（日時はすべて日本時間 JST）</caption>
            <thead>
              <tr>
                <th scope="col">サムネイル</th>
                <th scope="col">名前・コード</th>
                <th scope="col">スタンプ</th>
                <th scope="col">達成時の特典</th>
                <th scope="col">開催期間（JST）</th>
                <th scope="col">状態</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => {
                const status = bannerStatus(card, at);
                const gacha = gachaName(card.gachaId);
                return (
                  <tr key={card.id} data-stamp-card-row={card.code}>
                    <td>
                      <img className="staff-thumb" src={card.thumbnailUrl.startsWith('/img/staff/') ? `${card.thumbnailUrl}?w=320` : card.thumbnailUrl} alt="" width={96} height={54} loading="lazy" />
                    </td>
                    <td>
                      <span className="staff-table__main">{card.label}</span>
                      <span className="staff-table__sub">
                        <a href={stampCardPath(card.code)}>{card.code}</a>
                      </span>
                    </td>
                    <td>{formatRewardValue('slots', card.slots)}</td>
                    <td>{[card.prize ? prizeText(card.prize) : null, gacha ? `ガチャ「${gacha}」1回` : null].filter(Boolean).join(' ＋ ')}</td>
                    <td>
                      {formatJst(card.startsAt)} 〜 {card.endsAt ? formatJst(card.endsAt) : '指定なし'}
                    </td>
                    <td>
                      <span className={`staff-badge staff-badge--${status.key}`}>{STATUS_LABELS[status.key]}</span>
                      <DraftMark draft={openDraftOf(drafts, card)} />
                    </td>
                    <td className="staff-table__actions">
                      {!card.deletedAt && (
                        <button type="button" className="staff-button" onClick={() => setEditing(card)} aria-label={`スタンプカード「${card.label}」を編集`}>
                          編集
                        </button>
                      )}
                      {card.deletedAt ? (
                        <button type="button" className="staff-button" onClick={() => void move(card, 'restore')} aria-label={`スタンプカード「${card.label}」を元に戻す`}>
                          元に戻す
                        </button>
                      ) : (
                        <button type="button" className="staff-button staff-button--danger" onClick={() => void move(card, 'trash')} aria-label={`スタンプカード「${card.label}」をゴミ箱へ`}>
                          ゴミ箱へ
                        </button>
                      )}
                      <button type="button" className="staff-button" onClick={() => setHistory(history === card.id ? null : card.id)} aria-expanded={history === card.id} aria-label={`スタンプカード「${card.label}」の変更履歴`}>
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
          <h3>新しいスタンプカードの下書き</h3>
          <DraftList drafts={initialDrafts.filter((d) => d.objectId === null)} labels={STAMP_CARD_LABELS} heading="新しいスタンプカードの下書き" previewPaths={codePreviewPaths(initialDrafts, stampCardPath)} />
        </>
      )}
      {history !== null && <AuditLogPanel type="stamp-card" id={String(history)} labels={STAMP_CARD_LABELS} onReverted={() => location.reload()} />}
    </div>
  );
}
