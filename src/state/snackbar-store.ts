/**
 * The snackbar (spec §3 "Snackbar": message, backgroundColor, timeout, actionMessage,
 * actionFunction). One message is shown at a time; messages shown meanwhile wait in a queue so
 * none is lost. The <Snackbar/> component owns the auto-hide timer: it calls
 * `hideSnackbar(id)` when the current message's timeout has passed. Vanilla valtio, no React.
 */
import { proxy } from 'valtio/vanilla';
import { DEFAULT_SNACKBAR_TIMEOUT_MS, ERROR_SNACKBAR_BACKGROUND, ERROR_SNACKBAR_TIMEOUT_MS } from './constants.ts';

export interface SnackbarOptions {
  message: string;
  /** Any CSS colour; the theme's neutral snackbar colour when omitted. */
  backgroundColor?: string;
  /** Milliseconds before it hides itself; defaults to 5000. 0 or less: stays until hidden. */
  timeout?: number;
  /** Label of the optional action button. */
  actionMessage?: string;
  /** Called when the action button is pressed; the snackbar then hides. */
  actionFunction?: () => void;
}

export interface SnackbarMessage {
  /** Increasing id; lets a stale timer avoid hiding a newer message. */
  id: number;
  message: string;
  backgroundColor: string | undefined;
  timeout: number;
  actionMessage: string | undefined;
  actionFunction: (() => void) | undefined;
}

export interface SnackbarState {
  /** The message on screen, or null. */
  current: SnackbarMessage | null;
  /** Messages waiting their turn, oldest first. */
  queue: SnackbarMessage[];
}

export const snackbarState: SnackbarState = proxy<SnackbarState>({ current: null, queue: [] });

let nextId = 1;

/**
 * Shows a snackbar, or queues it behind the one on screen. A message identical (same text and
 * colour) to the one on screen or already queued is dropped, so a burst of the same error shows
 * once. Returns the id of the message (the existing one when dropped).
 */
export function showSnackbar(options: SnackbarOptions | string): number {
  const opts: SnackbarOptions = typeof options === 'string' ? { message: options } : options;
  const duplicate = [snackbarState.current, ...snackbarState.queue].find(
    (m) => m !== null && m.message === opts.message && m.backgroundColor === opts.backgroundColor && !m.actionMessage && !opts.actionMessage,
  );
  if (duplicate) return duplicate.id;

  const message: SnackbarMessage = {
    id: nextId++,
    message: opts.message,
    backgroundColor: opts.backgroundColor,
    timeout: opts.timeout ?? DEFAULT_SNACKBAR_TIMEOUT_MS,
    actionMessage: opts.actionMessage,
    actionFunction: opts.actionFunction,
  };
  if (snackbarState.current === null) snackbarState.current = message;
  else snackbarState.queue.push(message);
  return message.id;
}

/** An error snackbar: dark blue background, 10000 ms (spec §8, request timeout row). */
export function showErrorSnackbar(message: string): number {
  return showSnackbar({ message, backgroundColor: ERROR_SNACKBAR_BACKGROUND, timeout: ERROR_SNACKBAR_TIMEOUT_MS });
}

/**
 * Hides the message on screen and shows the next queued one. With an id, only hides when that
 * message is the one on screen (a queued message with that id is dropped instead).
 */
export function hideSnackbar(id?: number): void {
  if (id !== undefined && snackbarState.current?.id !== id) {
    const index = snackbarState.queue.findIndex((m) => m.id === id);
    if (index !== -1) snackbarState.queue.splice(index, 1);
    return;
  }
  snackbarState.current = snackbarState.queue.shift() ?? null;
}

/** Hides everything, queue included. */
export function clearSnackbars(): void {
  snackbarState.queue.splice(0);
  snackbarState.current = null;
}
