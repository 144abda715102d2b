import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SnackbarView } from '#src/components/snackbar/Snackbar.tsx';
import { ERROR_MESSAGES, ERROR_SNACKBAR_BACKGROUND } from '#src/state/constants.ts';

/** The snackbar (spec §3 "Snackbar", §8). Rendered open; the store-driven one hides itself. */
const meta = {
  title: 'Feedback/Snackbar',
  component: SnackbarView,
  args: { open: true, message: 'お気に入りに追加しました' },
} satisfies Meta<typeof SnackbarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neutral background, no action (default timeout 5000 ms). */
export const Default: Story = {
  parameters: { expectedText: ['お気に入りに追加しました'] },
};

/** The request-timeout error snackbar: dark blue background, 10000 ms (spec §8). */
export const ErrorSnackbar: Story = {
  args: { message: ERROR_MESSAGES.requestTimeout, backgroundColor: ERROR_SNACKBAR_BACKGROUND },
  parameters: { expectedText: [ERROR_MESSAGES.requestTimeout] },
};

/** With an action button. */
export const WithAction: Story = {
  args: { message: '本棚から削除しました', actionMessage: '元に戻す', onAction: fn() },
  parameters: { expectedText: ['本棚から削除しました', '元に戻す'] },
};

/** A snackbar without a timeout gets a close button. */
export const WithCloseButton: Story = {
  args: { message: ERROR_MESSAGES.network, backgroundColor: ERROR_SNACKBAR_BACKGROUND, onClose: fn() },
  parameters: { expectedText: [ERROR_MESSAGES.network, '閉じる'] },
};

/** Long text on a 375 px phone: the affiliate name-missing notice (spec §5) with an action. */
export const LongTextOnPhone: Story = {
  args: {
    message: `${ERROR_MESSAGES.affiliateNameMissing}\nプロフィール画面の「アフィリエイト連携項目」から入力できます。`,
    actionMessage: '入力する',
    onAction: fn(),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: [ERROR_MESSAGES.affiliateNameMissing, '入力する'] },
};
