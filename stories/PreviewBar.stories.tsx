import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewBarView } from '#src/components/staff/PreviewBarView.tsx';
import '#src/styles/site.css';

/** The bar on a page staff preview 'as of' a time (decision 058). */
const meta = {
  title: 'Staff/PreviewBar',
  component: PreviewBarView,
  args: { at: '2026-12-24T01:00:00.000Z', exitHref: '/' },
} satisfies Meta<typeof PreviewBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Previewing: Story = {
  parameters: { expectedText: ['プレビュー: 2026/12/24 10:00 (JST) 時点の表示', 'プレビューを終了'], expectedRole: 'status' },
};

export const WithQuery: Story = {
  args: { at: '2027-01-01T00:00:00.000Z', exitHref: '/book/campaign/?page=2' },
  parameters: { expectedText: ['プレビュー: 2027/01/01 09:00 (JST) 時点の表示'] },
};
