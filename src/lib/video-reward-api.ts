/** The rewarded-video store's API (src/state/video-reward-store.ts) on the site's typed client. */
import type { VideoRewardApi } from '../state/video-reward-store.ts';
import { csrfHeaders } from './http/csrf.ts';
import { answerOf, apiClient } from './http/index.ts';

const video = apiClient.api.reward.v1.video;

export const videoRewardApi: VideoRewardApi = {
  remained: () => answerOf(video.index.$get()),
  start: async (lotteryId) => answerOf(video.start.index.$post({ json: { lottery_id: lotteryId } }, { headers: await csrfHeaders() })),
  finish: async (transactionId, outcome) => answerOf(video.sandbox.index.$post({ json: { transaction_id: transactionId, outcome } }, { headers: await csrfHeaders() })),
};
