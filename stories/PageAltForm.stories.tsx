import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageAltForm } from '#src/components/staff/PageAltForm.tsx';
import { inStaffFrame } from './staff-frame.tsx';

/** /staff/series/'s per-page alt text of a story, read by the viewer. */
const meta = {
  title: 'Staff/PageAltForm',
  component: PageAltForm,
  decorators: [inStaffFrame],
  args: { storyId: 41, label: '第1巻 第2話', alts: ['', '', ''], version: 0 },
} satisfies Meta<typeof PageAltForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { parameters: { expectedText: ['第1巻 第2話 のページの代替テキスト（第0版）', '1ページ', '代替テキストを保存する'] } };

export const Filled: Story = { args: { alts: ['探偵が雪の駅に降り立つ', '', '手がかりの足あと'], version: 2 } };

export const Conflict: Story = {
  args: {
    alts: ['私の説明', '', ''],
    version: 1,
    initial: { formError: 'ほかのスタッフが先にこの内容を保存しました。', conflict: { current: { alts: ['先に保存された説明', '', ''] }, currentVersion: 2, yours: { alts: ['私の説明', '', ''] }, yourVersion: 1 } },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', '先に保存された説明'], expectedRole: 'alert' },
};

export const Saving: Story = { args: { initial: { status: 'saving' } }, parameters: { expectedText: ['保存中…'] } };

export const Saved: Story = { args: { version: 3, initial: { status: 'saved' } }, parameters: { expectedText: ['保存しました（第3版）。ビューアーにすぐ反映されます。'], expectedRole: 'status' } };
