import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { prizeLimitMessage, stampCardMessage } from '../rule-messages.ts';
import { StampCardError } from './stamp-card-errors.ts';
import { stampCardMessages as m } from './stamp-card-messages.ts';

/** How the API answers a stamp card's refusals (decision 030). */
export const stampCardErrorMapping = mapDomainErrors(StampCardError, {
  'stamp-card-not-found': () => new ApiError(404, { content: m.notFound, label: 'modal', level: 'warning' }),
  'stamp-card-not-complete': () => new ApiError(409, { content: m.notComplete, label: 'modal', level: 'warning' }),
  'stamp-card-invalid': (error) => {
    const problems = error.details?.problems;
    const errors = [
      ...(problems?.slots ?? []).map((problem) => ({ path: 'slots', message: stampCardMessage(problem) })),
      ...(problems?.prizes ?? []).map((problem) => ({ path: 'prize', message: prizeLimitMessage(problem) })),
      ...(problems?.noPrize ? [{ path: 'prize', message: m.noPrize }] : []),
      ...(problems?.gachaMissing ? [{ path: 'gachaId', message: m.gachaMissing }] : []),
    ];
    return new ApiError(400, { content: m.invalid, label: 'modal', level: 'warning' }, errors);
  },
});
