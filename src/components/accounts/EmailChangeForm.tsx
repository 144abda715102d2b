'use client';

/**
 * /profile/'s email change: the new address and the password, posted to /api/user/v1/profile/email/.
 * The server mails a confirmation link to the new address (the same answer when that address is
 * taken); the email changes only when the link is confirmed. `initial` seeds a state (stories).
 */
import { useState, type FormEvent } from 'react';
import { accountFieldMessages, EMAIL_MAX_LENGTH, accountMailMessages } from '../../../modules/accounts/client.ts';
import { looksLikeEmail } from '../../lib/http/form-post.ts';
import { EmailInput, FormField, FormSummary, useAccountForm } from './FormField.tsx';
import { MAIL_FORMS, postMailForm } from './mail-form-api.ts';
import { PasswordInput } from './PasswordInput';
import './account-mail.css';

type Field = 'email' | 'password';
const FIELDS: Field[] = ['email', 'password'];

export type EmailChangeState = {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  formError: string | null;
  sending: boolean;
  sent: string | null;
};

function checkLocally(values: Record<Field, string>, currentEmail?: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = accountFieldMessages.emailRequired;
  else if (!looksLikeEmail(email)) errors.email = accountFieldMessages.emailInvalid;
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = accountFieldMessages.emailTooLong;
  else if (currentEmail && email.toLowerCase() === currentEmail.toLowerCase()) errors.email = accountMailMessages.emailUnchanged;
  if (!values.password) errors.password = accountFieldMessages.passwordRequired;
  return errors;
}

export function EmailChangeForm({ currentEmail, initial }: { currentEmail?: string; initial?: Partial<EmailChangeState> }) {
  const [state, setState] = useState<EmailChangeState>({ values: { email: '', password: '' }, errors: {}, formError: null, sending: false, sent: null, ...initial });
  const { base, ready, summaryRef, id, focusError: focusFirst } = useAccountForm(FIELDS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.sending) return;
    const local = checkLocally(state.values, currentEmail);
    if (Object.keys(local).length > 0) {
      setState((s) => ({ ...s, errors: local, sent: null }));
      return focusFirst(local);
    }
    setState((s) => ({ ...s, sending: true, errors: {}, formError: null, sent: null }));
    const answer = await postMailForm(MAIL_FORMS.changeEmail, { email: state.values.email.trim(), password: state.values.password });
    if (answer.ok) {
      setState((s) => ({ ...s, sending: false, sent: answer.message, values: { email: '', password: '' } }));
      return;
    }
    const errors: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (answer.fields[field]) errors[field] = answer.fields[field];
    setState((s) => ({ ...s, sending: false, errors, formError: Object.keys(errors).length > 0 ? null : answer.message }));
    focusFirst(errors);
  }

  const update = (field: Field, value: string) =>
    setState((s) => ({ ...s, values: { ...s.values, [field]: value }, errors: { ...s.errors, [field]: undefined } }));
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={state.sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        メールアドレスの変更
      </h2>
      {state.sent && (
        <p className="form-notice" role="status">
          {state.sent}
        </p>
      )}
      <FormSummary summaryRef={summaryRef}>{state.formError}</FormSummary>
      {currentEmail && <p className="account-form__text">{`現在のメールアドレス：${currentEmail}`}</p>}
      <FormField
        id={id('email')}
        label="新しいメールアドレス"
        hint="新しいメールアドレスに確認メールをお送りします。メール内のリンクを開くと変更が完了します。"
        error={state.errors.email}
      >
        {(aria) => (
          <EmailInput
            id={id('email')}
            maxLength={EMAIL_MAX_LENGTH}
            value={state.values.email}
            onChange={(event) => update('email', event.target.value)}
            {...aria}
          />
        )}
      </FormField>
      <FormField id={id('password')} label="パスワード" error={state.errors.password}>
        {(aria) => (
          <PasswordInput
            id={id('password')}
            name="password"
            autoComplete="current-password"
            value={state.values.password}
            onChange={(event) => update('password', event.target.value)}
            {...aria}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || state.sending}>
        {state.sending ? '送信中…' : '確認メールを送信する'}
      </button>
    </form>
  );
}

export default EmailChangeForm;
