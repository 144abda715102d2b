/**
 * The tutorial lead (spec §7 `GET /api/reward/v1/tutorial/lead/`, logged in: success and row.contents)
 * copied into the app state's tutorial info after a signed-in initialize. A member past their first
 * days gets an empty list; a failure is logged and leaves the list empty (the lead is optional).
 */
import { setTutorialInfo } from './app-store.ts';

export type TutorialLeadAnswer = { success?: boolean; row?: { contents?: unknown } | null };

export type TutorialLeadApi = { lead: () => Promise<TutorialLeadAnswer> };

/** A step of the lead as the site shows it (modules/rewards/tutorial/tutorial-lead.ts). */
export type TutorialLeadStep = { key: string; title: string; description: string; link: string; linkText: string; done: boolean };

export async function loadTutorialInfo(api: TutorialLeadApi): Promise<void> {
  try {
    const answer = await api.lead();
    const contents = answer.success === true && Array.isArray(answer.row?.contents) ? (answer.row.contents as unknown[]) : [];
    setTutorialInfo({ contents });
  } catch (error) {
    console.error('[tutorial] lead fetch failed', error);
    setTutorialInfo(null);
  }
}

const isStep = (value: unknown): value is TutorialLeadStep => {
  const step = value as Partial<TutorialLeadStep> | null;
  return typeof step === 'object' && step !== null && typeof step.title === 'string' && typeof step.link === 'string' && step.link.startsWith('/') && !step.link.startsWith('//');
};

/** The steps of the tutorial info that the site can show (same-site links only). */
export const tutorialSteps = (contents: readonly unknown[]): TutorialLeadStep[] =>
  contents.filter(isStep).map((step) => ({ key: String(step.key ?? step.title), title: step.title, description: String(step.description ?? ''), link: step.link, linkText: String(step.linkText ?? step.title), done: step.done === true }));
