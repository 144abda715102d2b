/**
 * The lottery's client state and flow (spec §3 "Lottery state", §4 "Lottery flow", "Video reward
 * results", §8 failure rules). Vanilla valtio, no React; the API is injected (src/lib/rewards-api.ts).
 *
 * Flow: confirm sets inProgress → the result and the prize list (reversed) are stored → the lottery
 * modal opens with its close button hidden → after 3 s the close button shows and inProgress clears →
 * the user is refreshed through initialize. A lottery fetch failure sets remained to -2; a gacha failure
 * returns nothing; an answer without success=true shows the server message.
 */
import { proxy } from 'valtio/vanilla';
import { LOTTERY_CLOSE_BUTTON_DELAY_MS } from './constants.ts';
import { openModal } from './modal-store.ts';

export type OddsLine = { label: string; rate: string };
export type Present = { kind: string; label: string; amount: number; expiresAt: string | null };
export type DrawResult = { drawId: number; drawNumber: number; periodKey: string; tierId: string; tierLabel: string; prizeLabel: string };

export type VideoFlag = 'ready' | 'error' | 'cancelled' | 'closed' | 'granted';
export const VIDEO_FLAGS: readonly VideoFlag[] = ['ready', 'error', 'cancelled', 'closed', 'granted'];

export interface LotteryState {
  /** -1 before the first fetch, -2 after a failed one. */
  remained: number;
  lotteryId: number | null;
  label: string;
  description: string;
  statusText: string;
  conditions: string;
  maxGacha: number;
  odds: OddsLine[];
  commitment: string;
  /** A message to show in the modal instead of a result (a refusal of the server). */
  dialog: string | null;
  result: DrawResult | null;
  /** The presents of the last draw, newest first. */
  presentList: Present[];
  resultCouponCode: string | null;
  showCloseButton: boolean;
  inProgress: boolean;
  remainedVideoReward: number;
  video: Record<VideoFlag, boolean>;
  stampCardGachaId: string | null;
  stampCardCampaignCode: string | null;
  stampCardThumbnailUrl: string | null;
}

const noVideoFlags = (): Record<VideoFlag, boolean> => ({ ready: false, error: false, cancelled: false, closed: false, granted: false });

export const initialLotteryState = (): LotteryState => ({
  remained: -1,
  lotteryId: null,
  label: '',
  description: '',
  statusText: '',
  conditions: '',
  maxGacha: 0,
  odds: [],
  commitment: '',
  dialog: null,
  result: null,
  presentList: [],
  resultCouponCode: null,
  showCloseButton: true,
  inProgress: false,
  remainedVideoReward: 0,
  video: noVideoFlags(),
  stampCardGachaId: null,
  stampCardCampaignCode: null,
  stampCardThumbnailUrl: null,
});

export const lotteryState: LotteryState = proxy(initialLotteryState());

export type ServerMessageLike = { content: string };

export type LotteryStatusAnswer = {
  success: boolean;
  message?: ServerMessageLike | null;
  lotteryId?: number;
  label?: string;
  description?: string;
  statusText?: string;
  conditions?: string;
  remained?: number;
  maxGacha?: number;
  odds?: OddsLine[];
  commitment?: string;
};

export type ConfirmAnswer = {
  success: boolean;
  message?: ServerMessageLike | null;
  result?: DrawResult;
  presentList?: Present[];
  resultCouponCode?: string | null;
  remained?: number;
};

/** What the lottery needs from the server; failures reject (network, HTTP errors with a body). */
export interface LotteryApi {
  status(lotteryId: number): Promise<LotteryStatusAnswer>;
  confirm(lotteryId: number, requestId: string): Promise<ConfirmAnswer>;
  /** GET /api/v1/initialize/ applied to the app state (the user's balances after a prize). */
  refreshUser(): Promise<unknown>;
}

/** Puts the store back as on a fresh page (re-initialising also clears every video flag). */
export function resetLottery(): void {
  Object.assign(lotteryState, initialLotteryState());
}

/** Fetches the lottery's state; on failure remained becomes -2 (spec §8). */
export async function fetchLottery(api: LotteryApi, lotteryId: number): Promise<void> {
  lotteryState.video = noVideoFlags();
  try {
    const answer = await api.status(lotteryId);
    if (answer.success !== true) throw new Error('lottery status failed');
    Object.assign(lotteryState, {
      lotteryId: answer.lotteryId ?? lotteryId,
      label: answer.label ?? '',
      description: answer.description ?? '',
      statusText: answer.statusText ?? '',
      conditions: answer.conditions ?? '',
      remained: answer.remained ?? 0,
      maxGacha: answer.maxGacha ?? 0,
      odds: answer.odds ?? [],
      commitment: answer.commitment ?? '',
    });
  } catch {
    lotteryState.remained = -2;
  }
}

const requestIds = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}${Math.random()}`).replaceAll('-', '').replaceAll('.', '');

/**
 * Draws once. Returns the answer on success; nothing when the gacha failed (spec §8). A refusal with
 * a server message opens the modal with that message instead of a result.
 */
export async function confirmLottery(api: LotteryApi, options: { requestId?: string; closeDelayMs?: number } = {}): Promise<ConfirmAnswer | undefined> {
  const lotteryId = lotteryState.lotteryId;
  if (lotteryId === null || lotteryState.inProgress) return undefined;
  lotteryState.inProgress = true;
  let answer: ConfirmAnswer;
  try {
    answer = await api.confirm(lotteryId, options.requestId ?? requestIds());
  } catch (error) {
    lotteryState.inProgress = false;
    const message = (error as { body?: { message?: ServerMessageLike } }).body?.message?.content;
    if (message) showDialog(message);
    return undefined;
  }
  if (answer.success !== true) {
    lotteryState.inProgress = false;
    if (answer.message?.content) showDialog(answer.message.content);
    return undefined;
  }
  revealDraw(answer, api.refreshUser, options.closeDelayMs);
  return answer;
}

/**
 * Steps 2-5 of the lottery flow for a successful draw (a confirm, or the draw of a completed stamp
 * card's gacha): the result and the prize list (reversed) stored, the modal opened with its close
 * button hidden, which shows after 3 s when inProgress clears and the user is refreshed.
 */
export function revealDraw(answer: ConfirmAnswer, refreshUser: () => Promise<unknown>, closeDelayMs = LOTTERY_CLOSE_BUTTON_DELAY_MS): void {
  lotteryState.inProgress = true;
  lotteryState.dialog = null;
  lotteryState.result = answer.result ?? null;
  lotteryState.presentList = [...(answer.presentList ?? [])].reverse();
  lotteryState.resultCouponCode = answer.resultCouponCode ?? null;
  if (typeof answer.remained === 'number') lotteryState.remained = answer.remained;
  lotteryState.showCloseButton = false;
  openModal('lottery');
  setTimeout(() => {
    lotteryState.showCloseButton = true;
    lotteryState.inProgress = false;
    void refreshUser().catch(() => undefined);
  }, closeDelayMs);
}

function showDialog(message: string): void {
  lotteryState.result = null;
  lotteryState.presentList = [];
  lotteryState.dialog = message;
  lotteryState.showCloseButton = true;
  openModal('lottery');
}

/** A rewarded-video event sets its own flag (spec §4 "Video reward results"). */
export function setVideoFlag(flag: VideoFlag): void {
  lotteryState.video[flag] = true;
}
