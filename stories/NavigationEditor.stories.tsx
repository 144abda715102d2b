import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_NAVIGATION } from '#modules/staff/client.ts';
import { NavigationEditor } from '#src/components/staff/NavigationEditor.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const entries = DEFAULT_NAVIGATION.slice(0, 4);

/** /staff/navigation/'s editor of the header's top navigation (decision 058). */
const meta = {
  title: 'Staff/NavigationEditor',
  component: NavigationEditor,
  decorators: [inStaffFrame],
  args: { entries, version: 2 },
} satisfies Meta<typeof NavigationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { entries: [], version: 0 },
  parameters: { expectedText: ['トップナビゲーション（第0版）', '項目を追加する'] },
};

export const Defaults: Story = {
  args: { entries: DEFAULT_NAVIGATION, version: 0, usingDefaults: true },
  parameters: { expectedText: ['仕様の初期設定を表示しています'] },
};

export const Filled: Story = {
  parameters: { expectedText: ['トップナビゲーション（第2版）', '保存する'] },
};

export const Invalid: Story = {
  args: { initial: { formError: '入力内容に誤りがあります。', errors: { 'entries.1.path': 'リンク先は「/」から始まるサイト内のパスで入力してください' } } },
  parameters: { expectedText: ['入力内容に誤りがあります。', 'リンク先は「/」から始まるサイト内のパスで入力してください'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    initial: {
      formError: 'ほかのスタッフが先にこの内容を保存しました。',
      conflict: { current: { entries: entries.slice(0, 2) }, currentVersion: 3, yours: { entries }, yourVersion: 2 },
    },
  },
  parameters: { expectedText: ['あなたの内容で上書きする'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { initial: { status: 'saving' } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第2版）。ヘッダーのナビゲーションにすぐ反映されます。'], expectedRole: 'status' },
};
