'use client';

/**
 * The login-required modal (spec §2, §5 "Login modal default message", §6): the message
 * ('利用にはログインが必要です' unless given, e.g. 'お気に入りで本棚を充実させよう' for favourites),
 * the members' benefit, ok 'ログインして見る' and cancel '戻る'.
 *
 * The ok action is a plain link to `/signin/?next=<current path>`: a full page navigation (no
 * client router), and `next` is always a same-site relative path (see `safeNextPath`).
 * `LoginModalView` is presentational; `LoginModal` reads the modal store
 * (`openModal('login', { message? , next? })`).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { LOGIN_DEFAULT_MESSAGE, closeModal, modalState } from '../../state/modal-store.ts';
import { safeNextPath } from '../../lib/safe-next.ts';
import { ModalShell } from './ModalShell.tsx';

export const LOGIN_OK_LABEL = 'ログインして見る';
export const LOGIN_CANCEL_LABEL = '戻る';
export const LOGIN_BENEFIT_TEXT = 'ログインすると、会員限定の79,000話が無料で読めます。';
export const SIGNIN_PATH = '/signin/';

// The one rule for `next` (a same-site relative path, or '/'), shared with the sign-in and sign-up pages.
export { safeNextPath };

/** The sign-in address that brings the user back to `next` afterwards. */
export function signinHref(next: string | undefined | null): string {
  return `${SIGNIN_PATH}?next=${encodeURIComponent(safeNextPath(next))}`;
}

/** The current path (pathname + search + hash), or '/' outside a browser. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}

export interface LoginModalViewProps {
  open: boolean;
  /** Defaults to '利用にはログインが必要です'. */
  message?: string;
  /** Path to come back to after signing in; defaults to '/'. */
  next?: string;
  /** Cancel, Escape or a backdrop click. */
  onCancel: () => void;
  /** Called when the ok link is followed (before the page navigates). */
  onLogin?: () => void;
}

export function LoginModalView({ open, message = LOGIN_DEFAULT_MESSAGE, next, onCancel, onLogin }: LoginModalViewProps) {
  const titleId = useId();
  const benefitId = useId();
  return (
    <ModalShell open={open} onDismiss={onCancel} labelledBy={titleId} describedBy={benefitId} modalId="login">
      <div className="ymb-modal__header">
        <LoginIcon />
        <h2 id={titleId} className="ymb-modal__title ymb-modal__title--message">
          {message}
        </h2>
      </div>
      <div className="ymb-modal__body">
        <p id={benefitId} className="ymb-modal__message ymb-modal__message--center ymb-login__benefit">
          {LOGIN_BENEFIT_TEXT}
        </p>
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onCancel}>
          {LOGIN_CANCEL_LABEL}
        </button>
        <a className="ymb-modal__button ymb-modal__button--primary ymb-modal__button--link" href={signinHref(next)} onClick={onLogin}>
          {LOGIN_OK_LABEL}
        </a>
      </div>
    </ModalShell>
  );
}

/** The store-driven login modal, rendered by ModalHost. */
export function LoginModal() {
  const snap = useSnapshot(modalState);
  const props = snap.open.login;
  if (props === undefined) return null;
  return <LoginModalView open message={props.message} next={props.next ?? currentPath()} onCancel={() => closeModal('login')} />;
}

function LoginIcon() {
  return (
    <svg className="ymb-modal__icon ymb-modal__icon--primary" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
      <circle cx="12" cy="9.5" r="3.5" fill="currentColor" />
      <path d="M5.5 18.5c1.2-2.9 3.7-4.5 6.5-4.5s5.3 1.6 6.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
