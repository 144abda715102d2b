'use client';

/**
 * The /signin/ form: email and password, posted to /api/v1/signin/ with the CSRF header. On success a
 * full navigation to `next` (already made safe by the page; made safe again here). A 401 or 429 shows
 * the server's Japanese message above the form; a network failure the general network message.
 * Needs JavaScript to send; the page says so in a <noscript>.
 */
import { useState, type FormEvent } from 'react';
import { accountFieldMessages } from '#modules/accounts/client.ts';
import { safeNextPath, withNext } from '../../lib/safe-next.ts';
import { looksLikeEmail, postAccount } from './account-api.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { EmailInput, type FieldErrors as Errors, FormField, FormSummary } from './FormField.tsx';
import { PasswordInput } from './PasswordInput';

type Field = 'email' | 'password';
type FieldErrors = Errors<Field>;
const FIELDS: Field[] = ['email', 'password'];

function checkLocally(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const m = accountFieldMessages;
  if (!email.trim()) errors.email = m.emailRequired;
  else if (!looksLikeEmail(email)) errors.email = m.emailInvalid;
  if (!password) errors.password = m.passwordRequired;
  return errors;
}

export function SignInForm({ next }: { next: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit(FIELDS);
  const { base, ready, summaryRef, id, errors, formError, sending } = form;
  const target = safeNextPath(next);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await form.submit(() => postAccount('signin', { email: email.trim(), password }), {
      check: () => checkLocally(email, password),
      messageWithFields: true,
      pendingAfterSuccess: true,
    });
    // A full navigation: every part of the page (header, initialize) starts again as a member.
    if (answer?.ok) window.location.assign(target);
  }

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        メールアドレスでログイン
      </h2>
      <FormSummary summaryRef={summaryRef}>{formError}</FormSummary>
      <FormField id={id('email')} label="メールアドレス" error={errors.email}>
        {(aria) => (
          <EmailInput
            id={id('email')}
            autoComplete="username"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              form.clearError('email');
            }}
            {...aria}
          />
        )}
      </FormField>
      <FormField id={id('password')} label="パスワード" error={errors.password}>
        {(aria) => (
          <PasswordInput
            id={id('password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.clearError('password');
            }}
            {...aria}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || sending}>
        {sending ? 'ログイン中…' : 'ログイン'}
      </button>
      <ul className="account-form__links">
        <li>
          <a href="/forgot_password/">パスワードを忘れた方</a>
        </li>
      </ul>
      <div className="account-form__switch">
        <p>アカウントをお持ちでない方</p>
        <a className="button button--secondary" href={withNext('/signup/', target)}>
          会員登録
        </a>
        <p className="account-form__note">
          <a href="/signup/merit/">会員登録でできること</a>
        </p>
      </div>
    </form>
  );
}

export default SignInForm;
