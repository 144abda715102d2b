import { jstDayKey, type MissionAction, type StampAction } from '#modules/rewards/index.ts';
import type { createReadingService } from '#modules/reader/index.ts';
import type { createFavoritesService, createReviewService } from '#modules/catalogue/index.ts';
import type { WalletService } from '#modules/wallet/index.ts';
import { log } from '#platform/log/logger.ts';

/** An action of a member that stamp cards (decision 048) and missions (decision 050) count. */
export type RewardAction = StampAction | MissionAction;

type Stamp = (userId: number, action: RewardAction, reference: string, at?: Date) => Promise<unknown>;

/**
 * How stamp cards hear of other modules' events (decision 048): the composition root wraps the few
 * calls that are a stamp's action, so rewards never reads another module's tables and the other
 * modules know nothing of rewards. A stamp that fails is logged; the action itself never fails for it.
 * - daily sign-in: the day's first initialize of a signed-in member (reference: the JST day);
 * - episode read: a counted reading event of a member (reference: the story);
 * - purchase: a story or volume bought with coins or points, or coins bought (reference: what was bought);
 * - review: a member's first review of a title (reference: the title);
 * - favourite: a title a member adds to their favourites (reference: the title; missions only).
 */
export function stampCardEvents(stamp: Stamp, now: () => Date = () => new Date()) {
  const safely = async (userId: number, action: RewardAction, reference: string) => {
    try {
      await stamp(userId, action, reference.slice(0, 80));
    } catch (error) {
      log.warn({ err: error, userId, action }, '[rewards] stamp not recorded');
    }
  };
  return {
    signedIn: (userId: number) => safely(userId, 'daily-sign-in', jstDayKey(now())),

    reading<R extends ReturnType<typeof createReadingService>>(reading: R): R {
      return {
        ...reading,
        async record(userId, story, page) {
          const counted = await reading.record(userId, story, page);
          if (counted && userId > 0) await safely(userId, 'episode-read', `story:${story.storyId}`);
          return counted;
        },
      };
    },

    reviews<R extends ReturnType<typeof createReviewService>>(reviews: R): R {
      return {
        ...reviews,
        async write(userId, titleCode, input, allowAdult) {
          const written = await reviews.write(userId, titleCode, input, allowAdult);
          if (written?.created) await safely(userId, 'review', `title:${titleCode}`);
          return written;
        },
      };
    },

    favorites<F extends ReturnType<typeof createFavoritesService>>(favorites: F): F {
      return {
        ...favorites,
        async set(userId, titleCode, favorite, allowAdult) {
          const answer = await favorites.set(userId, titleCode, favorite, allowAdult);
          if (answer && favorite && userId > 0) await safely(userId, 'favorite', `title:${titleCode}`);
          return answer;
        },
      };
    },

    wallet<W extends WalletService>(wallet: W): W {
      return {
        ...wallet,
        async consume(userId, request, at, audience) {
          const outcome = await wallet.consume(userId, request, at, audience);
          const bought = request.paymentDiv === 'volume' || request.ticketDiv === 'payment' || request.ticketDiv === 'point';
          if (outcome.charged && bought) await safely(userId, 'purchase', `${request.paymentDiv}:${request.titleCode}:${request.volumeSerialNumber}:${request.storyNumber}`);
          return outcome;
        },
        async creditPurchase(userId, purchase) {
          const credited = await wallet.creditPurchase(userId, purchase);
          if (credited) await safely(userId, 'purchase', `coins:${purchase.paymentId}`);
          return credited;
        },
      };
    },
  };
}
