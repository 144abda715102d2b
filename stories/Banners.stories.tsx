import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemberCouponBannerView, RectangleAdBannerView } from '#src/components/banners/BannerViews.tsx';

/** An inline SVG ad, so the story needs no network. */
const RECTANGLE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="500" viewBox="0 0 600 500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#63c8c7"/><stop offset="1" stop-color="#14305f"/></linearGradient></defs><rect width="600" height="500" fill="url(#g)"/><circle cx="470" cy="120" r="80" fill="#fff" opacity=".18"/><rect x="60" y="330" width="300" height="40" rx="20" fill="#fbc132"/></svg>',
)}`;

/** The in-house banners of the top page (spec §2: toggled on or off by staff). */
const meta = {
  title: 'Panels/Banners',
  component: RectangleAdBannerView,
  args: {
    banner: { enabled: true, imageUrl: RECTANGLE, alt: '秋の大型キャンペーン 最大50%ポイント還元', linkUrl: '/book/campaign/titles/' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RectangleAdBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 300×250 in-house ad with its 'PR' label. */
export const RectangleAd: Story = {
  parameters: { expectedText: ['PR'], expectedRole: 'link' },
};

/** The wide special member coupon banner, drawn without a staff image. */
export const MemberCoupon: Story = {
  args: { banner: { enabled: true, imageUrl: '', alt: '会員登録で50コインクーポンプレゼント', linkUrl: '/signup/' } },
  render: (args) => <MemberCouponBannerView {...args} />,
  parameters: { expectedText: ['会員登録で50コインクーポンプレゼント', '会員限定'], expectedRole: 'link' },
};
