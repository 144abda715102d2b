import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { jstDateTimeText } from '../domain/jst-day.ts';
import { GiftError } from './gift-errors.ts';
import { giftMessages as m } from './gift-messages.ts';

/** How the API answers the gifts' refusals (decision 030). */
export const giftErrorMapping = mapDomainErrors(GiftError, {
  'gift-not-found': () => new ApiError(404, { content: m.campaignNotFound, label: 'string', level: 'warning' }),
  'gift-not-started': () => new ApiError(409, { content: m.notStarted, label: 'modal', level: 'warning' }),
  'gift-ended': () => new ApiError(410, { content: m.ended, label: 'modal', level: 'warning' }),
  'already-claimed': (error) =>
    new ApiError(409, { content: error.details?.nextClaimAt ? m.alreadyClaimedToday(jstDateTimeText(error.details.nextClaimAt)) : m.alreadyClaimed, label: 'modal', level: 'info' }),
  'nothing-to-receive': () => new ApiError(409, { content: m.nothingToReceive, label: 'string', level: 'info' }),
});
