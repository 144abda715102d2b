'use client';

import { formatJst } from '#platform/text/jst-datetime.ts';

export type TrashItem = { id: number; name: string; sub?: string; deletedAt: string };
export type TrashListProps = {
  /** What the list holds, e.g. 'コインパック'. */
  kindLabel: string;
  items: readonly TrashItem[];
  onRestore: (id: number) => void;
  onHistory?: (id: number) => void;
  /** The item being moved back (its button is disabled). */
  busy?: number | null;
};

/**
 * A console's ゴミ箱 (issue 19): what was moved to the trash, when (JST), and 「元に戻す」. Nothing in it is deleted;
 * while there it is out of public use.
 */
export function TrashList({ kindLabel, items, onRestore, onHistory, busy = null }: TrashListProps) {
  return (
    <section className="staff-trash" aria-label={`${kindLabel}のゴミ箱`}>
      <h3>ゴミ箱（{items.length.toLocaleString('ja-JP')}件）</h3>
      {items.length === 0 ? (
        <p className="staff-empty">ゴミ箱は空です。</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>ゴミ箱の{kindLabel}（元に戻すまで公開されません。日時は日本時間 JST）</caption>
            <thead>
              <tr>
                <th scope="col">{kindLabel}</th>
                <th scope="col">ゴミ箱に移した日時（JST）</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-trash-row={item.id}>
                  <td>
                    <span className="staff-table__main">{item.name}</span>
                    {item.sub && <span className="staff-table__sub">{item.sub}</span>}
                  </td>
                  <td>{formatJst(item.deletedAt)}</td>
                  <td className="staff-table__actions">
                    <button type="button" className="staff-button" disabled={busy === item.id} onClick={() => onRestore(item.id)} aria-label={`${kindLabel}「${item.name}」を元に戻す`}>
                      元に戻す
                    </button>
                    {onHistory && (
                      <button type="button" className="staff-button" onClick={() => onHistory(item.id)} aria-label={`${kindLabel}「${item.name}」の変更履歴`}>
                        履歴
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
