/**
 * Rewarded video on the client (spec §3 lottery state's remainedVideoReward and video flags, §4 "Video
 * reward results": ready, granted, cancel, close and error each set their own flag; re-initialising
 * clears them all). The reward itself is granted by the server on the provider's verified callback; the
 * client only learns whether it was. Vanilla valtio; the API is injected (src/lib/video-reward-api.ts).
 */
import { lotteryState, setVideoFlag, VIDEO_FLAGS, type ServerMessageLike } from './lottery-store.ts';

export type VideoOutcome = 'complete' | 'close' | 'error';

export interface VideoRewardApi {
  remained(): Promise<{ success: boolean; remainedVideoReward?: number; enabled?: boolean }>;
  start(lotteryId: number): Promise<{ success: boolean; transactionId?: string; remainedVideoReward?: number; message?: ServerMessageLike | null }>;
  /** The sandbox player's outcome; a completed video is then confirmed by the provider's callback on the server. */
  finish(transactionId: string, outcome: VideoOutcome): Promise<{ success: boolean; granted?: boolean; remainedVideoReward?: number }>;
}

/** What plays the video (the sandbox's fake player, or a real ad SDK): resolves with how it ended, or null when the viewer cancelled before it started. */
export type VideoPlayer = (transactionId: string) => Promise<VideoOutcome | null>;

/** Clears every video flag (a new video, or re-initialising). */
export function clearVideoFlags(): void {
  for (const flag of VIDEO_FLAGS) lotteryState.video[flag] = false;
}

export async function fetchVideoRemained(api: VideoRewardApi): Promise<void> {
  try {
    const answer = await api.remained();
    lotteryState.remainedVideoReward = answer.success && answer.enabled !== false ? (answer.remainedVideoReward ?? 0) : 0;
  } catch {
    lotteryState.remainedVideoReward = 0;
  }
}

/**
 * Watches one rewarded video for an extra draw: ready once the view is started, then granted (one more
 * draw: remained + 1), closed (closed early), error (the video or the server failed) or cancelled.
 */
export async function watchVideo(api: VideoRewardApi, play: VideoPlayer): Promise<boolean> {
  const lotteryId = lotteryState.lotteryId;
  if (lotteryId === null) return false;
  clearVideoFlags();
  let transactionId: string;
  try {
    const started = await api.start(lotteryId);
    if (!started.success || !started.transactionId) throw new Error('video start refused');
    transactionId = started.transactionId;
  } catch (error) {
    setVideoFlag('error');
    lotteryState.dialog = (error as { body?: { message?: ServerMessageLike } }).body?.message?.content ?? null;
    return false;
  }
  setVideoFlag('ready');
  const outcome = await play(transactionId).catch(() => 'error' as const);
  if (outcome === null) {
    setVideoFlag('cancelled');
    return false;
  }
  try {
    const finished = await api.finish(transactionId, outcome);
    if (typeof finished.remainedVideoReward === 'number') lotteryState.remainedVideoReward = finished.remainedVideoReward;
    if (outcome === 'close') setVideoFlag('closed');
    else if (outcome === 'error') setVideoFlag('error');
    else if (finished.granted) {
      setVideoFlag('granted');
      lotteryState.remained = Math.max(0, lotteryState.remained) + 1;
      return true;
    } else setVideoFlag('error');
  } catch {
    setVideoFlag('error');
  }
  return false;
}
