'use client';

import { DraftMark } from './DraftMark.tsx';
import { useEffect, useState } from 'react';
import { STAFF_PATHS, type DraftView, type GiftHandoutView } from '#modules/staff/client.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { DraftPanel } from './DraftPanel.tsx';
import { GiftHandoutEditor } from './GiftHandoutEditor.tsx';
import { formatHandoutValue, GIFT_HANDOUT_LABELS, handoutGiftText, recipientsText } from './gift-handout-format.ts';
import { staffGet, staffSend } from './staff-api.ts';
import { TrashList } from './TrashList.tsx';
import { useDraftList } from './use-draft-save.ts';
import { useTrash } from './use-trash.ts';

export type GiftHandoutSendState = { id: number; status: 'confirm' | 'sending' | 'sent' | 'failed'; message?: string };
export type GiftHandoutConsoleProps = { handouts: GiftHandoutView[]; now: string; initialSend?: GiftHandoutSendState | null; drafts?: DraftView[]; message?: string | null };

type SendAnswer = { giftHandout: GiftHandoutView; offered: number; recipients: number };

/**
 * /staff/item/'s ギフト配布 (decision 069): the handouts, unsent or sent (JST), a new one or an unsent one edited
 * with its dry run or kept as a draft, and 「送信する」 after a confirmation: each recipient is offered it once on /gift/.
 * The ゴミ箱 takes a handout out of use (not sent; what it offered and still waits cannot be received) until restored.
 */
