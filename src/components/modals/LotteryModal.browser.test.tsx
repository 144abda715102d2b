import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { confirmLottery, fetchLottery, lotteryState, resetLottery, type LotteryApi } from '../../state/lottery-store.ts';
import { modalState, resetModals } from '../../state/modal-store.ts';
import { ModalHost } from './ModalHost.tsx';

/** The answers of modules/rewards/lottery-router.ts, scripted. */
const server: LotteryApi = {
  status: async () => ({ success: true, lotteryId: 3, label: 'デイリーガチャ', remained: 1, maxGacha: 1, statusText: 'あと1回引けます' }),
  confirm: async () => ({
    success: true,
    result: { drawId: 9, drawNumber: 1, periodKey: '2026-11-26T06', tierId: 'coin-30', tierLabel: '当たり', prizeLabel: 'ボーナスコイン 30枚' },
    presentList: [{ kind: 'bonus_coin', label: 'ボーナスコイン 30枚', amount: 30, expiresAt: '2026-11-29T01:00:00.000Z' }],
    resultCouponCode: null,
    remained: 0,
  }),
  refreshUser: async () => undefined,
};

beforeEach(() => {
  resetModals();
  resetLottery();
});
afterEach(() => {
  vi.useRealTimers();
  resetModals();
});

describe('the lottery modal', () => {
  test('opens on a result with the close button hidden for 3 s, which then shows and closes it', async () => {
    await render(<ModalHost />);
    await fetchLottery(server, 3);
    vi.useFakeTimers();
    await confirmLottery(server);
    const dialog = page.getByRole('dialog', { name: '当たり' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByText('ボーナスコイン 30枚が当たりました！')).toBeVisible();
    await expect.element(page.getByText('有効期限: 11月29日 10:00まで')).toBeVisible();
    expect(page.getByRole('button', { name: '閉じる' }).query()).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(modalState.stack).toEqual(['lottery']);

    vi.advanceTimersByTime(2_999);
    await Promise.resolve();
    expect(page.getByRole('button', { name: '閉じる' }).query()).toBeNull();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    const close = page.getByRole('button', { name: '閉じる' });
    await expect.element(close).toBeVisible();
    expect(lotteryState.inProgress).toBe(false);
    await close.click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('shows the server\'s refusal with a close button at once', async () => {
    await render(<ModalHost />);
    await fetchLottery(server, 3);
    const refusal = Object.assign(new Error('409'), { body: { success: false, message: { content: '今は引ける回数が残っていません。11月26日 12:00に回数が戻ります。' } } });
    await confirmLottery({ ...server, confirm: () => Promise.reject(refusal) });
    await expect.element(page.getByText('今は引ける回数が残っていません。11月26日 12:00に回数が戻ります。')).toBeVisible();
    await page.getByRole('button', { name: '閉じる' }).click();
    expect(modalState.stack).toEqual([]);
  });
});
