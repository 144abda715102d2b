import type { Meta, StoryObj } from '@storybook/react-vite';
import { TicketCampaignConsole } from '#src/components/staff/TicketCampaignConsole.tsx';
import { TicketCampaignEditor } from '#src/components/staff/TicketCampaignEditor.tsx';
import { ticketCampaign } from './reward-staff-fixtures.ts';
import { inStaffFrame } from './staff-frame.tsx';
import { draftOf, scheduledAt } from './draft-fixtures.ts';

/** /staff/item/'s ticket gift campaign form and list: tickets per claim, how often, window in JST; dry run; conflict. */
const meta = {
  title: 'Staff/TicketCampaignEditor',
  component: TicketCampaignEditor,
  decorators: [inStaffFrame],
  args: { campaign: null },
} satisfies Meta<typeof TicketCampaignEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['新しいチケット配布', '受け取り期間（日本時間 JST）', '受け取れる頻度', '変更内容を確認する'] },
};

export const Filled: Story = {
  args: { campaign: ticketCampaign },
  parameters: { expectedText: ['チケット配布 #3 を編集（第1版）', 'URL /gift/ticket/xmas2026/ に使われるため変更できません'] },
};

export const Invalid: Story = {
  args: { initial: { errors: { tickets: '1回に配るチケットは1以上にしてください', ends_at: '終了日時を入力してください' }, formError: '入力内容に誤りがあります。' } },
  parameters: { expectedText: ['1回に配るチケットは1以上にしてください', '終了日時を入力してください'], expectedRole: 'alert' },
};

export const DryRunPassed: Story = {
  args: { campaign: ticketCampaign, initial: { dryRun: { changes: [{ field: 'tickets', before: 50, after: 100 }], problems: [] } } },
  parameters: { expectedText: ['保存前の確認（まだ保存されていません）', '1回に配るチケット（枚）', '100', '問題はありません'], expectedRole: 'status' },
};

export const DryRunRefused: Story = {
  args: { initial: { dryRun: { changes: [{ field: 'code', before: null, after: 'xmas2026' }], problems: [{ path: 'code', message: 'このキャンペーンコードはすでに使われています。' }] } } },
  parameters: { expectedText: ['このキャンペーンコードはすでに使われています。'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    campaign: ticketCampaign,
    initial: { formError: 'ほかのスタッフが先にこの内容を保存しました。', conflict: { current: { ...ticketCampaign, tickets: 30 }, currentVersion: 2, yours: { ...ticketCampaign, tickets: 100 }, yourVersion: 1 } },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', 'あなたの内容で上書きする'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { campaign: ticketCampaign, initial: { status: 'saving', dryRun: { changes: [], problems: [] } } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { campaign: ticketCampaign, initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第1版）。'], expectedRole: 'status' },
};

export const Listed: Story = {
  render: () => <TicketCampaignConsole campaigns={[ticketCampaign]} now="2026-12-01T03:00:00.000Z" />,
  parameters: { expectedText: ['クリスマス 毎日50枚チケット', '50枚・毎日1回・受け取りから72時間有効', '受け取り期間中', '2026/12/01 00:00 (JST) 〜 2026/12/26 00:00 (JST)'] },
};

export const ListEmpty: Story = {
  render: () => <TicketCampaignConsole campaigns={[]} now="2026-12-01T03:00:00.000Z" />,
  parameters: { expectedText: ['チケット配布はまだありません。'] },
};

const { id: _id, version: _version, ...published } = ticketCampaign;
const openDraft = draftOf({ objectType: 'ticket-campaign', objectLabel: 'チケット配布', objectId: String(ticketCampaign.id), published }, [{ field: 'tickets', before: published.tickets, after: 100 }]);

/** The object's open draft fills the form; DraftPanel below publishes or schedules it (decision 071). */
export const WithDraft: Story = {
  args: { campaign: ticketCampaign, draft: openDraft },
  parameters: { expectedText: ['下書き #31 を編集しています', '下書き保存', `下書き #31（チケット配布 #${ticketCampaign.id}）`, '今すぐ公開する', '予約公開する'] },
};

export const DraftScheduled: Story = {
  args: { campaign: ticketCampaign, draft: { ...openDraft, ...scheduledAt } },
  parameters: { expectedText: ['予約公開: 2026/12/24 10:00 (JST)', '予約を取り消す'] },
};

export const DraftSaving: Story = {
  args: { campaign: ticketCampaign, initial: { draftStatus: 'saving' } },
  parameters: { expectedText: ['下書きを保存中…'] },
};

export const DraftSaved: Story = {
  args: { campaign: ticketCampaign, draft: openDraft, initial: { draftStatus: 'saved' } },
  parameters: { expectedText: ['下書きを保存しました（下書き #31）。公開はされていません。'], expectedRole: 'status' },
};

/** A draft of a ticket campaign not created yet, listed under the console with publish and schedule (decision 071). */
export const ListedWithNewDraft: Story = {
  render: () => (
    <TicketCampaignConsole
      campaigns={[ticketCampaign]}
      now="2026-12-01T03:00:00.000Z"
      drafts={[draftOf({ objectType: 'ticket-campaign', objectLabel: 'チケット配布', objectId: null, published: null }, [{ field: 'label', before: null, after: '年末チケット' }], { id: 32 })]}
    />
  ),
  parameters: { expectedText: ['新しいチケット配布の下書き', '下書き #32（新しいチケット配布）', '年末チケット', '（新規）'] },
};
