'use client';

/**
 * The snackbar (spec §3): bottom-centred, one message at a time from the snackbar store, hiding
 * itself after the message's timeout (5000 ms by default, 10000 ms for error snackbars). The
 * timer pauses while the pointer is over it or focus is inside it. An optional action button runs
 * the action and hides the message. The live region (role="status", aria-live="polite") is always
 * in the document so screen readers announce each new message.
 *
 * `SnackbarView` is presentational; `Snackbar` reads the store (mounted once by ClientShell).
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { hideSnackbar, snackbarState } from '../../state/snackbar-store.ts';
import '../../styles/theme.css';
import './snackbar.css';

export interface SnackbarViewProps {
  open: boolean;
  message?: string;
  /** Any CSS colour; the theme's neutral colour when omitted. */
  backgroundColor?: string;
  actionMessage?: string;
  onAction?: () => void;
  /** When given, a close button '閉じる' is shown. */
  onClose?: () => void;
  /** Called with true while the pointer is over the snackbar or focus is inside it. */
  onHoldChange?: (held: boolean) => void;
  /** Changes per message so each new one replays the entry animation. */
  messageKey?: string | number;
}

export function SnackbarView({ open, message, backgroundColor, actionMessage, onAction, onClose, onHoldChange, messageKey }: SnackbarViewProps) {
  return (
    <div className="ymb-snackbar-region" role="status" aria-live="polite" aria-atomic="true" data-focus-trap-ignore="">
      {open && message !== undefined ? (
        <div
          key={messageKey}
          className="ymb-snackbar"
          style={backgroundColor ? { backgroundColor } : undefined}
          data-testid="snackbar"
          onPointerEnter={() => onHoldChange?.(true)}
          onPointerLeave={() => onHoldChange?.(false)}
          onFocus={() => onHoldChange?.(true)}
          onBlur={(event) => {
            if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onHoldChange?.(false);
          }}
        >
          <p className="ymb-snackbar__message">{message}</p>
          {actionMessage !== undefined && onAction ? (
            <button type="button" className="ymb-snackbar__button" onClick={onAction}>
              {actionMessage}
            </button>
          ) : null}
          {onClose ? (
            <button type="button" className="ymb-snackbar__button ymb-snackbar__button--close" onClick={onClose}>
              閉じる
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The store-driven snackbar. */
export function Snackbar() {
  const { current } = useSnapshot(snackbarState);
  // The id of the message being held (hovered or focused); a new message starts unheld even when
  // the old one disappeared under the pointer without a pointerleave.
  const [heldId, setHeldId] = useState<number | null>(null);
  // Time left of a message whose timer was paused, so resuming does not restart the full timeout.
  const remaining = useRef<{ id: number; ms: number } | null>(null);

  const id = current?.id;
  const timeout = current?.timeout ?? 0;
  const held = id !== undefined && heldId === id;

  useEffect(() => {
    if (id === undefined || timeout <= 0 || held) return;
    const left = remaining.current?.id === id ? remaining.current.ms : timeout;
    const startedAt = Date.now();
    const timer = setTimeout(() => hideSnackbar(id), left);
    return () => {
      clearTimeout(timer);
      remaining.current = { id, ms: Math.max(0, left - (Date.now() - startedAt)) };
    };
  }, [id, timeout, held]);

  if (current === null) return <SnackbarView open={false} />;
  const { actionFunction } = current;
  return (
    <SnackbarView
      open
      messageKey={current.id}
      message={current.message}
      backgroundColor={current.backgroundColor}
      actionMessage={current.actionMessage}
      onAction={
        current.actionMessage === undefined
          ? undefined
          : () => {
              hideSnackbar(current.id);
              actionFunction?.();
            }
      }
      onClose={current.timeout <= 0 && current.actionMessage === undefined ? () => hideSnackbar(current.id) : undefined}
      onHoldChange={(isHeld) => setHeldId(isHeld ? current.id : null)}
    />
  );
}
