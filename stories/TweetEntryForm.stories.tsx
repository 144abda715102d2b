import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TweetEntryForm } from '#src/components/campaigns/TweetEntryForm.tsx';
import '#src/styles/static.css';

/** /special/tweet_present/{code}/, step 2: the member pastes the address of their post on X. */
const meta = {
  title: 'Campaigns/TweetEntryForm',
  component: TweetEntryForm,
  args: { slug: 'share-winter' },
} satisfies Meta<typeof TweetEntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['ポストのURL', '必須', '応募する'] },
};

/** Not an x.com / twitter.com status address: the same Japanese message as the server's zod check. */
export const InvalidUrl: Story = {
  args: { initial: { postUrl: 'https://example.com/yomiba/status/1', error: 'XのポストのURL（https://x.com/ユーザー名/status/数字 の形）を入力してください。' } },
  parameters: { expectedText: ['XのポストのURL（https://x.com/ユーザー名/status/数字 の形）を入力してください。'] },
};

/** Typed and sent: the check in the browser refuses it before any request. */
export const InvalidUrlTyped: Story = {
  parameters: { expectedText: ['ポストのURL'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ポストのURL/ }), 'https://x.com/yomiba');
    await userEvent.click(canvas.getByRole('button', { name: '応募する' }));
    await expect(await canvas.findByText('XのポストのURL（https://x.com/ユーザー名/status/数字 の形）を入力してください。')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /ポストのURL/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Entered: Story = {
  args: { initial: { done: '応募を受け付けました。当選された方にはメッセージでお知らせします。' } },
  parameters: { expectedText: ['応募を受け付けました。'], expectedRole: 'status' },
};
