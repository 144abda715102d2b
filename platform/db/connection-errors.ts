import { UnavailableError } from '../errors/unavailable.ts';

/**
 * Errors that mean the database connection is gone or cannot be made (server restart, failover,
 * pg_terminate_backend, network): the request may succeed when retried, so they answer 503, not 500.
 */
const LOST_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, smart/fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '08P01', // protocol_violation (a connection cut mid-message)
]);
const LOST_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const LOST_MESSAGES = /connection terminated|terminating connection|connection ended|client has encountered a connection error|client was closed|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery)/i;

/** True when the error, or one of its causes, is a lost or refused database connection. */
export function isConnectionLost(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, sqlState, errno, message } = current as { code?: unknown; sqlState?: unknown; errno?: unknown; message?: unknown };
    for (const value of [code, sqlState, errno]) {
      if (typeof value === 'string' && (LOST_SQLSTATES.has(value) || LOST_ERRNOS.has(value))) return true;
    }
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionLost)) return true;
    current = (current as { cause?: unknown }).cause ?? (current as { previous?: unknown }).previous;
  }
  return false;
}

/** A statement the server cancelled (statement_timeout, pg_cancel_backend) or a lock it waited on too long. */
const TIMEOUT_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout (DB_STATEMENT_TIMEOUT_MS), pg_cancel_backend
  '55P03', // lock_not_available: lock_timeout
]);

/**
 * True when the error, or one of its causes, means "try again shortly" (503, never 500): a lost or refused
 * connection (isConnectionLost), the pool's acquire timeout, a statement cancelled by its timeout, a lock
 * waited on too long, or a deadline of the app's own (UnavailableError: a shared load that did not settle).
 */
export function isUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (current instanceof UnavailableError) return true;
    const { code, sqlState } = current as { code?: unknown; sqlState?: unknown };
    for (const value of [code, sqlState]) if (typeof value === 'string' && TIMEOUT_SQLSTATES.has(value)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnavailable)) return true;
    current = (current as { cause?: unknown }).cause ?? (current as { previous?: unknown }).previous;
  }
  return false;
}
