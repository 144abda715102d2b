import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NoticeSummary } from '#modules/notices/client.ts';
import { NoticeList } from '#src/components/notices/NoticeList.tsx';
import { Pager } from '#src/components/notices/NoticesLayout.tsx';
import '#src/styles/static.css';
import '#src/components/notices/notices.css';

const NOTICES: NoticeSummary[] = [
  { id: 8, category: 'maintenance', categoryLabel: 'メンテナンス', title: '12月3日（木）深夜 決済システムメンテナンスのお知らせ', publishedAt: '2026-11-20T08:00:00.000Z', isRead: false },
  { id: 7, category: 'campaign', categoryLabel: 'キャンペーン', title: '新規会員登録で100ポイントプレゼント', publishedAt: '2026-11-18T01:00:00.000Z', isRead: true },
  { id: 6, category: 'feature', categoryLabel: '新機能', title: '「待てば¥0」対象作品が100作品を突破しました', publishedAt: '2026-11-15T02:00:00.000Z', isRead: false },
  { id: 1, category: 'important', categoryLabel: '重要', title: '利用規約およびプライバシーポリシー改定のお知らせ', publishedAt: '2026-11-01T01:00:00.000Z', isRead: true },
];

/** The /info/ list (server-rendered on the page): date, category, title, 未読 for a member's unread notices. */
const meta = {
  title: 'Notices/NoticeList',
  component: NoticeList,
  args: { notices: NOTICES },
  decorators: [
    (Story) => (
      <div className="static-page notices-page" style={{ maxWidth: 880, margin: '16px auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: unread notices carry 未読 and a bold title. */
export const Member: Story = {
  parameters: { expectedText: ['決済システムメンテナンスのお知らせ', '未読', 'キャンペーン', '2026年11月20日'] },
};

/** A visitor: no read marks. */
export const Visitor: Story = {
  args: { notices: NOTICES.map((n) => ({ ...n, isRead: null })) },
  parameters: { expectedText: ['新規会員登録で100ポイントプレゼント', '重要'] },
};

/** No notice published yet. */
export const Empty: Story = {
  args: { notices: [] },
  parameters: { expectedText: ['現在お知らせはありません。'] },
};

/** With the page links under the list (page 2 of 3). */
export const WithPager: Story = {
  render: (args) => (
    <>
      <NoticeList {...args} />
      <Pager path="/info/" page={2} totalPages={3} label="お知らせのページ送り" />
    </>
  ),
  parameters: { expectedText: ['2 / 3 ページ', '前へ', '次へ'] },
};
