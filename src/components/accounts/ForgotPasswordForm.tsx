'use client';

/**
 * The /forgot_password/ form: one email field posted to /api/v1/password/forgot/. The server answers
 * the same for every address, so on success the form gives way to that neutral notice. `initial`
 * seeds a state (stories).
 */
import { useState, type FormEvent } from 'react';
import { accountFieldMessages, EMAIL_MAX_LENGTH } from '#modules/accounts/client.ts';
import { looksLikeEmail } from '../../lib/http/form-post.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { EmailInput, FormField, FormSummary } from './FormField.tsx';
import { MAIL_FORMS, postMailForm } from './mail-form-api.ts';
import './account-mail.css';

export type ForgotPasswordState = { email: string; error: string | null; formError: string | null; sending: boolean; sent: string | null };

function checkLocally(email: string): string | null {
  if (!email.trim()) return accountFieldMessages.emailRequired;
  if (!looksLikeEmail(email)) return accountFieldMessages.emailInvalid;
  if (email.trim().length > EMAIL_MAX_LENGTH) return accountFieldMessages.emailTooLong;
  return null;
}

const FIELDS = ['email'] as const;

export function ForgotPasswordForm({ initial }: { initial?: Partial<ForgotPasswordState> }) {
  const [state, setState] = useState({ email: initial?.email ?? '', sent: initial?.sent ?? null });
  const form = useFormSubmit(FIELDS, { errors: { email: initial?.error ?? undefined }, formError: initial?.formError ?? null, sending: initial?.sending ?? false });
  const { base, ready, summaryRef, id } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await form.submit(() => postMailForm(MAIL_FORMS.forgot, { email: state.email.trim() }), { check: () => ({ email: checkLocally(state.email) ?? undefined }) });
    if (answer?.ok) setState((s) => ({ ...s, sent: answer.message }));
  }

  if (state.sent) {
    return (
      <div className="account-form__done">
        <p className="form-notice" role="status">
          {state.sent}
        </p>
        <p className="account-form__text">メールに記載されたリンクの有効期限は60分です。</p>
        <a className="button button--secondary" href="/signin/">
          ログイン画面へ戻る
        </a>
      </div>
    );
  }

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={form.sending} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="account-form__heading">
        パスワード再設定メールの送信
      </h2>
      <FormSummary summaryRef={summaryRef}>{form.formError}</FormSummary>
      <FormField id={id('email')} label="登録済みのメールアドレス" hint="パスワード再設定用のリンクをメールでお送りします。" error={form.errors.email}>
        {(aria) => (
          <EmailInput
            id={id('email')}
            maxLength={EMAIL_MAX_LENGTH}
            value={state.email}
            onChange={(event) => {
              const email = event.target.value;
              setState((s) => ({ ...s, email }));
              form.clearError('email');
            }}
            {...aria}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary account-form__submit" disabled={!ready || form.sending}>
        {form.sending ? '送信中…' : '再設定メールを送信する'}
      </button>
      <ul className="account-form__links">
        <li>
          <a href="/signin/">ログイン画面へ戻る</a>
        </li>
      </ul>
    </form>
  );
}

export default ForgotPasswordForm;
