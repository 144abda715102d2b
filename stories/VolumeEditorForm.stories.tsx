import type { Meta, StoryObj } from '@storybook/react-vite';
import { VolumeEditorForm } from '#src/components/staff/VolumeEditorForm.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const volume = {
  volumeId: 31,
  titleCode: 'YB000007',
  serialNumber: 3,
  name: '第3巻',
  priceCoins: 480,
  publishedAt: '2026-11-01T01:00:00.000Z',
  endsAt: null,
  coverImagePath: null,
  version: 2,
};

/** /staff/series/'s volume form: name, price, window in JST, cover; unpublish. */
const meta = {
  title: 'Staff/VolumeEditorForm',
  component: VolumeEditorForm,
  decorators: [inStaffFrame],
  args: { titleCode: 'YB000007', volume, now: '2026-11-27T03:00:00.000Z' },
} satisfies Meta<typeof VolumeEditorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { volume: null }, parameters: { expectedText: ['新しい巻', '巻を追加する', '公開期間（日本時間 JST）'] } };

export const Filled: Story = { parameters: { expectedText: ['第3巻「第3巻」を編集（第2版）', '公開中', '2026/11/01 10:00 (JST)', '今すぐ非公開にする'] } };

export const Unpublished: Story = {
  args: { volume: { ...volume, endsAt: '2026-11-20T01:00:00.000Z', coverImagePath: '/img/staff/1' } },
  parameters: { expectedText: ['公開終了', '公開を再開する', '表紙: /img/staff/1'] },
};

export const Invalid: Story = {
  args: {
    initial: {
      values: { name: '', ends_at: '2026-10-01T10:00' },
      errors: { name: '巻の名前を入力してください', ends_at: '公開終了日時は公開開始日時より後にしてください' },
      formError: '入力内容に誤りがあります。',
    },
  },
  parameters: { expectedText: ['巻の名前を入力してください', '公開終了日時は公開開始日時より後にしてください'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    initial: {
      formError: 'ほかのスタッフが先にこの内容を保存しました。',
      conflict: { current: { ...volume, name: '第3巻 特装版' }, currentVersion: 3, yours: { ...volume, name: '第3巻 通常版' }, yourVersion: 2 },
    },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', '第3巻 特装版'], expectedRole: 'alert' },
};

export const Saving: Story = { args: { initial: { status: 'saving' } }, parameters: { expectedText: ['保存中…'] } };

export const Saved: Story = { args: { initial: { status: 'saved' } }, parameters: { expectedText: ['保存しました（第2版）。作品ページとビューアにすぐ反映されます。'], expectedRole: 'status' } };
