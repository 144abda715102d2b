/** The lottery store's API (src/state/lottery-store.ts) on the site's typed client. */
import { appStoreApi, initializeApp } from '../state/app-store.ts';
import type { LotteryApi } from '../state/lottery-store.ts';
import { csrfHeaders } from './http/csrf.ts';
import { answerOf, apiClient } from './http/index.ts';

const daily = apiClient.api.special.gacha.daily[':lotteryId'];

export const lotteryApi: LotteryApi = {
  status: (lotteryId) => answerOf(daily.index.$get({ param: { lotteryId: String(lotteryId) } })),
  confirm: async (lotteryId, requestId) => answerOf(daily.confirm.index.$post({ param: { lotteryId: String(lotteryId) }, json: { request_id: requestId } }, { headers: await csrfHeaders() })),
  refreshUser: () => initializeApp(appStoreApi(apiClient)),
};
