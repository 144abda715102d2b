import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ERROR_MESSAGES } from '../../state/constants.ts';
import { closeAllModals, closeModal, modalState, openModal, resetModals, showError } from '../../state/modal-store.ts';
import { ModalHost } from './ModalHost.tsx';

function Page() {
  return (
    <main>
      <button type="button">作品を読む</button>
      <p>本文</p>
      <ModalHost />
    </main>
  );
}

async function renderWithTriggerFocused() {
  const screen = await render(<Page />);
  const trigger = page.getByRole('button', { name: '作品を読む' });
  (trigger.element() as HTMLElement).focus();
  return { screen, trigger };
}

beforeEach(() => {
  resetModals();
  document.body.style.overflow = '';
});

afterEach(() => {
  resetModals();
});

describe('error modal', () => {
  test('opening it through the store shows a named dialog with the message; OK closes it', async () => {
    await render(<Page />);
    showError({ message: ERROR_MESSAGES.server });

    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleName('エラー');
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(dialog.getByText(ERROR_MESSAGES.server)).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(modalState.stack).toEqual([]);
  });

  test('a custom title names the dialog; a string is taken as the message', async () => {
    await render(<Page />);
    showError({ title: '購入できませんでした', message: 'コインが不足しています。' });
    await expect.element(page.getByRole('dialog')).toHaveAccessibleName('購入できませんでした');
    showError('ネットワークエラー。通信環境をご確認ください。');
    await expect.element(page.getByRole('dialog')).toHaveAccessibleName('エラー');
    await expect.element(page.getByText('ネットワークエラー。通信環境をご確認ください。')).toBeVisible();
  });

  test('showError first closes an open confirm modal, even a persistent one', async () => {
    await render(<Page />);
    openModal('confirm', { headerMessage: 'このレビューを削除しますか？', persistent: true });
    await expect.element(page.getByRole('dialog', { name: 'このレビューを削除しますか？' })).toBeVisible();

    showError({ message: 'レビューの削除に失敗しました。' });
    await expect.element(page.getByRole('dialog', { name: 'エラー' })).toBeVisible();
    await expect.element(page.getByText('このレビューを削除しますか？')).not.toBeInTheDocument();
    expect(page.getByRole('dialog').all()).toHaveLength(1);
    expect(modalState.stack).toEqual(['error']);
  });
});

