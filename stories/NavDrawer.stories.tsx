import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavDrawer } from '#src/components/header/NavDrawer.tsx';
import { DEFAULT_NAVIGATION, navHref, visibleNavigation } from '#modules/staff/client.ts';

const items = visibleNavigation(DEFAULT_NAVIGATION, { isLogin: false, userValidAdult: 2 }).map((item) => ({ label: item.label, href: navHref(item) }));
const adultItems = visibleNavigation(
  DEFAULT_NAVIGATION.map((item) => ({ ...item, enabled: true })),
  { isLogin: true, userValidAdult: 1 },
).map((item) => ({ label: item.label, href: navHref(item) }));

/** The drawer menu shown under the mobile breakpoint (1264 px); a native modal dialog. */
const meta = {
  title: 'Panels/NavDrawer',
  component: NavDrawer,
  args: { items, defaultOpen: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with the spec's default entries for a visitor. */
export const Open: Story = {
  parameters: { expectedText: ['メニュー', 'トップ', 'ランキング', 'ストア', 'ログイン・会員登録'] },
};

/** Every entry enabled, seen by an adult member: TL and BL appear. */
export const AllEntriesAdultMember: Story = {
  args: { items: adultItems },
  parameters: { expectedText: ['少年', 'TL', 'BL', '期間限定'] },
};

/** Closed: only the menu button (shown below 1264 px where scripts run: `html.js`, set in <head>). */
export const Closed: Story = {
  args: { defaultOpen: false },
  decorators: [
    (Story) => {
      document.documentElement.classList.add('js');
      return <Story />;
    },
  ],
  parameters: { viewport: { defaultViewport: 'mobile1' }, expectedRole: 'button' },
};
