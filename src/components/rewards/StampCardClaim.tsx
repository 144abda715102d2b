'use client';

/**
 * The claim of /gift/stamp_card/{code}/: a member whose card is full receives its prize (shown in the
 * stamp card modal) or draws its gacha (the lottery modal); a visitor is asked to log in. The page
 * renders the card on the server; the store takes it over on mount.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { stampCardMessages } from '#modules/rewards/client.ts';
import { stampCardApi } from '../../lib/stamp-card-api.ts';
import { openModal } from '../../state/modal-store.ts';
import { completeStampCard, stampCardState, type StampCardCampaign } from '../../state/stamp-card-store.ts';
import { claimLabel } from './StampCardSheet.tsx';

export function StampCardClaim({ isLogin, campaign }: { isLogin: boolean; campaign: StampCardCampaign }) {
  const state = useSnapshot(stampCardState);
  useEffect(() => {
    stampCardState.campaign = campaign;
    stampCardState.notice = null;
    stampCardState.presentList = [];
  }, [campaign]);
  if (!isLogin) {
    return (
      <div className="stamp-card__claim">
        <button type="button" className="lottery-draw__button" onClick={() => openModal('login', { message: stampCardMessages.needsLogin })}>
          ログインしてスタンプを集める
        </button>
      </div>
    );
  }
  const current = (state.campaign?.code === campaign.code ? state.campaign : campaign) as StampCardCampaign;
  const label = claimLabel(current);
  return (
    <div className="stamp-card__claim">
      {label && (
        <button
          type="button"
          className="lottery-draw__button"
          disabled={state.completing}
          onClick={async () => {
            const answer = await completeStampCard(stampCardApi);
            if (answer && !answer.result) openModal('stampCard', { campaignCode: current.code });
          }}
        >
          {state.completing ? '受け取り中…' : label}
        </button>
      )}
      {current.completed && <p className="lottery-draw__status">達成済みです。受け取った特典はマイアイテムで確認できます。</p>}
      {state.notice && !current.completed && (
        <p className="lottery-draw__status" role="status">
          {state.notice}
        </p>
      )}
    </div>
  );
}
