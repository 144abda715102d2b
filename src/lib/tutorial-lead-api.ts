/** The tutorial lead's call (src/state/tutorial-lead.ts) on the site's typed client. */
import type { TutorialLeadApi, TutorialLeadAnswer } from '../state/tutorial-lead.ts';
import { answerOf, apiClient } from './http/index.ts';

export const tutorialLeadApi: TutorialLeadApi = {
  lead: () => answerOf(apiClient.api.reward.v1.tutorial.lead.index.$get()) as Promise<TutorialLeadAnswer>,
};
