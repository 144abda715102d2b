'use client';

import { useEffect, useState } from 'react';
import { STAFF_PATHS, type CampaignEntriesView } from '#modules/staff/client.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { staffSend } from './staff-api.ts';

export type PresentDrawPanelProps = {
  campaignId: number;
  entries: CampaignEntriesView;
  /** A message already shown (stories). */
  initialMessage?: string | null;
};

/**
 * A present campaign's entries (counts per course, member ids only) and its winner draw: the SHA-256 of a
 * secret seed is published on the campaign page before the close; after the close one draw picks the
 * winners, reveals the seed and sends each winner a /message/.
 */
export function PresentDrawPanel({ campaignId, entries: initial, initialMessage = null }: PresentDrawPanelProps) {
  const [entries, setEntries] = useState(initial);
  const [message, setMessage] = useState<string | null>(initialMessage);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const winners = entries.entrants.filter((e) => e.won);

  async function act(what: 'seed' | 'draw') {
    setBusy(true);
    const result = await staffSend<{ entries: CampaignEntriesView; winners?: number[] }>(`${STAFF_PATHS.campaigns}${campaignId}/${what}/`, {});
    setBusy(false);
    if (result.ok) {
      setEntries(result.answer.entries);
      setMessage(what === 'seed' ? '抽選のハッシュ値をキャンペーンページに公開しました。' : `抽選しました。当選者${result.answer.winners?.length ?? 0}名に当選のお知らせ（/message/）を送りました。`);
    } else setMessage(result.message);
  }

  return (
    <section className="staff-form" aria-labelledby="staff-present-heading">
      <h2 id="staff-present-heading">応募と抽選</h2>
      <p role="status" className="staff-form__status">
        {message ?? ''}
      </p>
      <p>
        応募数 <strong>{entries.total}</strong> 件・当選数 {entries.prizeCount ?? '未設定'} 名
      </p>
      {entries.courses.length > 0 && (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>コース別の応募数</caption>
            <thead>
              <tr>
                <th scope="col">コース</th>
                <th scope="col">応募数</th>
              </tr>
            </thead>
            <tbody>
              {entries.courses.map((course) => (
                <tr key={course.code}>
                  <td>
                    {course.label}（{course.code || '—'}）
                  </td>
                  <td>{course.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="staff-draw__heading">抽選</h3>
      <dl className="staff-draw">
        <dt>公開したハッシュ値（SHA-256）</dt>
        <dd>{entries.seedCommitment ? <code>{entries.seedCommitment}</code> : 'まだ公開していません。'}</dd>
        <dt>シード</dt>
        <dd>{entries.seed ? <code>{entries.seed}</code> : '抽選のときに公開します。'}</dd>
        <dt>抽選日時</dt>
        <dd>{entries.drawnAt ? formatJst(entries.drawnAt) : '未抽選'}</dd>
      </dl>
      {!entries.drawnAt && (
        <div className="staff-actions">
          {!entries.seedCommitment && entries.phase !== 'ended' && (
            <button type="button" className="staff-button" disabled={!ready || busy} onClick={() => void act('seed')}>
              抽選のハッシュ値を公開する
            </button>
          )}
          <button type="button" className="staff-button staff-button--primary" disabled={!ready || busy || entries.phase !== 'ended' || !entries.seedCommitment} onClick={() => void act('draw')}>
            当選者を抽選する
          </button>
        </div>
      )}
      {!entries.drawnAt && (
        <p className="staff-field__hint">
          {entries.phase !== 'ended'
            ? entries.seedCommitment
              ? 'ハッシュ値はキャンペーンページに公開済みです。抽選は応募期間の終了後に1回だけ行えます。'
              : '抽選は応募期間の終了後に1回だけ行えます。公平さを示すため、終了前にハッシュ値をキャンペーンページに公開してください。'
            : entries.seedCommitment
              ? '応募期間は終了しました。抽選は1回だけです。'
              : '終了前にハッシュ値が公開されていないため、このキャンペーンは抽選できません。'}
        </p>
      )}
      {entries.drawnAt && <p>当選者（会員番号）: {winners.length > 0 ? winners.map((w) => `#${w.userId}`).join('、') : 'なし'}</p>}
      {entries.entrants.length > 0 && (
        <details>
          <summary>応募者一覧（会員番号のみ、{entries.entrants.length}件）</summary>
          <div className="staff-table-wrap">
            <table className="staff-table">
              <caption>応募者（応募順、日時は日本時間 JST）</caption>
              <thead>
                <tr>
                  <th scope="col">会員番号</th>
                  <th scope="col">コース</th>
                  <th scope="col">応募日時</th>
                  <th scope="col">結果</th>
                </tr>
              </thead>
              <tbody>
                {entries.entrants.map((entrant) => (
                  <tr key={entrant.userId}>
                    <td>#{entrant.userId}</td>
                    <td>{entrant.course || '—'}</td>
                    <td>{formatJst(entrant.enteredAt)}</td>
                    <td>{entries.drawnAt ? (entrant.won ? '当選' : '落選') : '未抽選'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
