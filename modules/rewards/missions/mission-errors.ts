import { DomainError } from '#platform/errors/domain-error.ts';
import type { PrizeLimitProblem } from '../domain/prize-limits.ts';
import type { MissionProblem } from './mission-rules.ts';

/** Why a mission was refused (decision 030); mission-error-mapping.ts says how the API answers each. */
export type MissionErrorCode = 'mission-not-found' | 'mission-ended' | 'mission-not-complete' | 'mission-already-claimed' | 'mission-invalid';

export class MissionError extends DomainError<MissionErrorCode, { nextClaimAt?: Date; problems?: MissionProblem[]; prizes?: PrizeLimitProblem[] }> {}
