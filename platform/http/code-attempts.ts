import type { Context } from 'hono';
import { jstDayEnd, jstDayKey } from '../time/jst-day.ts';
import { ApiError } from './api-error.ts';
import { clientIp, limitByKey, tooManyRequests, type RateLimitStore } from './rate-limit.ts';

/**
 * Failed attempts at a guessable code (a coupon code, a gift ticket campaign's code, a coupon at a purchase),
 * per member and per client address, counted together over every place that takes a code (issue 29).
 */
export const CODE_ATTEMPT_LIMITS = { perMinute: 10, perJstDay: 50 } as const;

export const codeAttemptMessages = {
  minute: 'コードの確認に続けて失敗したため、しばらく受け付けできません。1分ほど時間をおいてから再度お試しください。',
  day: 'コードの確認に失敗した回数が本日の上限に達しました。日本時間の0時を過ぎてから再度お試しください。',
} as const;

export type CodeAttemptLimits = { perMinute: number; perJstDay: number };

/** Whose attempt it is: the signed-in member (null for none) and the client's address. */
export type CodeAttempter = { memberId: number | null; address: string };

export type CodeAttemptJudge<T> = {
  /** Whether a result is a success (default: any result); a lookup that found nothing is a failure. */
  succeeded?: (result: T) => boolean;
  /** Whether an error is a failed attempt at the code (default: any error); other errors give the attempt back. */
  failed?: (error: unknown) => boolean;
};

export type CodeAttempts = {
  /**
   * Runs `work` as one attempt at a code. Refused with a 429 ApiError (Retry-After, Japanese message) while the
   * member or the address is over a limit, before `work` runs: then even a correct code waits. A success gives
   * the attempt back; a failure (a result or error the judge calls one) stays counted.
   */
  attempt<T>(who: CodeAttempter, work: () => Promise<T>, judge?: CodeAttemptJudge<T>): Promise<T>;
  /** `attempt` for a request: the member given, the address as the sign-in limits take it (`clientIp`). */
  attemptFrom<T>(c: Context, memberId: number | null, work: () => Promise<T>, judge?: CodeAttemptJudge<T>): Promise<T>;
};

export type CodeAttemptsOptions = {
  limits?: CodeAttemptLimits;
  /** Where the counts live (default: Redis when REDIS_URL is set, shared by every process; else memory). */
  store?: RateLimitStore;
  /** The client's address of a request (default: `clientIp`, which trusts X-Forwarded-For only with TRUST_PROXY). */
  clientIp?: (c: Context) => string;
  /** The clock of the JST day (default: the system's). */
  now?: () => Date;
};

const DAY_SECONDS = 86_400;

/** One per process (the composition root's): its counts are those of every router and page that takes a code. */
export function createCodeAttempts(options: CodeAttemptsOptions = {}): CodeAttempts {
  const limits = options.limits ?? CODE_ATTEMPT_LIMITS;
  const now = options.now ?? (() => new Date());
  const addressOf = options.clientIp ?? ((c: Context) => clientIp(c));
  const minute = limitByKey('code-failures-minute', limits.perMinute, 60, { store: options.store });
  // The day's count is keyed by its JST date, so it starts again at 00:00 JST; the record outlives its day.
  const day = limitByKey('code-failures-day', limits.perJstDay, DAY_SECONDS, { store: options.store });

  async function attempt<T>(who: CodeAttempter, work: () => Promise<T>, judge: CodeAttemptJudge<T> = {}): Promise<T> {
    const dayKey = jstDayKey(now());
    const keys = [...(who.memberId === null ? [] : [`member:${who.memberId}`]), `address:${who.address}`];
    const spent = keys.flatMap((key) => [
      { limit: minute, key, isDay: false },
      { limit: day, key: `${key}:${dayKey}`, isDay: true },
    ]);
    const outcomes = await Promise.all(spent.map(async (entry) => ({ ...entry, outcome: await entry.limit(entry.key) })));
    const giveBack = () => Promise.all(spent.map(({ limit, key }) => limit.refund(key)));
    const refused = outcomes.filter((entry) => !entry.outcome.allowed);
    if (refused.length) {
      // A refused attempt leaves every count as it was: it did not try the code.
      await giveBack();
      const dayRefused = refused.some((entry) => entry.isDay);
      const untilMidnight = Math.ceil((jstDayEnd(dayKey).getTime() - now().getTime()) / 1000);
      const retryAfter = Math.max(...refused.map((entry) => (entry.isDay ? untilMidnight : entry.outcome.allowed ? 0 : entry.outcome.retryAfterSeconds)));
      throw tooManyRequests(retryAfter, dayRefused ? codeAttemptMessages.day : codeAttemptMessages.minute);
    }
    let result: T;
    try {
      result = await work();
    } catch (error) {
      if (!(judge.failed ?? (() => true))(error)) await giveBack();
      throw error;
    }
    if ((judge.succeeded ?? (() => true))(result)) await giveBack();
    return result;
  }

  return {
    attempt,
    attemptFrom: (c, memberId, work, judge) => attempt({ memberId, address: addressOf(c) }, work, judge),
  };
}

/** True for the refusal `attempt` throws (pages show it instead of the code's answer). */
export const isCodeAttemptRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 429;
