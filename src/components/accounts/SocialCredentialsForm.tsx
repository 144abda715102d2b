'use client';

/**
 * /reset_password/{x,yahoo}_account/form/: a member made through X or Yahoo! JAPAN ID sets an email
 * and password, after re-authenticating with that provider within 10 minutes (the server checks the
 * mark and answers 403 otherwise: the form then offers the re-authentication again).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { accountFieldMessages, passwordProblem, PASSWORD_MIN_LENGTH } from '../../../modules/accounts/client.ts';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '../../../modules/accounts/social/client.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { FALLBACK_MESSAGE, looksLikeEmail } from './account-api.ts';
import { PasswordInput } from './PasswordInput';
import { socialStartHref } from './SocialSignInButtons';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

export function SocialCredentialsForm({ provider, formPath }: { provider: SocialProviderId; formPath: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ text: string; reauth: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  const base = useId();
  useEffect(() => setReady(true), []);
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const reauthHref = socialStartHref(provider, formPath, 'reauth');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const local: FieldErrors = {};
    if (!email.trim()) local.email = accountFieldMessages.emailRequired;
    else if (!looksLikeEmail(email)) local.email = accountFieldMessages.emailInvalid;
    const problem = password ? passwordProblem(password, email.trim().toLowerCase()) : accountFieldMessages.passwordRequired;
    if (problem) local.password = problem;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    setFormError(null);
    const answer = await postForm<{ success: boolean; message?: { content?: string } }>(
      `/api/user/v1/profile/social/${provider}/credentials/`,
      { email: email.trim(), password },
      FALLBACK_MESSAGE,
    );
    setSending(false);
    if (answer.ok) {
      setDone(answer.answer.message?.content ?? 'メールアドレスとパスワードを設定しました。');
      return;
    }
    setErrors({ email: answer.fields.email, password: answer.fields.password });
    setFormError({ text: answer.message, reauth: answer.status === 401 || answer.status === 403 });
  }

  if (done) {
    return (
      <div className="account-form">
        <p className="static-note" role="status">
          {done}
        </p>
        <a className="button button--primary" href="/">
          トップページへ
        </a>
      </div>
    );
  }

  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={`${base}-${field}-error`} className="form-field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        メールアドレスとパスワードの設定
      </h2>
      {formError && (
        <div className="form-summary" role="alert">
          <p>{formError.text}</p>
          {formError.reauth && (
            <a className={`social-button social-button--${provider}`} href={reauthHref}>
              {`${name}で本人確認する`}
            </a>
          )}
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
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${base}-email-error` : undefined}
        />
        {errorOf('email')}
      </div>
      <div className="form-field">
        <label htmlFor={`${base}-password`} className="form-field__label">
          新しいパスワード
        </label>
        <PasswordInput
          id={`${base}-password`}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={[`${base}-rules`, errors.password ? `${base}-password-error` : ''].filter(Boolean).join(' ')}
        />
        <ul id={`${base}-rules`} className="account-form__rules account-form__note">
          <li>{`${PASSWORD_MIN_LENGTH}文字以上で入力してください。`}</li>
          <li>よく使われているパスワードやメールアドレスと同じ文字列は使えません。</li>
        </ul>
        {errorOf('password')}
      </div>
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || sending}>
        {sending ? '設定しています…' : '設定する'}
      </button>
      <p className="account-form__note">
        {`${name}での本人確認から10分を過ぎた場合は、`}
        <a href={reauthHref}>{`もう一度${name}で本人確認`}</a>
        してください。
      </p>
    </form>
  );
}
