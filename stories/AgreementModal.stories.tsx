import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AGREE_ERROR_MESSAGE, AgreementModalView } from '#src/components/modals/AgreementModal.tsx';
import type { TermSection } from '#src/state/modal-store.ts';

const SHORT: TermSection[] = [
  { title: '第1条（改定の内容）', content: '有料ポイントの有効期限に関する規定を変更しました。' },
];

const LONG: TermSection[] = Array.from({ length: 12 }, (_, i) => ({
  title: `第${i + 1}条`,
  content:
    '本サービスの利用者は、本規約の定めに従い本サービスを利用するものとします。当社は、利用者に事前に通知することなく、本サービスの内容を変更し、または提供を中止することができます。',
  link: i === 11 ? '/terms/' : undefined,
}));

/**
 * Terms and privacy-policy confirmations (spec §3 "Term"): the sections scroll; '同意する' is
 * enabled once read to the end (or when everything fits). Persistent.
 */
const meta = {
  title: 'Modals/AgreementModal',
  component: AgreementModalView,
  args: { open: true, kind: 'terms', sections: SHORT, onAgree: fn() },
} satisfies Meta<typeof AgreementModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short terms: everything fits, so agreeing is possible at once. */
export const TermsShort: Story = {
  parameters: { expectedText: ['利用規約', '利用規約を改定しました', '第1条（改定の内容）', '同意する'] },
};

/** Long terms not yet scrolled: the agree button waits. */
export const TermsLongNotScrolled: Story = {
  args: { sections: LONG },
  parameters: { expectedText: ['第1条', '最後までお読みいただくと同意できます'] },
};

/** Sending the agreement. */
export const Busy: Story = {
  args: { busy: true },
  parameters: { expectedText: ['送信中…'] },
};

/** The agreement call failed: the modal stays with an inline error. */
export const Error: Story = {
  args: { error: AGREE_ERROR_MESSAGE },
  parameters: { expectedText: ['通信エラーが発生しました。時間をおいて再度お試しください。', '同意する'] },
};

/** The server refused the agreement (an outdated version): its message is shown. */
export const ServerMessage: Story = {
  args: {
    title: '利用規約改定のお知らせ',
    description: '利用規約を改定しました。主な内容をご確認のうえ、「同意する」を押してください。',
    error: '規約が改定されています。ページを再読み込みして最新の内容をご確認のうえ、あらためて同意してください。',
  },
  parameters: { expectedText: ['利用規約改定のお知らせ', 'ページを再読み込みして'] },
};

/** The privacy-policy confirmation, centred section text. */
export const Policy: Story = {
  args: {
    kind: 'policy',
    sections: [
      { title: '取得する情報', content: '閲覧履歴と購入履歴を、おすすめ作品の表示に利用します。', textAlign: 'center' },
      { title: '第三者提供', content: '法令に基づく場合を除き、本人の同意なく第三者に提供しません。', link: '/privacy/', textAlign: 'center' },
    ],
  },
  parameters: { expectedText: ['プライバシーポリシー', '取得する情報', '同意する'] },
};
