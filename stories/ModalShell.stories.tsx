import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { fn } from 'storybook/test';
import { ModalShell } from '#src/components/modals/ModalShell.tsx';

/**
 * The dialog shell every modal is built on: focus trap, Escape/backdrop dismissal (unless
 * persistent), body scroll lock, focus restore. Shown here with free content.
 */
function ShellDemo({ persistent = false, onDismiss }: { persistent?: boolean; onDismiss: () => void }) {
  const titleId = useId();
  return (
    <ModalShell open persistent={persistent} onDismiss={onDismiss} labelledBy={titleId} modalId="demo">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          読み場へようこそ
        </h2>
      </div>
      <div className="ymb-modal__body">
        <p className="ymb-modal__message">
          会員登録すると、お気に入りや本棚、閲覧履歴が使えるようになります。{persistent ? '\n（この画面はボタンでのみ閉じられます）' : ''}
        </p>
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onDismiss}>
          あとで
        </button>
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" onClick={onDismiss}>
          会員登録する
        </button>
      </div>
    </ModalShell>
  );
}

const meta = {
  title: 'Modals/ModalShell',
  component: ShellDemo,
  args: { onDismiss: fn() },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dismissable: Escape or a backdrop click calls onDismiss. */
export const Dismissable: Story = {
  parameters: { expectedText: ['読み場へようこそ', '会員登録する', 'あとで'] },
};

/** Persistent: Escape and the backdrop only shake the card. */
export const Persistent: Story = {
  args: { persistent: true },
  parameters: { expectedText: ['読み場へようこそ', 'この画面はボタンでのみ閉じられます'] },
};
