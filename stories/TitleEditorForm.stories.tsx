import type { Meta, StoryObj } from '@storybook/react-vite';
import { TitleEditorForm } from '#src/components/staff/TitleEditorForm.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const title = {
  titleName: 'ぺんぎん探偵の事件簿',
  titleKana: 'ペンギンタンテイノジケンボ',
  synopsis: '南極から来た探偵が、商店街の小さな事件を解決していく。',
  authors: [
    { name: '北野しずく', role: '原作' },
    { name: '南雲あおい', role: '作画' },
  ],
  labelText: '独占先行',
  freeInfo: '3巻まで無料',
  isFree: false,
  isFreeForWait: true,
  tags: ['ミステリー', '動物'],
  storyPriceCoins: 50,
  coverImagePath: null,
};

/** /staff/series/'s title form: names, creators, synopsis, label, price, free / 待てば¥0. */
const meta = {
  title: 'Staff/TitleEditorForm',
  component: TitleEditorForm,
  decorators: [inStaffFrame],
  args: { titleCode: 'YB000007', title, version: 2 },
} satisfies Meta<typeof TitleEditorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title no staff member has saved yet (version 0), with no creator typed in. */
export const Empty: Story = {
  args: { title: { ...title, synopsis: '', authors: [], labelText: null, freeInfo: null, tags: [], storyPriceCoins: null }, version: 0 },
  parameters: { expectedText: ['YB000007 を編集（第0版）', '作者を追加'] },
};

export const Filled: Story = {
  parameters: { expectedText: ['YB000007 を編集（第2版）', '待てば¥0', '全巻無料'] },
};

export const Invalid: Story = {
  args: {
    initial: {
      values: { title_name: '', title_kana: 'penguin' },
      errors: { title_name: '作品名を入力してください', title_kana: '読みはカタカナで入力してください' },
      formError: '入力内容に誤りがあります。',
    },
  },
  parameters: { expectedText: ['作品名を入力してください', '読みはカタカナで入力してください'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    initial: {
      formError: 'ほかのスタッフが先にこの内容を保存しました。',
      conflict: { current: { ...title, titleName: 'ぺんぎん探偵の事件簿 新装版' }, currentVersion: 3, yours: { ...title, titleName: 'ぺんぎん探偵' }, yourVersion: 2 },
    },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', 'ぺんぎん探偵の事件簿 新装版'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { initial: { status: 'saving' } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第2版）。検索にもすぐ反映されています。'], expectedRole: 'status' },
};
