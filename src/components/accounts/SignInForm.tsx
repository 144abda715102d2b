'use client';

/**
 * The /signin/ form: email and password, posted to /api/v1/signin/ with the CSRF header. On success a
 * full navigation to `next` (already made safe by the page; made safe again here). A 401 or 429 shows
 * the server's Japanese message above the form; a network failure the general network message.
 * Needs JavaScript to send; the page says so in a <noscript>.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { accountFieldMessages } from '../../../modules/accounts/client.ts';
import { safeNextPath, withNext } from '../../lib/safe-next.ts';
import { looksLikeEmail, postAccount } from './account-api.ts';
import { PasswordInput } from './PasswordInput';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const base = useId();
  useEffect(() => setReady(true), []);
  const target = safeNextPath(next);

  const show = (found: FieldErrors, message: string | null) => {
    setErrors(found);
    setFormError(message);
    requestAnimationFrame(() => {
      const first = FIELDS.find((field) => found[field]);
      if (message) summaryRef.current?.focus();
      else if (first) document.getElementById(`${base}-${first}`)?.focus();
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const local = checkLocally(email, password);
    if (Object.keys(local).length > 0) return show(local, null);
    setSending(true);
    setFormError(null);
    setErrors({});
    const answer = await postAccount('/api/v1/signin/', { email: email.trim(), password });
    if (answer.ok) {
      // A full navigation: every part of the page (header, initialize) starts again as a member.
      window.location.assign(target);
      return;
    }
    setSending(false);
    const fields: FieldErrors = {};
    for (const field of FIELDS) if (answer.fields[field]) fields[field] = answer.fields[field];
    show(fields, answer.message);
  }

  const describedBy = (field: Field, hint?: string) => [hint, errors[field] ? `${base}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={`${base}-${field}-error`} className="form-field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        メールアドレスでログイン
      </h2>
      {formError && (
        <div ref={summaryRef} className="form-summary" role="alert" tabIndex={-1}>
          {formError}
        </div>
      )}
      <div className="form-field">
        <label htmlFor={`${base}-email`} className="form-field__label">
          メールアドレス
        </label>
        <input
          id={`${base}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors((previous) => ({ ...previous, email: undefined }));
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {errorOf('email')}
      </div>
      <div className="form-field">
        <label htmlFor={`${base}-password`} className="form-field__label">
          パスワード
        </label>
        <PasswordInput
          id={`${base}-password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((previous) => ({ ...previous, password: undefined }));
          }}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password')}
        />
        {errorOf('password')}
      </div>
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
