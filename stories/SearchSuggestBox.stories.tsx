import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Product, SuggestionItem } from '#modules/catalogue/client.ts';
import { SearchSuggestBox } from '#src/components/search/SearchSuggestBox.tsx';

const cover = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="36" height="54"><rect width="36" height="54" fill="#63c8c7"/></svg>');
const items: SuggestionItem[] = [
  { titleName: 'ワンピース', titleCode: 'YB000001', author: '尾田栄一郎', thumbnailImagePath: cover, getAdultFlag: false, isPurchased: false },
  { titleName: 'ワンパンマン', titleCode: 'YB000002', author: 'ONE・村田雄介', thumbnailImagePath: cover, getAdultFlag: false, isPurchased: false },
  { titleName: 'ワンダーランド', titleCode: 'YB000003', author: '石川優吾', thumbnailImagePath: cover, getAdultFlag: false, isPurchased: false },
];

const volume = (n: number, price: number, regularPrice = price): Product => ({
  productId: n, productType: 1, name: `ワンダー探偵 第${n}巻`, price, regularPrice, discounting: price < regularPrice,
  discountEndDate: price < regularPrice ? '2026-12-01T00:00:00.000Z' : null, mainImageCdnUrl: cover, mainLargeImageCdnUrl: cover,
  reviewAverage: 4.2, reviewCount: 10, lastSaleData: '2026-10-01T00:00:00.000Z', numberOfTurns: 8, authors: ['石川優吾'],
  publisher: '読み場出版', series: { titleCode: 'YB000003', titleName: 'ワンダー探偵' }, saleLimit: null, saleUnlimited: true,
  isStock: true, mpFlag: false, goodsFlag: false, hasGoodsCategory: false, adultProductFlag: false, trialreadingUrl: null, isBonus: false,
});
const comics: Product[] = [volume(1, 462, 660), volume(2, 660)];

/**
 * The header search box: suggestions (at most 5) appear while typing a non-empty keyword,
 * in two groups (titles, then comics by keyword from the store search); ↓ / ↑ move through both,
 * Enter opens the title, Escape closes the list.
 */
const meta = {
  title: 'Search/SearchSuggestBox',
  component: SearchSuggestBox,
  args: { fetcher: async () => items, comicFetcher: async (): Promise<Product[]> => [], debounceMs: 10, onNavigate: fn() },
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

/** Both groups: titles and comics by keyword; the keyboard walks into the comics. */
export const WithComics: Story = {
  args: { comicFetcher: async () => comics },
  parameters: { expectedText: ['検索'], expectedRole: 'combobox' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'わん');
    await canvas.findByRole('group', { name: 'コミック' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /ワンダー探偵 第1巻/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** No match: nothing is shown. */
export const NoMatch: Story = {
  args: { fetcher: async (): Promise<SuggestionItem[]> => [], comicFetcher: async (): Promise<Product[]> => [] },
  parameters: { expectedText: ['検索'], expectedRole: 'combobox' },
};
