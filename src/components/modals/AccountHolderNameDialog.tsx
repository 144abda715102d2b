'use client';

/**
 * The account holder name input dialog (spec §2): the affiliate link needs the holder's family and/or
 * given name. `AccountHolderNameDialogView` is presentational; `AccountHolderNameDialog` reads the
 * modal store (`openModal('accountHolderName', { lastName, firstName, onSaved })`), posts
 * /api/user/v1/profile/account-holder/ and updates the app state's user.
 */
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { ACCOUNT_HOLDER_NAME_MAX_LENGTH, profileMessages } from '#modules/accounts/client.ts';
import { updateUser } from '../../state/app-store.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { usePostForm } from '../profile/use-post-form.ts';
import { PROFILE_FORMS } from '../profile/profile-api.ts';
import { ModalShell } from './ModalShell.tsx';

export type HolderName = { lastName: string; firstName: string };
type Field = 'last_name' | 'first_name';

export interface AccountHolderNameDialogViewProps {
  open: boolean;
  value: HolderName;
  errors?: Partial<Record<Field, string>>;
  formError?: string | null;
  sending?: boolean;
  onChange: (value: HolderName) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function AccountHolderNameDialogView({ open, value, errors = {}, formError, sending = false, onChange, onSubmit, onCancel }: AccountHolderNameDialogViewProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (name: Field, key: keyof HolderName, label: string, autoComplete: string) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`} className="form-field__label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={value[key]}
        maxLength={ACCOUNT_HOLDER_NAME_MAX_LENGTH}
        autoComplete={autoComplete}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="form-field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <ModalShell open={open} onDismiss={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-text`} modalId="accountHolderName">
      <form noValidate onSubmit={submit} aria-busy={sending}>
        <div className="ymb-modal__header">
          <h2 id={`${id}-title`} className="ymb-modal__title">
            氏名（姓名）の登録
          </h2>
        </div>
        <div className="ymb-modal__body ymb-holder">
          <p id={`${id}-text`} className="ymb-modal__message">
            アフィリエイト連携には、口座名義と同じ氏名の登録が必要です。姓・名の少なくともどちらかを入力してください。
          </p>
          {formError && (
            <div className="form-summary" role="alert">
              {formError}
            </div>
          )}
          <div className="ymb-holder__fields">
            {field('last_name', 'lastName', '姓', 'family-name')}
            {field('first_name', 'firstName', '名', 'given-name')}
          </div>
        </div>
        <div className="ymb-modal__actions">
          <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onCancel}>
            キャンセル
          </button>
          <button type="submit" className="ymb-modal__button ymb-modal__button--primary" disabled={sending}>
            {sending ? '登録中…' : '登録する'}
          </button>
        </div>
      </form>
    </ModalShell>
  );
}

/** The store-driven dialog, rendered by ModalHost. */
export function AccountHolderNameDialog() {
  const snap = useSnapshot(modalState);
  const props = snap.open.accountHolderName;
  const [value, setValue] = useState<HolderName>({ lastName: props?.lastName ?? '', firstName: props?.firstName ?? '' });
  const form = usePostForm<Field>(PROFILE_FORMS.accountHolder);
  if (props === undefined) return null;
  const onSaved = props.onSaved;
  const submit = () => {
    const lastName = value.lastName.trim();
    const firstName = value.firstName.trim();
    if (!lastName && !firstName) return form.setErrors({ last_name: profileMessages.accountHolderNameRequired });
    void form.send({ last_name: lastName, first_name: firstName }, () => {
      updateUser({ accountHolderLastName: lastName, accountHolderFirstName: firstName });
      closeModal('accountHolderName');
      onSaved?.({ lastName, firstName });
    });
  };
  return (
    <AccountHolderNameDialogView
      open
      value={value}
      errors={form.errors}
      formError={form.formError}
      sending={form.sending}
      onChange={setValue}
      onSubmit={submit}
      onCancel={() => closeModal('accountHolderName')}
    />
  );
}
