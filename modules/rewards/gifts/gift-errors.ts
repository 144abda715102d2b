import { DomainError } from '#platform/errors/domain-error.ts';

/** Why a gift, a ticket campaign or a pending reward was refused (decision 030); gift-error-mapping.ts answers each. */
export type GiftErrorCode = 'gift-not-found' | 'gift-not-started' | 'gift-ended' | 'already-claimed' | 'nothing-to-receive' | 'ticket-campaign-invalid' | 'coupon-used-up' | 'code-used' | 'handout-invalid' | 'handout-sent' | 'handout-not-sent' | 'handout-trashed';

/** What is wrong with a ticket campaign's configuration (the staff console's saves). */
export type TicketCampaignProblems = { codeTaken: boolean; windowInvalid: boolean; ticketsInvalid: boolean; validHoursInvalid: boolean };

export class GiftError extends DomainError<GiftErrorCode, { coupon?: boolean; nextClaimAt?: Date; problems?: TicketCampaignProblems; limit?: number; messages?: { path: string; message: string }[] }> {}
