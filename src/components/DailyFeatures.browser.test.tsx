import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appState, resetAppState, type RecommendInfo } from '../state/app-store.ts';
import { DAILY_RECOMMEND_KEY, resetDailyRecommendMemory } from '../state/daily-recommend.ts';
import { closeModal, modalState, resetModals, showError } from '../state/modal-store.ts';
import { DailyFeatures } from './DailyFeatures.tsx';
import { ModalHost } from './modals/ModalHost.tsx';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const RECOMMEND: RecommendInfo = {
  imageUrl: '',
  title: '今日のおすすめ',
  description: '全巻無料の作品を毎日更新中。',
  moreText: '無料マンガを見る',
  moreUrl: '/book/free/',
  isTargetBlank: false,
};

const dialog = () => page.getByRole('dialog', { name: '今日のおすすめ' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A page load: fresh memory, the component and the modal host mounted, then initialization. */
async function pageLoad(storage: Storage | null, at: string, path = '/') {
  resetDailyRecommendMemory();
  resetAppState();
  const screen = await render(
    <>
      <DailyFeatures storage={storage} now={() => new Date(at)} path={path} />
      <ModalHost />
    </>,
  );
  appState.recommendInfo = { ...RECOMMEND };
  appState.initialized = true;
  return screen;
}

beforeEach(() => {
  resetModals();
  resetDailyRecommendMemory();
});

afterEach(() => {
  resetModals();
  resetAppState();
});

test('opens the recommend modal once per calendar day in Japan time', async () => {
  const storage = memoryStorage();

  // 23:59 JST on 22 November: shown, and recorded.
  let screen = await pageLoad(storage, '2026-11-22T14:59:00Z');
  await expect.element(dialog()).toBeVisible();
  await expect.element(page.getByRole('link', { name: '無料マンガを見る' })).toHaveAttribute('href', '/book/free/');
  expect(storage.getItem(DAILY_RECOMMEND_KEY)).toBe('2026-11-22');
  await page.getByRole('button', { name: '閉じる' }).first().click();
  await expect.element(dialog()).not.toBeInTheDocument();
  await screen.unmount();

  // Reloaded the same JST day (14:00 UTC is 23:00 JST): not shown again.
  screen = await pageLoad(storage, '2026-11-22T14:00:00Z');
  await tick();
  expect(modalState.open.recommend).toBeUndefined();
  await screen.unmount();

  // 00:01 JST on 23 November: a new day, shown again.
  screen = await pageLoad(storage, '2026-11-22T15:01:00Z');
  await expect.element(dialog()).toBeVisible();
  expect(storage.getItem(DAILY_RECOMMEND_KEY)).toBe('2026-11-23');
  await screen.unmount();
});

test('waits for the initialization, and shows nothing without a recommendation', async () => {
  resetAppState();
  await render(
    <>
      <DailyFeatures storage={memoryStorage()} now={() => new Date('2026-11-22T03:00:00Z')} />
      <ModalHost />
    </>,
  );
  await tick();
  expect(modalState.open.recommend).toBeUndefined();
  appState.initialized = true; // initialized, but staff switched the recommendation off
  await tick();
  expect(modalState.open.recommend).toBeUndefined();
});

test('leaves the floor to a modal already open, without recording the day', async () => {
  const storage = memoryStorage();
  showError('サーバーへの接続に失敗しました。');
  await pageLoad(storage, '2026-11-22T03:00:00Z');
  await tick();
  expect(modalState.open.recommend).toBeUndefined();
  expect(storage.getItem(DAILY_RECOMMEND_KEY)).toBeNull();
  closeModal('error');
});

test('without local storage it still shows, once per page load, and never throws', async () => {
  const screen = await pageLoad(null, '2026-11-22T03:00:00Z');
  await expect.element(dialog()).toBeVisible();
  closeModal('recommend');
  await screen.rerender(
    <>
      <DailyFeatures storage={null} now={() => new Date('2026-11-22T04:00:00Z')} />
      <ModalHost />
    </>,
  );
  await tick();
  expect(modalState.open.recommend).toBeUndefined();
});

test('not over the manga viewer: the first other page of the day shows it', async () => {
  const storage = memoryStorage();
  const viewer = await pageLoad(storage, '2026-11-22T03:00:00Z', '/bv/t/YB000001/v/1/s/1/p/1/');
  await tick();
  await expect.element(dialog()).not.toBeInTheDocument();
  expect(storage.getItem(DAILY_RECOMMEND_KEY)).toBeNull();
  await viewer.unmount();

  await pageLoad(storage, '2026-11-22T03:05:00Z', '/book/title/YB000001/');
  await expect.element(dialog()).toBeVisible();
  expect(storage.getItem(DAILY_RECOMMEND_KEY)).not.toBeNull();
});
