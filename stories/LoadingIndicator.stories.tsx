import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicatorView } from '#src/components/loading/LoadingIndicator.tsx';

/** Global loading indicators (spec §4 "Other state"): a top progress bar and a small spinner. */
const meta = {
  title: 'Feedback/LoadingIndicator',
  component: LoadingIndicatorView,
  args: { loading: true, circle: false },
} satisfies Meta<typeof LoadingIndicatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** General loading: the thin bar at the top of the viewport (auto-reset after 10 s). */
export const GeneralLoading: Story = {
  parameters: { expectedRole: 'progressbar' },
};

/** Circle loading: the small centred spinner (auto-reset after 1 s). */
export const CircleLoading: Story = {
  args: { loading: false, circle: true },
  parameters: { expectedRole: 'status' },
};

/** Both at once. */
export const Both: Story = {
  args: { loading: true, circle: true },
  parameters: { expectedRole: 'progressbar' },
};
