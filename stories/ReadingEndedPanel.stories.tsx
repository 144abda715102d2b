import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReadingEndedPanel } from '#src/components/viewer/ReadingEndedPanel.tsx';

/** What replaces the viewer when a rental ends in the middle of reading; the reading flow's modal opens over it. */
const meta = {
  title: 'Viewer/ReadingEndedPanel',
  component: ReadingEndedPanel,
  args: { titleHref: '#title', onReadAgain: fn(), busy: false },
  parameters: { expectedText: ['閲覧期間が終了しました', '続きを読む', '作品ページへ戻る'], expectedRole: 'region' },
} satisfies Meta<typeof ReadingEndedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rental ended: the member may run the reading flow again or go back to the title. */
export const Ended: Story = {};

/** The reading flow is running (its modal is on its way): the button waits. */
export const Busy: Story = {
  args: { busy: true },
};
