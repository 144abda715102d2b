import type { LotteryView, StampCardView } from '#modules/staff/client.ts';

/** A running stamp card and a daily gacha as /staff/stampcard/ and /staff/item/ show them (stories). */
export const stampCard: StampCardView = {
  id: 7,
  version: 2,
  code: 'winter2026',
  label: '冬のスタンプカード',
  message: 'ログインと読書でスタンプを集めよう',
  details: '12月31日まで。',
  thumbnailUrl: '/img/cover/YB000001?w=480',
  slots: [
    { label: '毎日ログイン', action: 'daily-sign-in', quantity: 5 },
    { label: '1話読む', action: 'episode-read', quantity: 3 },
  ],
  prize: { kind: 'bonus_coin', amount: 50, validHours: 168 },
  prizeValueYen: 50,
  purchaseYen: null,
  gachaId: 1,
  startsAt: '2026-11-30T15:00:00.000Z',
  endsAt: '2026-12-31T15:00:00.000Z',
  deletedAt: null,
};

export const lotteries = [{ id: 1, code: 'daily', label: 'デイリーガチャ' }];

const tiers = (big: number) => [
  { tierId: 'big', label: '大当たり', weight: big, prize: { kind: 'bonus_coin' as const, amount: 100, validHours: 72 }, valueYen: 100, count: 0 },
  { tierId: 'small', label: 'ポイント', weight: 1_000_000 - big, prize: { kind: 'point' as const, amount: 1 }, valueYen: 1, count: 0 },
];

export const lottery: LotteryView = {
  id: 1,
  version: 3,
  code: 'daily',
  label: 'デイリーガチャ',
  description: '1日3回、6時・12時・18時に回数が戻ります',
  conditions: 'ログイン中の会員',
  scheme: 'open',
  purchaseYen: null,
  expectedSalesYen: null,
  refillHours: [6, 12, 18],
  drawsPerPeriod: 1,
  startsAt: '2026-11-29T21:00:00.000Z',
  endsAt: null,
  tiers: tiers(200_000),
  oddsVersion: 2,
  oddsEffectiveFrom: '2026-12-01T09:00:00.000Z',
  odds: [
    { version: 2, effectiveFrom: '2026-12-01T09:00:00.000Z', tiers: tiers(200_000) },
    { version: 1, effectiveFrom: '2026-11-29T21:00:00.000Z', tiers: tiers(100_000) },
  ],
};

export const ticketCampaign = {
  id: 3,
  version: 1,
  code: 'xmas2026',
  label: 'クリスマス 毎日50枚チケット',
  description: '12月25日まで毎日チケット50枚',
  tickets: 50,
  per: 'day' as const,
  validHours: 72,
  startsAt: '2026-11-30T15:00:00.000Z',
  endsAt: '2026-12-25T15:00:00.000Z',
};

export const giftCoupon = {
  id: 5,
  version: 1,
  couponCode: 'XMAS2026',
  couponName: 'クリスマス100コインプレゼント',
  description: 'コードを入力すると100ボーナスコイン',
  additionalCoinRate: 10,
  quantity: 1,
  bonusQuantity: 100,
  itemPriceWithoutCoupon: null,
  startsAt: '2026-11-30T15:00:00.000Z',
  endsAt: '2026-12-25T15:00:00.000Z',
  recommendable: false,
  perMemberLimit: 1,
  totalLimit: 5000,
  singleUseCodes: false,
  distribution: 'open' as const,
  purchaseYen: null,
  codes: ['XMAS-7KQ2-M9PA', 'XMAS-R4TZ-8HWD', 'XMAS-C3NV-6JXE'],
};

export const coinPack = { id: 7, version: 1, productId: 'coin_2000_xmas', priceYen: 2000, coins: 2000, bonusCoins: 300, startsAt: '2026-11-30T15:00:00.000Z', endsAt: '2026-12-25T15:00:00.000Z', position: 3 };
