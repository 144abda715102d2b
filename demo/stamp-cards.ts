import type { MikroORM } from '@mikro-orm/postgresql';
import { createStampCardAdmin, RewardStampCard } from '#modules/rewards/index.ts';

/** The demo's stamp card: one stamp each for a sign-in, an episode read and a review; 50 bonus coins. */
export const DEMO_STAMP_CARD_CODE = 'welcome';

const DAY_MS = 86_400_000;

/** Creates the demo stamp card, running from the day before seeding for 60 days, unless it is there. */
export async function seedDemoStampCards(orm: MikroORM, at = new Date()): Promise<void> {
  if (await orm.em.fork().findOne(RewardStampCard, { code: DEMO_STAMP_CARD_CODE })) return;
  await createStampCardAdmin(orm).create({
    code: DEMO_STAMP_CARD_CODE,
    label: 'はじめてのスタンプカード',
    message: 'ログイン・読書・レビューでスタンプを集めよう！',
    details: 'スタンプは決まったアクションで1つずつ押されます（ランダムではありません）。3つ揃うとボーナスコイン50枚（有効期限7日）をプレゼント。',
    thumbnailUrl: '/stamp-cards/welcome.svg',
    slots: [
      { label: 'ログインする', action: 'daily-sign-in', quantity: 1 },
      { label: 'エピソードを1話読む', action: 'episode-read', quantity: 1 },
      { label: 'レビューを書く', action: 'review', quantity: 1 },
    ],
    prize: { kind: 'bonus_coin', amount: 50, validHours: 7 * 24 },
    prizeValueYen: 50,
    startsAt: new Date(at.getTime() - DAY_MS),
    endsAt: new Date(at.getTime() + 60 * DAY_MS),
  });
}
