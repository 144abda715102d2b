'use client';

import { DraftMark } from './DraftMark.tsx';
import { useState } from 'react';
import { STAFF_PATHS, type CouponConsoleView, type DraftView } from '#modules/staff/client.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { giftCouponPath } from '#platform/routes/site-paths.ts';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { bannerStatus } from './banner-status.ts';
import { COUPON_LABELS, formatCouponValue } from './coupon-format.ts';
import { CouponEditor } from './CouponEditor.tsx';
import { DraftPanel } from './DraftPanel.tsx';
import { staffGet } from './staff-api.ts';
import { TrashList } from './TrashList.tsx';
import { useDraftList } from './use-draft-save.ts';
import { useTrash } from './use-trash.ts';

export type CouponConsoleProps = { coupons: CouponConsoleView[]; now: string; drafts?: DraftView[]; message?: string | null };

const STATUS_LABELS = { live: '受け取り期間中', scheduled: '開始前', ended: '終了', trash: 'ゴミ箱' } as const;

const gives = (c: CouponConsoleView) =>
  [`クーポン${c.quantity}枚`, c.bonusQuantity > 0 ? `ボーナスコイン${c.bonusQuantity.toLocaleString('ja-JP')}枚` : '', c.additionalCoinRate > 0 ? `購入時+${c.additionalCoinRate}%（${formatCouponValue('itemPriceWithoutCoupon', c.itemPriceWithoutCoupon)}）` : ''].filter(Boolean).join('・');
const limits = (c: CouponConsoleView) => `1人${c.perMemberLimit}回・全体${formatCouponValue('totalLimit', c.totalLimit)}${c.singleUseCodes ? '・コードは1回限り' : ''}`;

/**
 * /staff/item/'s gift coupons and their codes (decision 067): what they give, codes, limits, window (JST); edit with a
 * dry run or keep a draft, move to the ゴミ箱 (its codes are no longer redeemed) and back, history.
 */
export function CouponConsole({ coupons: initial, now, drafts: initialDrafts = [], message: initialMessage = null }: CouponConsoleProps) {
  const [coupons, setCoupons] = useState(initial);
  const { drafts, keep: keepDraft, settled, openFor } = useDraftList(initialDrafts);
  const [editing, setEditing] = useState<CouponConsoleView | 'new' | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const at = new Date(now);
  const replace = (c: CouponConsoleView) => setCoupons((list) => (list.some((x) => x.id === c.id) ? list.map((x) => (x.id === c.id ? c : x)) : [c, ...list]));
  const trash = useTrash<CouponConsoleView>({ collectionPath: STAFF_PATHS.coupons, answerKey: 'coupon', replace, nameOf: (c) => c.couponName, initialMessage });
  // A draft published from its panel changes a coupon (or adds one): the list is read again.
  const refresh = async () => {
    const answer = await staffGet<{ coupons: CouponConsoleView[] }>(STAFF_PATHS.coupons);
    if (answer) setCoupons(answer.coupons);
  };
  const live = coupons.filter((c) => !c.deletedAt);
  const trashed = coupons.filter((c) => c.deletedAt);
  return (
    <div className="staff-stamp-cards">
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" onClick={() => setEditing('new')}>
          クーポンを追加する
        </button>
      </div>
      <p role="status" className="staff-form__status">
        {trash.message ?? ''}
      </p>
      {editing && (
        <CouponEditor
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onSaved={replace}
          onCancel={() => setEditing(null)}
          draft={editing === 'new' ? null : openFor(editing.id)}
          onDraftSaved={keepDraft}
        />
      )}
      {live.length === 0 ? (
        <p className="staff-empty">受け取れるクーポンはありません（ゴミ箱を除く）。</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>クーポン一覧（日時はすべて日本時間 JST）</caption>
            <thead>
              <tr>
                <th scope="col">名前・コード</th>
                <th scope="col">もらえるもの</th>
                <th scope="col">上限</th>
                <th scope="col">受け取り期間（JST）</th>
                <th scope="col">状態</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {live.map((c) => {
                const status = bannerStatus({ ...c, deletedAt: null }, at);
                const first = c.codes[0] ?? c.couponCode;
                return (
                  <tr key={c.id} data-coupon-row={c.couponCode}>
                    <td>
                      <span className="staff-table__main">{c.couponName}</span>
                      <span className="staff-table__sub">
                        <a href={giftCouponPath(first)}>{first}</a>
                        {c.codes.length > 1 ? ` ほか${(c.codes.length - 1).toLocaleString('ja-JP')}個` : ''}
                      </span>
                    </td>
                    <td>{gives(c)}</td>
                    <td>{limits(c)}</td>
                    <td>
                      {formatJst(c.startsAt)} 〜 {formatJst(c.endsAt)}
                    </td>
                    <td>
                      <span className={`staff-badge staff-badge--${status.key}`}>{STATUS_LABELS[status.key]}</span>
                      <DraftMark draft={openFor(c.id)} />
                    </td>
                    <td className="staff-table__actions">
                      <button type="button" className="staff-button" onClick={() => setEditing(c)} aria-label={`クーポン「${c.couponName}」を編集`}>
                        編集
                      </button>
                      <button type="button" className="staff-button staff-button--danger" disabled={trash.busy === c.id} onClick={() => void trash.move(c, 'trash')} aria-label={`クーポン「${c.couponName}」をゴミ箱へ`}>
                        ゴミ箱へ
                      </button>
                      <button type="button" className="staff-button" onClick={() => setHistory(history === c.id ? null : c.id)} aria-expanded={history === c.id} aria-label={`クーポン「${c.couponName}」の変更履歴`}>
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
        kindLabel="クーポン"
        items={trashed.map((c) => ({ id: c.id, name: c.couponName, sub: c.codes[0] ?? c.couponCode, deletedAt: c.deletedAt! }))}
        busy={trash.busy}
        onRestore={(id) => void trash.move(trashed.find((c) => c.id === id)!, 'restore')}
        onHistory={(id) => setHistory(history === id ? null : id)}
      />
      <h3>下書きと予約公開</h3>
      {drafts.length === 0 ? (
        <p className="staff-empty">下書きはありません。編集画面の「下書き保存」で、公開せずに保存できます。</p>
      ) : (
        drafts.map((draft) => <DraftPanel key={`${draft.id}-${draft.version}`} draft={draft} labels={COUPON_LABELS} onChange={(d) => {
                settled(d);
                if (d.status === 'published') void refresh();
              }} />)
      )}
      {history !== null && <AuditLogPanel type="coupon" id={String(history)} labels={COUPON_LABELS} onReverted={() => location.reload()} />}
    </div>
  );
}
