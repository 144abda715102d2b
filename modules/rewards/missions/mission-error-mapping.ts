import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { jstDateTimeText } from '../domain/jst-day.ts';
import { prizeLimitMessage } from '../rule-messages.ts';
import { MissionError } from './mission-errors.ts';
import { missionMessages as m, missionProblemMessage } from './mission-messages.ts';

/** How the API answers a mission's refusals (decision 030). */
export const missionErrorMapping = mapDomainErrors(MissionError, {
  'mission-not-found': () => new ApiError(404, { content: m.missionNotFound, label: 'string', level: 'warning' }),
  'mission-ended': () => new ApiError(410, { content: m.ended, label: 'modal', level: 'warning' }),
  'mission-not-complete': () => new ApiError(409, { content: m.notComplete, label: 'modal', level: 'warning' }),
  'mission-already-claimed': (error) =>
    new ApiError(409, { content: error.details?.nextClaimAt ? m.alreadyClaimedToday(jstDateTimeText(error.details.nextClaimAt)) : m.alreadyClaimed, label: 'modal', level: 'info' }),
  'mission-invalid': (error) =>
    new ApiError(400, { content: m.invalid, label: 'modal', level: 'warning' }, [
      ...(error.details?.problems ?? []).map((problem) => ({ path: 'missions', message: missionProblemMessage(problem) })),
      ...(error.details?.prizes ?? []).map((problem) => ({ path: 'prize', message: prizeLimitMessage(problem) })),
    ]),
});
