/**
 * The stamp card's client state (spec §3 "Stamp card campaign", lottery state's stampCardGachaId,
 * stampCardCampaignCode, stampCardThumbnailUrl; §8 "Stamp card fetch failure: logged and treated as no
 * card"). Vanilla valtio, no React; the API is injected (src/lib/stamp-card-api.ts).
 */
import { proxy } from 'valtio/vanilla';
import { lotteryState, revealDraw, type ConfirmAnswer, type Present, type ServerMessageLike } from './lottery-store.ts';
import { closeModal, openModal } from './modal-store.ts';

export type StampCardItem = { label: string; type: string; quantity: number; count: number; completedDateText: string; canComplete: boolean };

/** The API's stamp_card_campaign. */
export type StampCardCampaign = {
  code: string;
  label: string;
  thumbnail_url: string;
  thumbnailUrl: string;
  message: string;
  details: string;
  gachaId: number | null;
  prizeText: string;
  card_items: StampCardItem[];
  running: boolean;
  filled: boolean;
  completed: boolean;
  endsAtText: string | null;
};

export type StampCardAnswer = { success: boolean; message?: ServerMessageLike | null; stamp_card_campaign?: StampCardCampaign | null };
export type CompleteAnswer = ConfirmAnswer & { firstTime?: boolean; prizeLabel?: string | null };

export interface StampCardApi {
  fetch(campaignCode: string, always: boolean): Promise<StampCardAnswer>;
  complete(campaignCode: string): Promise<CompleteAnswer>;
  /** GET /api/v1/initialize/ applied to the app state (balances after the prize). */
  refreshUser(): Promise<unknown>;
}

export interface StampCardState {
  campaign: StampCardCampaign | null;
  completing: boolean;
  /** The answer to the last claim: the server's message (success or refusal). */
  notice: string | null;
  /** What the last claim gave (a prize; a gacha's draw shows in the lottery modal). */
  presentList: Present[];
}

export const initialStampCardState = (): StampCardState => ({ campaign: null, completing: false, notice: null, presentList: [] });

export const stampCardState: StampCardState = proxy(initialStampCardState());

export function resetStampCard(): void {
  Object.assign(stampCardState, initialStampCardState());
  shownWith = null;
}

/** Initialize's stamp-card fields go into the lottery state (spec §3 "Lottery state"). */
export function applyRunningStampCard(card: { stampCardCampaignCode: string | null; stampCardGachaId: string | null; stampCardThumbnailUrl: string | null }): void {
  lotteryState.stampCardCampaignCode = card.stampCardCampaignCode;
  lotteryState.stampCardGachaId = card.stampCardGachaId;
  lotteryState.stampCardThumbnailUrl = card.stampCardThumbnailUrl;
}

/** The card, or null: a failure is logged and treated as no card (spec §8). */
export async function fetchStampCard(api: StampCardApi, campaignCode: string, options: { always?: boolean } = {}): Promise<StampCardCampaign | null> {
  try {
    const answer = await api.fetch(campaignCode, options.always ?? false);
    if (answer.success !== true) throw new Error(answer.message?.content ?? 'stamp card fetch failed');
    stampCardState.campaign = answer.stamp_card_campaign ?? null;
  } catch (error) {
    console.error('[stamp card] fetch failed', campaignCode, error);
    stampCardState.campaign = null;
  }
  return stampCardState.campaign;
}

/** The API the card was fetched with: the modal claims through it (tests script it). */
let shownWith: StampCardApi | null = null;
export const stampCardApiInUse = (): StampCardApi | null => shownWith;

/** Fetches the card and opens the stamp card modal when there is one. Returns whether it opened. */
export async function showStampCard(api: StampCardApi, campaignCode: string, options: { always?: boolean } = {}): Promise<boolean> {
  shownWith = api;
  stampCardState.notice = null;
  stampCardState.presentList = [];
  const campaign = await fetchStampCard(api, campaignCode, options);
  if (!campaign) return false;
  openModal('stampCard', { campaignCode });
  return true;
}

/**
 * Claims the full card's prize. A gacha's draw goes through the lottery flow (its modal, 3 s reveal);
 * a prize shows in the stamp card modal. A refusal shows the server's message. Returns the answer on success.
 */
export async function completeStampCard(api: StampCardApi, options: { closeDelayMs?: number } = {}): Promise<CompleteAnswer | undefined> {
  const campaign = stampCardState.campaign;
  if (!campaign || stampCardState.completing) return undefined;
  stampCardState.completing = true;
  try {
    const answer = await api.complete(campaign.code);
    if (answer.success !== true) {
      stampCardState.notice = answer.message?.content ?? null;
      return undefined;
    }
    stampCardState.campaign = { ...campaign, completed: true };
    stampCardState.notice = answer.message?.content ?? null;
    if (answer.result) {
      closeModal('stampCard');
      revealDraw(answer, api.refreshUser, options.closeDelayMs);
    } else {
      stampCardState.presentList = answer.presentList ?? [];
      void api.refreshUser().catch(() => undefined);
    }
    return answer;
  } catch (error) {
    stampCardState.notice = (error as { body?: { message?: ServerMessageLike } }).body?.message?.content ?? null;
    return undefined;
  } finally {
    stampCardState.completing = false;
  }
}
