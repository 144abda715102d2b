import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmModalView } from '#src/components/modals/ConfirmModal.tsx';

/** The confirm modal (spec §3 "Confirm modal", §4 "Adult-restricted content"). Rendered open. */
const meta = {
  title: 'Modals/ConfirmModal',
  component: ConfirmModalView,
  args: {
    open: true,
    headerMessage: 'このレビューを削除しますか？',
    okMessage: '削除する',
    cancelMessage: 'キャンセル',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A normal confirmation with caller labels; Escape and the backdrop cancel it. */
export const Normal: Story = {
  parameters: { expectedText: ['このレビューを削除しますか？', '削除する', 'キャンセル'] },
};

/** Without labels: 'OK' and 'キャンセル'. */
export const DefaultLabels: Story = {
  args: { headerMessage: 'ログアウトしますか？', okMessage: undefined, cancelMessage: undefined },
  parameters: { expectedText: ['ログアウトしますか？', 'OK', 'キャンセル'] },
};

/**
 * The adult-content confirmation: spec labels ok '登録する' and cancel 'トップページ', persistent by
 * default (Escape and the backdrop do nothing). The message wording is not in the spec.
 */
export const AdultConfirm: Story = {
  args: {
    isAdult: true,
    headerMessage: 'このページには成人向けの内容が含まれています。\n18歳以上の方は、成人向け作品を表示する設定を登録してください。',
    okMessage: undefined,
    cancelMessage: undefined,
  },
  parameters: { expectedText: ['成人向けの内容が含まれています', '登録する', 'トップページ'] },
};

/** A persistent confirmation: only its buttons close it; closeAllModals() keeps it open. */
export const Persistent: Story = {
  args: {
    persistent: true,
    headerMessage: '利用規約が改定されました。\n内容をご確認のうえ、同意してください。',
    okMessage: '同意する',
    cancelMessage: '後で確認する',
  },
  parameters: { expectedText: ['利用規約が改定されました。', '同意する', '後で確認する'] },
};
