import { DomainError } from '#platform/errors/domain-error.ts';

export type PayoutErrorCode =
  | 'invalid'
  | 'below-minimum'
  | 'insufficient'
  | 'holder-mismatch'
  | 'name-missing'
  | 'not-found'
  | 'state-changed'
  | 'cipher-unavailable'
  | 'dotmoney-not-linked'
  | 'dotmoney-invalid'
  | 'nothing-to-export'
  | 'batch-not-found';

export type PayoutErrorDetails = { problems?: { path: string; message: string }[]; minimum?: number };

/** Why a payout request or a staff action on it was refused (decision 030). */
export class PayoutError extends DomainError<PayoutErrorCode, PayoutErrorDetails> {}
