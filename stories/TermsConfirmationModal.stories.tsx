import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AgreementModalView } from '#src/components/modals/AgreementModal.tsx';

/**
 * The terms confirmation (spec §2 "terms confirmation"): a revised terms of use that the signed-in
 * member has not agreed to yet (initialization `term` with agreeType 'terms'); persistent, only
 * '同意する' closes it. The privacy policy has its own policy confirmation (AgreementModal stories).
 */
const meta = {
  title: 'Modals/TermsConfirmationModal',
  component: AgreementModalView,
  args: {
    open: true,
    kind: 'terms',
    title: '利用規約改定のお知らせ',
    description: '利用規約を改定しました。内容をご確認のうえ、同意してください。',
    sections: [
      { title: 'コイン', content: '有償コインの有効期限は購入日から180日間です。', link: '/terms/#article-6' },
      { title: '', content: '全文は利用規約のページでご確認ください。', textAlign: 'center' },
    ],
    onAgree: fn(),
  },
} satisfies Meta<typeof AgreementModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The revised terms, ready to agree. */
export const Pending: Story = {
  parameters: { expectedText: ['利用規約改定のお知らせ', '有償コインの有効期限は購入日から180日間です。', '同意する'] },
};

/** Sending the agreement. */
export const Sending: Story = {
  args: { busy: true },
  parameters: { expectedText: ['送信中…'] },
};

/** Refused by the server (an older version): its message stays in the modal. */
export const Refused: Story = {
  args: { error: '規約が改定されています。ページを再読み込みしてください。' },
  parameters: { expectedText: ['規約が改定されています。ページを再読み込みしてください。'] },
};
