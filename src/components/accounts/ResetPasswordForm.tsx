'use client';

/**
 * The /reset_password/?token= form: a new password (the sign-up rules, checked here first) posted with
 * the link's token to /api/v1/password/reset/. The page passes the token's state as it read it; a link
 * found dead on posting (used meanwhile, expired) switches to the same notice. On success the member
 * is signed in on this browser (every other session ended).
 */
import { useState, type FormEvent } from 'react';
import { type MailTokenState, accountFieldMessages, passwordProblem } from '#modules/accounts/client.ts';
import { DeadLinkNotice } from './DeadLinkNotice';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { FormField, FormSummary, NEW_PASSWORD_RULES, NewPasswordInput } from './FormField.tsx';
import { MAIL_FORMS, postMailForm } from './mail-form-api.ts';
import './account-mail.css';

export type ResetPasswordState = {
  password: string;
  error: string | null;
  formError: string | null;
  sending: boolean;
  done: string | null;
  link: MailTokenState;
};

const FIELDS = ['password'] as const;
const FORGOT = { href: '/forgot_password/', label: 'パスワード再設定をやり直す' };

export function ResetPasswordForm({ token, tokenState, initial }: { token: string; tokenState: MailTokenState; initial?: Partial<ResetPasswordState> }) {
  const [state, setState] = useState({ password: initial?.password ?? '', done: initial?.done ?? null, link: initial?.link ?? tokenState });
  const form = useFormSubmit(FIELDS, { errors: { password: initial?.error ?? undefined }, formError: initial?.formError ?? null, sending: initial?.sending ?? false });
  const { base, ready, summaryRef, id } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = () => ({ password: (state.password ? passwordProblem(state.password) : accountFieldMessages.passwordRequired) ?? undefined });
    const answer = await form.submit(() => postMailForm(MAIL_FORMS.reset, { token, password: state.password }), { check });
    if (answer?.ok) setState((s) => ({ ...s, done: answer.message }));
    else if (answer?.deadLink) setState((s) => ({ ...s, link: answer.deadLink! }));
  }

  if (state.done) {
    return (
      <div className="account-form__done">
        <p className="form-notice" role="status">
          {state.done}
        </p>
        <a className="button button--primary" href="/">
          トップページへ
        </a>
      </div>
    );
  }
  if (state.link !== 'valid') {
    return <DeadLinkNotice state={state.link} advice="お手数ですが、もう一度パスワード再設定のお手続きをしてください。" next={FORGOT} />;
  }

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={form.sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        新しいパスワードの設定
      </h2>
      <FormSummary summaryRef={summaryRef}>{form.formError}</FormSummary>
      <FormField id={id('password')} label="新しいパスワード" rules={NEW_PASSWORD_RULES} error={form.errors.password}>
        {(aria) => (
          <NewPasswordInput
            id={id('password')}
            value={state.password}
            onChange={(event) => {
              const password = event.target.value;
              setState((s) => ({ ...s, password }));
              form.clearError('password');
            }}
            {...aria}
          />
        )}
      </FormField>
      <p className="account-form__text">設定すると、すべての端末でログアウトし、この端末で新しくログインします。</p>
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || form.sending}>
        {form.sending ? '設定中…' : 'パスワードを設定する'}
      </button>
    </form>
  );
}

export default ResetPasswordForm;
