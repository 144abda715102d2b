import { afterEach, describe, expect, test } from 'vitest';
import type { TicketCheckResult } from '#modules/wallet/client.ts';
import { appState, resetAppState } from '../../state/app-store.ts';
import { modalState, resetModals } from '../../state/modal-store.ts';
import { openCoinModal, openTicketConfirm, ticketScreenState, walletModalState, WEB_REWARD_URL } from './wallet-modal-store.ts';

const check = { titleCode: 'YB000123', volumeSerialNumber: 2, storyNumber: 5 } as TicketCheckResult;
const story = { titleCode: 'YB000123', titleName: '星降る町の図書館', volumeSerialNumber: 2, storyNumber: 5, pages: 24 };

afterEach(() => {
  resetModals();
  resetAppState();
});

describe('ticket screen state (spec §3)', () => {
  test('carries the story with its title name and pages, the read reward and the starter offer of a member who never paid', () => {
    expect(ticketScreenState(check, story, { userId: 7, firstPaidDate: null })).toEqual({
      titleCode: 'YB000123',
      titleName: '星降る町の図書館',
      volumeSerialNumber: 2,
      storyNumber: 5,
      pages: 24,
      rewardData: { showReward: true, webRewardURL: '/readedreward/' },
      showPurchasedStarter: true,
    });
  });

  test('no starter offer once the member paid; nothing for visitors; unknown name and pages are empty', () => {
    expect(ticketScreenState(check, story, { userId: 7, firstPaidDate: '2026-10-01' })).toMatchObject({ showPurchasedStarter: false, rewardData: { showReward: true } });
    expect(ticketScreenState(check, undefined, { userId: 0, firstPaidDate: null })).toMatchObject({
      titleName: '',
      pages: 0,
      rewardData: { showReward: false, webRewardURL: WEB_REWARD_URL },
      showPurchasedStarter: false,
    });
    expect(ticketScreenState(check, { ...story, pages: -3 }, { userId: 7, firstPaidDate: null }).pages).toBe(0);
  });

  test('opening the ticket or coin modal keeps it for the modal; the modal props name the title', async () => {
    appState.user.userId = 7;
    appState.user.firstPaidDate = '2026-10-01';
    openTicketConfirm(check, async () => true, story);
    expect(walletModalState.screen).toMatchObject({ titleName: '星降る町の図書館', pages: 24, showPurchasedStarter: false });
    expect(modalState.open.ticket).toEqual({ titleCode: 'YB000123', titleName: '星降る町の図書館', volumeSerialNumber: 2, storyNumber: 5 });

    appState.user.firstPaidDate = null;
    openCoinModal(check, async () => true, story);
    expect(walletModalState.screen).toMatchObject({ showPurchasedStarter: true, rewardData: { showReward: true, webRewardURL: '/readedreward/' } });
    expect(modalState.open.coin).toMatchObject({ titleName: '星降る町の図書館' });
  });
});
