import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SuggestionItem } from '#modules/catalogue/client.ts';
import { SearchModalView } from '#src/components/search/SearchModal.tsx';

const cover = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="36" height="54"><rect width="36" height="54" fill="#63c8c7"/></svg>');
const items: SuggestionItem[] = [
  { titleName: 'ワンピース', titleCode: 'YB000001', author: '尾田栄一郎', thumbnailImagePath: cover, getAdultFlag: false, isPurchased: true },
  { titleName: 'ワンパンマン', titleCode: 'YB000002', author: 'ONE・村田雄介', thumbnailImagePath: cover, getAdultFlag: false, isPurchased: false },
];

/**
 * The search modal (spec §2 "search"): full-screen search on phones, opened by a tap on the header's
 * search box. The box has the focus; suggestions are listed under it; an empty box offers the sample keywords.
 */
const meta = {
  title: 'Modals/SearchModal',
  component: SearchModalView,
  args: { open: true, onClose: fn(), fetcher: async () => items, comicFetcher: async () => [], debounceMs: 10, onNavigate: fn() },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof SearchModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: an empty box with the focus, and the sample keywords. */
export const Empty: Story = {
  args: { sampleKeywords: ['恋愛', 'バトル', '異世界'] },
  parameters: { expectedText: ['作品を検索', 'おすすめキーワード', '異世界'], expectedRole: 'combobox' },
  play: async () => {
    const body = within(document.body);
    await expect(body.getByRole('combobox')).toHaveFocus();
  },
};

/** Typing: the suggestions are listed under the box (at most 5). */
export const WithSuggestions: Story = {
  args: { keyword: '' },
  parameters: { expectedText: ['作品を検索'], expectedRole: 'combobox' },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(body.getByRole('combobox'), 'わん');
    await waitFor(() => expect(body.getByRole('option', { name: /ワンパンマン/ })).toBeVisible());
  },
};

/** Opened with the keyword already typed in the header. */
export const WithKeyword: Story = {
  args: { keyword: 'ワン' },
  parameters: { expectedText: ['作品を検索'], expectedRole: 'combobox' },
  play: async () => {
    const body = within(document.body);
    await expect(body.getByRole('combobox')).toHaveValue('ワン');
    await waitFor(() => expect(body.getByRole('option', { name: /ワンピース/ })).toBeVisible());
  },
};
