/**
 * The one form helper (decision 038): what every form that posts to the API did by hand — a pending flag
 * that also refuses a second submit, local checks first, field errors from the API's error shape
 * (`errors[].path`, first per field, only the form's own fields), the server's message above the form,
 * and focus on the first field in error (else on that message). The call itself stays the caller's:
 * `submit(() => postMailForm(...))` wraps it and hands its answer back, so success (a notice, a navigation)
 * and any special failure (a dead mail link) stay in the form.
 *
 * `fields` lists the form's fields in screen order (null: whatever paths the server names, in its order).
 * Field ids come from one `useId` base (`id(field)`, the heading's `${base}-heading`); `ready` turns true on
 * hydration, since the forms need JavaScript to send.
 */
import { useEffect, useId, useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The form-facing answer of a call: `{ ok: true, … }`, or a failure with the line above the form and field problems. */
export type SubmitAnswer = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

export type SubmitState<F extends string> = { errors: FieldErrors<F>; formError: string | null; sending: boolean };

export type SubmitOptions<F extends string> = {
  /** Problems found before sending; any of them stops the call. */
  check?: () => FieldErrors<F>;
  /** Show the server's message above the form even when it also names fields (and focus it first). */
  messageWithFields?: boolean;
  /** The line above the form whenever fields are in error, found here or by the server (focus stays on the first field). */
  fieldsSummary?: string;
  /** Stay pending after a success (the page is navigating away). */
  pendingAfterSuccess?: boolean;
};

const hasErrors = (errors: FieldErrors<string>) => Object.values(errors).some(Boolean);

export function useFormSubmit<F extends string>(fields: readonly F[] | null, initial: Partial<SubmitState<F>> = {}) {
  const base = useId();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SubmitState<F>>({ errors: initial.errors ?? {}, formError: initial.formError ?? null, sending: initial.sending ?? false });
  // A ref as well as the state: a double click lands before React re-renders with `sending`.
  const pending = useRef(false);
  const id = (field: F) => `${base}-${field}`;

  // Focus moves after React has committed the errors (an effect, not a frame callback: under load a frame
  // can come before the commit, when the message above the form is not there yet).
  const [focusAsk, setFocusAsk] = useState<{ errors: FieldErrors<F>; summaryFirst: boolean } | null>(null);
  useEffect(() => {
    if (!focusAsk) return;
    const first = (fields ?? (Object.keys(focusAsk.errors) as F[])).find((field) => focusAsk.errors[field]);
    if (first && !(focusAsk.summaryFirst && summaryRef.current)) document.getElementById(id(first))?.focus();
    else summaryRef.current?.focus();
  }, [focusAsk]);

  /** The first field in error, else the message above the form (that message first with `summaryFirst`). */
  const focusError = (errors: FieldErrors<F>, summaryFirst = false) => setFocusAsk({ errors, summaryFirst });

  /** Shows problems found by the form itself (no call made). */
  const showErrors = (errors: FieldErrors<F>, formError: string | null = null, summaryFirst = false) => {
    setState((s) => ({ ...s, errors, formError }));
    focusError(errors, summaryFirst);
  };

  /** Runs the checks, then the call; the answer comes back (null when nothing was sent). Never throws for a refused call. */
  async function submit<A extends SubmitAnswer>(call: () => Promise<A>, options: SubmitOptions<F> = {}): Promise<A | null> {
    if (pending.current || state.sending) return null;
    const local = options.check?.() ?? {};
    if (hasErrors(local)) {
      showErrors(local, options.fieldsSummary ?? null);
      return null;
    }
    pending.current = true;
    setState((s) => ({ ...s, sending: true, errors: {}, formError: null }));
    let answer: A;
    try {
      answer = await call();
    } catch (error) {
      setState((s) => ({ ...s, sending: false }));
      throw error;
    } finally {
      pending.current = false;
    }
    if (answer.ok) {
      if (!options.pendingAfterSuccess) setState((s) => ({ ...s, sending: false }));
      return answer;
    }
    const failure = answer as Extract<SubmitAnswer, { ok: false }>;
    const errors: FieldErrors<F> = {};
    for (const field of fields ?? (Object.keys(failure.fields) as F[])) if (failure.fields[field]) errors[field] = failure.fields[field];
    const formError = !hasErrors(errors) || options.messageWithFields ? failure.message : (options.fieldsSummary ?? null);
    setState((s) => ({ ...s, sending: false, errors, formError }));
    focusError(errors, Boolean(options.messageWithFields));
    return answer;
  }

  /** Replaces the field errors without moving focus (a form that re-checks as the member edits). */
  const setErrors = (errors: FieldErrors<F>) => setState((s) => ({ ...s, errors }));

  /** Clears one field's error (when the member edits it). */
  const clearError = (field: F) => setState((s) => (s.errors[field] ? { ...s, errors: { ...s.errors, [field]: undefined } } : s));

  return { ...state, base, ready, id, summaryRef, submit, showErrors, setErrors, clearError, focusError };
}
