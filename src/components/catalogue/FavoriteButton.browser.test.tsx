import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { modalState, resetModals } from '../../state/modal-store.ts';
import { FavoriteButton } from './FavoriteButton.tsx';

afterEach(() => resetModals());

test('flips at once, then takes the server count', async () => {
  let resolve!: (answer: { success: boolean; isFavorite: boolean; favs: number }) => void;
  await render(<FavoriteButton titleCode="YB000001" isFavorite={false} favs={10} isLogin send={() => new Promise((r) => (resolve = r))} />);
  const button = page.getByRole('button', { name: /お気に入り/ });
  await button.click();
  await expect.element(button).toHaveAttribute('aria-pressed', 'true');
  await expect.element(page.getByLabelText('11人がお気に入り')).toBeInTheDocument();
  resolve({ success: true, isFavorite: true, favs: 15 });
  await expect.element(page.getByLabelText('15人がお気に入り')).toBeInTheDocument();
});

test('flips back when the server refuses', async () => {
  await render(<FavoriteButton titleCode="YB000001" isFavorite favs={3} isLogin send={async () => ({ success: false, message: { content: 'だめ' } })} />);
  const button = page.getByRole('button', { name: /お気に入り/ });
  await button.click();
  await expect.element(button).toHaveAttribute('aria-pressed', 'true');
  await expect.element(page.getByLabelText('3人がお気に入り')).toBeInTheDocument();
});

test('visitors get the login modal with the favourites prompt and nothing is sent', async () => {
  let sent = 0;
  await render(<FavoriteButton titleCode="YB000001" isFavorite={false} favs={3} isLogin={false} send={async () => (sent++, { success: true })} />);
  await page.getByRole('button', { name: /お気に入り/ }).click();
  expect(modalState.open.login).toEqual({ message: 'お気に入りで本棚を充実させよう' });
  expect(sent).toBe(0);
});
