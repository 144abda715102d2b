import { createHash, createHmac } from 'node:crypto';

/**
 * The winner draw of a present campaign (decision 051), checkable by anyone: SHA-256(seed) is published on
 * the campaign page before entries close; after the close the seed is revealed and each entrant's rank is
 * HMAC-SHA256(seed, "campaignId:userId") in hex, lowest first; the first `prizeCount` entrants win.
 */
export const commitmentOf = (seed: string): string => createHash('sha256').update(seed).digest('hex');

export const drawRank = (seed: string, campaignId: number, userId: number): string => createHmac('sha256', seed).update(`${campaignId}:${userId}`).digest('hex');

/** The winners' member ids, in rank order. */
export function drawWinners(seed: string, campaignId: number, userIds: readonly number[], prizeCount: number): number[] {
  return [...userIds]
    .map((userId) => ({ userId, rank: drawRank(seed, campaignId, userId) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.userId - b.userId))
    .slice(0, Math.max(0, prizeCount))
    .map((e) => e.userId);
}
