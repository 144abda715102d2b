import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditLogPanel } from '#src/components/staff/AuditLogPanel.tsx';
import { inStaffFrame } from './staff-frame.tsx';

/** The console's append-only audit log: who, when (JST), what changed field by field, and the revert. */
const meta = {
  title: 'Staff/AuditLogPanel',
  component: AuditLogPanel,
  decorators: [inStaffFrame],
  args: { entries: [] },
} satisfies Meta<typeof AuditLogPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['変更履歴はまだありません。'] },
};

export const WithEntries: Story = {
  args: {
    entries: [
      {
        id: 2,
        objectType: 'banner',
        objectLabel: 'バナー',
        objectId: '12',
        version: 2,
        action: 'update',
        actorId: 4,
        actorName: 'スタッフ 佐藤',
        at: '2026-12-01T01:30:00.000Z',
        before: { alt: '冬のまとめ読み', endsAt: null },
        after: { alt: '冬のまとめ読み 12月25日まで', endsAt: '2026-12-25T15:00:00.000Z' },
        changes: [
          { field: 'alt', before: '冬のまとめ読み', after: '冬のまとめ読み 12月25日まで' },
          { field: 'endsAt', before: null, after: '2026-12-25T15:00:00.000Z' },
        ],
      },
      { id: 1, objectType: 'banner', objectLabel: 'バナー', objectId: '12', version: 1, action: 'create', actorId: 4, actorName: 'スタッフ 佐藤', at: '2026-12-01T01:00:00.000Z', before: null, after: {}, changes: [] },
    ],
  },
  parameters: { expectedText: ['2026/12/01 10:30 (JST)', '2026/12/26 00:00 (JST)', 'この変更を取り消す'] },
};
