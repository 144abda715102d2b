import { defineEntity, p } from '@mikro-orm/core';

/**
 * A coin pack sold on /point/ (decision 067): staff edit them on /staff/item/; the purchase flow reads them
 * from here and computes every charge from these figures, never from what a client sends. Purchases keep
 * their own price and coins, so a pack changed later never changes a purchase made.
 */
export const WalletCoinPackSchema = defineEntity({
  name: 'WalletCoinPack',
  tableName: 'wallet_coin_pack',
  properties: {
    id: p.integer().primary(),
    /** The product id purchases name (`coin_500`); fixed once created. */
    productId: p.string().length(40).unique('wallet_coin_pack_product_id_unique'),
    /** Price in yen, tax included (総額表示). */
    priceYen: p.integer().check('price_yen > 0'),
    /** Paid coins. */
    coins: p.integer().check('coins > 0'),
    /** Bonus coins added to the paid ones (valid BONUS_COIN_VALID_DAYS). */
    bonusCoins: p.integer().default(0).check('bonus_coins >= 0'),
    startsAt: p.datetime(),
    /** Exclusive; null = no end. */
    endsAt: p.datetime().nullable(),
    /** Order on /point/ (smaller first, then the price). */
    position: p.smallint().default(0),
    /** In the staff console's trash: not sold (purchases made stay as they are). */
    deletedAt: p.datetime().nullable(),
  },
});

export class WalletCoinPack extends WalletCoinPackSchema.class {}
WalletCoinPackSchema.setClass(WalletCoinPack);
