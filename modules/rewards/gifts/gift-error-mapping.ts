import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { jstDateTimeText } from '../domain/jst-day.ts';
import { GiftError, type TicketCampaignProblems } from './gift-errors.ts';
import { giftMessages as m } from './gift-messages.ts';

/** Every problem of a ticket campaign in Japanese, by field (the API's errors, the console's dry run). */
export function ticketCampaignProblemMessages(problems: TicketCampaignProblems | undefined): { path: string; message: string }[] {
  return [
    ...(problems?.codeTaken ? [{ path: 'code', message: m.ticketCodeTaken }] : []),
    ...(problems?.ticketsInvalid ? [{ path: 'tickets', message: m.ticketsInvalid }] : []),
    ...(problems?.validHoursInvalid ? [{ path: 'validHours', message: m.ticketValidHoursInvalid }] : []),
    ...(problems?.windowInvalid ? [{ path: 'endsAt', message: m.ticketWindowInvalid }] : []),
  ];
}

/** How the API answers the gifts' refusals (decision 030). */
export const giftErrorMapping = mapDomainErrors(GiftError, {
  'gift-not-found': (error) => new ApiError(404, { content: error.details?.coupon ? m.couponNotFound : m.campaignNotFound, label: 'string', level: 'warning' }),
  'gift-not-started': () => new ApiError(409, { content: m.notStarted, label: 'modal', level: 'warning' }),
  'gift-ended': () => new ApiError(410, { content: m.ended, label: 'modal', level: 'warning' }),
  'already-claimed': (error) =>
    new ApiError(
      409,
      { content: error.details?.nextClaimAt ? m.alreadyClaimedToday(jstDateTimeText(error.details.nextClaimAt)) : error.details?.limit && error.details.limit > 1 ? m.couponLimitReached(error.details.limit) : m.alreadyClaimed, label: 'modal', level: 'info' },
    ),
  'coupon-used-up': () => new ApiError(410, { content: m.couponUsedUp, label: 'modal', level: 'warning' }),
  'code-used': () => new ApiError(410, { content: m.codeUsed, label: 'modal', level: 'warning' }),
  'nothing-to-receive': () => new ApiError(409, { content: m.nothingToReceive, label: 'string', level: 'info' }),
  'handout-invalid': (error) => new ApiError(400, { content: m.handoutInvalid, label: 'modal', level: 'warning' }, error.details?.messages ?? []),
  'handout-sent': () => new ApiError(409, { content: m.handoutSent, label: 'modal', level: 'warning' }),
  'handout-not-sent': () => new ApiError(409, { content: m.handoutNotSent, label: 'modal', level: 'warning' }),
  'handout-trashed': () => new ApiError(409, { content: m.handoutTrashed, label: 'modal', level: 'warning' }),
  'ticket-campaign-invalid': (error) => new ApiError(400, { content: m.ticketCampaignInvalid, label: 'modal', level: 'warning' }, ticketCampaignProblemMessages(error.details?.problems)),
});
