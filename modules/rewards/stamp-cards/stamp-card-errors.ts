import { DomainError } from '#platform/errors/domain-error.ts';
import type { PrizeLimitProblem } from '../domain/prize-limits.ts';
import type { StampCardProblem } from '../domain/stamp-card-rules.ts';

/** Why a stamp card refused (decision 030); stamp-card-error-mapping.ts says how the API answers each. */
export type StampCardErrorCode = 'stamp-card-not-found' | 'stamp-card-not-complete' | 'stamp-card-invalid';

export type StampCardConfigProblems = { slots: StampCardProblem[]; prizes: PrizeLimitProblem[]; noPrize: boolean; gachaMissing: boolean; codeTaken?: boolean; windowInvalid?: boolean };

export class StampCardError extends DomainError<StampCardErrorCode, { problems?: StampCardConfigProblems }> {}
