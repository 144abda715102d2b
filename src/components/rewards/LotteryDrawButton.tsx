'use client';

/**
 * The draw button of /special/lottery/: members draw (src/state/lottery-store.ts), visitors get the
 * login modal. The page renders the lottery's state on the server; the store takes it over on mount.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { rewardsMessages } from '#modules/rewards/client.ts';
import { lotteryApi } from '../../lib/rewards-api.ts';
import { confirmLottery, lotteryState } from '../../state/lottery-store.ts';
import { openModal } from '../../state/modal-store.ts';

export type LotteryDrawProps = { isLogin: boolean; lotteryId: number; label: string; remained: number; maxGacha: number; nextRefillText: string };

export const LOTTERY_LOGIN_PROMPT = 'ログインするとデイリーガチャを引けます';

export function LotteryDrawButton({ isLogin, lotteryId, label, remained: initialRemained, maxGacha, nextRefillText }: LotteryDrawProps) {
  const lottery = useSnapshot(lotteryState);
  useEffect(() => {
    Object.assign(lotteryState, { lotteryId, label, remained: initialRemained, maxGacha });
  }, [lotteryId, label, initialRemained, maxGacha]);
  if (!isLogin) {
    return (
      <div className="lottery-draw">
        <button type="button" className="lottery-draw__button" onClick={() => openModal('login', { message: LOTTERY_LOGIN_PROMPT })}>
          ログインしてガチャを引く
        </button>
        <p className="lottery-draw__status">1回の補充で{maxGacha}回引けます</p>
      </div>
    );
  }
  const remained = lottery.lotteryId === lotteryId && lottery.remained >= 0 ? lottery.remained : initialRemained;
  return (
    <div className="lottery-draw">
      <button type="button" className="lottery-draw__button" disabled={remained <= 0 || lottery.inProgress} onClick={() => void confirmLottery(lotteryApi)}>
        {lottery.inProgress ? '抽選中…' : 'ガチャを引く'}
      </button>
      <p className="lottery-draw__status" aria-live="polite">
        {rewardsMessages.remained(remained, nextRefillText)}
      </p>
    </div>
  );
}
