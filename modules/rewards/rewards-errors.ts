import { DomainError } from '#platform/errors/domain-error.ts';

/** Why the rewards module refused (decision 030); http/rewards-error-mapping.ts says how the API answers each. */
import type { OddsProblem } from './domain/odds.ts';
import type { PrizeLimitProblem } from './domain/prize-limits.ts';

export type RewardsErrorCode = 'lottery-not-found' | 'lottery-closed' | 'no-draws-left' | 'period-not-ended' | 'lottery-invalid';

export type LotteryProblems = { odds: OddsProblem[]; prizes: PrizeLimitProblem[]; refillHours: boolean; drawsPerPeriod: boolean; refillHoursLocked?: boolean; codeTaken?: boolean; windowInvalid?: boolean };

export class RewardsError extends DomainError<RewardsErrorCode, { nextRefill?: Date; problems?: LotteryProblems }> {}
