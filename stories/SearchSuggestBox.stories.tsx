import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SuggestionItem } from '../modules/catalogue/client.ts';
import { SearchSuggestBox } from '../src/components/search/SearchSuggestBox.tsx';

const cover = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="36" height="54"><rect width="36" height="54" fill="#63c8c7"/></svg>');
const items: SuggestionItem[] = [
  { titleName: 'ワンピース', titleCode: 'YB000001', author: '尾田栄一郎', thumbnailImagePath: cover, getAdultFlag: false, isPurchased: false },
  { titleName: 'ワンパンマン', titleCode: 'YB000002', author: 'ONE・村田雄介', thumbnailImagePath: cover, getAdultFlag: false, isPurchased: false },
  { titleName: 'ワンダーランド', titleCode: 'YB000003', author: '石川優吾', thumbnailImagePath: cover, getAdultFlag: false, isPurchased: false },
];

/**
 * The header search box: suggestions (at most 5) appear while typing a non-empty keyword,
 * ↓ / ↑ move through them, Enter opens the title, Escape closes the list.
 */
const meta = {
  title: 'Search/SearchSuggestBox',
  component: SearchSuggestBox,
  args: { fetcher: async () => items, debounceMs: 10, onNavigate: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SearchSuggestBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty box, as in the header. */
export const Empty: Story = {
  parameters: { expectedText: ['検索'], expectedRole: 'combobox' },
};

/** Suggestions for 'わん', the second one highlighted with the keyboard. */
export const WithSuggestions: Story = {
  parameters: { expectedText: ['検索'], expectedRole: 'combobox' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'わん');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /ワンパンマン/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** No match: nothing is shown. */
export const NoMatch: Story = {
  args: { fetcher: async () => [] },
  parameters: { expectedText: ['検索'], expectedRole: 'combobox' },
};
