'use client';

/**
 * Accessible dialog shell shared by every modal: role="dialog" + aria-modal, labelled by the
 * caller's title element, focus moved inside and trapped (Tab / Shift+Tab cycle), Escape and
 * backdrop clicks dismiss unless persistent (then the card gives a small shake instead), body
 * scroll locked while any shell is open, focus restored to the previously focused element on close.
 *
 * Several shells may be open at once (stacked): only the last opened one handles Escape and traps
 * focus. Elements inside `[data-focus-trap-ignore]` (the snackbar) may receive focus meanwhile.
 *
 * Rendered in place (no portal): ModalHost sits at the end of <body> via ClientShell, and the
 * shell is position: fixed. Layout: a full-width card near the bottom on phones, a centred card of
 * at most 420 px from 600 px wide (grid xs, spec §9).
 */
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import '../../styles/theme.css';
import './modals.css';

export interface ModalShellProps {
  open: boolean;
  /** Escape or a backdrop click (ignored when persistent). */
  onDismiss: () => void;
  persistent?: boolean;
  /** id of the element naming the dialog (its title). */
  labelledBy: string;
  /** id of the element describing the dialog (its message). */
  describedBy?: string;
  /** Becomes data-modal on the root, handy for styling and tests. */
  modalId?: string;
  /** Extra class on the card. */
  className?: string;
  /**
   * 'dialog' (default): the card described above. 'sheet': a bottom sheet on phones that becomes
   * a side panel on the right from 960 px (the search condition panel).
   */
  variant?: 'dialog' | 'sheet';
  children: ReactNode;
}

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable elements inside a container, in DOM order, skipping hidden and inert ones. */
export function getFocusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && el.closest('[inert]') === null,
  );
}

// Shared by all shells: the open stack (last = top) and the body scroll lock.
const openShells: object[] = [];
let scrollLockCount = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockBodyScroll(): void {
  scrollLockCount += 1;
  if (scrollLockCount > 1) return;
  const body = document.body;
  const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  if (scrollbarWidth > 0) {
    // Keep the page from shifting sideways when its scrollbar disappears.
    const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbarWidth}px`;
  }
  body.style.overflow = 'hidden';
}

function unlockBodyScroll(): void {
  scrollLockCount = Math.max(0, scrollLockCount - 1);
  if (scrollLockCount > 0 || savedBodyStyle === null) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

function focusElement(el: HTMLElement): void {
  el.focus({ preventScroll: true });
}

export function ModalShell(props: ModalShellProps) {
  if (!props.open) return null;
  return <OpenModalShell {...props} />;
}

function OpenModalShell({ onDismiss, persistent = false, labelledBy, describedBy, modalId, className, variant = 'dialog', children }: ModalShellProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const [shaking, setShaking] = useState(false);

  const requestDismiss = () => {
    if (persistent) setShaking(true);
    else onDismiss();
  };
  // The document-level key handler below always sees the latest props.
  const onEscape = useEffectEvent(requestDismiss);

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), 250);
    return () => clearTimeout(timer);
  }, [shaking]);

  useEffect(() => {
    const card = cardRef.current;
    if (card === null) return;
    const token = {};
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openShells.push(token);
    lockBodyScroll();

    const initial = card.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusableElements(card)[0] ?? card;
    focusElement(initial);

    const isTop = () => openShells[openShells.length - 1] === token;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusableElements(card);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (first === undefined || last === undefined) {
        event.preventDefault();
        focusElement(card);
        return;
      }
      const outside = !(active instanceof Node) || !card.contains(active);
      if (event.shiftKey && (outside || active === first || active === card)) {
        event.preventDefault();
        focusElement(last);
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        focusElement(first);
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      const target = event.target;
      if (target instanceof Node && card.contains(target)) return;
      if (target instanceof Element && target.closest('[data-focus-trap-ignore]') !== null) return;
      focusElement(getFocusableElements(card)[0] ?? card);
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openShells.indexOf(token);
      if (index !== -1) openShells.splice(index, 1);
      unlockBodyScroll();
      if (previouslyFocused?.isConnected) focusElement(previouslyFocused);
    };
  }, []);

  return (
    <div className={variant === 'sheet' ? 'ymb-modal ymb-modal--sheet' : 'ymb-modal'} data-modal={modalId}>
      <div className="ymb-modal__backdrop" aria-hidden="true" data-testid="modal-backdrop" onClick={requestDismiss} />
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `ymb-modal__card ${className}` : 'ymb-modal__card'}
        data-shake={shaking ? 'true' : undefined}
      >
        {children}
      </div>
    </div>
  );
}
