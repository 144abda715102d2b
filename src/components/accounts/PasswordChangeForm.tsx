'use client';

/**
 * /profile/'s password change: the current password and a new one (the sign-up rules, checked here
 * first), posted to /api/user/v1/profile/password/. A wrong current password comes back under its
 * field; on success every other session has ended and this one stays. `initial` seeds a state (stories).
 */
import { useState, type FormEvent } from 'react';
import { accountMailMessages, passwordProblem } from '../../../modules/accounts/client.ts';
import { FormField, FormSummary, NEW_PASSWORD_RULES, NewPasswordInput, useAccountForm } from './FormField.tsx';
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
  const [state, setState] = useState<PasswordChangeState>({
    values: { current_password: '', password: '' },
    errors: {},
    formError: null,
    sending: false,
    done: null,
    ...initial,
  });
  const { base, ready, summaryRef, id, focusError: focusFirst } = useAccountForm(FIELDS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.sending) return;
    const local = checkLocally(state.values, email);
    if (Object.keys(local).length > 0) {
      setState((s) => ({ ...s, errors: local, done: null }));
      return focusFirst(local);
    }
    setState((s) => ({ ...s, sending: true, errors: {}, formError: null, done: null }));
    const answer = await postMailForm(MAIL_FORMS.changePassword, state.values);
    if (answer.ok) {
      setState((s) => ({ ...s, sending: false, done: answer.message, values: { current_password: '', password: '' } }));
      return;
    }
    const errors: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (answer.fields[field]) errors[field] = answer.fields[field];
    const formError = Object.keys(errors).length > 0 ? null : answer.message;
    setState((s) => ({ ...s, sending: false, errors, formError }));
    focusFirst(errors);
  }

  const update = (field: Field, value: string) =>
    setState((s) => ({ ...s, values: { ...s.values, [field]: value }, errors: { ...s.errors, [field]: undefined } }));
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={state.sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        パスワードの変更
      </h2>
      {state.done && (
        <p className="form-notice" role="status">
          {state.done}
        </p>
      )}
      <FormSummary summaryRef={summaryRef}>{state.formError}</FormSummary>
      {/* Lets password managers file the new password under the right account. */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <FormField id={id('current_password')} label="現在のパスワード" error={state.errors.current_password}>
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
      <FormField id={id('password')} label="新しいパスワード" rules={NEW_PASSWORD_RULES} error={state.errors.password}>
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
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || state.sending}>
        {state.sending ? '変更中…' : 'パスワードを変更する'}
      </button>
    </form>
  );
}

export default PasswordChangeForm;
