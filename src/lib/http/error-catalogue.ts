/**
 * The error catalogue (spec §8) and server message handling (spec §4). Effects (snackbar, error
 * modal, not-found screen, error page, router replace, reload, client-error log, conversion
 * notice) are injectable: `createErrorCatalogue(effects)` for tests, `setErrorEffects()` for the
 * app (e.g. a router-aware replace), and the module-level handlers use the defaults.
 */
import { ERROR_MESSAGES, ERROR_SNACKBAR_TIMEOUT_MS } from '../../state/constants.ts';
import { NOT_FOUND_MESSAGE, setErrorScreen } from '../../state/app-store.ts';
import { showError } from '../../state/modal-store.ts';
import { showErrorSnackbar, showSnackbar, type SnackbarOptions } from '../../state/snackbar-store.ts';
import { pushEvent } from './analytics.ts';
import {
  HttpError,
  HttpNetworkError,
  HttpStatusError,
  HttpTimeoutError,
  ServerMessageError,
  isServerMessage,
  serverMessageOf,
  type ServerMessage,
} from './errors.ts';

export interface ClientErrorEvent {
  kind: 'timeout' | 'network' | 'http' | 'chunk' | 'route';
  url?: string;
  status?: number;
  message?: string;
}

export interface ErrorEffects {
  /** A neutral snackbar (server messages labelled 'string', plain string errors). */
  snackbar(options: SnackbarOptions): void;
  /** The dark-blue, 10000 ms error snackbar (request timeout). */
  errorSnackbar(message: string): void;
  /** The generic error modal. */
  errorModal(message: string): void;
  /** The not-found screen. */
  notFound(): void;
  /** The error page with a status (and a message). */
  errorPage(status: number, message?: string): void;
  /** Replaces the current route. */
  replace(path: string): void;
  /** Goes to a path (the conversion notice's button). */
  navigate(path: string): void;
  /** Reloads the whole page. */
  reload(): void;
  /** Logs a client error event (analytics tag layer). */
  logClientError(event: ClientErrorEvent): void;
  /**
   * Shows a server message that has a conversion value (spec §4). `effects` are the catalogue's
   * own (the default is a snackbar whose action button navigates to message.button.link).
   */
  conversionNotice(message: ServerMessage, effects: ErrorEffects): void;
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function hasWindow(): boolean {
  return typeof window !== 'undefined';
}

const CHUNK_RELOAD_KEY = 'yomiba:chunk-reload-at';
/** A chunk-load reload is not repeated within this time, so a broken deploy does not loop. */
const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Reloads, unless the page was already reloaded for this reason a moment ago. */
function guardedReload(): void {
  if (!hasWindow()) return;
  try {
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // no session storage: reload anyway
  }
  window.location.reload();
}

const baseEffects: ErrorEffects = {
  snackbar: (options) => void showSnackbar(options),
  errorSnackbar: (message) => void showErrorSnackbar(message),
  errorModal: (message) => showError({ message }),
  notFound: () => setErrorScreen({ status: 404, message: NOT_FOUND_MESSAGE }),
  errorPage: (status, message) => setErrorScreen(message === undefined ? { status } : { status, message }),
  replace: (path) => {
    if (hasWindow()) window.location.replace(path);
  },
  navigate: (path) => {
    if (hasWindow()) window.location.assign(path);
  },
  reload: guardedReload,
  logClientError: (event) => pushEvent({ event: 'client_error', ...event }),
  conversionNotice: (message, effects) => {
    const button = message.button;
    effects.snackbar({
      message: message.content,
      timeout: ERROR_SNACKBAR_TIMEOUT_MS,
      ...(button?.link ? { actionMessage: button.text || '詳しく見る', actionFunction: () => effects.navigate(button.link) } : {}),
    });
  },
};

let overrides: Partial<ErrorEffects> = {};

function currentDefaultEffects(): ErrorEffects {
  return { ...baseEffects, ...overrides };
}

/** Replaces some default effects app-wide (e.g. a router-aware replace); returns a function that undoes it. */
export function setErrorEffects(effects: Partial<ErrorEffects>): () => void {
  const previous = overrides;
  overrides = { ...overrides, ...effects };
  return () => {
    overrides = previous;
  };
}

const CHUNK_LOAD_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (?:CSS )?chunk [^\s]+ failed|Loading chunk|ChunkLoadError|Unable to preload CSS/i;

/** Whether an error (or a message) is a failed load of a code chunk after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_LOAD_PATTERN.test(error);
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_LOAD_PATTERN.test(message));
}

/** The HTTP status of an error: statusCode, status, or response.status; undefined when none. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
  for (const value of [e.statusCode, e.status, e.response?.status]) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599) return value;
  }
  return undefined;
}

/** The server message carried by an error, a body `{ success: false, message }`, or a bare message. */
export function serverMessageFrom(error: unknown): ServerMessage | undefined {
  if (error instanceof ServerMessageError || error instanceof HttpStatusError) return error.serverMessage;
  if (isServerMessage(error)) return { ...error, label: error.label ?? 'modal' };
  if (error instanceof Error) return undefined;
  return serverMessageOf(error);
}

export interface ErrorCatalogue {
  readonly effects: ErrorEffects;
  /** Shows a server message by its label; a conversion value shows the conversion notice instead (spec §4). */
  handleServerMessage(message: ServerMessage): void;
  /** Request timeout: error snackbar and a client error event, once per error (spec §8). */
  handleTimeout(error: HttpTimeoutError | { url?: string }): void;
  /**
   * The generic handler (spec §8): a plain string → snackbar; timeout → timeout row; network
   * error or 504 → network message; 404 → not-found screen; a server message → by its label;
   * anything else → the server-connection message.
   */
  handleError(error: unknown): void;
  /** Other HTTP errors of a page's data: the error page with the status, or 500 (spec §8). */
  handleHttpError(error: unknown): void;
  /** Route / navigation failures: chunk-load → full reload; else the error page (spec §8). */
  handleRouteError(error: unknown): void;
  /** Consume-style calls: server message content, or the network-failure message, in the error modal (spec §8). */
  handleConsumeError(error: unknown): void;
}

export function createErrorCatalogue(effects?: Partial<ErrorEffects>): ErrorCatalogue {
  const fx = (): ErrorEffects => (effects ? { ...currentDefaultEffects(), ...effects } : currentDefaultEffects());

  function handleServerMessage(message: ServerMessage): void {
    const e = fx();
    if (message.conversion) {
      e.conversionNotice(message, e);
      return;
    }
    switch (message.label) {
      case 'string':
        e.snackbar({ message: message.content });
        return;
      case 'notfound':
        e.notFound();
        return;
      case 'redirect': {
        const link = message.button?.link;
        const target = link ? link : message.content.startsWith('/') || isExternalUrl(message.content) ? message.content : undefined;
        if (target) e.replace(target);
        else e.errorModal(message.content);
        return;
      }
      case 'modal':
      default:
        e.errorModal(message.content);
    }
  }

  function handleTimeout(error: HttpTimeoutError | { url?: string }): void {
    if (error instanceof HttpError) {
      if (error.reported) return;
      error.reported = true;
    }
    const e = fx();
    e.errorSnackbar(ERROR_MESSAGES.requestTimeout);
    e.logClientError({ kind: 'timeout', url: error.url });
  }

  function handleError(error: unknown): void {
    const e = fx();
    if (typeof error === 'string') {
      e.snackbar({ message: error });
      return;
    }
    if (error instanceof HttpTimeoutError) {
      handleTimeout(error);
      return;
    }
    if (error instanceof HttpNetworkError) {
      e.errorModal(ERROR_MESSAGES.network);
      return;
    }
    const status = error instanceof HttpStatusError ? error.status : undefined;
    if (status === 504) {
      e.errorModal(ERROR_MESSAGES.network);
      return;
    }
    if (status === 404) {
      e.notFound();
      return;
    }
    const message = serverMessageFrom(error);
    if (message) {
      handleServerMessage(message);
      return;
    }
    e.errorModal(ERROR_MESSAGES.server);
  }

  function handleHttpError(error: unknown): void {
    if (error instanceof HttpTimeoutError) {
      handleTimeout(error);
      return;
    }
    fx().errorPage(statusOf(error) ?? 500);
  }

  function handleRouteError(error: unknown): void {
    const e = fx();
    if (isChunkLoadError(error)) {
      e.logClientError({ kind: 'chunk', message: error instanceof Error ? error.message : String(error) });
      e.reload();
      return;
    }
    const status = statusOf(error) ?? 500;
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
    if (status === 404) e.errorPage(404, NOT_FOUND_MESSAGE);
    else e.errorPage(status, message || undefined);
  }

  function handleConsumeError(error: unknown): void {
    const message = serverMessageFrom(error);
    fx().errorModal(message?.content || ERROR_MESSAGES.consumeNetwork);
  }

  return {
    get effects() {
      return fx();
    },
    handleServerMessage,
    handleTimeout,
    handleError,
    handleHttpError,
    handleRouteError,
    handleConsumeError,
  };
}

/** The catalogue with the app's default effects. */
export const errorCatalogue: ErrorCatalogue = createErrorCatalogue();

export const handleServerMessage = (message: ServerMessage): void => errorCatalogue.handleServerMessage(message);
export const handleTimeout = (error: HttpTimeoutError | { url?: string }): void => errorCatalogue.handleTimeout(error);
export const handleError = (error: unknown): void => errorCatalogue.handleError(error);
export const handleHttpError = (error: unknown): void => errorCatalogue.handleHttpError(error);
export const handleRouteError = (error: unknown): void => errorCatalogue.handleRouteError(error);
export const handleConsumeError = (error: unknown): void => errorCatalogue.handleConsumeError(error);
