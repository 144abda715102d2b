import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A rewarded-video ad provider, as rewards sees it: it shows a video for a transaction and, when the
 * member watched it to the end, calls the server back (server-side verification, like AdMob's SSV:
 * transaction_id, user_id, reward_amount and a signature). Only a verified callback grants anything.
 */
export type VideoCallback = { transactionId: string; userId: number; rewardAmount: number };

export interface RewardedAdProvider {
  readonly name: string;
  /** The callback's fields when its signature is the provider's; null otherwise. */
  verify(query: Readonly<Record<string, string | undefined>>): VideoCallback | null;
}

/** What a sandbox video does: play to the end, be closed early by the viewer, or fail to load. */
export type SandboxOutcome = 'complete' | 'close' | 'error';

export interface SandboxAdProvider extends RewardedAdProvider {
  readonly name: 'sandbox';
  /** The signed callback query a completed sandbox video sends (the provider's server side). */
  signedCallback(callback: VideoCallback): Record<string, string>;
}

const message = (c: VideoCallback) => `${c.transactionId}:${c.userId}:${c.rewardAmount}`;

/**
 * The sandbox ad network (outside production, like the payment sandbox): its callbacks are signed with
 * HMAC-SHA256 under a secret only the server holds, so a browser cannot forge a completion.
 */
export function createSandboxAdProvider(secret: string): SandboxAdProvider {
  const sign = (c: VideoCallback) => createHmac('sha256', secret).update(message(c)).digest('hex');
  return {
    name: 'sandbox',
    signedCallback: (c) => ({ transaction_id: c.transactionId, user_id: String(c.userId), reward_amount: String(c.rewardAmount), signature: sign(c) }),
    verify(query) {
      const transactionId = query.transaction_id ?? '';
      const userId = Number(query.user_id);
      const rewardAmount = Number(query.reward_amount);
      const signature = query.signature ?? '';
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(transactionId) || !Number.isSafeInteger(userId) || userId < 1 || !Number.isSafeInteger(rewardAmount) || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const callback = { transactionId, userId, rewardAmount };
      return timingSafeEqual(Buffer.from(sign(callback), 'hex'), Buffer.from(signature, 'hex')) ? callback : null;
    },
  };
}
