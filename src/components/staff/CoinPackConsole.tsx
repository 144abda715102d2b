'use client';

import { DraftMark } from './DraftMark.tsx';
import { useState } from 'react';
import { STAFF_PATHS, type CoinPackConsoleView, type DraftView } from '#modules/staff/client.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { COIN_PACK_LABELS } from './coin-pack-format.ts';
import { CoinPackEditor } from './CoinPackEditor.tsx';
import { DraftPanel } from './DraftPanel.tsx';
import { staffGet } from './staff-api.ts';
import { TrashList } from './TrashList.tsx';
import { useDraftList } from './use-draft-save.ts';
import { useTrash } from './use-trash.ts';

export type CoinPackConsoleProps = { packs: CoinPackConsoleView[]; now: string; drafts?: DraftView[]; message?: string | null };

const statusOf = (p: CoinPackConsoleView, at: Date) => (new Date(p.startsAt) > at ? ('scheduled' as const) : p.endsAt && new Date(p.endsAt) <= at ? ('ended' as const) : ('live' as const));
const STATUS_LABELS = { live: '販売中', scheduled: '販売開始前', ended: '販売終了' } as const;

/**
 * /staff/item/'s coin packs (decision 067): price (税込), coins and bonus, sale window (JST); edit with a dry run or
 * keep a draft, move to the ゴミ箱 (not sold on /point/) and back, history.
 */
export function CoinPackConsole({ packs: initial, now, drafts: initialDrafts = [], message: initialMessage = null }: CoinPackConsoleProps) {
  const [packs, setPacks] = useState(initial);
  const { drafts, keep: keepDraft, settled, openFor } = useDraftList(initialDrafts);
  const [editing, setEditing] = useState<CoinPackConsoleView | 'new' | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const at = new Date(now);
  const replace = (p: CoinPackConsoleView) => setPacks((list) => (list.some((x) => x.id === p.id) ? list.map((x) => (x.id === p.id ? p : x)) : [...list, p]));
  const trash = useTrash<CoinPackConsoleView>({ collectionPath: STAFF_PATHS.coinPacks, answerKey: 'coinPack', replace, nameOf: (p) => p.productId, initialMessage });
  // A draft published from its panel changes a pack (or adds one): the list is read again.
  const refresh = async () => {
    const answer = await staffGet<{ coinPacks: CoinPackConsoleView[] }>(STAFF_PATHS.coinPacks);
    if (answer) setPacks(answer.coinPacks);
  };
  const live = packs.filter((p) => !p.deletedAt);
  const trashed = packs.filter((p) => p.deletedAt);
  return (
    <div className="staff-stamp-cards">
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" onClick={() => setEditing('new')}>
          コインパックを追加する
        </button>
      </div>
      <p role="status" className="staff-form__status">
        {trash.message ?? ''}
      </p>
      {editing && (
        <CoinPackEditor
          key={editing === 'new' ? 'new' : editing.id}
          pack={editing === 'new' ? null : editing}
          onSaved={replace}
          onCancel={() => setEditing(null)}
          draft={editing === 'new' ? null : openFor(editing.id)}
          onDraftSaved={keepDraft}
        />
      )}
      {live.length === 0 ? (
        <p className="staff-empty">販売するコインパックはありません。</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>コインパック一覧（価格は税込、日時はすべて日本時間 JST）</caption>
            <thead>
              <tr>
                <th scope="col">商品ID</th>
                <th scope="col">価格（税込）</th>
                <th scope="col">コイン</th>
                <th scope="col">販売期間（JST）</th>
                <th scope="col">状態</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {live.map((p) => {
                const status = statusOf(p, at);
                return (
                  <tr key={p.id} data-coin-pack-row={p.productId}>
                    <td>
                      <span className="staff-table__main">{p.productId}</span>
                      <span className="staff-table__sub">表示順 {p.position}</span>
                    </td>
                    <td>{p.priceYen.toLocaleString('ja-JP')}円</td>
                    <td>
                      {p.coins.toLocaleString('ja-JP')}枚{p.bonusCoins > 0 ? `＋ボーナス${p.bonusCoins.toLocaleString('ja-JP')}枚` : ''}
                    </td>
                    <td>
                      {formatJst(p.startsAt)} 〜 {p.endsAt ? formatJst(p.endsAt) : '終了日なし'}
                    </td>
                    <td>
                      <span className={`staff-badge staff-badge--${status}`}>{STATUS_LABELS[status]}</span>
                      <DraftMark draft={openFor(p.id)} />
                    </td>
                    <td className="staff-table__actions">
                      <button type="button" className="staff-button" onClick={() => setEditing(p)} aria-label={`コインパック「${p.productId}」を編集`}>
                        編集
                      </button>
                      <button type="button" className="staff-button staff-button--danger" disabled={trash.busy === p.id} onClick={() => void trash.move(p, 'trash')} aria-label={`コインパック「${p.productId}」をゴミ箱へ`}>
                        ゴミ箱へ
                      </button>
                      <button type="button" className="staff-button" onClick={() => setHistory(history === p.id ? null : p.id)} aria-expanded={history === p.id} aria-label={`コインパック「${p.productId}」の変更履歴`}>
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
        kindLabel="コインパック"
        items={trashed.map((p) => ({ id: p.id, name: p.productId, sub: `${p.priceYen.toLocaleString('ja-JP')}円・${p.coins.toLocaleString('ja-JP')}枚`, deletedAt: p.deletedAt! }))}
        busy={trash.busy}
        onRestore={(id) => void trash.move(trashed.find((p) => p.id === id)!, 'restore')}
        onHistory={(id) => setHistory(history === id ? null : id)}
      />
      <h3>下書きと予約公開</h3>
      {drafts.length === 0 ? (
        <p className="staff-empty">下書きはありません。編集画面の「下書き保存」で、公開せずに保存できます。</p>
      ) : (
        drafts.map((draft) => <DraftPanel key={`${draft.id}-${draft.version}`} draft={draft} labels={COIN_PACK_LABELS} onChange={(d) => {
                settled(d);
                if (d.status === 'published') void refresh();
              }} />)
      )}
      {history !== null && <AuditLogPanel type="coin-pack" id={String(history)} labels={COIN_PACK_LABELS} onReverted={() => location.reload()} />}
    </div>
  );
}
