import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ViewerEndPanel } from '../src/components/viewer/ViewerEndPanel.tsx';

/** What follows the last page of a story (the full end screen with recommendations comes later). */
const meta = {
  title: 'Viewer/ViewerEndPanel',
  component: ViewerEndPanel,
  args: { open: true, nextStoryHref: '#next', titleHref: '#title', lastPageHref: '#last', onBackToLastPage: fn() },
  decorators: [
    (Story) => (
      <div className="viewer" style={{ position: 'relative', minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { expectedText: ['最後まで読みました', '作品ページへ戻る', '最後のページに戻る'], expectedRole: 'region' },
} satisfies Meta<typeof ViewerEndPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next story is free: it is the main action. */
export const WithNextStory: Story = {
  parameters: { expectedText: ['次の話へ'] },
};

/** No free next story: back to the title is the main action. */
export const WithoutNextStory: Story = {
  args: { nextStoryHref: null },
};

/** A custom label for the next part (the paid viewer's next volume). */
export const NextVolume: Story = {
  args: { nextStoryLabel: '次の巻へ' },
  parameters: { expectedText: ['次の巻へ'] },
};
