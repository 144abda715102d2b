/** Rewarded video (issue 16 item 4, decision 048). */
export { createSandboxAdProvider, type RewardedAdProvider, type SandboxAdProvider, type SandboxOutcome, type VideoCallback } from './ad-provider.ts';
export { VideoRewardError } from './video-errors.ts';
export { createVideoRewardService, VIDEO_REWARDS_PER_DAY, type VideoRewardService } from './video-service.ts';
export { videoErrorMapping, videoMessages, videoRewardRouter } from './video-router.ts';
