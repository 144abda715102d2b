'use client';

/**
 * The claim button of /gift/coupon/{code}/ and /gift/ticket/{code}/: one tap claims (the server grants
 * it once, whatever arrives twice), then the button says it was received and where to find it.
 */
import { useState } from 'react';
import { postForm } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';

export type GiftClaimProps = { kind: 'coupon' | 'ticket'; code: string; claimed: boolean; disabledText?: string | null };

const FALLBACK = 'プレゼントを受け取れませんでした。時間をおいてもう一度お試しください。';

export function GiftClaimButton({ kind, code, claimed: initiallyClaimed, disabledText = null }: GiftClaimProps) {
  const [state, setState] = useState<{ claimed: boolean; pending: boolean; message: string; error: boolean }>({ claimed: initiallyClaimed, pending: false, message: '', error: false });
  async function claim() {
    if (state.pending || state.claimed) return;
    setState((s) => ({ ...s, pending: true, message: '' }));
    const answer =
      kind === 'coupon'
        ? await postForm((headers) => apiClient.api.reward.v1.gift.coupon[':couponCode'].claim.index.$post({ param: { couponCode: code } }, { headers }), FALLBACK)
        : await postForm((headers) => apiClient.api.reward.v1.gift.ticket[':campaignCode'].claim.index.$post({ param: { campaignCode: code } }, { headers }), FALLBACK);
    if (answer.ok) setState({ claimed: true, pending: false, message: answer.answer.message?.content ?? '', error: false });
    else setState({ claimed: false, pending: false, message: answer.message, error: true });
  }
  const label = state.claimed ? '受け取り済み' : state.pending ? '受け取り中…' : (disabledText ?? '受け取る');
  return (
    <div className="gift-claim">
      <button type="button" className="gift-claim__button" disabled={state.claimed || state.pending || disabledText !== null} onClick={() => void claim()}>
        {label}
      </button>
      <p className={`gift-claim__message${state.error ? ' gift-claim__message--error' : ''}`} role="status" aria-live="polite">
        {state.message}
        {state.claimed && !state.error && state.message && (
          <>
            {' '}
            <a href="/gift/items/">受け取ったアイテムを見る</a>
          </>
        )}
      </p>
    </div>
  );
}
