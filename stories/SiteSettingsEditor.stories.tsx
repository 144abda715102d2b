import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteSettingsEditor } from '#src/components/staff/SiteSettingsEditor.tsx';
import { inStaffFrame } from './staff-frame.tsx';

/** /staff/banner/'s site settings: the rectangle ad banner and member coupon banner toggles, the daily recommend. */
const meta = {
  title: 'Staff/SiteSettingsEditor',
  component: SiteSettingsEditor,
  decorators: [inStaffFrame],
  args: {
    rectangleBanner: { enabled: true, imageUrl: '/img/cover/YB000001?w=480', alt: '読み場 今月のおすすめ作品', linkUrl: '/book/title/YB000001/' },
    memberCouponBanner: { enabled: false, imageUrl: '', alt: '会員登録で50コインクーポンプレゼント', linkUrl: '/signup/' },
    dailyRecommend: null,
    versions: { rectangleBanner: 2 },
  },
} satisfies Meta<typeof SiteSettingsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { expectedText: ['長方形の広告バナー', '会員特典クーポンバナー', '今日のおすすめ（1日1回のお知らせ）'] },
};
