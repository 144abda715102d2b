'use client';

/**
 * The /reset_password/?token= form: a new password (the sign-up rules, checked here first) posted with
 * the link's token to /api/v1/password/reset/. The page passes the token's state as it read it; a link
 * found dead on posting (used meanwhile, expired) switches to the same notice. On success the member
 * is signed in on this browser (every other session ended).
 */
import { useState, type FormEvent } from 'react';
import { type MailTokenState, accountFieldMessages, passwordProblem } from '../../../modules/accounts/client.ts';
import { DeadLinkNotice } from './DeadLinkNotice';
import { FormField, FormSummary, NEW_PASSWORD_RULES, NewPasswordInput, useAccountForm } from './FormField.tsx';
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
  const [state, setState] = useState<ResetPasswordState>({ password: '', error: null, formError: null, sending: false, done: null, link: tokenState, ...initial });
  const { base, ready, summaryRef, id, focusError } = useAccountForm(FIELDS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.sending) return;
    const error = state.password ? passwordProblem(state.password) : accountFieldMessages.passwordRequired;
    if (error) {
      setState((s) => ({ ...s, error }));
      focusError({ password: error });
      return;
    }
    setState((s) => ({ ...s, sending: true, error: null, formError: null }));
    const answer = await postMailForm(MAIL_FORMS.reset, { token, password: state.password });
    if (answer.ok) return setState((s) => ({ ...s, sending: false, done: answer.message }));
    if (answer.deadLink) return setState((s) => ({ ...s, sending: false, link: answer.deadLink! }));
    setState((s) => ({ ...s, sending: false, error: answer.fields.password ?? null, formError: answer.fields.password ? null : answer.message }));
    focusError({ password: answer.fields.password });
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
    <form className="account-form" noValidate onSubmit={submit} aria-busy={state.sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        新しいパスワードの設定
      </h2>
      <FormSummary summaryRef={summaryRef}>{state.formError}</FormSummary>
      <FormField id={id('password')} label="新しいパスワード" rules={NEW_PASSWORD_RULES} error={state.error ?? undefined}>
        {(aria) => (
          <NewPasswordInput
            id={id('password')}
            value={state.password}
            onChange={(event) => {
              const password = event.target.value;
              setState((s) => ({ ...s, password, error: null }));
            }}
            {...aria}
          />
        )}
      </FormField>
      <p className="account-form__text">設定すると、すべての端末でログアウトし、この端末で新しくログインします。</p>
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || state.sending}>
        {state.sending ? '設定中…' : 'パスワードを設定する'}
      </button>
    </form>
  );
}

export default ResetPasswordForm;
