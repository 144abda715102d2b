'use client';

/**
 * The confirm modal (spec §3 "Confirm modal": headerMessage, okMessage, cancelMessage, isAdult,
 * confirmMethod, cancelMethod, persistent). With isAdult it is the adult-content confirmation
 * (spec §4): ok '登録する', cancel 'トップページ', persistent unless told otherwise.
 * `ConfirmModalView` is presentational; `ConfirmModal` reads the modal store
 * (open it with `openModal('confirm', props)` or `showConfirm(props)`).
 *
 * OK closes the modal, then runs confirmMethod. Cancel, and Escape / backdrop when not persistent,
 * close it and then run cancelMethod.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState, withConfirmDefaults } from '../../state/modal-store.ts';
import { ModalShell } from './ModalShell.tsx';

export interface ConfirmModalViewProps {
  open: boolean;
  headerMessage: string;
  /** Defaults to '登録する' when isAdult, else 'OK'. */
  okMessage?: string;
  /** Defaults to 'トップページ' when isAdult, else 'キャンセル'. */
  cancelMessage?: string;
  isAdult?: boolean;
  /** Defaults to true when isAdult, else false. */
  persistent?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModalView({ open, onConfirm, onCancel, ...rest }: ConfirmModalViewProps) {
  const titleId = useId();
  const { headerMessage, okMessage, cancelMessage, isAdult, persistent } = withConfirmDefaults(rest);
  return (
    <ModalShell
      open={open}
      onDismiss={onCancel}
      persistent={persistent}
      labelledBy={titleId}
      modalId="confirm"
      className={isAdult ? 'ymb-modal__card--adult' : undefined}
    >
      <div className="ymb-modal__header">
        {isAdult ? (
          <span className="ymb-modal__badge" aria-hidden="true">
            18+
          </span>
        ) : null}
        <p id={titleId} className="ymb-modal__title ymb-modal__title--message">
          {headerMessage}
        </p>
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onCancel}>
          {cancelMessage}
        </button>
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" onClick={onConfirm}>
          {okMessage}
        </button>
      </div>
    </ModalShell>
  );
}

/** The store-driven confirm modal, rendered by ModalHost. */
export function ConfirmModal() {
  const snap = useSnapshot(modalState);
  const props = snap.open.confirm;
  if (props === undefined) return null;
  const { confirmMethod, cancelMethod } = props;
  return (
    <ConfirmModalView
      open
      headerMessage={props.headerMessage}
      okMessage={props.okMessage}
      cancelMessage={props.cancelMessage}
      isAdult={props.isAdult}
      persistent={props.persistent}
      onConfirm={() => {
        closeModal('confirm');
        void confirmMethod?.();
      }}
      onCancel={() => {
        closeModal('confirm');
        void cancelMethod?.();
      }}
    />
  );
}
