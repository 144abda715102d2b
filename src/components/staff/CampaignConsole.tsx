'use client';

import { useState } from 'react';
import { CAMPAIGN_KIND_LABELS, phaseAt, type CampaignListEntry } from '#modules/campaigns/client.ts';
import { STAFF_PATHS, type DraftView } from '#modules/staff/client.ts';
import { staffCampaignPath } from '#platform/routes/site-paths.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { DraftMark } from './DraftMark.tsx';
import { openDraftOf } from './EditorDraft.tsx';
import { staffSend } from './staff-api.ts';

export type ConsoleCampaign = CampaignListEntry & { version: number };

export type CampaignConsoleProps = { campaigns: ConsoleCampaign[]; titleNames: Record<string, string>; now: string; /** The campaigns' open drafts (decision 071), marked on their rows. */ drafts?: DraftView[] };

type Group = 'running' | 'upcoming' | 'ended' | 'trash';
const GROUPS: { key: Group; label: string; empty: string }[] = [
  { key: 'running', label: '開催中', empty: '開催中のキャンペーンはありません。' },
  { key: 'upcoming', label: '開催予定', empty: '開催予定のキャンペーンはありません。' },
  { key: 'ended', label: '終了', empty: '終了したキャンペーンはありません。' },
  { key: 'trash', label: 'ゴミ箱', empty: 'ゴミ箱は空です。' },
];

/** /staff/campaign/'s list: running, upcoming, ended and trashed campaigns with their windows in JST; trash and restore. */
export function CampaignConsole({ campaigns: initial, titleNames, now, drafts = [] }: CampaignConsoleProps) {
  const [campaigns, setCampaigns] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const at = new Date(now);
  const groupOf = (c: ConsoleCampaign): Group => (c.deletedAt ? 'trash' : phaseAt({ startsAt: new Date(c.startsAt), endsAt: new Date(c.endsAt) }, at));

  async function move(campaign: ConsoleCampaign, to: 'trash' | 'restore') {
    const result = await staffSend<{ campaign: ConsoleCampaign }>(`${STAFF_PATHS.campaigns}${campaign.id}/${to}/`, { version: campaign.version });
    if (result.ok) {
      setCampaigns((list) => list.map((c) => (c.id === campaign.id ? { ...c, ...result.answer.campaign } : c)));
      setMessage(to === 'trash' ? `「${campaign.name}」をゴミ箱に移しました。公開ページには出ません。` : `「${campaign.name}」を元に戻しました。`);
    } else setMessage(result.message);
  }

  return (
    <div className="staff-campaigns">
      <div className="staff-actions">
        <a className="staff-button staff-button--primary" href={staffCampaignPath({ new: true })}>
          キャンペーンを追加する
        </a>
      </div>
      <p role="status" className="staff-form__status">
        {message ?? ''}
      </p>
      {GROUPS.map((group) => {
        const rows = campaigns.filter((c) => groupOf(c) === group.key);
        return (
          <section key={group.key} aria-labelledby={`staff-campaigns-${group.key}`}>
            <h2 id={`staff-campaigns-${group.key}`}>
              {group.label}（{rows.length}件）
            </h2>
            {rows.length === 0 ? (
              <p className="staff-empty">{group.empty}</p>
            ) : (
              <div className="staff-table-wrap">
                <table className="staff-table staff-table--stack">
                  <caption>{group.label}のキャンペーン（期間はすべて日本時間 JST、終了日時は含みません）</caption>
                  <thead>
                    <tr>
                      <th scope="col">キャンペーン</th>
                      <th scope="col">内容</th>
                      <th scope="col">期間（JST）</th>
                      <th scope="col">対象作品</th>
                      <th scope="col">操作</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((c) => (
                      <tr key={c.id} data-campaign-row={c.id}>
                        <td data-label="キャンペーン">
                          <span className="staff-table__main">
                            {c.color && <span className="staff-color__dot" style={{ background: c.color }} aria-hidden="true" />}
                            {c.name}
                          </span>
                          <span className="staff-table__sub">
                            #{c.id}・{c.href ?? `イベント一覧のみ（${c.slug}）`}
                          </span>
                          <DraftMark draft={openDraftOf(drafts, c)} />
                        </td>
                        <td data-label="内容">
                          {CAMPAIGN_KIND_LABELS[c.kind]}
                          {c.cardText && <span className="staff-table__sub">{c.cardText}</span>}
                        </td>
                        <td data-label="期間（JST）">
                          <span className="staff-date">{formatJst(c.startsAt)} 〜</span> <span className="staff-date">{formatJst(c.endsAt)}</span>
                        </td>
                        <td data-label="対象作品">
                          {c.titleCodes.length === 0 ? (
                            'なし'
                          ) : (
                            <span title={c.titleCodes.map((code) => titleNames[code] ?? code).join('、')}>
                              {c.titleCodes.length}作品
                              <span className="staff-table__sub">
                                {c.titleCodes
                                  .slice(0, 3)
                                  .map((code) => titleNames[code] ?? code)
                                  .join('、')}
                                {c.titleCodes.length > 3 ? ' ほか' : ''}
                              </span>
                            </span>
                          )}
                        </td>
                        <td data-label="操作">
                          <div className="staff-row-actions">
                          {!c.deletedAt && (
                            <a className="staff-button" href={staffCampaignPath({ id: c.id })} aria-label={`「${c.name}」を編集`}>
                              編集
                            </a>
                          )}
                          {!c.deletedAt && c.href && (
                            <a className="staff-button" href={c.href} aria-label={`「${c.name}」の公開ページ`}>
                              公開ページ
                            </a>
                          )}
                          {c.deletedAt ? (
                            <button type="button" className="staff-button" onClick={() => void move(c, 'restore')} aria-label={`「${c.name}」を元に戻す`}>
                              元に戻す
                            </button>
                          ) : (
                            <button type="button" className="staff-button staff-button--danger" onClick={() => void move(c, 'trash')} aria-label={`「${c.name}」をゴミ箱へ`}>
                              ゴミ箱へ
                            </button>
                          )}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
