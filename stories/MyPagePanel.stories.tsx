import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyPagePanel } from '#src/components/header/MyPagePanel.tsx';
import { UserMenu } from '#src/components/header/UserMenu.tsx';
import { appState, resetAppState } from '#src/state/app-store.ts';
import '#src/styles/site.css';

/**
 * The my page panel (spec §2 "my page"): the member's name, their pages, the staff console for staff
 * and logout; the header's user menu shows it in a disclosure (opens without JavaScript).
 */
const meta = {
  title: 'Panels/MyPagePanel',
  component: MyPagePanel,
  args: { displayName: '読み場太郎', imageUrl: null, isStaff: false },
  decorators: [
    (Story) => {
      resetAppState();
      return (
        <div style={{ position: 'relative', width: 260, minHeight: 480 }}>
          <Story />
        </div>
      );
    },
  ],
} satisfies Meta<typeof MyPagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's panel. */
export const Member: Story = {
  parameters: { expectedText: ['読み場太郎さん', '本棚', 'マイアイテム', 'デイリーガチャ', 'マイレビュー', 'お知らせ', 'メッセージ', 'プロフィール', 'ログアウト'] },
};

/** Staff also get the staff console. */
export const Staff: Story = {
  args: { isStaff: true },
  parameters: { expectedText: ['スタッフ管理'] },
};

/** Unread site notices: お知らせ carries their count (User.unreadInfoCount). */
export const UnreadNotices: Story = {
  decorators: [
    (Story) => {
      appState.isLogin = true;
      appState.user.unreadInfoCount = 3;
      return <Story />;
    },
  ],
  parameters: { expectedText: ['お知らせ', '3'] },
};

/** In the header: the user menu opened (a <details> disclosure). */
export const InUserMenu: Story = {
  render: (args) => (
    <div className="site-header__bar" style={{ justifyContent: 'flex-end' }}>
      <UserMenu displayName={args.displayName} imageUrl={args.imageUrl} isStaff={args.isStaff} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('details')?.setAttribute('open', '');
  },
  parameters: { expectedText: ['マイページ', '読み場太郎さん', 'ログアウト'] },
};
