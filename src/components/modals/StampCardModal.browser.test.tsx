import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lotteryState, resetLottery } from '../../state/lottery-store.ts';
import { modalState, resetModals } from '../../state/modal-store.ts';
import { fetchStampCard, resetStampCard, showStampCard, stampCardState, type StampCardApi, type StampCardCampaign } from '../../state/stamp-card-store.ts';
import { ModalHost } from './ModalHost.tsx';

const full: StampCardCampaign = {
  code: 'welcome',
  label: 'はじめてのスタンプカード',
  thumbnail_url: '/stamp-cards/welcome.svg',
  thumbnailUrl: '/stamp-cards/welcome.svg',
  message: 'ログイン・読書・レビューでスタンプを集めよう！',
  details: '',
  gachaId: null,
  prizeText: 'ボーナスコイン 50枚',
  card_items: [
    { label: 'ログインする', type: 'daily-sign-in', quantity: 1, count: 1, completedDateText: '11月25日', canComplete: true },
    { label: 'レビューを書く', type: 'review', quantity: 1, count: 1, completedDateText: '11月25日', canComplete: true },
  ],
  running: true,
  filled: true,
  completed: false,
  endsAtText: '1月24日 10:00',
};

/** The answers of modules/rewards/stamp-cards/stamp-card-router.ts, scripted. */
const serverWith = (campaign: StampCardCampaign, overrides: Partial<StampCardApi> = {}): StampCardApi => ({
  fetch: async () => ({ success: true, message: null, stamp_card_campaign: campaign }),
  complete: async () => ({
    success: true,
    message: { content: 'スタンプカードを達成しました！ボーナスコイン 50枚を受け取りました。' },
    result: undefined,
    presentList: [{ kind: 'bonus_coin', label: 'ボーナスコイン 50枚', amount: 50, expiresAt: '2026-12-02T01:00:00.000Z' }],
  }),
  refreshUser: async () => undefined,
  ...overrides,
});

beforeEach(() => {
  resetModals();
  resetLottery();
  resetStampCard();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetModals();
});

describe('the stamp card modal', () => {
  test('shows the card and, once full, receives its prize in the modal', async () => {
    await render(<ModalHost />);
    expect(await showStampCard(serverWith(full), 'welcome')).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'はじめてのスタンプカード' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByText('ログイン・読書・レビューでスタンプを集めよう！')).toBeVisible();
    await expect.element(page.getByText('1月24日 10:00まで')).toBeVisible();
    await page.getByRole('button', { name: '達成特典を受け取る' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('スタンプカードを達成しました！ボーナスコイン 50枚を受け取りました。');
    await expect.element(page.getByText('有効期限: 12月2日 10:00まで')).toBeVisible();
    expect(page.getByRole('button', { name: '達成特典を受け取る' }).query()).toBeNull();
    await page.getByRole('button', { name: '閉じる' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('a card with a gacha hands its draw to the lottery modal, close button hidden for 3 s', async () => {
    await render(<ModalHost />);
    const server = serverWith(
      { ...full, gachaId: 7, prizeText: 'ガチャ1回' },
      {
        complete: async () => ({
          success: true,
          message: { content: 'スタンプカードを達成しました！ガチャを1回引きました。' },
          result: { drawId: 4, drawNumber: 2, periodKey: '2026-11-25T06', tierId: 'coins', tierLabel: '当たり', prizeLabel: 'ボーナスコイン 30枚' },
          presentList: [{ kind: 'bonus_coin', label: 'ボーナスコイン 30枚', amount: 30, expiresAt: null }],
          resultCouponCode: null,
        }),
      },
    );
    await showStampCard(server, 'welcome');
    vi.useFakeTimers();
    await page.getByRole('button', { name: '達成特典のガチャを引く' }).click();
    await expect.element(page.getByRole('dialog', { name: '当たり' })).toBeVisible();
    expect(modalState.stack).toEqual(['lottery']);
    expect(page.getByRole('button', { name: '閉じる' }).query()).toBeNull();
    vi.advanceTimersByTime(3_000);
    vi.useRealTimers();
    await expect.element(page.getByRole('button', { name: '閉じる' })).toBeVisible();
    expect(lotteryState.inProgress).toBe(false);
  });

  test('shows the server\'s refusal', async () => {
    await render(<ModalHost />);
    const refusal = Object.assign(new Error('409'), { body: { success: false, message: { content: 'スタンプがまだ揃っていません。' } } });
    await showStampCard(serverWith(full, { complete: async () => Promise.reject(refusal) }), 'welcome');
    await page.getByRole('button', { name: '達成特典を受け取る' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('スタンプがまだ揃っていません。');
    expect(stampCardState.campaign?.completed).toBe(false);
  });

  test('a fetch failure is logged and treated as no card: no modal opens', async () => {
    await render(<ModalHost />);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = serverWith(full, { fetch: async () => Promise.reject(new Error('network')) });
    expect(await fetchStampCard(failing, 'welcome')).toBeNull();
    expect(await showStampCard(failing, 'welcome')).toBe(false);
    expect(logged).toHaveBeenCalled();
    expect(modalState.stack).toEqual([]);
    expect(await showStampCard(serverWith(full, { fetch: async () => ({ success: true, stamp_card_campaign: null }) }), 'welcome')).toBe(false);
  });
});
