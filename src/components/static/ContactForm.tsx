'use client';

/**
 * The /contact/ form: posts JSON to /api/v1/contact/ (the shared client: 15000 ms timeout), shows the server's
 * Japanese field problems under each field, then a thank-you state with the inquiry number.
 * Needs JavaScript to send; the page says so in a <noscript>.
 */
import { looksLikeEmail, postForm } from '../../lib/http/form-post.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { apiClient } from '../../lib/http/index.ts';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactCategory,
  type ContactField,
} from '#modules/support/client.ts';

type FieldErrors = Partial<Record<ContactField, string>>;
type Values = Record<ContactField, string>;

const EMPTY: Values = { category: '', name: '', email: '', titleCode: '', message: '' };
const FIELD_LABELS: Record<ContactField, string> = {
  category: 'お問い合わせの種類',
  name: 'お名前',
  email: 'メールアドレス',
  titleCode: '作品コード',
  message: 'お問い合わせ内容',
};

/** Checks in the browser first, with the same wording as the server. */
function checkLocally(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const m = CONTACT_FIELD_MESSAGES;
  if (!(CONTACT_CATEGORIES as readonly string[]).includes(values.category)) errors.category = m.category;
  if (!values.name.trim()) errors.name = m.nameRequired;
  else if (values.name.trim().length > CONTACT_LIMITS.nameMax) errors.name = m.nameTooLong;
  if (!looksLikeEmail(values.email)) errors.email = m.emailInvalid;
  if (values.titleCode.trim() && !/^[A-Za-z0-9_-]{1,16}$/.test(values.titleCode.trim())) errors.titleCode = m.titleCode;
  const length = values.message.trim().length;
  if (length < CONTACT_LIMITS.messageMin) errors.message = m.messageTooShort;
  else if (length > CONTACT_LIMITS.messageMax) errors.message = m.messageTooLong;
  return errors;
}


export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [done, setDone] = useState<{ number: string; message: string } | null>(null);
  const form = useFormSubmit(CONTACT_FIELDS);
  const { base, ready, summaryRef, errors, formError, sending } = form;
  const thanksRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) thanksRef.current?.focus();
  }, [done]);

  const set = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    form.clearError(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fallback = '送信できませんでした。時間をおいて再度お試しください。';
    const result = await form.submit(() => postForm((headers) => apiClient.api.v1.contact.index.$post({ json: { ...values, category: values.category as ContactCategory, titleCode: values.titleCode.trim() || undefined } }, { headers }), fallback), {
      check: () => checkLocally(values),
      fieldsSummary: '入力内容をご確認ください。',
    });
    if (result?.ok && result.answer.inquiry_number) setDone({ number: result.answer.inquiry_number, message: result.answer.message?.content ?? '' });
    // A success without an inquiry number is no success.
    else if (result?.ok) form.showErrors({}, fallback);
  }

  if (done) {
    return (
      <div className="contact-thanks" role="status">
        <h2 ref={thanksRef} tabIndex={-1}>
          お問い合わせありがとうございました
        </h2>
        <p>
          お問い合わせ番号：<strong className="contact-thanks__number">{done.number}</strong>
        </p>
        <p>{done.message}</p>
        <p>回答までに3営業日ほどお時間をいただく場合があります。お問い合わせ番号はお控えください。</p>
        <p>
          <a className="button button--primary" href="/">
            トップページへ
          </a>
        </p>
      </div>
    );
  }

  const fieldProps = (field: ContactField) => ({
    id: `${base}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${base}-${field}-error` : undefined,
  });
  const errorOf = (field: ContactField) =>
    errors[field] ? (
      <p id={`${base}-${field}-error`} className="form-field__error">
        {errors[field]}
      </p>
    ) : null;
  const label = (field: ContactField, required: boolean) => (
    <label htmlFor={`${base}-${field}`} className="form-field__label">
      {FIELD_LABELS[field]}
      <span className={required ? 'form-field__required' : 'form-field__optional'}>{required ? '必須' : '任意'}</span>
    </label>
  );

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-busy={sending}>
      {formError && (
        <div ref={summaryRef} className="form-summary" role="alert" tabIndex={-1}>
          {formError}
        </div>
      )}
      <div className="form-field">
        {label('category', true)}
        <select {...fieldProps('category')}>
          <option value="">選択してください</option>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CONTACT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        {errorOf('category')}
      </div>
      <div className="form-field">
        {label('name', true)}
        <input type="text" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} {...fieldProps('name')} />
        {errorOf('name')}
      </div>
      <div className="form-field">
        {label('email', true)}
        <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
        <p className="form-field__hint">回答はこのアドレスにお送りします。</p>
        {errorOf('email')}
      </div>
      <div className="form-field">
        {label('titleCode', false)}
        <input type="text" maxLength={CONTACT_LIMITS.titleCodeMax} placeholder="例：YB000001" {...fieldProps('titleCode')} />
        <p className="form-field__hint">作品ページのURL（/book/title/〇〇/）の〇〇の部分です。</p>
        {errorOf('titleCode')}
      </div>
      <div className="form-field">
        {label('message', true)}
        <textarea rows={8} maxLength={CONTACT_LIMITS.messageMax} {...fieldProps('message')} />
        <p className="form-field__hint">
          {values.message.trim().length} / {CONTACT_LIMITS.messageMax}文字（{CONTACT_LIMITS.messageMin}文字以上）
        </p>
        {errorOf('message')}
      </div>
      <p className="contact-form__agree">
        送信いただいた内容は<a href="/privacy/">プライバシーポリシー</a>に従って取り扱います。
      </p>
      <button type="submit" className="button button--primary contact-form__submit" disabled={!ready || sending}>
        {sending ? '送信中…' : '送信する'}
      </button>
    </form>
  );
}

export default ContactForm;
