import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginModalView } from '#src/components/modals/LoginModal.tsx';

/**
 * The login-required modal (spec §5, §6): default message '利用にはログインが必要です', the members'
 * benefit, ok 'ログインして見る' (a link to /signin/?next=…) and cancel '戻る'.
 */
const meta = {
  title: 'Modals/LoginModal',
  component: LoginModalView,
  args: { open: true, next: '/title/10001/', onCancel: fn(), onLogin: fn() },
} satisfies Meta<typeof LoginModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default message. */
export const Default: Story = {
  parameters: { expectedText: ['利用にはログインが必要です', '79,000話', 'ログインして見る', '戻る'] },
};

/** The favourites prompt shown to anonymous visitors who tap favourite (spec §4). */
export const FavoritePrompt: Story = {
  args: { message: 'お気に入りで本棚を充実させよう' },
  parameters: { expectedText: ['お気に入りで本棚を充実させよう', 'ログインして見る'] },
};

/** On a 375 px phone: a full-width card near the bottom. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['利用にはログインが必要です', '戻る'] },
};
