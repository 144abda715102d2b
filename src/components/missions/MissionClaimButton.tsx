'use client';

/**
 * The claim button of one mission on /special/mission/{code}/: enabled once the mission is achieved;
 * one tap claims (the server grants it once, however many taps arrive), then it says it was received.
 */
import { useState } from 'react';
import { postForm, type FormAnswer } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';

type ClaimAnswer = { message?: { content?: string } | null };

export type MissionClaimProps = {
  missionId: number;
  claimable: boolean;
  claimed: boolean;
  label: string;
  remainingText: string;
  /** The claim call (the API by default; stories pass their own). */
  send?: (missionId: number) => Promise<FormAnswer<ClaimAnswer>>;
};

const FALLBACK = '特典を受け取れませんでした。時間をおいてもう一度お試しください。';

const claimOnServer = (missionId: number) => postForm((headers) => apiClient.api.reward.v1.mission[':missionId'].claim.index.$post({ param: { missionId: String(missionId) } }, { headers }), FALLBACK);

export function MissionClaimButton({ missionId, claimable, claimed: initiallyClaimed, label, remainingText, send = claimOnServer }: MissionClaimProps) {
  const [state, setState] = useState<{ claimed: boolean; pending: boolean; message: string; error: boolean }>({ claimed: initiallyClaimed, pending: false, message: '', error: false });
  async function claim() {
    if (state.pending || state.claimed || !claimable) return;
    setState((s) => ({ ...s, pending: true, message: '' }));
    const answer = await send(missionId);
    if (answer.ok) setState({ claimed: true, pending: false, message: answer.answer.message?.content ?? '', error: false });
    else setState({ claimed: false, pending: false, message: answer.message, error: true });
  }
  const text = state.claimed ? '受け取り済み' : state.pending ? '受け取り中…' : claimable ? '受け取る' : remainingText;
  return (
    <div className="mission-claim">
      <button type="button" className="mission-claim__button" aria-label={`${label}：${text}`} disabled={state.claimed || state.pending || !claimable} onClick={() => void claim()}>
        {text}
      </button>
      <p className={`mission-claim__message${state.error ? ' mission-claim__message--error' : ''}`} role="status" aria-live="polite">
        {state.message}
      </p>
    </div>
  );
}
