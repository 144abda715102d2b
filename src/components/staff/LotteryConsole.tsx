'use client';

import { DraftMark } from './DraftMark.tsx';
import { useState } from 'react';
import { lotteryPagePath } from '#platform/routes/site-paths.ts';
import { oddsPercentText } from '#modules/rewards/client.ts';
import type { DraftView, LotteryView, OddsVersion } from '#modules/staff/client.ts';
import { DraftList } from './DraftPanel.tsx';
import { openDraftOf } from './EditorDraft.tsx';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { LotteryEditor } from './LotteryEditor.tsx';
import { LOTTERY_LABELS, prizeText, SCHEME_LABELS } from './reward-format.ts';

export type LotteryConsoleProps = { lotteries: LotteryView[]; now: string; /** Open drafts of lotteries (decision 071). */ drafts?: DraftView[] };

/** The odds version in force at `at` (the newest one effective by then), and the one waiting for a later period. */
export function oddsAt(odds: OddsVersion[], at: Date): { current: OddsVersion | null; next: OddsVersion | null } {
  const sorted = [...odds].sort((a, b) => b.version - a.version);
  const current = sorted.find((o) => new Date(o.effectiveFrom) <= at) ?? null;
  const next = sorted.find((o) => new Date(o.effectiveFrom) > at && (!current || o.version > current.version)) ?? null;
  return { current, next };
}

function OddsTable({ odds, caption }: { odds: OddsVersion; caption: string }) {
  return (
    <table className="staff-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">賞品枠</th>
          <th scope="col">提供割合</th>
          <th scope="col">賞品</th>
          <th scope="col">価額</th>
        </tr>
      </thead>
      <tbody>
        {odds.tiers.map((tier) => (
          <tr key={tier.tierId}>
            <td>{tier.label}</td>
            <td>{oddsPercentText(tier.weight)}</td>
            <td>{prizeText(tier.prize)}</td>
            <td>{tier.valueYen.toLocaleString('ja-JP')}円</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /staff/item/'s daily gacha section: each lottery with its odds in force and any odds waiting for the next period. */
export function LotteryConsole({ lotteries: initial, now, drafts: initialDrafts = [] }: LotteryConsoleProps) {
  // Drafts saved or acted on in an editor: reopening it edits the same draft.
  const [drafts, setDrafts] = useState(initialDrafts);
  const keepDraft = (draft: DraftView) => setDrafts((list) => [draft, ...list.filter((d) => d.id !== draft.id)]);
  const [lotteries, setLotteries] = useState(initial);
  const [editing, setEditing] = useState<LotteryView | 'new' | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const at = new Date(now);
  const replace = (lottery: LotteryView) => setLotteries((list) => (list.some((l) => l.id === lottery.id) ? list.map((l) => (l.id === lottery.id ? lottery : l)) : [lottery, ...list]));

  return (
    <div className="staff-lotteries">
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" onClick={() => setEditing('new')}>
          デイリーガチャを追加する
        </button>
      </div>
      {editing && <LotteryEditor key={editing === 'new' ? 'new' : editing.id} lottery={editing === 'new' ? null : editing} onSaved={replace} onCancel={() => setEditing(null)} draft={openDraftOf(drafts, editing)} onDraftSaved={keepDraft} />}
      {lotteries.length === 0 ? (
        <p className="staff-empty">デイリーガチャはまだありません。</p>
      ) : (
        lotteries.map((lottery) => {
          const { current, next } = oddsAt(lottery.odds, at);
          return (
            <article key={lottery.id} className="staff-form" data-lottery={lottery.code} aria-labelledby={`staff-lottery-${lottery.id}`}>
              <h3 id={`staff-lottery-${lottery.id}`}>
                {lottery.label}（{lottery.code}、第{lottery.version}版）
              </h3>
              <p>
                {SCHEME_LABELS[lottery.scheme]}・回数が戻る時刻 {lottery.refillHours.map((h) => `${h}:00`).join('・')}（JST）・1期間 {lottery.drawsPerPeriod}回
                <br />
                開催期間: {formatJst(lottery.startsAt)} 〜 {lottery.endsAt ? formatJst(lottery.endsAt) : '指定なし'}
                <DraftMark draft={openDraftOf(drafts, lottery)} />
              </p>
              <div className="staff-table-wrap">
                {current ? <OddsTable odds={current} caption={`いまの提供割合（第${current.version}版、${formatJst(current.effectiveFrom)} から）`} /> : <p>開始前です。</p>}
                {next && <OddsTable odds={next} caption={`次の期間からの提供割合（第${next.version}版、${formatJst(next.effectiveFrom)} から）`} />}
              </div>
              <div className="staff-actions">
                <button type="button" className="staff-button" onClick={() => setEditing(lottery)} aria-label={`ガチャ「${lottery.label}」を編集`}>
                  編集
                </button>
                <button type="button" className="staff-button" onClick={() => setHistory(history === lottery.id ? null : lottery.id)} aria-expanded={history === lottery.id} aria-label={`ガチャ「${lottery.label}」の変更履歴`}>
                  履歴
                </button>
              </div>
            </article>
          );
        })
      )}
      {initialDrafts.some((d) => d.objectId === null) && (
        <>
          <h3>新しいガチャの下書き</h3>
          <DraftList drafts={initialDrafts.filter((d) => d.objectId === null)} labels={LOTTERY_LABELS} heading="新しいガチャの下書き" previewPaths={Object.fromEntries(initialDrafts.map((d) => [d.id, lotteryPagePath]))} />
        </>
      )}
      {history !== null && <AuditLogPanel type="lottery" id={String(history)} labels={LOTTERY_LABELS} onReverted={() => location.reload()} />}
    </div>
  );
}
