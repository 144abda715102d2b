'use client';

/**
 * The terms and privacy-policy confirmations (spec §2 "terms confirmation", "policy
 * confirmation"; §3 "Term (agreement)": agreeType, title, description, sections with title,
 * content, link and textAlign default 'start'). The sections scroll; '同意する' is enabled once the
 * reader reached the end (or everything fits). Agreeing shows a busy state; a failure keeps the
 * modal open with the server's message (or a generic one) inline. Persistent: no Escape, backdrop
 * or back-button close. After a successful agreement the modal closes, unless onAgree replaced its
 * props with the next term to agree to (src/state/app-store.ts showTermConfirmation).
 *
 * `AgreementModalView` is presentational (busy / error come from the caller);
 * `TermsConfirmationModal` and `PolicyConfirmationModal` read the modal store and run onAgree.
 */
import { useEffect, useId, useRef, useState, useCallback } from 'react';
import { useSnapshot } from 'valtio/react';
import { HttpStatusError, ServerMessageError } from '../../lib/http/errors.ts';
import { closeModal, modalState, type TermSection } from '../../state/modal-store.ts';
import { ModalShell } from './ModalShell.tsx';

export type AgreementKind = 'terms' | 'policy';

export const AGREE_LABEL = '同意する';
export const AGREE_BUSY_LABEL = '送信中…';
export const AGREE_ERROR_MESSAGE = '通信エラーが発生しました。時間をおいて再度お試しください。';
export const AGREE_SCROLL_HINT = '最後までお読みいただくと同意できます';

const WORDING: Record<AgreementKind, { title: string; description: string }> = {
  terms: {
    title: '利用規約',
    description: '利用規約を改定しました。内容をご確認のうえ、同意してください。',
  },
  policy: {
    title: 'プライバシーポリシー',
    description: 'プライバシーポリシーを改定しました。個人情報の取り扱いについてご確認のうえ、同意してください。',
  },
};

/** How close (px) to the bottom counts as "read to the end". */
const END_TOLERANCE_PX = 8;

export interface AgreementModalViewProps {
  open: boolean;
  kind: AgreementKind;
  /** Defaults to '利用規約' / 'プライバシーポリシー'. */
  title?: string;
  description?: string;
  sections?: readonly TermSection[];
  busy?: boolean;
  /** Inline error under the sections. */
  error?: string | null;
  onAgree: () => void;
}

export function AgreementModalView({ open, kind, title, description, sections = [], busy = false, error = null, onAgree }: AgreementModalViewProps) {
  const titleId = useId();
  const descriptionId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);
  /** Whether the sections overflow: only then is the region focusable (keyboard scrolling). */
  const [scrollable, setScrollable] = useState(false);
  const wording = WORDING[kind];

  const check = useCallback(() => {
    const el = bodyRef.current;
    if (el === null) return;
    setScrollable(el.scrollHeight > el.clientHeight + 1);
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - END_TOLERANCE_PX) setReadToEnd(true);
  }, []);

  useEffect(() => {
    const el = bodyRef.current;
    if (!open || el === null) return;
    check();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [open, check, sections]);

  const agreeDisabled = !readToEnd || busy;
  return (
    <ModalShell open={open} onDismiss={() => {}} persistent labelledBy={titleId} describedBy={descriptionId} modalId={kind === 'terms' ? 'termsConfirmation' : 'policyConfirmation'} className="ymb-agreement">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {title?.trim() ? title : wording.title}
        </h2>
        <p id={descriptionId} className="ymb-modal__message ymb-agreement__description">
          {description?.trim() ? description : wording.description}
        </p>
      </div>
      <div ref={bodyRef} className="ymb-modal__body ymb-agreement__body" onScroll={check} tabIndex={scrollable ? 0 : undefined} role="region" aria-label={`${title?.trim() ? title : wording.title}の内容`}>
        {sections.map((section, index) => (
          <section key={index} className="ymb-agreement__section" style={{ textAlign: section.textAlign ?? 'start' }}>
            {section.title ? <h3 className="ymb-agreement__section-title">{section.title}</h3> : null}
            <p className="ymb-agreement__content">{section.content}</p>
            {section.link ? (
              <a className="ymb-agreement__link" href={section.link} target="_blank" rel="noopener noreferrer">
                全文を読む
              </a>
            ) : null}
          </section>
        ))}
      </div>
      {error ? (
        <p className="ymb-modal__inline-error ymb-agreement__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="ymb-modal__actions ymb-modal__actions--column">
        {readToEnd ? null : <p className="ymb-agreement__hint">{AGREE_SCROLL_HINT}</p>}
        <button
          type="button"
          className="ymb-modal__button ymb-modal__button--primary"
          disabled={agreeDisabled}
          aria-busy={busy || undefined}
          onClick={onAgree}
        >
          {busy ? AGREE_BUSY_LABEL : AGREE_LABEL}
        </button>
      </div>
    </ModalShell>
  );
}

/** The server's message of a failed agreement (spec §5: it is shown), else the generic one. */
export function agreeFailureMessage(error: unknown): string {
  if (error instanceof HttpStatusError || error instanceof ServerMessageError) return error.serverMessage?.content || AGREE_ERROR_MESSAGE;
  return AGREE_ERROR_MESSAGE;
}

function useAgreeAction(id: 'termsConfirmation' | 'policyConfirmation') {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const agree = async () => {
    const props = modalState.open[id];
    setBusy(true);
    setError(null);
    try {
      await props?.onAgree?.();
      // onAgree may have put the next term in this modal (new props): then it stays open.
      if (modalState.open[id] === props) closeModal(id);
      setBusy(false);
    } catch (failure) {
      setError(agreeFailureMessage(failure));
      setBusy(false);
    }
  };
  return { busy, error, agree };
}

function StoreAgreementModal({ id, kind }: { id: 'termsConfirmation' | 'policyConfirmation'; kind: AgreementKind }) {
  const snap = useSnapshot(modalState);
  const { busy, error, agree } = useAgreeAction(id);
  const props = snap.open[id];
  if (props === undefined) return null;
  return (
    <AgreementModalView
      // A different term starts unread again (the agree button waits for the end of the new text).
      key={`${props.agreeType ?? ''}:${props.title ?? ''}`}
      open
      kind={kind}
      title={props.title}
      description={props.description}
      sections={props.sections}
      busy={busy}
      error={error}
      onAgree={() => void agree()}
    />
  );
}

/** The store-driven terms confirmation, rendered by ModalHost. */
export function TermsConfirmationModal() {
  return <StoreAgreementModal id="termsConfirmation" kind="terms" />;
}

/** The store-driven privacy-policy confirmation, rendered by ModalHost. */
export function PolicyConfirmationModal() {
  return <StoreAgreementModal id="policyConfirmation" kind="policy" />;
}
