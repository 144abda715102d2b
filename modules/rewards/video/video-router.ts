import { Hono } from 'hono';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { ApiError } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import type { SandboxAdProvider } from './ad-provider.ts';
import { VideoRewardError } from './video-errors.ts';
import type { VideoRewardService } from './video-service.ts';

export const videoMessages = {
  limitReached: '本日の動画視聴特典は上限に達しました。明日またご利用ください。',
  callbackInvalid: '動画視聴の確認ができませんでした。',
  unavailable: 'ただいま動画視聴特典はご利用いただけません。',
  lotteryInvalid: 'ガチャの指定が正しくありません。',
} as const;

export const videoErrorMapping = mapDomainErrors(VideoRewardError, {
  'video-limit-reached': () => new ApiError(409, { content: videoMessages.limitReached, label: 'modal', level: 'warning' }),
  'video-callback-invalid': () => new ApiError(400, { content: videoMessages.callbackInvalid, label: 'string', level: 'warning' }),
  'video-unavailable': () => new ApiError(503, { content: videoMessages.unavailable, label: 'modal', level: 'warning' }),
});

const startInput = z.object({ lottery_id: z.number({ error: videoMessages.lotteryInvalid }).int({ error: videoMessages.lotteryInvalid }).min(1, { error: videoMessages.lotteryInvalid }).max(2_147_483_647, { error: videoMessages.lotteryInvalid }) });
const sandboxInput = z.object({ transaction_id: z.string().regex(/^[0-9a-f]{32}$/), outcome: z.enum(['complete', 'close', 'error']) });
const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * Rewarded video: the day's remaining rewards, starting a view, and the ad provider's signed callback
 * (server to server, no session: its signature is the proof). With the sandbox provider, the sandbox's
 * player reports its outcome here and, for a completed video, the sandbox sends its signed callback.
 */
export function videoRewardRouter(deps: { videoRewards: VideoRewardService; sandbox: SandboxAdProvider | null }) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get('/api/reward/v1/video/', requireMember(), async (c) => {
      return c.json({ success: true, message: null, enabled: deps.videoRewards.enabled(), remainedVideoReward: await deps.videoRewards.remained(memberOf(c).userId) }, 200, noStore);
    })
    .post('/api/reward/v1/video/start/', requireMember(), validate('json', startInput), async (c) => {
      const started = await deps.videoRewards.start(memberOf(c).userId, c.req.valid('json').lottery_id);
      return c.json({ success: true, message: null, transactionId: started.transactionId, remainedVideoReward: started.remained, provider: deps.sandbox ? 'sandbox' : 'external' }, 200, noStore);
    })
    .get('/api/reward/v1/video/callback/', async (c) => {
      const granted = await deps.videoRewards.callback(c.req.query());
      return c.json({ success: true, granted }, 200, noStore);
    })
    .post('/api/reward/v1/video/sandbox/', requireMember(), validate('json', sandboxInput), async (c) => {
      if (!deps.sandbox) throw new VideoRewardError('video-unavailable');
      const { transaction_id: transactionId, outcome } = c.req.valid('json');
      // The sandbox network's server side: a completed video is reported by its signed callback, never by the browser.
      const granted = outcome === 'complete' ? await deps.videoRewards.callback(deps.sandbox.signedCallback({ transactionId, userId: memberOf(c).userId, rewardAmount: 1 })) : false;
      return c.json({ success: true, message: null, outcome, granted, remainedVideoReward: await deps.videoRewards.remained(memberOf(c).userId) }, 200, noStore);
    });
}
