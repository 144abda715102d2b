import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FeatureButtonView } from '#src/components/campaigns/FeatureButton.tsx';

/** The top page's floating button of the running special feature (closable; its display flag is kept in local storage). */
const meta = {
  title: 'Panels/FeatureButton',
  component: FeatureButtonView,
  args: { name: 'マンガ祭り 読んで応募キャンペーン', href: '/special/manga-matsuri/', onClose: fn() },
  parameters: { viewport: { defaultViewport: 'phone' } },
} satisfies Meta<typeof FeatureButtonView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A feature with a short name. */
export const Shown: Story = {
  parameters: { expectedText: ['特集', 'マンガ祭り 読んで応募キャンペーン'], expectedRole: 'link' },
};

/** A long name is cut with an ellipsis; the close button keeps its place. */
export const LongName: Story = {
  args: { name: '出版社合同 マンガフェスティバル2024 特別プレゼント 読んで応募キャンペーン 第二弾' },
  parameters: { expectedText: ['特集'], expectedRole: 'button' },
};
