import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewReportsConsole } from '#src/components/staff/ReviewReportsConsole.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const report = {
  reportId: 7,
  reason: 'abuse',
  comment: '作者への悪口です',
  reportedAt: '2026-12-01T03:00:00.000Z',
  closedAt: null,
  reviewId: 31,
  rating: 1,
  body: 'こんな漫画を描く作者は……',
  hasSpoiler: false,
  hiddenAt: null,
  titleCode: 'YB000020',
  titleName: 'ぺんぎん探偵の事件簿',
  reports: 2,
  reviewVersion: 0,
  reportVersion: 0,
};

/** /staff/reviews/: reported reviews to hide or restore, reports to close. */
const meta = {
  title: 'Staff/ReviewReportsConsole',
  component: ReviewReportsConsole,
  decorators: [inStaffFrame],
  args: { reports: [], status: 'open' },
} satisfies Meta<typeof ReviewReportsConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { parameters: { expectedText: ['未対応の通報はありません。'] } };

export const Open: Story = {
  args: { reports: [report] },
  parameters: { expectedText: ['誹謗中傷・不快な表現がある', '2026/12/01 12:00 (JST)', 'レビューを非表示にする', '対応済みにする'] },
};

export const HiddenAndClosed: Story = {
  args: { reports: [{ ...report, hiddenAt: '2026-12-01T04:00:00.000Z', closedAt: '2026-12-01T04:00:00.000Z' }], status: 'closed' },
  parameters: { expectedText: ['非表示中', '対応済み', 'レビューを表示に戻す'] },
};