export function GiftHandoutConsole({ handouts: initial, now, initialSend = null, drafts: initialDrafts = [], message: initialMessage = null }: GiftHandoutConsoleProps) {
  const [handouts, setHandouts] = useState(initial);
  const { drafts, keep: keepDraft, settled, openFor } = useDraftList(initialDrafts);
  const [editing, setEditing] = useState<GiftHandoutView | 'new' | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const [send, setSend] = useState<GiftHandoutSendState | null>(initialSend);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const at = new Date(now);
  const replace = (h: GiftHandoutView) => setHandouts((list) => (list.some((x) => x.id === h.id) ? list.map((x) => (x.id === h.id ? h : x)) : [h, ...list]));
  const trash = useTrash<GiftHandoutView>({ collectionPath: STAFF_PATHS.giftHandouts, answerKey: 'giftHandout', replace, nameOf: (h) => h.label, initialMessage });
  // A draft published from its panel changes a handout (or adds one): the list is read again.
  const refresh = async () => {
    const answer = await staffGet<{ giftHandouts: GiftHandoutView[] }>(STAFF_PATHS.giftHandouts);
    if (answer) setHandouts(answer.giftHandouts);
  };
  const live = handouts.filter((h) => !h.deletedAt);
  const trashed = handouts.filter((h) => h.deletedAt);
  const target = send ? handouts.find((h) => h.id === send.id) : undefined;

  async function sendNow(h: GiftHandoutView) {
    setSend({ id: h.id, status: 'sending' });
    const result = await staffSend<SendAnswer>(`${STAFF_PATHS.giftHandouts}${h.id}/send/`, { version: h.version });
    if (result.ok) {
      replace(result.answer.giftHandout);
      setSend({ id: h.id, status: 'sent', message: `「${h.label}」を${result.answer.recipients.toLocaleString('ja-JP')}人に送信しました（今回新たに届けた人数: ${result.answer.offered.toLocaleString('ja-JP')}人）。` });
    } else setSend({ id: h.id, status: 'failed', message: result.message });
  }

  return (
    <div className="staff-stamp-cards">
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" onClick={() => setEditing('new')}>
          ギフト配布を作成する
        </button>
      </div>
      <p role="status" className="staff-form__status">
        {trash.message ?? ''}
      </p>
      {editing && (
        <GiftHandoutEditor
          key={editing === 'new' ? 'new' : editing.id}
          handout={editing === 'new' ? null : editing}
          onSaved={replace}
          onCancel={() => setEditing(null)}
          draft={editing === 'new' ? null : openFor(editing.id)}
          onDraftSaved={keepDraft}
        />
      )}
      {send && target && send.status !== 'sent' && send.status !== 'failed' && (
        <section className="staff-send-confirm" aria-labelledby="staff-send-heading">
          <h3 id="staff-send-heading">ギフト配布 #{target.id}「{target.label}」を送信しますか</h3>
          <p>
            {target.allMembers ? '全会員' : `指定した会員ID ${target.memberIds.length.toLocaleString('ja-JP')}件の会員`}に {handoutGiftText(target)} を1人1回届けます（会員でないIDには届きません）。受け取り期限は {formatJst(target.claimBy)} です。送信後は編集できません（変更するときは新しいギフト配布を作成します）。
          </p>
          <div className="staff-actions">
            <button type="button" className="staff-button staff-button--primary" disabled={!ready || send.status === 'sending'} onClick={() => void sendNow(target)}>
              {send.status === 'sending' ? '送信中…' : '送信する'}
            </button>
            <button type="button" className="staff-button" onClick={() => setSend(null)} disabled={send.status === 'sending'}>
              やめる
            </button>
          </div>
        </section>
      )}
      {send?.status === 'sent' && (
        <p className="staff-dry-run__ok" role="status">
          {send.message}
        </p>
      )}
      {send?.status === 'failed' && (
        <p className="staff-form__error" role="alert">
          {send.message}
        </p>
      )}
      {live.length === 0 ? (
        <p className="staff-empty">ギフト配布はありません（ゴミ箱を除く）。</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>ギフト配布一覧（日時はすべて日本時間 JST）</caption>
            <thead>
              <tr>
                <th scope="col">表示名</th>
                <th scope="col">内容</th>
                <th scope="col">受け取る会員</th>
                <th scope="col">受け取り期限（JST）</th>
                <th scope="col">状態</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {live.map((h) => {
                const lapsed = new Date(h.claimBy) <= at;
                return (
                  <tr key={h.id} data-gift-handout-row={h.id}>
                    <td>
                      <span className="staff-table__main">{h.label}</span>
                      <span className="staff-table__sub">#{h.id}・第{h.version}版</span>
                    </td>
                    <td>{handoutGiftText(h)}</td>
                    <td title={h.allMembers ? undefined : formatHandoutValue('memberIds', h.memberIds)}>{recipientsText(h)}</td>
                    <td>{formatJst(h.claimBy)}</td>
                    <td>
                      {h.sentAt ? (
                        <span className="staff-badge staff-badge--live">送信済み（{formatJst(h.sentAt)}）</span>
                      ) : (
                        <span className={`staff-badge staff-badge--${lapsed ? 'ended' : 'scheduled'}`}>{lapsed ? '未送信・期限切れ' : '未送信'}</span>
                      )}
                      <DraftMark draft={h.sentAt ? null : openFor(h.id)} />
                    </td>
                    <td className="staff-table__actions">
                      {!h.sentAt && (
                        <>
                          <button type="button" className="staff-button" onClick={() => setEditing(h)} aria-label={`ギフト配布「${h.label}」を編集`}>
                            編集
                          </button>
                          <button type="button" className="staff-button staff-button--primary" disabled={!ready || lapsed} onClick={() => setSend({ id: h.id, status: 'confirm' })} aria-label={`ギフト配布「${h.label}」を送信する`}>
                            送信する
                          </button>
                        </>
                      )}
                      <button type="button" className="staff-button staff-button--danger" disabled={trash.busy === h.id} onClick={() => void trash.move(h, 'trash')} aria-label={`ギフト配布「${h.label}」をゴミ箱へ`}>
                        ゴミ箱へ
                      </button>
                      <button type="button" className="staff-button" onClick={() => setHistory(history === h.id ? null : h.id)} aria-expanded={history === h.id} aria-label={`ギフト配布「${h.label}」の変更履歴`}>
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
      <TrashList
        kindLabel="ギフト配布"
        items={trashed.map((h) => ({ id: h.id, name: h.label, sub: `${handoutGiftText(h)}・${h.sentAt ? '送信済み（受け取り待ちの分は受け取れません）' : '未送信'}`, deletedAt: h.deletedAt! }))}
        busy={trash.busy}
        onRestore={(id) => void trash.move(trashed.find((h) => h.id === id)!, 'restore')}
        onHistory={(id) => setHistory(history === id ? null : id)}
      />
      <h3>下書きと予約公開</h3>
      {drafts.length === 0 ? (
        <p className="staff-empty">下書きはありません。編集画面の「下書き保存」で、反映せずに保存できます。</p>
      ) : (
        drafts.map((draft) => <DraftPanel key={`${draft.id}-${draft.version}`} draft={draft} labels={GIFT_HANDOUT_LABELS} onChange={(d) => {
                settled(d);
                if (d.status === 'published') void refresh();
              }} />)
      )}
      {history !== null && <AuditLogPanel type="gift-handout" id={String(history)} labels={GIFT_HANDOUT_LABELS} onReverted={() => location.reload()} />}
    </div>
  );
}
