'use client';

/**
 * /rewardconfirm/'s list of rewards waiting, and the one tap that receives them all (the server grants
 * each exactly once). Rendered on the server with the list; after the tap every row reads 受け取り済み.
 */
import { useState } from 'react';
import { postForm } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';

export type WaitingReward = { id: number; label: string; prizeLabel: string; claimByText: string | null };

const FALLBACK = '特典を受け取れませんでした。時間をおいてもう一度お試しください。';

export function ReceiveAllButton({ rewards }: { rewards: WaitingReward[] }) {
  const [state, setState] = useState<{ done: boolean; pending: boolean; message: string; error: boolean }>({ done: false, pending: false, message: '', error: false });
  async function receive() {
    if (state.pending || state.done) return;
    setState((s) => ({ ...s, pending: true, message: '' }));
    const answer = await postForm((headers) => apiClient.api.reward.v1.pending.receive.index.$post(undefined, { headers }), FALLBACK);
    if (answer.ok) setState({ done: true, pending: false, message: answer.answer.message?.content ?? '', error: false });
    else setState({ done: false, pending: false, message: answer.message, error: true });
  }
  if (rewards.length === 0) return <p className="gift-list__empty">受け取れる特典はありません。</p>;
  return (
    <>
      <ul className="gift-list" aria-label="受け取れる特典">
        {rewards.map((reward) => (
          <li key={reward.id} className={`gift-list__item${state.done ? ' gift-list__item--done' : ''}`}>
            <span className="gift-list__label">{reward.label}</span>
            <span className="gift-list__prize">{reward.prizeLabel}</span>
            {reward.claimByText && <p className="gift-list__dates">受け取り期限：{reward.claimByText}</p>}
          </li>
        ))}
      </ul>
      <div className="gift-claim">
        <button type="button" className="gift-claim__button" disabled={state.done || state.pending} onClick={() => void receive()}>
          {state.done ? '受け取り済み' : state.pending ? '受け取り中…' : 'まとめて受け取る'}
        </button>
        <p className={`gift-claim__message${state.error ? ' gift-claim__message--error' : ''}`} role="status" aria-live="polite">
          {state.message}
        </p>
      </div>
    </>
  );
}
