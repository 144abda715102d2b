import { DomainError } from '#platform/errors/domain-error.ts';

export type VideoRewardErrorCode = 'video-limit-reached' | 'video-callback-invalid' | 'video-unavailable';

/** Why a rewarded video refused (decision 030). */
export class VideoRewardError extends DomainError<VideoRewardErrorCode> {}
