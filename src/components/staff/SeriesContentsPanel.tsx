'use client';

import { useEffect, useState } from 'react';
import { PAYMENT_LABELS, STAFF_PATHS, WINDOW_LABELS, windowState, type SeriesContentsView } from '#modules/staff/client.ts';
import { staffSeriesPath } from '#platform/routes/site-paths.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

type Volume = SeriesContentsView['volumes'][number];

export type SeriesContentsPanelProps = {
  titleCode: string;
  volumes: Volume[];
  /** The version of the title's order (reorders are versioned like any save). */
  orderVersion: number;
  /** The console's time: each row's state (公開前 / 公開中 / 公開終了) at it. */
  now: string;
  initial?: { status?: 'idle' | 'saving' | 'saved'; conflict?: Conflict | null; formError?: string | null; moved?: boolean };
};

const move = <T,>(list: T[], index: number, by: -1 | 1): T[] => {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
};

const orderBody = (volumes: Volume[], version: number) => ({ version, volumes: volumes.map((v) => ({ volume_id: v.volumeId, story_ids: v.stories.map((s) => s.storyId) })) });
const ORDER_LABELS = { volumes: '巻と話の並び順', titleCode: '作品コード' };

/**
 * A title's volumes and stories: number, name, price, window in JST, state, links to edit, and the
 * reading order (▲▼, saved with its version: a stale order is a conflict). Without JavaScript it is a list.
 */
export function SeriesContentsPanel({ titleCode, volumes: initialVolumes, orderVersion, now, initial = {} }: SeriesContentsPanelProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [volumes, setVolumes] = useState(initialVolumes);
  const [version, setVersion] = useState(orderVersion);
  const [moved, setMoved] = useState(initial.moved ?? false);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const at = new Date(now);

  const reorder = (next: Volume[]) => {
    setVolumes(next);
    setMoved(true);
    if (status === 'saved') setStatus('idle');
  };
  const moveStory = (vi: number, si: number, by: -1 | 1) => reorder(volumes.map((v, i) => (i === vi ? { ...v, stories: move(v.stories, si, by) } : v)));

  async function save(atVersion: number) {
    setStatus('saving');
    setConflict(null);
    setFormError(null);
    const result = await staffSend<{ version: number }>(`${STAFF_PATHS.titles}${titleCode}/order/`, orderBody(volumes, atVersion));
    if (result.ok) {
      setVersion(result.answer.version);
      setMoved(false);
      setStatus('saved');
      return;
    }
    setStatus('idle');
    if (result.conflict) setConflict(result.conflict);
    setFormError(result.message);
  }

  const stories = volumes.flatMap((v) => v.stories);
  const numberOf = new Map(stories.map((s, i) => [s.storyId, i + 1]));
  return (
    <section className="staff-form staff-contents" aria-labelledby="staff-contents-heading">
      <h2 id="staff-contents-heading">
        巻と話（{volumes.length}巻・{stories.length}話、並び順 第{version}版）
      </h2>
      <p className="staff-field__hint">公開期間はすべて日本時間（JST）です。▲▼で並べ替えて「並び順を保存」を押すと、話の番号が新しい順に振り直されます。</p>
      <p>
        <a className="staff-button" href={staffSeriesPath({ code: titleCode, newVolume: true })}>
          巻を追加する
        </a>
      </p>
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={ORDER_LABELS}
        onUseLatest={() => window.location.reload()}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      {volumes.length === 0 && <p className="staff-empty">巻はまだありません。</p>}
      {volumes.map((volume, vi) => {
        const volumeState = windowState(volume, at);
        return (
          // Long series have dozens of volumes: each folds, the last (where new stories go) open.
          <details key={volume.volumeId} className="staff-volume" open={vi === volumes.length - 1}>
            <summary className="staff-volume__summary">
              <strong>{volume.name}</strong>（{vi + 1}巻目・{volume.stories.length}話） <span className={`staff-state staff-state--${volumeState}`}>{WINDOW_LABELS[volumeState]}</span>
            </summary>
            <div className="staff-volume__head">
              <span className="staff-volume__actions">
                <button type="button" className="staff-button" disabled={!ready || vi === 0} onClick={() => reorder(move(volumes, vi, -1))} aria-label={`${volume.name}を上へ`}>
                  ▲
                </button>
                <button type="button" className="staff-button" disabled={!ready || vi === volumes.length - 1} onClick={() => reorder(move(volumes, vi, 1))} aria-label={`${volume.name}を下へ`}>
                  ▼
                </button>
                <a className="staff-button" href={staffSeriesPath({ code: titleCode, volume: volume.volumeId })} aria-label={`${volume.name}を編集`}>
                  編集
                </a>
                <a className="staff-button" href={staffSeriesPath({ code: titleCode, newStoryIn: volume.volumeId })} aria-label={`${volume.name}に話を追加`}>
                  話を追加
                </a>
              </span>
            </div>
            <div className="staff-table-wrap">
              <table className="staff-table staff-table--stack">
                <caption className="visually-hidden">{volume.name}の話</caption>
                <thead>
                  <tr>
                    <th scope="col">話</th>
                    <th scope="col">名前</th>
                    <th scope="col">読み方</th>
                    <th scope="col">公開期間（JST）</th>
                    <th scope="col">状態</th>
                    <th scope="col">操作</th>
                  </tr>
                </thead>
                <tbody>
                  {volume.stories.map((story, si) => {
                    const state = windowState(story, at);
                    return (
                      <tr key={story.storyId}>
                        <td data-label="話">第{numberOf.get(story.storyId)}話</td>
                        <td data-label="名前">{story.name}</td>
                        <td data-label="読み方">
                          {PAYMENT_LABELS[story.paymentType]}
                          {story.paymentType === 3 ? `（${story.priceCoins}コイン）` : ''}
                        </td>
                        <td data-label="公開期間（JST）">
                          {formatJst(story.publishedAt)}〜{story.endsAt ? formatJst(story.endsAt) : ''}
                        </td>
                        <td data-label="状態">
                          <span className={`staff-state staff-state--${state}`}>{WINDOW_LABELS[state]}</span>
                        </td>
                        <td data-label="操作" className="staff-row-actions">
                          <button type="button" className="staff-button" disabled={!ready || si === 0} onClick={() => moveStory(vi, si, -1)} aria-label={`${story.name}を上へ`}>
                            ▲
                          </button>
                          <button type="button" className="staff-button" disabled={!ready || si === volume.stories.length - 1} onClick={() => moveStory(vi, si, 1)} aria-label={`${story.name}を下へ`}>
                            ▼
                          </button>
                          <a className="staff-button" href={staffSeriesPath({ code: titleCode, editStory: story.storyId })} aria-label={`${story.name}を編集`}>
                            編集
                          </a>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {volume.stories.length === 0 && <p className="staff-empty">この巻にはまだ話がありません。</p>}
          </details>
        );
      })}
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" disabled={!ready || !moved || status === 'saving'} onClick={() => void save(version)}>
          {status === 'saving' ? '保存中…' : '並び順を保存'}
        </button>
      </div>
      <p className="staff-form__status" role="status">
        {status === 'saved' ? `並び順を保存しました（第${version}版）。作品ページとビューアにすぐ反映されます。` : moved ? '並び順が変わっています（まだ保存していません）。' : ''}
      </p>
    </section>
  );
}
