import type { WalletService } from '#modules/wallet/index.ts';
import { log } from '#platform/log/logger.ts';

/**
 * How the affiliate module hears of purchases (decision 052): the composition root wraps the wallet's
 * coin purchase, so affiliate never reads the wallet's tables. A failure is logged and caught up later
 * (/affiliate/ credits referrals whose first payment date is set); the purchase never fails for it.
 */
export function affiliatePurchaseEvents<W extends WalletService>(wallet: W, purchased: (userId: number) => Promise<unknown>): W {
  return {
    ...wallet,
    async creditPurchase(userId, purchase) {
      const credited = await wallet.creditPurchase(userId, purchase);
      if (credited) {
        try {
          await purchased(userId);
        } catch (error) {
          log.warn({ err: error, userId }, '[affiliate] referral credit deferred');
        }
      }
      return credited;
    },
  };
}
