import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SimpleListModalView } from '#src/components/modals/SimpleListModal.tsx';
import type { SimpleListItem } from '#src/state/modal-store.ts';

const COLORS = ['#2a9d9b', '#e76f51', '#264653', '#e9c46a', '#8e7dbe', '#f4a261'];

function thumb(index: number): string {
  const color = COLORS[index % COLORS.length] ?? '#2a9d9b';
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="160"><rect width="112" height="160" fill="${color}"/><rect x="12" y="110" width="88" height="10" rx="5" fill="#fff" opacity=".6"/></svg>`,
  )}`;
}

const ITEMS: SimpleListItem[] = [
  '星降る町の図書館',
  '放課後バッテリー',
  '異世界でパン屋をはじめたら、なぜか魔王軍の胃袋を掴んでしまった件について',
  '海辺のカフェと七つの約束',
  '鋼鉄のシェフ',
  'となりの席の吸血鬼',
].map((name, i) => ({ id: `1000${i}`, name, href: `/title/1000${i}/`, thumbnailUrl: thumb(i), note: i % 2 === 0 ? '毎週金曜更新' : '完結' }));

/** The simple list modal (spec §3 "Simple list": target, genreId default 1111, genreName). */
const meta = {
  title: 'Modals/SimpleListModal',
  component: SimpleListModalView,
  args: { open: true, target: 'ranking', genreName: '少年', heading: '少年マンガ ランキング', items: ITEMS, onClose: fn(), onSelect: fn() },
} satisfies Meta<typeof SimpleListModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of titles with thumbnails. */
export const Default: Story = {
  parameters: { expectedText: ['少年マンガ ランキング', '星降る町の図書館', '毎週金曜更新'] },
};

/** No heading given: the genre name is the heading. */
export const GenreHeading: Story = {
  args: { heading: undefined, genreId: 1112, genreName: '少女', items: ITEMS.slice(0, 3) },
  parameters: { expectedText: ['少女'] },
};

/** Nothing to list yet. */
export const Empty: Story = {
  args: { items: [] },
  parameters: { expectedText: ['まだ作品がありません'] },
};

/** Opened for a genre without entries: they are being loaded from the search. */
export const Loading: Story = {
  args: { heading: undefined, genreName: '少年', items: [], loading: true },
  parameters: { expectedText: ['少年', '読み込み中…'] },
};

/** The genre's titles could not be loaded. */
export const LoadError: Story = {
  args: { heading: undefined, genreName: '少女', items: [], error: '作品を読み込めませんでした。時間をおいて再度お試しください。' },
  parameters: { expectedText: ['少女', '作品を読み込めませんでした。時間をおいて再度お試しください。'] },
};
