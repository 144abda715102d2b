import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoriteButton } from '#src/components/catalogue/FavoriteButton.tsx';
import '#src/styles/site.css';

/** The favourite toggle of the title page (spec §4 "Favourite toggle"). */
const meta = {
  title: 'Panels/FavoriteButton',
  component: FavoriteButton,
  args: { titleCode: 'YB000001', isFavorite: false, favs: 1234, isLogin: true, send: async (_code: string, favorite: boolean) => ({ success: true, isFavorite: favorite, favs: favorite ? 1235 : 1234 }) },
} satisfies Meta<typeof FavoriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who has not added the title. */
export const NotFavorite: Story = { parameters: { expectedText: ['お気に入り', '1,234'] } };

/** Already a favourite. */
export const Favorite: Story = { args: { isFavorite: true, favs: 1235 }, parameters: { expectedText: ['お気に入り済み', '1,235'] } };

/** A visitor: tapping opens the login modal (in the app). */
export const Visitor: Story = { args: { isLogin: false }, parameters: { expectedText: ['お気に入り'] } };
