/**
 * Typed errors of the HTTP client (spec §7, §8). Every failure of a call is one of these, or the
 * caller's own AbortError when the caller aborted.
 */

import type { ServerMessage } from '#platform/http/server-message.ts';

/** The server message of the API failure shape `{ success: false, message }` (spec §3 "Server message"). */
export type { ServerMessage };

/** Base class: every HTTP client error has the URL it was about. */
export class HttpError extends Error {
  readonly url: string;
  /** Set once the error catalogue has shown it (e.g. the timeout snackbar), so it is not shown twice. */
  reported = false;

  constructor(message: string, url: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HttpError';
    this.url = url;
  }
}

/** The request took longer than the timeout (15000 ms by default) and was aborted. */
export class HttpTimeoutError extends HttpError {
  readonly timeoutMs: number;

  constructor(url: string, timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms: ${url}`, url);
    this.name = 'HttpTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** No response at all: offline, DNS failure, refused connection, CORS... */
export class HttpNetworkError extends HttpError {
  constructor(url: string, cause?: unknown) {
    super(`Network error: ${url}`, url, { cause });
    this.name = 'HttpNetworkError';
  }
}

/** A response with a status outside 200-299. `body` is the parsed JSON, or the text. */
export class HttpStatusError extends HttpError {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, url: string) {
    super(`HTTP ${status}: ${url}`, url);
    this.name = 'HttpStatusError';
    this.status = status;
    this.body = body;
  }

  /** The server message of an API failure body, if the body has one. */
  get serverMessage(): ServerMessage | undefined {
    return serverMessageOf(this.body);
  }
}

/** A 2xx response whose body says `success: false` (thrown by `expectSuccess`). */
export class ServerMessageError extends Error {
  readonly serverMessage: ServerMessage | undefined;
  readonly body: unknown;

  constructor(body: unknown) {
    const serverMessage = serverMessageOf(body);
    super(serverMessage?.content ?? 'The server answered success: false');
    this.name = 'ServerMessageError';
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

const LABELS = new Set(['string', 'modal', 'notfound', 'redirect']);

/** Whether a value looks like a server message (a content string; label defaults to 'modal'). */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.content === 'string' && (m.label === undefined || (typeof m.label === 'string' && LABELS.has(m.label)));
}

/** The server message of a response body `{ success, message }`, or undefined. */
export function serverMessageOf(body: unknown): ServerMessage | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  if (!isServerMessage(message)) return undefined;
  return { ...message, label: message.label ?? 'modal' };
}

/** Returns the body when it says `success: true`; otherwise throws a ServerMessageError (spec §5). */
export function expectSuccess<T>(body: T): T & { success: true } {
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true) {
    return body as T & { success: true };
  }
  throw new ServerMessageError(body);
}
