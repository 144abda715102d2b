/** The reading flow's calls and where a readable story is shown (spec §2, §7). */
import { freeViewerPath, paidViewerPath } from '#platform/routes/site-paths.ts';
import type { TicketCheckResult } from '#modules/wallet/client.ts';

export const COIN_PURCHASE_PATH = '/point/';

export type StoryAddress = { titleCode: string; volumeSerialNumber: number; storyNumber: number };
/** What the page knows of the story besides its address (the ticket screen state's titleName and pages). */
export type StoryToRead = StoryAddress & { titleName?: string; pages?: number };

/** Spec §4 step 6: the paid viewer for store titles, else the free viewer. */
export const viewerPathOf = (check: Pick<TicketCheckResult, 'titleCode' | 'volumeSerialNumber' | 'storyNumber' | 'isStore'>) =>
  check.isStore ? paidViewerPath(check.titleCode, check.volumeSerialNumber) : freeViewerPath(check.titleCode, check.volumeSerialNumber, check.storyNumber);

/** The check result as consume takes it: every key in snake_case (can_read already is). */
export function toConsumeBody(check: TicketCheckResult, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(check)) body[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  return { ...body, ...overrides };
}
