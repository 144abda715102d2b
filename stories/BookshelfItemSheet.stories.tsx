import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BookshelfItemSheet } from '#src/components/bookshelf/BookshelfItemSheet.tsx';

/** The bookshelf's title bottom sheet ("…" of a shelf row): 作品ページへ, 続きを読む, お気に入り解除. */
const meta = {
  title: 'Panels/BookshelfItemSheet',
  component: BookshelfItemSheet,
  args: {
    open: true,
    titleCode: 'YB000017',
    titleName: 'クリムゾンエッジ',
    continueHref: '/bv/t/YB000017/v/1/s/3/p/5/',
    isFavorite: true,
    onClose: fn(),
    onUnfavorite: fn(),
  },
} satisfies Meta<typeof BookshelfItemSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A favourite the member has read: every action. */
export const Favorite: Story = { parameters: { expectedText: ['クリムゾンエッジ', '作品ページへ', '続きを読む', 'お気に入り解除'] } };

/** Bought, not a favourite: no お気に入り解除. */
export const NotFavorite: Story = { args: { isFavorite: false }, parameters: { expectedText: ['作品ページへ', '続きを読む'] } };

/** A favourite never opened: nothing to continue. */
export const NothingToContinue: Story = { args: { continueHref: null }, parameters: { expectedText: ['作品ページへ', 'お気に入り解除'] } };

/** The removal on its way. */
export const Removing: Story = { args: { busy: true }, parameters: { expectedText: ['お気に入り解除'] } };

/** The removal failed: the reason in the sheet. */
export const RemoveFailed: Story = { args: { error: 'お気に入りを解除できませんでした。' }, parameters: { expectedText: ['お気に入りを解除できませんでした。', 'お気に入り解除'] } };

/** On a 375 px phone: a bottom sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['クリムゾンエッジ', '続きを読む'] },
};
