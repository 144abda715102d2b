import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockDefinition } from '#modules/staff/client.ts';
import { ContentBlocksConsole } from '#src/components/staff/ContentBlocksConsole.tsx';
import { ContentBlocksEditor } from '#src/components/staff/ContentBlocksEditor.tsx';
import { draftView } from './draft-fixtures.ts';
import { inStaffFrame } from './staff-frame.tsx';

const blocks: BlockDefinition[] = [
  { title: '人気ランキング', label: null, source: 'ranking', sort: 1, itemLimit: 12, ranked: true, moreBtn: { link: '/book/ranking/', text: 'もっと見る' }, tabs: [] },
  { title: '新着・新連載', label: 'NEW', source: 'new', sort: 2, itemLimit: 12, ranked: false, moreBtn: null, tabs: [] },
  {
    title: 'ジャンルから探す',
    label: null,
    source: 'all',
    sort: 1,
    itemLimit: 8,
    ranked: false,
    moreBtn: { link: '/book/genre/', text: 'ジャンル一覧' },
    tabs: [
      { label: '少年', source: 'genre:shounen' },
      { label: 'TL', source: 'genre:tl', sort: 2 },
    ],
  },
];
const genres = [
  { slug: 'shounen', nameJa: '少年', isAdult: false },
  { slug: 'shoujo', nameJa: '少女', isAdult: false },
  { slug: 'tl', nameJa: 'TL', isAdult: true },
];

const blocksDraft = draftView({ objectType: 'content-blocks', objectLabel: 'トップページのブロック', objectId: 'top', baseVersion: 4, currentVersion: 4, value: { blocks: [{ ...blocks[1]!, title: '冬の新連載' }, blocks[0]!] } });

/** /staff/blocks/'s editor of the top page's content blocks. */
const meta = {
  title: 'Staff/ContentBlocksEditor',
  component: ContentBlocksEditor,
  decorators: [inStaffFrame],
  args: { blocks, version: 4, genres },
} satisfies Meta<typeof ContentBlocksEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { expectedText: ['トップページのブロック（第4版）', '人気ランキング', 'タブ（2個）', '保存する'] },
};

export const Empty: Story = {
  args: { blocks: [], version: 0 },
  parameters: { expectedText: ['トップページのブロック（第0版）', 'ブロックがありません。', 'ブロックを追加する'] },
};

export const Invalid: Story = {
  args: {
    blocks: [{ ...blocks[0]!, title: '', itemLimit: 30 }, { ...blocks[2]!, tabs: [{ label: '', source: 'genre:shounen' }] }],
    initial: {
      formError: '入力内容に誤りがあります。',
      errors: { 'blocks.0.title': '見出しを入力してください', 'blocks.0.item_limit': '件数は1〜20で入力してください', 'blocks.1.tabs.0.label': 'タブ名を入力してください' },
    },
  },
  parameters: { expectedText: ['入力内容に誤りがあります。', '見出しを入力してください', '件数は1〜20で入力してください', 'タブ名を入力してください'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    initial: {
      formError: 'ほかのスタッフが先にこの内容を保存しました。',
      conflict: { current: { blocks: blocks.slice(0, 1) }, currentVersion: 5, yours: { blocks }, yourVersion: 4 },
    },
  },
  parameters: {
    expectedText: ['あなたの内容で上書きする', 'ブロック2', '新着・新連載 ／ ラベル NEW ／ 新着・新連載・新着順・12件', 'タブ: 少年（少年）、TL（TL・新着順）'],
    expectedRole: 'alert',
  },
};

export const Saving: Story = {
  args: { initial: { status: 'saving' } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第4版）。トップページにすぐ反映されます。', 'トップページを見る'], expectedRole: 'status' },
};

export const Drafted: Story = {
  args: { draft: blocksDraft, initial: { draft: { status: 'saved' } } },
  parameters: { expectedText: ['下書き #21 を編集しています', '冬の新連載', '下書きを保存しました（下書き #21）。トップページは変わっていません。'], expectedRole: 'status' },
};

export const DraftSaving: Story = {
  args: { initial: { draft: { status: 'saving' } } },
  parameters: { expectedText: ['下書きを保存中…'] },
};

export const DraftRefused: Story = {
  args: { draft: blocksDraft, initial: { draft: { error: 'この下書きはほかのスタッフが先に変更しました。' } } },
  parameters: { expectedText: ['この下書きはほかのスタッフが先に変更しました。'], expectedRole: 'alert' },
};

export const WithDrafts: Story = {
  render: () => <ContentBlocksConsole blocks={blocks} version={4} genres={genres} drafts={[{ ...blocksDraft, status: 'scheduled', publishAt: '2026-12-24T01:00:00.000Z' }]} />,
  parameters: { expectedText: ['下書きと予約公開', '下書き #21（トップページのブロック #top）', '予約公開: 2026/12/24 10:00 (JST)', '冬の新連載'] },
};

export const NoDrafts: Story = {
  render: () => <ContentBlocksConsole blocks={blocks} version={4} genres={genres} />,
  parameters: { expectedText: ['下書きはありません。「下書き保存」で、トップページを変えずに保存できます。'] },
};
