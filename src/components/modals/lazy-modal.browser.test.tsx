import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ERROR_MESSAGES } from '../../state/constants.ts';
import { modalState, openModal, resetModals } from '../../state/modal-store.ts';
import { clearSnackbars } from '../../state/snackbar-store.ts';
import { Snackbar } from '../snackbar/Snackbar.tsx';
import { lazyModal } from './lazy-modal.tsx';
import { MODAL_COMPONENTS, ModalHost } from './ModalHost.tsx';

const saved = MODAL_COMPONENTS.myPage;
afterEach(() => {
  MODAL_COMPONENTS.myPage = saved;
  resetModals();
  clearSnackbars();
});

function Probe() {
  return (
    <div role="dialog" aria-label="読み込んだモーダル">
      中身
    </div>
  );
}

test('a modal is loaded on its first open and shown only once loaded; a failed load closes it with the network message and the next open tries again', async () => {
  let attempts = 0;
  let release!: () => void;
  MODAL_COMPONENTS.myPage = lazyModal(
    () => {
      attempts++;
      if (attempts === 1) return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      return new Promise<{ Probe: typeof Probe }>((resolve) => {
        release = () => resolve({ Probe });
      });
    },
    (m) => m.Probe,
  );
  await render(
    <>
      <ModalHost />
      <Snackbar />
    </>,
  );
  expect(attempts).toBe(0); // nothing loaded before it opens

  openModal('myPage');
  await expect.element(page.getByText(ERROR_MESSAGES.network)).toBeVisible();
  expect(modalState.stack).toEqual([]);

  openModal('myPage');
  await expect.poll(() => attempts).toBe(2);
  await new Promise((r) => setTimeout(r, 100));
  expect(document.querySelector('[role="dialog"]')).toBeNull(); // still loading: nothing shown
  release();
  await expect.element(page.getByRole('dialog', { name: '読み込んだモーダル' })).toBeVisible();
});
