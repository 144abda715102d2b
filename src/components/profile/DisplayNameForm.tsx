'use client';

import { useId, useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX_LENGTH, profileMessages } from '#modules/accounts/client.ts';
import { FieldError, FormError } from './FormError';
import { usePostForm } from './use-post-form';
import { PROFILE_FORMS } from './profile-api.ts';

/** Changes the member's display name (POST /api/user/v1/profile/). */
export function DisplayNameForm({ displayName }: { displayName: string }) {
  const [value, setValue] = useState(displayName);
  const form = usePostForm<'display_name'>(PROFILE_FORMS.displayName);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return form.setErrors({ display_name: profileMessages.displayNameRequired });
    await form.send({ display_name: value.trim() });
  }

  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-busy={form.sending}>
      <FormError message={form.formError} summaryRef={form.summaryRef} />
      <div className="form-field">
        <label htmlFor={`${id}-name`} className="form-field__label">
          表示名
        </label>
        <input
          id={`${id}-name`}
          name="display_name"
          value={value}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          autoComplete="nickname"
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={form.errors.display_name ? true : undefined}
          aria-describedby={form.errors.display_name ? `${id}-error` : `${id}-hint`}
        />
        <p id={`${id}-hint`} className="form-field__hint">
          レビューなどに表示されます（{DISPLAY_NAME_MAX_LENGTH}文字以内）
        </p>
        <FieldError id={`${id}-error`} message={form.errors.display_name} />
      </div>
      <button type="submit" className="button button--primary profile-form__submit" disabled={form.sending}>
        {form.sending ? '保存中…' : '保存する'}
      </button>
    </form>
  );
}
