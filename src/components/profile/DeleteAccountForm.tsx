'use client';

import { useId, useState, type FormEvent } from 'react';
import { DELETE_CONFIRM_TEXT, profileMessages } from '#modules/accounts/client.ts';
import { showConfirm } from '../../state/modal-store.ts';
import { PasswordInput } from '../accounts/PasswordInput';
import { FieldError, FormError } from './FormError';
import { usePostForm } from './use-post-form';
import { PROFILE_FORMS } from './profile-api.ts';

/**
 * Leaving Yomiba: the member types '退会する' (and their password when they have one), then confirms
 * once more in the confirm modal. Afterwards the top page opens, signed out.
 */
export function DeleteAccountForm({ hasPassword, onDeleted = () => window.location.assign('/') }: { hasPassword: boolean; onDeleted?: () => void }) {
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const form = usePostForm<'confirm' | 'password'>(PROFILE_FORMS.delete);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.trim() !== DELETE_CONFIRM_TEXT) return form.setErrors({ confirm: profileMessages.deleteConfirmRequired });
    showConfirm({
      headerMessage: '本当に退会しますか？保有しているコイン・ポイント・チケット・本棚の作品はすべて失われ、元に戻せません。',
      okMessage: '退会する',
      cancelMessage: 'キャンセル',
      confirmMethod: () => void form.send({ confirm: DELETE_CONFIRM_TEXT, ...(hasPassword ? { password } : {}) }, onDeleted),
    });
  }

  return (
    <form className="profile-form profile-form--danger" noValidate onSubmit={submit} aria-busy={form.sending}>
      <FormError message={form.formError} summaryRef={form.summaryRef} />
      <div className="form-field">
        <label htmlFor={`${id}-confirm`} className="form-field__label">
          確認のため「{DELETE_CONFIRM_TEXT}」と入力してください
        </label>
        <input
          id={`${id}-confirm`}
          name="confirm"
          value={confirm}
          autoComplete="off"
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={form.errors.confirm ? true : undefined}
          aria-describedby={form.errors.confirm ? `${id}-confirm-error` : undefined}
        />
        <FieldError id={`${id}-confirm-error`} message={form.errors.confirm} />
      </div>
      {hasPassword && (
        <div className="form-field">
          <label htmlFor={`${id}-password`} className="form-field__label">
            パスワード
          </label>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={form.errors.password ? true : undefined}
            aria-describedby={form.errors.password ? `${id}-password-error` : undefined}
          />
          <FieldError id={`${id}-password-error`} message={form.errors.password} />
        </div>
      )}
      <button type="submit" className="button button--danger profile-form__submit" disabled={form.sending}>
        {form.sending ? '手続き中…' : '退会する'}
      </button>
    </form>
  );
}
