import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { MessageView } from '#modules/notices/client.ts';
import { HttpStatusError } from '../../lib/http/errors.ts';
import { MARK_READ_ERROR, MessageList } from './MessageList.tsx';

const messages: MessageView[] = [
  { id: 12, title: 'お問い合わせへの回答', body: 'お問い合わせありがとうございます。\n\n確認いたしました。', sentAt: '2026-11-20T03:00:00.000Z', isRead: false, readAt: null },
  { id: 9, title: 'コイン付与のお知らせ', body: 'お詫びとして100コインを付与しました。', sentAt: '2026-11-10T03:00:00.000Z', isRead: true, readAt: '2026-11-11T03:00:00.000Z' },
];

describe('MessageList', () => {
  test('opening an unread message marks it read once; a read one sends nothing', async () => {
    const markRead = vi.fn(async () => {});
    await render(<MessageList messages={messages} markRead={markRead} />);
    await expect.element(page.getByText('未読')).toBeVisible();
    await page.getByText('お問い合わせへの回答').click();
    await expect.element(page.getByText('確認いたしました。')).toBeVisible();
    expect(markRead).toHaveBeenCalledWith(12);
    await expect.element(page.getByText('未読')).not.toBeInTheDocument();
    await page.getByText('コイン付与のお知らせ').click();
    await expect.element(page.getByText('お詫びとして100コインを付与しました。')).toBeVisible();
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  test("a failed mark keeps 未読 and shows the server's message, or a generic one", async () => {
    const notFound = new HttpStatusError(404, { success: false, message: { content: 'お探しのメッセージは見つかりませんでした。', label: 'string' } }, '/api/v1/message/12/read/');
    await render(<MessageList messages={messages.slice(0, 1)} markRead={async () => Promise.reject(notFound)} />);
    await page.getByText('お問い合わせへの回答').click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('お探しのメッセージは見つかりませんでした。');
    await expect.element(page.getByText('未読')).toBeVisible();
  });

  test('a network failure shows the generic message', async () => {
    await render(<MessageList messages={messages.slice(0, 1)} markRead={async () => Promise.reject(new TypeError('offline'))} />);
    await page.getByText('お問い合わせへの回答').click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MARK_READ_ERROR);
  });

  test('says so when there are no messages', async () => {
    await render(<MessageList messages={[]} />);
    await expect.element(page.getByText('メッセージはありません。')).toBeVisible();
  });
});
