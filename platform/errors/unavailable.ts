/**
 * A failure that says "try again shortly", not "this is broken": a deadline passed while the database was
 * lost or stalled (decision 081). Answered 503 with Retry-After, never 500 (platform/db/connection-errors.ts
 * `isUnavailable` recognises it, wrapped or not).
 */
export class UnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

let failures = 0;

/**
 * Counts a failure of this process that a retry may not have: a lost or refused database connection, a
 * statement or pool timeout (platform/db/pool-guard.ts), a shared load past its deadline (platform/cache).
 */
export function noteUnavailable(): void {
  failures++;
}

/**
 * A mark to compare with later: `unavailableSince(mark)` is true when such a failure happened in between (a
 * page whose render Waku turned into a 500 of its own then answers 503).
 */
export function unavailableMark(): number {
  return failures;
}

export function unavailableSince(mark: number): boolean {
  return failures > mark;
}
