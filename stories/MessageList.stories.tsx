import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { MessageView } from '#modules/notices/client.ts';
import { MessageList } from '#src/components/notices/MessageList.tsx';
import '#src/styles/static.css';
import '#src/components/notices/notices.css';

const MESSAGES: MessageView[] = [
  {
    id: 12,
    title: 'お問い合わせへの回答',
    body: 'お問い合わせいただきありがとうございます。\n\nご指摘の不具合は11月12日に修正いたしました。お手数ですが、ページを再読み込みしてご確認ください。',
    sentAt: '2026-11-20T03:00:00.000Z',
    isRead: false,
    readAt: null,
  },
  { id: 9, title: 'コイン付与のお知らせ', body: 'メンテナンスのお詫びとして100コインを付与しました。', sentAt: '2026-11-06T03:00:00.000Z', isRead: true, readAt: '2026-11-06T09:00:00.000Z' },
];

/** The member's personal messages (/message/); opening an unread one marks it read. */
const meta = {
  title: 'Notices/MessageList',
  component: MessageList,
  args: { messages: MESSAGES, markRead: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="static-page notices-page" style={{ maxWidth: 880, margin: '16px auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One unread and one read message, closed. */
export const Messages: Story = {
  parameters: { expectedText: ['お問い合わせへの回答', '未読', 'コイン付与のお知らせ', '2026年11月20日'] },
};

/** No message yet. */
export const Empty: Story = {
  args: { messages: [] },
  parameters: { expectedText: ['メッセージはありません。'] },
};
