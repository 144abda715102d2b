'use client';

/**
 * /profile/'s email change: the new address and the password, posted to /api/user/v1/profile/email/.
 * The server mails a confirmation link to the new address (the same answer when that address is
 * taken); the email changes only when the link is confirmed. `initial` seeds a state (stories).
 */
import { useState, type FormEvent } from 'react';
import { accountFieldMessages, EMAIL_MAX_LENGTH, accountMailMessages } from '#modules/accounts/client.ts';
import { looksLikeEmail } from '../../lib/http/form-post.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { EmailInput, FormField, FormSummary } from './FormField.tsx';
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
  const [state, setState] = useState({ values: initial?.values ?? { email: '', password: '' }, sent: initial?.sent ?? null });
  const form = useFormSubmit(FIELDS, { errors: initial?.errors, formError: initial?.formError, sending: initial?.sending });
  const { base, ready, summaryRef, id } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    setState((s) => ({ ...s, sent: null }));
    const answer = await form.submit(() => postMailForm(MAIL_FORMS.changeEmail, { email: state.values.email.trim(), password: state.values.password }), { check: () => checkLocally(state.values, currentEmail) });
    if (answer?.ok) setState({ sent: answer.message, values: { email: '', password: '' } });
  }

  const update = (field: Field, value: string) => {
    setState((s) => ({ ...s, values: { ...s.values, [field]: value } }));
    form.clearError(field);
  };
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={form.sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        メールアドレスの変更
      </h2>
      {state.sent && (
        <p className="form-notice" role="status">
          {state.sent}
        </p>
      )}
      <FormSummary summaryRef={summaryRef}>{form.formError}</FormSummary>
      {currentEmail && <p className="account-form__text">{`現在のメールアドレス：${currentEmail}`}</p>}
      <FormField
        id={id('email')}
        label="新しいメールアドレス"
        hint="新しいメールアドレスに確認メールをお送りします。メール内のリンクを開くと変更が完了します。"
        error={form.errors.email}
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
      <FormField id={id('password')} label="パスワード" error={form.errors.password}>
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
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || form.sending}>
        {form.sending ? '送信中…' : '確認メールを送信する'}
      </button>
    </form>
  );
}

export default EmailChangeForm;
