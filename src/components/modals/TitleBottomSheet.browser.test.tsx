import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appState } from '../../state/app-store.ts';
import { modalState, openModal, resetModals } from '../../state/modal-store.ts';
import { TitleMenuButton } from '../catalogue/TitleMenuButton.tsx';
import { TitleBottomSheet } from './TitleBottomSheet.tsx';

afterEach(() => {
  resetModals();
  appState.isLogin = false;
});

const TITLE = { titleCode: 'YB000042', titleName: '星降る町の図書館' };

test('the "…" button of a title card opens the sheet for that title', async () => {
  await render(
    <>
      <TitleMenuButton {...TITLE} />
      <TitleBottomSheet load={async () => null} />
    </>,
  );
  await page.getByRole('button', { name: '星降る町の図書館のメニュー' }).click();
  expect(modalState.open.titleBottomSheet).toEqual(TITLE);
  const sheet = page.getByRole('dialog', { name: '星降る町の図書館' });
  await expect.element(sheet).toBeVisible();
  await expect.element(sheet.getByRole('link', { name: '作品ページを開く' })).toHaveAttribute('href', '/book/title/YB000042/');
});

test("a member sees their flag and count from the server, and the toggle flips at once then sends", async () => {
  appState.isLogin = true;
  const load = vi.fn(async () => ({ isFavorite: false, favs: 10 }));
  const send = vi.fn(async () => ({ success: true, isFavorite: true, favs: 11 }));
  openModal('titleBottomSheet', TITLE);
  await render(<TitleBottomSheet load={load} send={send} />);
  const toggle = page.getByRole('button', { name: /お気に入りに追加/ });
  await expect.poll(() => toggle.element().textContent).toBe('♡お気に入りに追加10');
  expect(load).toHaveBeenCalledWith('YB000042');
  await toggle.click();
  const after = page.getByRole('button', { name: /お気に入りを解除/ });
  await expect.element(after).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => after.element().textContent).toBe('♥お気に入りを解除11');
  expect(send).toHaveBeenCalledWith('YB000042', true);
});

test('a refused toggle flips back', async () => {
  appState.isLogin = true;
  openModal('titleBottomSheet', TITLE);
  await render(<TitleBottomSheet load={async () => ({ isFavorite: true, favs: 5 })} send={async () => ({ success: false, message: { content: 'だめ' } })} />);
  await page.getByRole('button', { name: /お気に入りを解除/ }).click();
  await expect.element(page.getByRole('button', { name: /お気に入りを解除/ })).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor tapping favourite gets the login prompt instead of the sheet; nothing is asked or sent', async () => {
  const load = vi.fn(async () => null);
  const send = vi.fn(async () => ({ success: true }));
  openModal('titleBottomSheet', TITLE);
  await render(<TitleBottomSheet load={load} send={send} />);
  await page.getByRole('button', { name: /お気に入りに追加/ }).click();
  expect(modalState.stack).toEqual(['login']);
  expect(modalState.open.login).toEqual({ message: 'お気に入りで本棚を充実させよう' });
  expect(load).not.toHaveBeenCalled();
  expect(send).not.toHaveBeenCalled();
});

test('share closes the sheet and opens the share modal with the title', async () => {
  openModal('titleBottomSheet', TITLE);
  await render(<TitleBottomSheet load={async () => null} />);
  await page.getByRole('button', { name: 'シェアする' }).click();
  expect(modalState.stack).toEqual(['share']);
  expect(modalState.open.share).toEqual({
    titleName: '星降る町の図書館',
    hashTags: ['読み場', '星降る町の図書館'],
    text: '「星降る町の図書館」を読み場で読もう！',
    fullPath: '/book/title/YB000042/',
  });
});

test('Escape and the close button close it', async () => {
  openModal('titleBottomSheet', TITLE);
  await render(<TitleBottomSheet load={async () => null} />);
  await page.getByRole('button', { name: '閉じる' }).click();
  expect(modalState.stack).toEqual([]);
  openModal('titleBottomSheet', TITLE);
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => modalState.stack).toEqual([]);
});
