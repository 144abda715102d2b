'use client';

/**
 * The /signup/ form: email, password (its rules shown), optional display name and the agreement to
 * the terms and privacy policy, posted to /api/v1/signup/ with the CSRF header. The browser checks
 * first with the server's own rules and wording (modules/accounts/client.ts); the server's field
 * problems (`errors[].path`: email, password, display_name) land under their fields, any other refusal above the
 * form. On success the form gives way to the "check your mail" screen: the sign-up answers the same for
 * every address and signs nobody in (issue 29 item 6); the mail's link does, then goes on to `next` (sent
 * with the form, a same-site path, '/' by default). `initial` seeds a state (stories).
 */
import { useState, type FormEvent } from 'react';
import {
  accountFieldMessages,
  accountMailMessages,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  passwordProblem,
  SIGN_UP_FIELDS,
  type SignUpField,
} from '#modules/accounts/client.ts';
import { safeNextPath, withNext } from '../../lib/safe-next.ts';
import { looksLikeEmail, postAccount } from './account-api.ts';
import { EmailInput, fieldAria, FieldError, type FieldErrors as Errors, FormField, FormSummary, NEW_PASSWORD_RULES, NewPasswordInput } from './FormField.tsx';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import './account-mail.css';

type Field = SignUpField | 'agreement';
type FieldErrors = Errors<Field>;
type Values = { email: string; password: string; display_name: string; agreement: boolean };
const FIELDS: Field[] = [...SIGN_UP_FIELDS, 'agreement'];

export type SignUpFormState = { values: Partial<Values>; errors: FieldErrors; formError: string | null; sending: boolean; sentTo: string | null };

/** Checks in the browser first, with the same rules and wording as the server. */
function checkLocally(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const m = accountFieldMessages;
  const email = values.email.trim();
  if (!email) errors.email = m.emailRequired;
  else if (!looksLikeEmail(email)) errors.email = m.emailInvalid;
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = m.emailTooLong;
  if (!values.password) errors.password = m.passwordRequired;
  else {
    const problem = passwordProblem(values.password, email.toLowerCase());
    if (problem) errors.password = problem;
  }
  if (values.display_name.trim().length > DISPLAY_NAME_MAX_LENGTH) errors.display_name = m.displayNameTooLong;
  if (!values.agreement) errors.agreement = m.agreementRequired;
  return errors;
}

export function SignUpForm({ next, initial }: { next: string; initial?: Partial<SignUpFormState> }) {
  const [values, setValues] = useState<Values>({ email: '', password: '', display_name: '', agreement: false, ...initial?.values });
  const [sentTo, setSentTo] = useState<string | null>(initial?.sentTo ?? null);
  const form = useFormSubmit(FIELDS, { errors: initial?.errors, formError: initial?.formError ?? null, sending: initial?.sending ?? false });
  const { base, ready, summaryRef, id, errors, formError, sending } = form;
  const target = safeNextPath(next);

  const update = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clearError(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const displayName = values.display_name.trim();
    const email = values.email.trim();
    const answer = await form.submit(
      () =>
        postAccount('signup', {
          email,
          password: values.password,
          ...(displayName ? { display_name: displayName } : {}),
          ...(target === '/' ? {} : { next: target }),
        }),
      // A field problem already says it all under the field; the summary then only points to it.
      { check: () => checkLocally(values), fieldsSummary: '入力内容をご確認ください。' },
    );
    if (answer?.ok) setSentTo(email);
  }

  if (sentTo) {
    return (
      <section className="account-form__done" aria-labelledby={`${base}-sent`}>
        <h2 id={`${base}-sent`} className="account-form__heading">
          確認メールを送信しました
        </h2>
        <p className="form-notice" role="status">
          {accountMailMessages.verificationSent}
        </p>
        <p className="account-form__text">
          送信先：<strong>{sentTo}</strong>
        </p>
        <p className="account-form__text">
          メールに記載されたリンクの有効期限は24時間です。リンクを開くと登録が完了し、ログインした状態になります。
        </p>
        <p className="account-form__text">
          すでに登録済みのメールアドレスの場合は、新しい登録は行わず、ログインとパスワード再設定のご案内をお送りしています。メールが届かない場合は、迷惑メールフォルダもご確認ください。
        </p>
        <a className="button button--secondary" href={withNext('/signin/', target)}>
          ログイン画面へ
        </a>
      </section>
    );
  }

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        メールアドレスで会員登録
      </h2>
      <FormSummary summaryRef={summaryRef}>{formError}</FormSummary>
      <FormField id={id('email')} label="メールアドレス" mark="required" error={errors.email}>
        {(aria) => (
          <EmailInput
            id={id('email')}
            maxLength={EMAIL_MAX_LENGTH}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            {...aria}
          />
        )}
      </FormField>
      <FormField id={id('password')} label="パスワード" mark="required" rules={NEW_PASSWORD_RULES} error={errors.password}>
        {(aria) => (
          <NewPasswordInput
            id={id('password')}
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            {...aria}
          />
        )}
      </FormField>
      <FormField
        id={id('display_name')}
        label="表示名"
        mark="optional"
        hint={`レビューなどに表示されます（${DISPLAY_NAME_MAX_LENGTH}文字以内）。空欄なら「読み場ユーザー」になります。`}
        error={errors.display_name}
      >
        {(aria) => (
          <input
            id={id('display_name')}
            name="display_name"
            type="text"
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={values.display_name}
            onChange={(event) => update('display_name', event.target.value)}
            {...aria}
          />
        )}
      </FormField>
      <div className="form-field">
        <label className="account-form__agreement" htmlFor={id('agreement')}>
          <input
            id={id('agreement')}
            name="agreement"
            type="checkbox"
            checked={values.agreement}
            onChange={(event) => update('agreement', event.target.checked)}
            {...fieldAria(id('agreement'), errors.agreement)}
          />
          <span>
            <a href="/terms/" target="_blank" rel="noopener">
              利用規約
            </a>
            と
            <a href="/privacy/" target="_blank" rel="noopener">
              プライバシーポリシー
            </a>
            に同意する
          </span>
        </label>
        <FieldError id={id('agreement')} error={errors.agreement} />
      </div>
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || sending}>
        {sending ? '登録中…' : '会員登録する'}
      </button>
      <div className="account-form__switch">
        <p>すでにアカウントをお持ちの方</p>
        <a className="button button--secondary" href={withNext('/signin/', target)}>
          ログイン
        </a>
      </div>
    </form>
  );
}

export default SignUpForm;
