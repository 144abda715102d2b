import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { confirmLottery, fetchLottery, lotteryState, resetLottery, setVideoFlag, type LotteryApi } from './lottery-store.ts';
import { modalState } from './modal-store.ts';

/** The answers modules/rewards/lottery-router.ts gives, scripted. */
function api(overrides: Partial<LotteryApi> = {}): LotteryApi & { refreshed: number } {
  const calls = { refreshed: 0 };
  return Object.assign(calls, {
    status: async () => ({ success: true, lotteryId: 7, label: 'デイリーガチャ', description: '1日3回', statusText: 'あと1回引けます', conditions: '会員限定', remained: 1, maxGacha: 1, odds: [{ label: '大当たり', rate: '1%' }], commitment: 'ab'.repeat(32) }),
    confirm: async () => ({
      success: true,
      result: { drawId: 1, drawNumber: 1, periodKey: '2026-11-26T06', tierId: 'coin-30', tierLabel: '当たり', prizeLabel: 'ボーナスコイン 30枚' },
      presentList: [
        { kind: 'bonus_coin', label: 'ボーナスコイン 30枚', amount: 30, expiresAt: null },
        { kind: 'coupon', label: 'クーポン 1枚', amount: 1, expiresAt: null },
      ],
      resultCouponCode: null,
      remained: 0,
    }),
    refreshUser: async () => {
      calls.refreshed++;
    },
    ...overrides,
  });
}

beforeEach(() => {
  resetLottery();
  modalState.open = {};
  modalState.stack = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the lottery state (spec §3)', () => {
  test('starts with remained -1, the close button shown and every video flag clear', () => {
    expect(snapshot(lotteryState)).toMatchObject({ remained: -1, showCloseButton: true, inProgress: false, result: null, presentList: [], video: { ready: false, error: false, cancelled: false, closed: false, granted: false } });
  });

  test('a fetched lottery fills label, description and remained; a failed fetch sets remained to -2', async () => {
    await fetchLottery(api(), 7);
    expect(snapshot(lotteryState)).toMatchObject({ lotteryId: 7, label: 'デイリーガチャ', description: '1日3回', remained: 1, statusText: 'あと1回引けます' });
    await fetchLottery(api({ status: () => Promise.reject(new Error('offline')) }), 7);
    expect(lotteryState.remained).toBe(-2);
    await fetchLottery(api({ status: async () => ({ success: false }) }), 7);
    expect(lotteryState.remained).toBe(-2);
  });
});

describe('the lottery flow (spec §4)', () => {
  test('confirm sets inProgress, stores the result and the reversed prizes, opens the modal without its close button; 3 s later the button shows, inProgress clears and the user is refreshed', async () => {
    const server = api();
    await fetchLottery(server, 7);
    const pending = confirmLottery(server);
    expect(lotteryState.inProgress).toBe(true);
    await pending;
    expect(lotteryState.result?.prizeLabel).toBe('ボーナスコイン 30枚');
    expect(lotteryState.presentList.map((p) => p.kind)).toEqual(['coupon', 'bonus_coin']);
    expect(modalState.stack).toEqual(['lottery']);
    expect(lotteryState.showCloseButton).toBe(false);
    expect(lotteryState.remained).toBe(0);
    vi.advanceTimersByTime(2_999);
    expect(lotteryState).toMatchObject({ showCloseButton: false, inProgress: true });
    expect(server.refreshed).toBe(0);
    vi.advanceTimersByTime(1);
    expect(lotteryState).toMatchObject({ showCloseButton: true, inProgress: false });
    expect(server.refreshed).toBe(1);
  });

  test('a second confirm while one is in progress does nothing', async () => {
    const confirm = vi.fn(api().confirm);
    const server = api({ confirm });
    await fetchLottery(server, 7);
    await Promise.all([confirmLottery(server), confirmLottery(server)]);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  test('a gacha failure returns nothing; a refusal with a server message shows that message', async () => {
    await fetchLottery(api(), 7);
    expect(await confirmLottery(api({ confirm: () => Promise.reject(new Error('network')) }))).toBeUndefined();
    expect(modalState.stack).toEqual([]);
    expect(lotteryState.inProgress).toBe(false);
    const refusal = Object.assign(new Error('409'), { body: { success: false, message: { content: '今は引ける回数が残っていません。11月26日 12:00に回数が戻ります。' } } });
    expect(await confirmLottery(api({ confirm: () => Promise.reject(refusal) }))).toBeUndefined();
    expect(lotteryState.dialog).toBe('今は引ける回数が残っていません。11月26日 12:00に回数が戻ります。');
    expect(modalState.stack).toEqual(['lottery']);
    expect(await confirmLottery(api({ confirm: async () => ({ success: false, message: { content: 'ただいま混み合っています' } }) }))).toBeUndefined();
    expect(lotteryState.dialog).toBe('ただいま混み合っています');
  });
});

describe('video reward results (spec §4)', () => {
  test('each event sets its own flag; re-initialising clears them all', async () => {
    setVideoFlag('ready');
    setVideoFlag('granted');
    expect(lotteryState.video).toEqual({ ready: true, error: false, cancelled: false, closed: false, granted: true });
    await fetchLottery(api(), 7);
    expect(lotteryState.video).toEqual({ ready: false, error: false, cancelled: false, closed: false, granted: false });
  });
});
