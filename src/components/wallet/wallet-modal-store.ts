/**
 * The check result the coin and ticket confirm modals are about, and what their buttons do. The
 * modal ids 'coin' and 'ticket' of the modal store say whether they are open (stack, back button);
 * this store holds the wallet data the generic modal props do not carry.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { TicketCheckResult } from '#modules/wallet/client.ts';
import { openModal } from '../../state/modal-store.ts';
import type { CoinChoice } from './reading-flow.ts';

export interface WalletModalState {
  check: TicketCheckResult | null;
  /** A consume is on its way: the buttons wait. */
  pending: boolean;
  buy: ((choice: CoinChoice) => Promise<boolean>) | null;
  confirm: (() => Promise<boolean>) | null;
}

export const walletModalState: WalletModalState = proxy<WalletModalState>({ check: null, pending: false, buy: null, confirm: null });

const episode = (check: TicketCheckResult) => ({ titleCode: check.titleCode, volumeSerialNumber: check.volumeSerialNumber, storyNumber: check.storyNumber });

export function openCoinModal(check: TicketCheckResult, buy: (choice: CoinChoice) => Promise<boolean>): void {
  walletModalState.check = check;
  walletModalState.pending = false;
  walletModalState.buy = ref(buy);
  openModal('coin', episode(check));
}

export function openTicketConfirm(check: TicketCheckResult, confirm: () => Promise<boolean>): void {
  walletModalState.check = check;
  walletModalState.pending = false;
  walletModalState.confirm = ref(confirm);
  openModal('ticket', episode(check));
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
