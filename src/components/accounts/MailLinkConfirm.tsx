'use client';

/**
 * The page a confirmation mail links to (/signup/verify/, /email/change/confirm/): opening the link
 * changes nothing; the button posts the token. Shows the link's state as the page read it, and the
 * server's answer after posting (done, or the dead-link notice).
 */
import { useState, type FormEvent } from 'react';
import type { MailTokenState } from '#modules/accounts/client.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { DeadLinkNotice, type DeadLinkNoticeProps } from './DeadLinkNotice';
import { MAIL_FORMS, postMailForm } from './mail-form-api.ts';
import './account-mail.css';

export type MailLinkConfirmState = { sending: boolean; done: string | null; formError: string | null; link: MailTokenState };

export type MailLinkConfirmProps = {
  action: 'verify' | 'confirmEmail';
  token: string;
  tokenState: MailTokenState;
  /** The line above the button. */
  explanation: string;
  buttonLabel: string;
  /** Where to go once done. */
  doneNext: { href: string; label: string };
  /** For a dead link: what to do, and where. */
  deadLink: Pick<DeadLinkNoticeProps, 'advice' | 'next'>;
  initial?: Partial<MailLinkConfirmState>;
};

export function MailLinkConfirm({ action, token, tokenState, explanation, buttonLabel, doneNext, deadLink, initial }: MailLinkConfirmProps) {
  const [state, setState] = useState({ done: initial?.done ?? null, link: initial?.link ?? tokenState });
  const form = useFormSubmit([], { sending: initial?.sending ?? false, formError: initial?.formError ?? null });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await form.submit(() => postMailForm(MAIL_FORMS[action], { token }));
    if (answer?.ok) setState((s) => ({ ...s, done: answer.message }));
    else if (answer?.deadLink) setState((s) => ({ ...s, link: answer.deadLink! }));
  }

  if (state.done) {
    return (
      <div className="account-form__done">
        <p className="form-notice" role="status">
          {state.done}
        </p>
        {/* The member is signed in now (or their address changed): a full load, so the app state is read afresh. */}
        <a className="button button--primary" href={doneNext.href} data-full-reload="">
          {doneNext.label}
        </a>
      </div>
    );
  }
  if (state.link !== 'valid') return <DeadLinkNotice state={state.link} {...deadLink} />;

  return (
    <form className="account-form" onSubmit={submit} aria-busy={form.sending}>
      {form.formError && (
        <div className="form-summary" role="alert">
          {form.formError}
        </div>
      )}
      <p className="account-form__text">{explanation}</p>
      <button type="submit" className="button button--primary account-form__submit" disabled={!form.ready || form.sending}>
        {form.sending ? '処理中…' : buttonLabel}
      </button>
    </form>
  );
}

export default MailLinkConfirm;
