'use client';

/**
 * The generic error modal (spec §2, §4 "Modals", §8): a title ('エラー' unless given), the message
 * (usually a server message's content, shown as plain text with its line breaks) and one OK
 * button. `ErrorModalView` is the presentational part; `ErrorModal` reads the modal store.
 * Open it with `showError({ title?, message })` from src/state/modal-store.ts.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { DEFAULT_ERROR_TITLE } from '../../state/constants.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { ModalShell } from './ModalShell.tsx';

export interface ErrorModalViewProps {
  open: boolean;
  /** Defaults to 'エラー'. */
  title?: string;
  message: string;
  /** Label of the single button; defaults to 'OK'. */
  closeLabel?: string;
  onClose: () => void;
}

export function ErrorModalView({ open, title = DEFAULT_ERROR_TITLE, message, closeLabel = 'OK', onClose }: ErrorModalViewProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} describedBy={messageId} modalId="error">
      <div className="ymb-modal__header">
        <ErrorIcon />
        <h2 id={titleId} className="ymb-modal__title">
          {title}
        </h2>
      </div>
      <div className="ymb-modal__body">
        <p id={messageId} className={isShortMessage(message) ? 'ymb-modal__message ymb-modal__message--center' : 'ymb-modal__message'}>
          {message}
        </p>
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </ModalShell>
  );
}

/** The store-driven error modal, rendered by ModalHost. */
export function ErrorModal() {
  const snap = useSnapshot(modalState);
  const props = snap.open.error;
  if (props === undefined) return null;
  return <ErrorModalView open title={props.title} message={props.message} onClose={() => closeModal('error')} />;
}

/** A one-line message of up to 40 characters is centred; longer text reads better left-aligned. */
function isShortMessage(message: string): boolean {
  return message.length <= 40 && !message.includes('\n');
}

function ErrorIcon() {
  return (
    <svg className="ymb-modal__icon ymb-modal__icon--error" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <rect x="11" y="6" width="2" height="8" rx="1" fill="#fff" />
      <circle cx="12" cy="17" r="1.25" fill="#fff" />
    </svg>
  );
}