describe('closeAllModals', () => {
  test('keeps a persistent confirm modal and closes the others', async () => {
    await render(<Page />);
    openModal('confirm', { headerMessage: '利用規約が改定されました。', persistent: true });
    openModal('error', { message: '通信に失敗しました。' });
    await expect.element(page.getByRole('dialog', { name: 'エラー' })).toBeVisible();

    closeAllModals();
    await expect.element(page.getByRole('dialog', { name: 'エラー' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: '利用規約が改定されました。' })).toBeVisible();
    expect(modalState.stack).toEqual(['confirm']);
  });

  test('closes a non-persistent confirm modal', async () => {
    await render(<Page />);
    openModal('confirm', { headerMessage: 'ログアウトしますか？' });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    closeAllModals();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('dismissal', () => {
  test('Escape closes a non-persistent confirm modal and runs its cancelMethod', async () => {
    await render(<Page />);
    const cancelMethod = vi.fn();
    const confirmMethod = vi.fn();
    openModal('confirm', { headerMessage: 'ログアウトしますか？', confirmMethod, cancelMethod });
    await expect.element(page.getByRole('dialog')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(cancelMethod).toHaveBeenCalledTimes(1);
    expect(confirmMethod).not.toHaveBeenCalled();
  });

  test('Escape leaves a persistent confirm modal open', async () => {
    await render(<Page />);
    openModal('confirm', { headerMessage: '利用規約が改定されました。', persistent: true });
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect.element(dialog).toBeVisible();
    expect(modalState.stack).toEqual(['confirm']);
  });

  test('the adult confirm modal is persistent by default, with the spec labels', async () => {
    await render(<Page />);
    const confirmMethod = vi.fn();
    openModal('confirm', { isAdult: true, headerMessage: 'このページには成人向けの内容が含まれています。', confirmMethod });
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('button', { name: 'トップページ' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(page.getByTestId('modal-backdrop'), { position: { x: 4, y: 4 } });
    await expect.element(dialog).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: '登録する' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(confirmMethod).toHaveBeenCalledTimes(1);
  });

  test('a backdrop click closes a non-persistent modal', async () => {
    await render(<Page />);
    showError({ message: '通信に失敗しました。' });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.click(page.getByTestId('modal-backdrop'), { position: { x: 4, y: 4 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('only the top modal reacts to Escape', async () => {
    await render(<Page />);
    openModal('confirm', { headerMessage: 'ログアウトしますか？' });
    openModal('error', { message: '通信に失敗しました。' });
    await expect.element(page.getByRole('dialog', { name: 'エラー' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'エラー' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: 'ログアウトしますか？' })).toBeVisible();
  });
});

describe('focus', () => {
  test('moves into the dialog, is trapped by Tab and Shift+Tab, and returns to the trigger on close', async () => {
    const { trigger } = await renderWithTriggerFocused();
    expect(document.activeElement).toBe(trigger.element());

    openModal('confirm', { headerMessage: 'このレビューを削除しますか？', okMessage: '削除する', cancelMessage: 'キャンセル' });
    const dialog = page.getByRole('dialog');
    const cancel = dialog.getByRole('button', { name: 'キャンセル' });
    const ok = dialog.getByRole('button', { name: '削除する' });
    await expect.element(cancel).toHaveFocus();

    await userEvent.keyboard('{Tab}');
    await expect.element(ok).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(cancel).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(ok).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(cancel).toHaveFocus();

    // Focus pushed outside programmatically comes back in.
    (trigger.element() as HTMLElement).focus();
    await expect.element(cancel).toHaveFocus();

    await userEvent.click(cancel);
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  test('a single-button modal keeps focus on its button', async () => {
    await renderWithTriggerFocused();
    showError({ message: '通信に失敗しました。' });
    const ok = page.getByRole('button', { name: 'OK' });
    await expect.element(ok).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(ok).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(ok).toHaveFocus();
  });
});

describe('body scroll lock', () => {
  test('is on while any modal is open and the previous value comes back after', async () => {
    document.body.style.overflow = 'scroll';
    await render(<Page />);
    expect(document.body.style.overflow).toBe('scroll');

    openModal('confirm', { headerMessage: 'ログアウトしますか？' });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');

    openModal('error', { message: '通信に失敗しました。' });
    await expect.element(page.getByRole('dialog', { name: 'エラー' })).toBeVisible();
    closeModal('error');
    await expect.element(page.getByRole('dialog', { name: 'エラー' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    closeModal('confirm');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('scroll');
  });
});

describe('layout', () => {
  test('a full-width card near the bottom on a 375 px phone, a centred card of at most 420 px on desktop', async () => {
    await page.viewport(375, 667);
    await render(<Page />);
    showError({ message: '通信に失敗しました。' });
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400)); // entry animation
    let rect = (dialog.element() as HTMLElement).getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(375 - 2 * 12 - 1);
    expect(667 - rect.bottom).toBeLessThanOrEqual(24);

    await page.viewport(1280, 800);
    await new Promise((resolve) => setTimeout(resolve, 100));
    rect = (dialog.element() as HTMLElement).getBoundingClientRect();
    expect(rect.width).toBeLessThanOrEqual(420);
    expect(Math.abs(rect.left + rect.width / 2 - 640)).toBeLessThanOrEqual(2);
    expect(Math.abs(rect.top + rect.height / 2 - 400)).toBeLessThanOrEqual(2);
  });
});
