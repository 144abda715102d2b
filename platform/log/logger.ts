import { pino, type Logger } from 'pino';
import { config } from '../config.ts';

export type { Logger };

/**
 * The process's structured logger: one JSON line per event on stdout, level from LOG_LEVEL (default
 * `info`, `silent` under vitest). Errors go in the `err` field (`log.error({ err }, 'message')`); lines
 * logged while answering a request come from its child logger, which adds `reqId`.
 */
export const log: Logger = pino({ level: config.logLevel });
