import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { prizeLimitMessage, stampCardMessage } from '../rule-messages.ts';
import { StampCardError } from './stamp-card-errors.ts';
import { stampCardMessages as m } from './stamp-card-messages.ts';
import type { StampCardConfigProblems } from './stamp-card-errors.ts';

/** Every problem of a card's configuration in Japanese, by the field it concerns (the API's errors, the console's dry run). */
export function stampCardProblemMessages(problems: StampCardConfigProblems | undefined): { path: string; message: string }[] {
  return [
    ...(problems?.codeTaken ? [{ path: 'code', message: m.codeTaken }] : []),
    ...(problems?.slots ?? []).map((problem) => ({ path: 'slots', message: stampCardMessage(problem) })),
    ...(problems?.prizes ?? []).map((problem) => ({ path: 'prize', message: prizeLimitMessage(problem) })),
    ...(problems?.noPrize ? [{ path: 'prize', message: m.noPrize }] : []),
    ...(problems?.gachaMissing ? [{ path: 'gachaId', message: m.gachaMissing }] : []),
    ...(problems?.windowInvalid ? [{ path: 'endsAt', message: m.windowInvalid }] : []),
  ];
}

/** How the API answers a stamp card's refusals (decision 030). */
export const stampCardErrorMapping = mapDomainErrors(StampCardError, {
  'stamp-card-not-found': () => new ApiError(404, { content: m.notFound, label: 'modal', level: 'warning' }),
  'stamp-card-not-complete': () => new ApiError(409, { content: m.notComplete, label: 'modal', level: 'warning' }),
  'stamp-card-invalid': (error) => {
    return new ApiError(400, { content: m.invalid, label: 'modal', level: 'warning' }, stampCardProblemMessages(error.details?.problems));
  },
});
