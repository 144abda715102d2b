import type { RefObject } from 'react';

/** The line above a form (role="alert"), focusable so that it is read out after a failed send. */
export function FormError({ message, summaryRef }: { message: string | null; summaryRef: RefObject<HTMLDivElement | null> }) {
  if (!message) return null;
  return (
    <div ref={summaryRef} className="form-summary" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form-field__error">
      {message}
    </p>
  );
}
