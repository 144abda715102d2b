/**
 * The check result the coin and ticket confirm modals are about, and what their buttons do. The
 * modal ids 'coin' and 'ticket' of the modal store say whether they are open (stack, back button);
 * this store holds the wallet data the generic modal props do not carry.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { TicketCheckResult } from '#modules/wallet/client.ts';
import { appState } from '../../state/app-store.ts';
import { openModal } from '../../state/modal-store.ts';
import type { StoryToRead } from './reading-api.ts';
import type { CoinChoice } from './reading-flow.ts';

/** Where a member sees their read rewards (読了特典): every episode read counts for the next day's points. */
export const WEB_REWARD_URL = '/readedreward/';

/** Spec §3 "Ticket screen state": the story the coin / ticket modal is about, and what it offers besides. */
export interface TicketScreenState {
  titleCode: string;
  titleName: string;
  volumeSerialNumber: number;
  storyNumber: number;
  /** The story's page count; 0 when the page did not say. */
  pages: number;
  /** Reading it counts for the read rewards (members: always), shown at webRewardURL. */
  rewardData: { showReward: boolean; webRewardURL: string };
  /** A member who never paid (no firstPaidDate): the coin modal may offer the starter coins. */
  showPurchasedStarter: boolean;
}

/** The ticket screen state of a check result, with what the page knew of the story and who reads it. */
export function ticketScreenState(
  check: Pick<TicketCheckResult, 'titleCode' | 'volumeSerialNumber' | 'storyNumber'>,
  story: StoryToRead | undefined,
  user: { userId: number; firstPaidDate: string | null },
): TicketScreenState {
  const member = user.userId > 0;
  return {
    titleCode: check.titleCode,
    titleName: story?.titleName ?? '',
    volumeSerialNumber: check.volumeSerialNumber,
    storyNumber: check.storyNumber,
    pages: story?.pages !== undefined && Number.isInteger(story.pages) && story.pages > 0 ? story.pages : 0,
    rewardData: { showReward: member, webRewardURL: WEB_REWARD_URL },
    showPurchasedStarter: member && !user.firstPaidDate,
  };
}

export interface WalletModalState {
  check: TicketCheckResult | null;
  /** The ticket screen state of the open coin / ticket modal. */
  screen: TicketScreenState | null;
  /** A consume is on its way: the buttons wait. */
  pending: boolean;
  buy: ((choice: CoinChoice) => Promise<boolean>) | null;
  confirm: (() => Promise<boolean>) | null;
}

export const walletModalState: WalletModalState = proxy<WalletModalState>({ check: null, screen: null, pending: false, buy: null, confirm: null });

const episode = (screen: TicketScreenState) => ({
  titleCode: screen.titleCode,
  ...(screen.titleName ? { titleName: screen.titleName } : {}),
  volumeSerialNumber: screen.volumeSerialNumber,
  storyNumber: screen.storyNumber,
});

export function openCoinModal(check: TicketCheckResult, buy: (choice: CoinChoice) => Promise<boolean>, story?: StoryToRead): void {
  walletModalState.check = check;
  walletModalState.screen = ticketScreenState(check, story, appState.user);
  walletModalState.pending = false;
  walletModalState.buy = ref(buy);
  openModal('coin', episode(walletModalState.screen));
}

export function openTicketConfirm(check: TicketCheckResult, confirm: () => Promise<boolean>, story?: StoryToRead): void {
  walletModalState.check = check;
  walletModalState.screen = ticketScreenState(check, story, appState.user);
  walletModalState.pending = false;
  walletModalState.confirm = ref(confirm);
  openModal('ticket', episode(walletModalState.screen));
}

/** Runs a modal action once at a time; true when it succeeded. */
export async function runWalletAction(action: () => Promise<boolean>): Promise<boolean> {
  if (walletModalState.pending) return false;
  walletModalState.pending = true;
  try {
    return await action();
  } finally {
    walletModalState.pending = false;
  }
}
