import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '#src/styles/static.css';
import '#src/styles/accounts.css';
import { LinkedAccountsPanelView, type LinkedProvider } from '#src/components/accounts/LinkedAccountsPanelView.tsx';

const all = (linked: Partial<Record<LinkedProvider['provider'], string>>): LinkedProvider[] => [
  { provider: 'x', name: 'X', enabled: true, linked: Boolean(linked.x), linkedAt: linked.x ?? null },
  { provider: 'yahoojp', name: 'Yahoo! JAPAN ID', enabled: true, linked: Boolean(linked.yahoojp), linkedAt: linked.yahoojp ?? null },
  { provider: 'line', name: 'LINE', enabled: true, linked: Boolean(linked.line), linkedAt: linked.line ?? null },
];

/** The "外部アカウント連携" panel of /profile/ in each state (the live panel loads and unlinks through the API). */
const meta = {
  title: 'Accounts/LinkedAccountsPanel',
  component: LinkedAccountsPanelView,
  args: { state: 'ready', providers: all({}), hasPassword: true, onUnlink: fn(), onConfirm: fn(), onCancel: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkedAccountsPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An email member with nothing linked: every provider offers 連携する. */
export const NothingLinked: Story = {
  parameters: { expectedText: ['外部アカウント連携', '未連携', '連携する'], expectedRole: 'link' },
};

/** LINE linked (isLineLinked), the others not. */
export const LineLinked: Story = {
  args: { providers: all({ line: '2026-11-20T09:30:00.000Z' }) },
  parameters: { expectedText: ['連携済み', '連携を解除', '連携する'] },
};

/** A member made through X with no password: X is their only way in and cannot be unlinked. */
export const LastWayToSignIn: Story = {
  args: { providers: all({ x: '2026-11-01T00:00:00.000Z' }), hasPassword: false },
  parameters: { expectedText: ['ほかにログインする方法がないため、解除できません。', 'メールアドレスとパスワードを設定する'] },
};

/** The second click before unlinking. */
export const ConfirmUnlink: Story = {
  args: { providers: all({ yahoojp: '2026-11-02T00:00:00.000Z' }), confirming: 'yahoojp' },
  parameters: { expectedText: ['Yahoo! JAPAN IDとの連携を解除しますか？', '解除する', 'やめる'], expectedRole: 'group' },
};

/** While the unlink is being sent. */
export const Unlinking: Story = {
  args: { providers: all({ yahoojp: '2026-11-02T00:00:00.000Z' }), confirming: 'yahoojp', busy: true },
  parameters: { expectedText: ['解除しています…'] },
};

/** After unlinking: the server's message. */
export const Unlinked: Story = {
  args: { message: { level: 'info', text: 'Xとの連携を解除しました。' } },
  parameters: { expectedText: ['Xとの連携を解除しました。'], expectedRole: 'status' },
};

/** The server refused (e.g. the last way to sign in, decided on another tab). */
export const Refused: Story = {
  args: {
    providers: all({ x: '2026-11-01T00:00:00.000Z' }),
    hasPassword: true,
    message: { level: 'error', text: 'ほかにログインする方法がないため、連携を解除できません。先にメールアドレスとパスワードを設定するか、別のサービスを連携してください。' },
  },
  parameters: { expectedText: ['連携を解除できません'], expectedRole: 'alert' },
};

/** A provider switched off on the server stays unlinkable but offers no new link. */
export const ProviderSwitchedOff: Story = {
  args: { providers: [{ provider: 'x', name: 'X', enabled: false, linked: true, linkedAt: '2026-10-01T00:00:00.000Z' }] },
  parameters: { expectedText: ['X', '連携を解除'] },
};

/** No provider configured on the server. */
export const NoProviders: Story = {
  args: { providers: [] },
  parameters: { expectedText: ['連携できるサービスは現在ありません。'] },
};

/** Loading. */
export const Loading: Story = {
  args: { state: 'loading', providers: [] },
  parameters: { expectedText: ['連携状況を読み込んでいます…'] },
};

/** The listing failed: retry. */
export const LoadFailed: Story = {
  args: { state: 'error', providers: [] },
  parameters: { expectedText: ['連携状況を読み込めませんでした。', '再読み込み'], expectedRole: 'alert' },
};

/** On a 375 px phone. */
export const Phone: Story = {
  args: { providers: all({ line: '2026-11-20T09:30:00.000Z' }) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['外部アカウント連携'] },
};
