'use client';

/**
 * /profile/'s password change: the current password and a new one (the sign-up rules, checked here
 * first), posted to /api/user/v1/profile/password/. A wrong current password comes back under its
 * field; on success every other session has ended and this one stays. `initial` seeds a state (stories).
 */
import { useState, type FormEvent } from 'react';
import { accountMailMessages, passwordProblem } from '#modules/accounts/client.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { FormField, FormSummary, NEW_PASSWORD_RULES, NewPasswordInput } from './FormField.tsx';
import { MAIL_FORMS, postMailForm } from './mail-form-api.ts';
import { PasswordInput } from './PasswordInput';
import './account-mail.css';

type Field = 'current_password' | 'password';
const FIELDS: Field[] = ['current_password', 'password'];

export type PasswordChangeState = {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  formError: string | null;
  sending: boolean;
  done: string | null;
};

function checkLocally(values: Record<Field, string>, email?: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.current_password) errors.current_password = accountMailMessages.currentPasswordRequired;
  if (!values.password) errors.password = accountMailMessages.newPasswordRequired;
  else {
    const problem = passwordProblem(values.password, email?.toLowerCase());
    if (problem) errors.password = problem;
  }
  return errors;
}

export function PasswordChangeForm({ email, initial }: { email?: string; initial?: Partial<PasswordChangeState> }) {
  const [state, setState] = useState({ values: initial?.values ?? { current_password: '', password: '' }, done: initial?.done ?? null });
  const form = useFormSubmit(FIELDS, { errors: initial?.errors, formError: initial?.formError, sending: initial?.sending });
  const { base, ready, summaryRef, id } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    setState((s) => ({ ...s, done: null }));
    const answer = await form.submit(() => postMailForm(MAIL_FORMS.changePassword, state.values), { check: () => checkLocally(state.values, email) });
    if (answer?.ok) setState({ done: answer.message, values: { current_password: '', password: '' } });
  }

  const update = (field: Field, value: string) => {
    setState((s) => ({ ...s, values: { ...s.values, [field]: value } }));
    form.clearError(field);
  };
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={form.sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        パスワードの変更
      </h2>
      {state.done && (
        <p className="form-notice" role="status">
          {state.done}
        </p>
      )}
      <FormSummary summaryRef={summaryRef}>{form.formError}</FormSummary>
      {/* Lets password managers file the new password under the right account. */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <FormField id={id('current_password')} label="現在のパスワード" error={form.errors.current_password}>
        {(aria) => (
          <PasswordInput
            id={id('current_password')}
            name="current_password"
            autoComplete="current-password"
            value={state.values.current_password}
            onChange={(event) => update('current_password', event.target.value)}
            {...aria}
          />
        )}
      </FormField>
      <FormField id={id('password')} label="新しいパスワード" rules={NEW_PASSWORD_RULES} error={form.errors.password}>
        {(aria) => (
          <NewPasswordInput
            id={id('password')}
            value={state.values.password}
            onChange={(event) => update('password', event.target.value)}
            {...aria}
          />
        )}
      </FormField>
      <p className="account-form__text">変更すると、この端末以外ではログアウトされます。</p>
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || form.sending}>
        {form.sending ? '変更中…' : 'パスワードを変更する'}
      </button>
    </form>
  );
}

export default PasswordChangeForm;
