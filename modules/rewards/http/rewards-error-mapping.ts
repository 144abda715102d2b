import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { jstMonthDayTime } from '../domain/draw-periods.ts';
import { oddsMessage, prizeLimitMessage } from '../rule-messages.ts';
import { RewardsError } from '../rewards-errors.ts';
import { rewardsMessages as m } from '../rewards-messages.ts';

/** How the API answers the rewards module's refusals (decision 030). */
export const rewardsErrorMapping = mapDomainErrors(RewardsError, {
  'lottery-not-found': () => new ApiError(404, { content: m.lotteryNotFound, label: 'modal', level: 'warning' }),
  'lottery-closed': () => new ApiError(410, { content: m.lotteryClosed, label: 'modal', level: 'warning' }),
  'no-draws-left': (error) => new ApiError(409, { content: m.noDrawsLeft(jstMonthDayTime(error.details?.nextRefill ?? new Date())), label: 'modal', level: 'warning' }),
  'period-not-ended': () => new ApiError(409, { content: m.periodNotEnded, label: 'string', level: 'warning' }),
  'lottery-invalid': (error) => {
    const problems = error.details?.problems;
    const errors = [
      ...(problems?.odds ?? []).map((problem) => ({ path: 'tiers', message: oddsMessage(problem) })),
      ...(problems?.prizes ?? []).map((problem) => ({ path: 'tiers', message: prizeLimitMessage(problem) })),
      ...(problems?.refillHours ? [{ path: 'refillHours', message: '回数が戻る時刻は0〜23時の昇順で指定してください。' }] : []),
      ...(problems?.drawsPerPeriod ? [{ path: 'drawsPerPeriod', message: '回数は1〜100で指定してください。' }] : []),
    ];
    return new ApiError(400, { content: m.lotteryInvalid, label: 'modal', level: 'warning' }, errors);
  },
});
