import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { jstMonthDayTime } from '../domain/draw-periods.ts';
import { oddsMessage, prizeLimitMessage } from '../rule-messages.ts';
import { RewardsError } from '../rewards-errors.ts';
import { rewardsMessages as m } from '../rewards-messages.ts';
import type { LotteryProblems } from '../rewards-errors.ts';

/** Every problem of a lottery's configuration in Japanese, by field (the API's errors, the console's dry run). */
export function lotteryProblemMessages(problems: LotteryProblems | undefined): { path: string; message: string }[] {
  return [
    ...(problems?.odds ?? []).map((problem) => ({ path: 'tiers', message: oddsMessage(problem) })),
    ...(problems?.prizes ?? []).map((problem) => ({ path: 'tiers', message: prizeLimitMessage(problem) })),
    ...(problems?.refillHours ? [{ path: 'refillHours', message: m.refillHoursInvalid }] : []),
    ...(problems?.refillHoursLocked ? [{ path: 'refillHours', message: m.refillHoursLocked }] : []),
    ...(problems?.drawsPerPeriod ? [{ path: 'drawsPerPeriod', message: m.drawsPerPeriodInvalid }] : []),
    ...(problems?.codeTaken ? [{ path: 'code', message: m.lotteryCodeTaken }] : []),
    ...(problems?.windowInvalid ? [{ path: 'endsAt', message: m.windowInvalid }] : []),
  ];
}

/** How the API answers the rewards module's refusals (decision 030). */
export const rewardsErrorMapping = mapDomainErrors(RewardsError, {
  'lottery-not-found': () => new ApiError(404, { content: m.lotteryNotFound, label: 'modal', level: 'warning' }),
  'lottery-closed': () => new ApiError(410, { content: m.lotteryClosed, label: 'modal', level: 'warning' }),
  'no-draws-left': (error) => new ApiError(409, { content: m.noDrawsLeft(jstMonthDayTime(error.details?.nextRefill ?? new Date())), label: 'modal', level: 'warning' }),
  'period-not-ended': () => new ApiError(409, { content: m.periodNotEnded, label: 'string', level: 'warning' }),
  'lottery-invalid': (error) => {
    return new ApiError(400, { content: m.lotteryInvalid, label: 'modal', level: 'warning' }, lotteryProblemMessages(error.details?.problems));
  },
});
