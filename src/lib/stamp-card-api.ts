/** The stamp card store's API (src/state/stamp-card-store.ts) on the site's typed client. */
import { appStoreApi, initializeApp } from '../state/app-store.ts';
import type { StampCardApi, StampCardAnswer, CompleteAnswer } from '../state/stamp-card-store.ts';
import { csrfHeaders } from './http/csrf.ts';
import { answerOf, apiClient } from './http/index.ts';

const card = apiClient.api.reward.v1.stamp_card[':campaignCode'];

export const stampCardApi: StampCardApi = {
  fetch: (campaignCode, always) => answerOf(card.index.$get({ param: { campaignCode }, query: always ? { always: '1' } : {} })) as Promise<StampCardAnswer>,
  complete: async (campaignCode) => answerOf(card.complete.index.$post({ param: { campaignCode } }, { headers: await csrfHeaders() })) as Promise<CompleteAnswer>,
  refreshUser: () => initializeApp(appStoreApi(apiClient)),
};
