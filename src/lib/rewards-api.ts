/** The lottery store's API (src/state/lottery-store.ts) on the site's HTTP client. */
import { lotteryPaths } from '../../modules/rewards/client.ts';
import { initializeApp } from '../state/app-store.ts';
import type { ConfirmAnswer, LotteryApi, LotteryStatusAnswer } from '../state/lottery-store.ts';
import { csrfHeaders } from './http/csrf.ts';
import { http } from './http/index.ts';

export const lotteryApi: LotteryApi = {
  status: (lotteryId) => http.get<LotteryStatusAnswer>(lotteryPaths.status(lotteryId)),
  confirm: async (lotteryId, requestId) => http.post<ConfirmAnswer>(lotteryPaths.confirm(lotteryId), { request_id: requestId }, { headers: await csrfHeaders() }),
  refreshUser: () => initializeApp(http),
};
