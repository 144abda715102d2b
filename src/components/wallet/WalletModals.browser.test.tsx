import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { modalState, resetModals } from '../../state/modal-store.ts';
import { CoinModal } from './CoinModal.tsx';
import { coinCheck, ticketCheck } from './check-fixtures.ts';
import { TicketConfirmModal } from './TicketConfirmModal.tsx';
import { openCoinModal, openTicketConfirm, walletModalState } from './wallet-modal-store.ts';

/** The two wallet modals as ModalHost will render them once mapped to 'coin' and 'ticket'. */
function Page() {
  return (
    <main>
      <button type="button">作品を読む</button>
      <CoinModal />
      <TicketConfirmModal />
    </main>
  );
}

beforeEach(() => resetModals());
afterEach(() => {
  resetModals();
  vi.restoreAllMocks();
});

describe('CoinModal', () => {
  test('buys the story with coins and closes when the purchase succeeds', async () => {
    const buy = vi.fn(async () => true);
    await render(<Page />);
    openCoinModal(coinCheck, buy);
    const dialog = page.getByRole('dialog', { name: 'コインで読む' });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '60コインで読む' }));
    expect(buy).toHaveBeenCalledExactlyOnceWith({ ticketDiv: 'payment', paymentDiv: 'story' });
    await expect.poll(() => modalState.open.coin).toBeUndefined();
    expect(walletModalState.pending).toBe(false);
  });

  test('stays open when the purchase fails (the flow shows the error modal)', async () => {
    const buy = vi.fn(async () => false);
    await render(<Page />);
    openCoinModal({ ...coinCheck, isStore: true, volumePrice: 300 }, buy);
    await userEvent.click(page.getByRole('button', { name: '第2巻をまとめて購入（300コイン）' }));
    expect(buy).toHaveBeenCalledExactlyOnceWith({ ticketDiv: 'payment', paymentDiv: 'volume' });
    expect(modalState.open.coin).toBeDefined();
  });

  test('with too few coins offers the coin purchase page instead of buying', async () => {
    const buy = vi.fn(async () => true);
    await render(<Page />);
    openCoinModal({ ...coinCheck, coinRemained: 10 }, buy);
    await expect.element(page.getByText('コインが不足しています')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'コインを購入する' })).toHaveAttribute('href', '/point/');
    expect(page.getByRole('button', { name: '60コインで読む' }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'キャンセル' }));
    await expect.poll(() => modalState.open.coin).toBeUndefined();
    expect(buy).not.toHaveBeenCalled();
  });

  test('reads with points when they cover the price', async () => {
    const buy = vi.fn(async () => true);
    await render(<Page />);
    openCoinModal({ ...coinCheck, pointRemained: 60 }, buy);
    await userEvent.click(page.getByRole('button', { name: 'ポイントで読む（60pt）' }));
    expect(buy).toHaveBeenCalledExactlyOnceWith({ ticketDiv: 'point', paymentDiv: 'story' });
  });
});

describe('TicketConfirmModal', () => {
  test('uses the ticket on confirm and closes; cancel closes without using it', async () => {
    const confirm = vi.fn(async () => true);
    await render(<Page />);
    openTicketConfirm(ticketCheck, confirm);
    await expect.element(page.getByRole('dialog', { name: 'チケットを使って読みますか？' })).toBeVisible();
    await expect.element(page.getByText('残り3枚')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'キャンセル' }));
    await expect.poll(() => modalState.open.ticket).toBeUndefined();
    expect(confirm).not.toHaveBeenCalled();

    openTicketConfirm(ticketCheck, confirm);
    await userEvent.click(page.getByRole('button', { name: 'チケットを使う' }));
    expect(confirm).toHaveBeenCalledOnce();
    await expect.poll(() => modalState.open.ticket).toBeUndefined();
  });
});
