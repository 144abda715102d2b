/**
 * What the account forms (sign-in, sign-up, password forgot / reset / change, email change, social
 * credentials) share: the error summary and a labelled field whose control is described by its hint and
 * its error. Ids, pending state, errors and focus come from the site's form helper (src/lib/forms).
 */
import { type ComponentProps, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#modules/accounts/client.ts';
import { PasswordInput } from './PasswordInput';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The aria attributes of a field's control. */
export type FieldAria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** Invalid while in error; described by the hint (when there is one), then the error. */
export function fieldAria(id: string, error: string | undefined, hintId?: string): FieldAria {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined };
}

/** The message above the form, read out and focusable; nothing without one. */
export function FormSummary({ summaryRef, children }: { summaryRef?: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  if (!children) return null;
  return (
    <div ref={summaryRef} className="form-summary" role="alert" tabIndex={summaryRef ? -1 : undefined}>
      {children}
    </div>
  );
}

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** 必須 / 任意 after the label. */
  mark?: 'required' | 'optional';
  /** A line under the control (`${id}-hint`). */
  hint?: ReactNode;
  /** The password rules, as a list under the control (`${id}-rules`). */
  rules?: readonly ReactNode[];
  error?: string;
  /** The control, given its aria attributes. */
  children: (aria: FieldAria) => ReactNode;
};

export function FormField({ id, label, mark, hint, rules, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : rules ? `${id}-rules` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {mark && <span className={`form-field__${mark}`}>{mark === 'required' ? '必須' : '任意'}</span>}
      </label>
      {children(fieldAria(id, error, hintId))}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {rules && (
        <ul id={hintId} className="form-field__hint account-form__rules">
          {rules.map((rule, index) => (
            <li key={index}>{rule}</li>
          ))}
        </ul>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined | null }) {
  return error ? (
    <p id={`${id}-error`} className="form-field__error">
      {error}
    </p>
  ) : null;
}

/** The rules of a new password, as the sign-up, reset and change forms list them. */
export const NEW_PASSWORD_RULES = [`${PASSWORD_MIN_LENGTH}文字以上`, 'よく使われるパスワードは使えません', 'メールアドレスと同じ文字列は使えません'];

/** An email address field: named `email`, the email keyboard, autofilled with the address (override `autoComplete` for sign-in). */
export function EmailInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input name="email" type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A new password field: named `password`, offered to password managers as a new one, at most PASSWORD_MAX_LENGTH characters. */
export function NewPasswordInput(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput name="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...props} />;
}
