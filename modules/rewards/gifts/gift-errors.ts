import { DomainError } from '#platform/errors/domain-error.ts';

/** Why a gift, a ticket campaign or a pending reward was refused (decision 030); gift-error-mapping.ts answers each. */
export type GiftErrorCode = 'gift-not-found' | 'gift-not-started' | 'gift-ended' | 'already-claimed' | 'nothing-to-receive';

export class GiftError extends DomainError<GiftErrorCode, { nextClaimAt?: Date }> {}
