/**
 * Commit-reveal draws anyone can recompute: before a period's first draw we publish SHA-256 of a secret
 * seed; each draw's roll is HMAC-SHA256(seed, "<lotteryId>:<periodKey>:<memberId>:<drawNumber>") read as a
 * 48-bit integer and scaled onto ODDS_TOTAL; after the period the seed is revealed, so anyone can check
 * that a recorded prize follows from the commitment and the published odds.
 */
import { createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { ODDS_TOTAL } from './odds.ts';

export type DrawInput = { lotteryId: number; periodKey: string; memberId: number; drawNumber: number };

export const newSeed = (): string => randomBytes(32).toString('hex');

/** The published commitment of a seed (hex). */
export const seedCommitment = (seedHex: string): string => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

export const drawMessage = ({ lotteryId, periodKey, memberId, drawNumber }: DrawInput): string => `${lotteryId}:${periodKey}:${memberId}:${drawNumber}`;

// The running periods' seeds as key objects: preparing a raw key was a tenth of a draw's HMAC.
const seedKeys = new Map<string, KeyObject>();
function seedKey(seedHex: string): KeyObject {
  let key = seedKeys.get(seedHex);
  if (!key) {
    if (seedKeys.size >= 100) seedKeys.clear();
    key = createSecretKey(Buffer.from(seedHex, 'hex'));
    seedKeys.set(seedHex, key);
  }
  return key;
}

/**
 * The roll in [0, ODDS_TOTAL). floor(x · total / 2^48) of a uniform 48-bit x is off from uniform by at
 * most total / 2^48 (under 4·10⁻⁹), far below any published odds.
 */
export function drawRoll(seedHex: string, input: DrawInput): number {
  const mac = createHmac('sha256', seedKey(seedHex)).update(drawMessage(input)).digest();
  const x = BigInt(mac.readUIntBE(0, 6));
  return Number((x * BigInt(ODDS_TOTAL)) >> 48n);
}

/** True when the seed is the one the commitment promised. */
export const seedMatches = (seedHex: string, commitmentHex: string): boolean => /^[0-9a-f]{64}$/.test(seedHex) && seedCommitment(seedHex) === commitmentHex;
