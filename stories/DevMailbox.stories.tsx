import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DevMailboxView } from '#src/components/accounts/DevMailbox.tsx';
import { AccountFrame } from './account-frame.tsx';

const mails = [
  { id: 2, to: 'hanako@example.jp', subject: '【読み場】パスワード再設定のご案内', createdAt: '2026-11-22T03:00:00.000Z' },
  { id: 1, to: 'hanako@example.jp', subject: '【読み場】メールアドレスの確認', createdAt: '2026-11-22T02:59:00.000Z' },
];

/** /dev/mailbox/ (development only): the mails kept in mail_outbox. */
const meta = {
  title: 'Accounts/DevMailbox',
  component: DevMailboxView,
  decorators: [
    (Story) => (
      <AccountFrame width="wide">
        <Story />
      </AccountFrame>
    ),
  ],
  args: { mails, selected: null, error: null, onSelect: fn(), onReload: fn() },
} satisfies Meta<typeof DevMailboxView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { mails: null }, parameters: { expectedText: ['読み込み中…'] } };

export const EmptyBox: Story = { args: { mails: [] }, parameters: { expectedText: ['メールはまだありません。'] } };

export const List: Story = { parameters: { expectedText: ['【読み場】パスワード再設定のご案内', '宛先：hanako@example.jp'] } };

export const Reading: Story = {
  args: {
    selected: {
      ...mails[0]!,
      text: 'パスワード再設定のお申し込みを受け付けました。\n\nhttp://localhost:3000/reset_password/?token=AAAA\n\n読み場（よみば）',
      html: null,
    },
  },
  parameters: { expectedText: ['http://localhost:3000/reset_password/?token=AAAA'], expectedRole: 'link' },
};

export const LoadError: Story = { args: { mails: null, error: 'メールを読み込めませんでした。' }, parameters: { expectedRole: 'alert' } };
