import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { ModalHost } from '#src/components/modals/ModalHost.tsx';
import { openModal, resetModals, showError } from '#src/state/modal-store.ts';

/**
 * The modal host renders whatever the modal store has open. Each story seeds the store on mount
 * and empties it on unmount, so stories do not leak into each other.
 */
function SeededHost({ seed }: { seed: () => void }) {
  useLayoutEffect(() => {
    seed();
    return resetModals;
  }, [seed]);
  return <ModalHost />;
}

const meta = {
  title: 'Modals/ModalHost',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const seedError = () => showError({ message: 'このクーポンはすでに使用済みです。' });
const seedAdultConfirm = () =>
  openModal('confirm', { isAdult: true, headerMessage: 'このページには成人向けの内容が含まれています。' });
const seedStack = () => {
  openModal('confirm', { headerMessage: 'このレビューを削除しますか？', okMessage: '削除する' });
  openModal('error', { message: 'レビューの削除に失敗しました。' });
};

/** showError() from the store: the generic error modal with the default title. */
export const ErrorFromStore: Story = {
  render: () => <SeededHost seed={seedError} />,
  parameters: { expectedText: ['エラー', 'このクーポンはすでに使用済みです。', 'OK'] },
};

/** openModal('confirm', { isAdult: true, ... }): spec labels, persistent. */
export const AdultConfirmFromStore: Story = {
  render: () => <SeededHost seed={seedAdultConfirm} />,
  parameters: { expectedText: ['成人向けの内容が含まれています', '登録する', 'トップページ'] },
};

/** Two modals open at once (openModal does not close others; showError would): the last is on top. */
export const Stacked: Story = {
  render: () => <SeededHost seed={seedStack} />,
  parameters: { expectedText: ['レビューの削除に失敗しました。'] },
};

const seedLogin = () => openModal('login', { message: 'お気に入りで本棚を充実させよう', next: '/title/10001/' });
const seedSearchPanel = () => openModal('searchCondition', { initial: { genres: [1111], completion: 2 }, showReadStatus: true });
const seedTerms = () =>
  openModal('termsConfirmation', {
    sections: [{ title: '第1条（改定の内容）', content: '有料ポイントの有効期限に関する規定を変更しました。' }],
    onAgree: async () => {},
  });

/** openModal('login', { message }): the favourites prompt from the store. */
export const LoginFromStore: Story = {
  render: () => <SeededHost seed={seedLogin} />,
  parameters: { expectedText: ['お気に入りで本棚を充実させよう', 'ログインして見る', '戻る'] },
};

/** openModal('searchCondition', ...): the panel with earlier conditions. */
export const SearchPanelFromStore: Story = {
  render: () => <SeededHost seed={seedSearchPanel} />,
  parameters: { expectedText: ['絞り込み', 'この条件で検索'] },
};

/** openModal('termsConfirmation', ...): persistent terms confirmation. */
export const TermsFromStore: Story = {
  render: () => <SeededHost seed={seedTerms} />,
  parameters: { expectedText: ['利用規約', '同意する'] },
};
