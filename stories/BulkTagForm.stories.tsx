import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulkTagForm } from '#src/components/staff/BulkTagForm.tsx';
import { inStaffFrame } from './staff-frame.tsx';

/** /staff/tags/'s bulk tagging: the preview of every change first, then the save. */
const meta = {
  title: 'Staff/BulkTagForm',
  component: BulkTagForm,
  decorators: [inStaffFrame],
  args: {},
} satisfies Meta<typeof BulkTagForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['まとめてタグ付け', '作品コード（空白・改行区切り、100件まで）', '変更内容を確認する'] },
};

export const Preview: Story = {
  args: {
    initial: {
      codes: 'YB000010 YB000011',
      add: '冬特集',
      preview: [
        { titleCode: 'YB000010', before: ['医療'], after: ['医療', '冬特集'] },
        { titleCode: 'YB000011', before: [], after: ['冬特集'] },
      ],
    },
  },
  parameters: { expectedText: ['2作品のタグが変わります（まだ保存していません）', '2作品のタグを保存する'] },
};

export const Invalid: Story = {
  args: { initial: { add: '冬 特集,', error: '入力内容に誤りがあります。', fields: { title_codes: '作品を1つ以上選んでください' } } },
  parameters: { expectedText: ['作品を1つ以上選んでください'], expectedRole: 'alert' },
};

export const Saved: Story = {
  args: { initial: { codes: 'YB000010 YB000011', add: '冬特集', saved: 2 } },
  parameters: { expectedText: ['2作品のタグを保存しました。'], expectedRole: 'status' },
};
