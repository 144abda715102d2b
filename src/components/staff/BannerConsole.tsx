'use client';

import { openDraftOf } from './EditorDraft.tsx';
import { DraftMark } from './DraftMark.tsx';
import { useState } from 'react';
import { PLACEMENT_LABELS, STAFF_PATHS, type BannerView, type DraftView } from '#modules/staff/client.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { BANNER_LABELS, BannerEditor } from './BannerEditor.tsx';
import { DraftPanel } from './DraftPanel.tsx';
import { bannerStatus } from './banner-status.ts';
import { staffSend } from './staff-api.ts';

export type BannerConsoleProps = { banners: BannerView[]; now: string; drafts?: DraftView[] };

/** /staff/banner/'s list: every banner with its window (JST) and state, edit, trash and restore, and its history. */
export function BannerConsole({ banners: initial, now, drafts: initialDrafts = [] }: BannerConsoleProps) {
  const [banners, setBanners] = useState(initial);
  const [drafts, setDrafts] = useState(initialDrafts);
  const keepDraft = (draft: DraftView) => setDrafts((list) => [draft, ...list.filter((d) => d.id !== draft.id)]);
  const [editing, setEditing] = useState<BannerView | 'new' | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const at = new Date(now);
  const replace = (banner: BannerView) => setBanners((list) => (list.some((b) => b.id === banner.id) ? list.map((b) => (b.id === banner.id ? banner : b)) : [...list, banner]));

  async function move(banner: BannerView, to: 'trash' | 'restore') {
    const result = await staffSend<{ banner: BannerView }>(`${STAFF_PATHS.banners}${banner.id}/${to}/`, { version: banner.version });
    if (result.ok) {
      replace(result.answer.banner);
      setMessage(to === 'trash' ? `バナー #${banner.id} をゴミ箱に移しました。` : `バナー #${banner.id} を元に戻しました。`);
    } else setMessage(result.message);
  }

  return (
    <div className="staff-banners">
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" onClick={() => setEditing('new')}>
          バナーを追加する
        </button>
      </div>
      <p role="status" className="staff-form__status">
        {message ?? ''}
      </p>
      {editing && (
        <BannerEditor
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onSaved={replace}
          onCancel={() => setEditing(null)}
          draft={openDraftOf(drafts, editing)}
          onDraftSaved={keepDraft}
        />
      )}
      {banners.length === 0 ? (
        <p className="staff-empty">バナーはまだありません。「バナーを追加する」から登録してください。</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>バナー一覧（日時はすべて日本時間 JST）</caption>
            <thead>
              <tr>
                <th scope="col">画像</th>
                <th scope="col">表示場所・順</th>
                <th scope="col">代替テキスト・リンク</th>
                <th scope="col">掲載期間（JST）</th>
                <th scope="col">状態</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {banners.map((banner) => {
                const status = bannerStatus(banner, at);
                return (
                  <tr key={banner.id} data-banner-row={banner.id}>
                    <td>
                      <img src={`${banner.imageUrl}${banner.imageUrl.includes('?') ? '&' : '?'}w=320`} alt="" width={120} loading="lazy" />
                    </td>
                    <td>
                      {PLACEMENT_LABELS[banner.placement]}・{banner.position}
                    </td>
                    <td>
                      <span className="staff-table__main">{banner.alt}</span>
                      <span className="staff-table__sub">{banner.linkUrl}</span>
                    </td>
                    <td>
                      {banner.startsAt ? formatJst(banner.startsAt) : '指定なし'} 〜 {banner.endsAt ? formatJst(banner.endsAt) : '指定なし'}
                    </td>
                    <td>
                      <span className={`staff-badge staff-badge--${status.key}`}>{status.label}</span>
                      <DraftMark draft={openDraftOf(drafts, banner)} />
                    </td>
                    <td className="staff-table__actions">
                      {!banner.deletedAt && (
                        <button type="button" className="staff-button" onClick={() => setEditing(banner)} aria-label={`バナー #${banner.id} を編集`}>
                          編集
                        </button>
                      )}
                      {banner.deletedAt ? (
                        <button type="button" className="staff-button" onClick={() => void move(banner, 'restore')} aria-label={`バナー #${banner.id} を元に戻す`}>
                          元に戻す
                        </button>
                      ) : (
                        <button type="button" className="staff-button staff-button--danger" onClick={() => void move(banner, 'trash')} aria-label={`バナー #${banner.id} をゴミ箱へ`}>
                          ゴミ箱へ
                        </button>
                      )}
                      <button type="button" className="staff-button" onClick={() => setHistory(history === banner.id ? null : banner.id)} aria-expanded={history === banner.id} aria-label={`バナー #${banner.id} の変更履歴`}>
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
      <h3>下書きと予約公開</h3>
      {drafts.length === 0 ? (
        <p className="staff-empty">下書きはありません。編集画面の「下書き保存」で、公開せずに保存できます。</p>
      ) : (
        drafts.map((draft) => <DraftPanel key={`${draft.id}-${draft.version}`} draft={draft} labels={BANNER_LABELS} previewTop />)
      )}
      {history !== null && <AuditLogPanel type="banner" id={String(history)} labels={{}} onReverted={() => location.reload()} />}
    </div>
  );
}
