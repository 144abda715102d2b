'use client';

/**
 * /reset_password/{x,yahoo}_account/form/: a member made through X or Yahoo! JAPAN ID sets an email
 * and password, after re-authenticating with that provider within 10 minutes (the server checks the
 * mark and answers 403 otherwise: the form then offers the re-authentication again).
 */
import { useState, type FormEvent } from 'react';
import { accountFieldMessages, passwordProblem, PASSWORD_MIN_LENGTH, SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '#modules/accounts/client.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';
import { FALLBACK_MESSAGE, looksLikeEmail } from './account-api.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { EmailInput, type FieldErrors as Errors, FormField, FormSummary } from './FormField.tsx';
import { PasswordInput } from './PasswordInput';
import { socialStartHref } from './SocialSignInButtons';

type Field = 'email' | 'password';
type FieldErrors = Errors<Field>;
const FIELDS: Field[] = ['email', 'password'];

export function SocialCredentialsForm({ provider, formPath }: { provider: SocialProviderId; formPath: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [reauth, setReauth] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormSubmit(FIELDS);
  const { base, ready, id, errors, sending } = form;
  const formError = form.formError === null ? null : { text: form.formError, reauth };
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const reauthHref = socialStartHref(provider, formPath, 'reauth');

  function checkLocally(): FieldErrors {
    const local: FieldErrors = {};
    if (!email.trim()) local.email = accountFieldMessages.emailRequired;
    else if (!looksLikeEmail(email)) local.email = accountFieldMessages.emailInvalid;
    const problem = password ? passwordProblem(password, email.trim().toLowerCase()) : accountFieldMessages.passwordRequired;
    if (problem) local.password = problem;
    return local;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await form.submit(
      () =>
        postForm(
          (headers) => apiClient.api.user.v1.profile.social[':provider'].credentials.index.$post({ param: { provider }, json: { email: email.trim(), password } }, { headers }),
          FALLBACK_MESSAGE,
        ),
      { check: checkLocally, messageWithFields: true },
    );
    if (answer?.ok) setDone(answer.answer.message?.content ?? 'メールアドレスとパスワードを設定しました。');
    else if (answer) setReauth(answer.status === 401 || answer.status === 403);
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

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        メールアドレスとパスワードの設定
      </h2>
      <FormSummary>
        {formError && (
          <>
            <p>{formError.text}</p>
            {formError.reauth && (
              <a className={`social-button social-button--${provider}`} href={reauthHref}>
                {`${name}で本人確認する`}
              </a>
            )}
          </>
        )}
      </FormSummary>
      <FormField id={id('email')} label="メールアドレス" error={errors.email}>
        {(aria) => (
          <EmailInput
            id={id('email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...aria}
          />
        )}
      </FormField>
      <FormField
        id={id('password')}
        label="新しいパスワード"
        rules={[`${PASSWORD_MIN_LENGTH}文字以上で入力してください。`, 'よく使われているパスワードやメールアドレスと同じ文字列は使えません。']}
        error={errors.password}
      >
        {(aria) => (
          <PasswordInput
            id={id('password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...aria}
          />
        )}
      </FormField>
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
