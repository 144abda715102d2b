'use client';

/**
 * The /signup/ form: email, password (its rules shown), optional display name and the agreement to
 * the terms and privacy policy, posted to /api/v1/signup/ with the CSRF header. The browser checks
 * first with the server's own rules and wording (modules/accounts/client.ts); the server's field
 * problems (`errors[].path`: email, password, display_name) land under their fields, any other refusal above the
 * form. On success a full navigation to `next` (a same-site path, '/' by default).
 */
import { useState, type FormEvent } from 'react';
import {
  accountFieldMessages,
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

type Field = SignUpField | 'agreement';
type FieldErrors = Errors<Field>;
type Values = { email: string; password: string; display_name: string; agreement: boolean };
const FIELDS: Field[] = [...SIGN_UP_FIELDS, 'agreement'];

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

export function SignUpForm({ next }: { next: string }) {
  const [values, setValues] = useState<Values>({ email: '', password: '', display_name: '', agreement: false });
  const form = useFormSubmit(FIELDS);
  const { base, ready, summaryRef, id, errors, formError, sending } = form;
  const target = safeNextPath(next);

  const update = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clearError(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const displayName = values.display_name.trim();
    const answer = await form.submit(
      () =>
        postAccount('signup', {
          email: values.email.trim(),
          password: values.password,
          ...(displayName ? { display_name: displayName } : {}),
        }),
      // A field problem already says it all under the field; the summary then only points to it.
      { check: () => checkLocally(values), fieldsSummary: '入力内容をご確認ください。', pendingAfterSuccess: true },
    );
    if (answer?.ok) window.location.assign(target);
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
