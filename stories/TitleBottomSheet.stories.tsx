import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TitleBottomSheetView } from '#src/components/modals/TitleBottomSheet.tsx';

/**
 * The title bottom sheet (spec §3: titleCode, titleName), opened from a title card's "…" button:
 * open the title page, favourite toggle, share.
 */
const meta = {
  title: 'Modals/TitleBottomSheet',
  component: TitleBottomSheetView,
  args: {
    open: true,
    titleCode: 'YB000001',
    titleName: '星降る町の図書館',
    isLogin: true,
    favorite: { isFavorite: false, favs: 1234 },
    onToggleFavorite: fn(),
    onShare: fn(),
    onReviews: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TitleBottomSheetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who has not added the title yet. */
export const Member: Story = {
  parameters: { expectedText: ['レビューを見る', '星降る町の図書館', '作品ページを開く', 'お気に入りに追加', '1,234', 'シェアする'] },
};

/** A member's favourite: the toggle removes it. */
export const MemberFavorite: Story = {
  args: { favorite: { isFavorite: true, favs: 1235 } },
  parameters: { expectedText: ['お気に入りを解除', '1,235'] },
};

/** A member's flag still loading: the toggle waits. */
export const MemberLoading: Story = {
  args: { favorite: null },
  parameters: { expectedText: ['お気に入りに追加', 'シェアする'] },
};

/** A visitor: the toggle opens the login prompt (no count shown). */
export const Visitor: Story = {
  args: { isLogin: false, favorite: null },
  parameters: { expectedText: ['作品ページを開く', 'お気に入りに追加', 'シェアする'] },
};

/** A long name on a 375 px phone: two lines, then an ellipsis. */
export const PhoneLongName: Story = {
  args: { titleName: '異世界でパン屋をはじめたら、なぜか魔王軍の胃袋を掴んでしまった件について 〜焼きたてで世界を救います〜' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['異世界でパン屋をはじめたら', '作品ページを開く'] },
};
