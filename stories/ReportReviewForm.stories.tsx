import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReportReviewFormView } from '#src/components/reviews/ReportReviewForm.tsx';

/** The review report form of /review/report/{id}/: a reason, optional details, then a thank-you. */
const meta = {
  title: 'Panels/ReportReviewForm',
  component: ReportReviewFormView,
  args: {
    reason: null,
    comment: '',
    error: null,
    step: { kind: 'form' },
    backHref: '/book/review/YB000005/',
    onReason: fn(),
    onComment: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReportReviewFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {
  parameters: { expectedText: ['通報の理由', 'ネタバレが含まれている', '誹謗中傷・不快な表現がある', '宣伝・スパム', '作品と関係のない内容', 'その他', '詳細（任意）', '通報する'] },
};

/** Sent without a reason. */
export const MissingReason: Story = {
  args: { error: '通報の理由を選んでください' },
  parameters: { expectedText: ['通報の理由を選んでください'], expectedRole: 'alert' },
};

/** A reason and details, being sent. */
export const Sending: Story = {
  args: { reason: 'abuse', comment: '他の読者への暴言があります。', step: { kind: 'sending' } },
  parameters: { expectedText: ['送信しています…', '14/500文字'] },
};

/** Received: the thank-you replaces the form. */
export const Done: Story = {
  args: { step: { kind: 'done', message: '通報を受け付けました。ご協力ありがとうございます。' } },
  parameters: { expectedText: ['通報を受け付けました。ご協力ありがとうございます。', 'レビューに戻る'], expectedRole: 'status' },
};
