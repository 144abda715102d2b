import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreenView } from '#src/components/ErrorScreenView.tsx';

/** The client's not-found screen and error page (spec §8: 404 → not-found screen, other statuses → error page). */
const meta = {
  title: 'Panels/ErrorScreen',
  component: ErrorScreenView,
  args: { status: 404, onReload: fn() },
} satisfies Meta<typeof ErrorScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  parameters: { expectedText: ['404', 'ページが見つかりません', 'This page could not be found', 'トップページへ'] },
};

export const ServerError: Story = {
  args: { status: 500 },
  parameters: { expectedText: ['500', 'エラーが発生しました', '再読み込み'] },
};

export const WithServerMessage: Story = {
  args: { status: 503, message: 'ただいまメンテナンス中です。' },
  parameters: { expectedText: ['503', 'ただいまメンテナンス中です。'] },
};
