import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorModalView } from '#src/components/modals/ErrorModal.tsx';
import { ERROR_MESSAGES } from '#src/state/constants.ts';

/** The generic error modal (spec §2, §4 "Modals", §8). Rendered open so every story is static. */
const meta = {
  title: 'Modals/ErrorModal',
  component: ErrorModalView,
  args: { open: true, message: ERROR_MESSAGES.consumeNetwork, onClose: fn() },
} satisfies Meta<typeof ErrorModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default title 'エラー' with the consume network-failure message of the error catalogue. */
export const Default: Story = {
  parameters: { expectedText: ['エラー', ERROR_MESSAGES.consumeNetwork, 'OK'] },
};

/** The general handler's network-error (or 504) message. */
export const NetworkError: Story = {
  args: { message: ERROR_MESSAGES.network },
  parameters: { expectedText: ['エラー', ERROR_MESSAGES.network] },
};

/** The general handler's message for any other failure. */
export const ServerError: Story = {
  args: { message: ERROR_MESSAGES.server },
  parameters: { expectedText: ['エラー', ERROR_MESSAGES.server] },
};

const longMessage = [
  'ただいまアクセスが集中しているため、ご購入の手続きを完了できませんでした。',
  'コインやチケットは消費されていません。しばらく時間をおいてから、もう一度お試しください。',
  '',
  '何度お試しいただいても同じ画面が表示される場合は、お手数ですが以下のページからお問い合わせください。',
  'https://yomiba.example.jp/contact/?category=payment&reference=20240830-165959-000123456789',
  '',
  'お問い合わせの際は、ご利用の端末、ブラウザ、エラーが表示された日時、作品名と巻数をお知らせいただけますと、調査がスムーズに進みます。',
  'ご不便をおかけして申し訳ございません。今後とも読み場をよろしくお願いいたします。',
].join('\n');

/** A long server message with blank lines and an unbreakable URL: the body scrolls, the URL wraps. */
export const LongMessage: Story = {
  args: { message: longMessage },
  parameters: { expectedText: ['エラー', 'ご購入の手続きを完了できませんでした', 'OK'] },
};

/** A caller-supplied title. */
export const CustomTitle: Story = {
  args: { title: '購入できませんでした', message: 'コインが不足しています。コインを購入してから、もう一度お試しください。' },
  parameters: { expectedText: ['購入できませんでした', 'コインが不足しています'] },
};

/** A server message with label 'modal' is shown in this modal (spec §4 "Server message handling"). */
const serverMessage = { content: 'このクーポンはすでに使用済みです。', label: 'modal', level: 'error' } as const;

export const ServerMessageWithLabelModal: Story = {
  args: { message: serverMessage.content },
  parameters: { expectedText: ['エラー', serverMessage.content] },
};

/** The single button can read '閉じる' instead of 'OK'. */
export const CloseLabel: Story = {
  args: { closeLabel: '閉じる', message: 'この作品は現在配信を停止しています。' },
  parameters: { expectedText: ['閉じる', 'この作品は現在配信を停止しています。'] },
};
