import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { MissionView } from '#modules/rewards/client.ts';
import type { MissionClaimProps } from '#src/components/missions/MissionClaimButton.tsx';
import { MissionCard } from '#src/components/missions/MissionCard.tsx';
import '#src/styles/site.css';
import '#src/components/missions/missions.css';

const mission: MissionView = { id: 7, label: '今日3話読む', description: '今日読んだエピソードが3話になると達成です（同じ話は1回まで）。', action: 'episode-read', target: 3, per: 'day', prizeLabel: 'ポイント 5pt', progress: 1, claimed: false, claimable: false };

/** One mission of /special/mission/{code}/: prize, progress, and the claim button (members). */
const meta = {
  title: 'Panels/MissionCard',
  component: MissionCard,
  args: { mission, isLogin: true, send: fn<NonNullable<MissionClaimProps['send']>>(async () => ({ ok: true, answer: { message: { content: '「今日3話読む」を達成しました！ポイント 5ptを受け取りました。' } } })) },
  decorators: [
    (Story) => (
      <ul className="mission-list" style={{ maxWidth: 560 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof MissionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part-way: the button says what is left and cannot be pressed. */
export const InProgress: Story = { parameters: { expectedText: ['今日3話読む', 'ポイント 5pt', '1 / 3話', 'あと2話'] } };

/** Achieved: one tap claims, then the button says it was received. */
export const Claimable: Story = {
  args: { mission: { ...mission, progress: 3, claimable: true } },
  parameters: { expectedText: ['3 / 3話', '受け取り済み'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.getByRole('button', { name: /受け取る/ }).click();
    await expect(await canvas.findByText('「今日3話読む」を達成しました！ポイント 5ptを受け取りました。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /受け取り済み/ })).toBeDisabled();
    await expect(args.send).toHaveBeenCalledWith(7);
  },
};

/** A refusal (e.g. claimed in another tab): the server's message, the button stays. */
export const Refused: Story = {
  args: { mission: { ...mission, progress: 3, claimable: true }, send: fn<NonNullable<MissionClaimProps['send']>>(async () => ({ ok: false, message: '今日の分はすでに受け取っています。2026年11月28日 00:00から再挑戦できます。', fields: {}, status: 409 })) },
  parameters: { expectedText: ['受け取る'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.getByRole('button', { name: /受け取る/ }).click();
    await expect(await canvas.findByText('今日の分はすでに受け取っています。2026年11月28日 00:00から再挑戦できます。')).toBeVisible();
  },
};

/** Claimed today. */
export const Claimed: Story = { args: { mission: { ...mission, progress: 3, claimed: true } }, parameters: { expectedText: ['受け取り済み'] } };

/** A visitor: progress without a button (the page asks them to log in). */
export const Visitor: Story = { args: { isLogin: false, mission: { ...mission, progress: 0 } }, parameters: { expectedText: ['0 / 3話'] } };
