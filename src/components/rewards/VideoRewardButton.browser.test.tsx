import { beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { fetchLottery, lotteryState, resetLottery, type LotteryApi } from '../../state/lottery-store.ts';
import type { VideoRewardApi } from '../../state/video-reward-store.ts';
import { VideoRewardButton } from './VideoRewardButton.tsx';

/** The answers of modules/rewards/video/video-router.ts, scripted: the server grants a completed video. */
const server = (overrides: Partial<VideoRewardApi> = {}): VideoRewardApi => {
  let remained = 3;
  return {
    remained: async () => ({ success: true, enabled: true, remainedVideoReward: remained }),
    start: async () => ({ success: true, transactionId: 'a'.repeat(32), remainedVideoReward: remained }),
    finish: async (_id, outcome) => {
      if (outcome === 'complete') remained--;
      return { success: true, granted: outcome === 'complete', remainedVideoReward: remained };
    },
    ...overrides,
  };
};

const lottery: LotteryApi = {
  status: async () => ({ success: true, lotteryId: 3, label: 'デイリーガチャ', remained: 0, maxGacha: 1 }),
  confirm: async () => ({ success: false }),
  refreshUser: async () => undefined,
};

beforeEach(async () => {
  resetLottery();
  await fetchLottery(lottery, 3);
});

describe('the rewarded video flags', () => {
  test('ready, then granted for a video watched to the end: one more draw, one less video today', async () => {
    await render(<VideoRewardButton api={server()} />);
    await page.getByRole('button', { name: '動画を見てもう1回引く（本日あと3回）' }).click();
    await expect.element(page.getByRole('region', { name: '動画（サンドボックス）' })).toBeVisible();
    expect(lotteryState.video).toEqual({ ready: true, error: false, cancelled: false, closed: false, granted: false });
    await page.getByRole('button', { name: '最後まで見る' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('もう1回引けるようになりました！');
    expect(lotteryState.video).toEqual({ ready: true, error: false, cancelled: false, closed: false, granted: true });
    expect(lotteryState.remained).toBe(1);
    await expect.element(page.getByRole('button', { name: '動画を見てもう1回引く（本日あと2回）' })).toBeEnabled();
  });

  test('closed early: the close flag and no draw; cancelled: the cancel flag', async () => {
    await render(<VideoRewardButton api={server()} />);
    await page.getByRole('button', { name: /動画を見てもう1回引く/ }).click();
    await page.getByRole('button', { name: '途中で閉じる' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('動画を最後まで見ると1回引けます');
    expect(lotteryState.video).toMatchObject({ ready: true, closed: true, granted: false });
    expect(lotteryState.remained).toBe(0);
    await page.getByRole('button', { name: /動画を見てもう1回引く/ }).click();
    expect(lotteryState.video.closed).toBe(false); // a new video starts with every flag clear
    await page.getByRole('button', { name: 'やめる' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('動画の視聴をやめました');
    expect(lotteryState.video).toMatchObject({ ready: true, cancelled: true, granted: false });
  });

  test('a video that fails, or a refused start, sets the error flag; re-initialising clears every flag', async () => {
    await render(<VideoRewardButton api={server({ start: async () => Promise.reject(Object.assign(new Error('409'), { body: { message: { content: '本日の動画視聴特典は上限に達しました。明日またご利用ください。' } } })) })} />);
    await page.getByRole('button', { name: /動画を見てもう1回引く/ }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('動画を再生できませんでした。時間をおいてお試しください。');
    expect(lotteryState.video).toMatchObject({ ready: false, error: true });
    await fetchLottery(lottery, 3);
    expect(lotteryState.video).toEqual({ ready: false, error: false, cancelled: false, closed: false, granted: false });
    lotteryState.video.granted = true;
    resetLottery();
    expect(lotteryState.video).toEqual({ ready: false, error: false, cancelled: false, closed: false, granted: false });
  });

  test('a sandbox video that errors sets the error flag', async () => {
    await render(<VideoRewardButton api={server()} />);
    await page.getByRole('button', { name: /動画を見てもう1回引く/ }).click();
    await page.getByRole('button', { name: '再生エラーにする' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('動画を再生できませんでした。時間をおいてお試しください。');
    expect(lotteryState.video).toMatchObject({ ready: true, error: true, granted: false });
  });
});
