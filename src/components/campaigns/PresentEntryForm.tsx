'use client';

/**
 * A present campaign's entry form (/special/{slug}/form/, or on the main page): the course, a comment and, for a posted prize,
 * where to send it. Posts JSON to the present entry API (an edition's slug such as manga-festival/2024 goes as one encoded segment); the server's Japanese refusal
 * (already entered, outside the window, not eligible) shows above the form. Needs JavaScript to send.
 */
import { useState, type FormEvent } from 'react';
import { postForm } from '../../lib/http/form-post.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { apiClient } from '../../lib/http/index.ts';

const FIELDS = ['course', 'comment', 'name', 'postalCode', 'address'] as const;
type Field = (typeof FIELDS)[number];

export function PresentEntryForm({ slug, courses, physicalPrize, entriesHref }: { slug: string; courses: { code: string; label: string }[]; physicalPrize: boolean; entriesHref: string | null }) {
  const [values, setValues] = useState<Record<Field, string>>({ course: courses[0]?.code ?? '', comment: '', name: '', postalCode: '', address: '' });
  const [done, setDone] = useState<string | null>(null);
  const form = useFormSubmit(FIELDS);
  const { base, ready, summaryRef, errors, formError, sending } = form;
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    form.clearError(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const json = { course: values.course, comment: values.comment, ...(physicalPrize ? { name: values.name.trim(), postalCode: values.postalCode.trim(), address: values.address.trim() } : {}) };
    const result = await form.submit(() => postForm((headers) => apiClient.api.campaign.v1.present[':slug'].entry.index.$post({ param: { slug: encodeURIComponent(slug) }, json }, { headers }), '応募できませんでした。時間をおいて再度お試しください。'), {
      check: () => {
        if (!physicalPrize) return {};
        const problems: Partial<Record<Field, string>> = {};
        if (!values.name.trim()) problems.name = 'お名前を入力してください。';
        if (!/^\d{3}-?\d{4}$/.test(values.postalCode.trim())) problems.postalCode = '郵便番号は7桁の数字で入力してください。';
        if (!values.address.trim()) problems.address = 'ご住所を入力してください。';
        return problems;
      },
      fieldsSummary: '入力内容をご確認ください。',
    });
    if (result?.ok) setDone(result.answer.message?.content ?? '応募を受け付けました。');
  }

  if (done) {
    return (
      <div role="status" className="campaign-entry-done">
        <p>{done}</p>
        {entriesHref && (
          <p>
            <a href={entriesHref}>応募済みのキャンペーンを見る</a>
          </p>
        )}
      </div>
    );
  }
  const fieldProps = (field: Field) => ({
    id: `${base}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${base}-${field}-error` : undefined,
  });
  const errorOf = (field: Field) => (errors[field] ? <p id={`${base}-${field}-error`} className="form-field__error">{errors[field]}</p> : null);
  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-busy={sending}>
      {formError && (
        <div ref={summaryRef} className="form-summary" role="alert" tabIndex={-1}>
          {formError}
        </div>
      )}
      {courses.length > 0 && (
        <fieldset className="form-field">
          <legend className="form-field__label">応募コース</legend>
          {courses.map((course) => (
            <label key={course.code} className="campaign-course">
              <input type="radio" name="course" value={course.code} checked={values.course === course.code} onChange={set('course')} /> {course.label}
            </label>
          ))}
          {errorOf('course')}
        </fieldset>
      )}
      <div className="form-field">
        <label htmlFor={`${base}-comment`} className="form-field__label">
          ひとこと<span className="form-field__optional">任意</span>
        </label>
        <textarea rows={3} maxLength={400} {...fieldProps('comment')} />
        {errorOf('comment')}
      </div>
      {physicalPrize && (
        <>
          <p className="form-field__hint">賞品の発送にのみ使い、発送が終わると削除します。落選された方の情報は抽選後に削除します。</p>
          {(['name', 'postalCode', 'address'] as const).map((field) => (
            <div className="form-field" key={field}>
              <label htmlFor={`${base}-${field}`} className="form-field__label">
                {{ name: 'お名前', postalCode: '郵便番号', address: 'ご住所' }[field]}
                <span className="form-field__required">必須</span>
              </label>
              <input type="text" autoComplete={{ name: 'name', postalCode: 'postal-code', address: 'street-address' }[field]} {...fieldProps(field)} />
              {errorOf(field)}
            </div>
          ))}
        </>
      )}
      <button type="submit" className="button button--primary" disabled={!ready || sending}>
        {sending ? '送信中…' : '応募する'}
      </button>
    </form>
  );
}

export default PresentEntryForm;
