import { z } from 'zod';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';
import { versionField } from '../banners/banner-rules.ts';

/** A coin pack as the console edits it and the audit log keeps it (dates as ISO strings; decision 067). */
export type CoinPackSnapshot = { productId: string; priceYen: number; coins: number; bonusCoins: number; startsAt: string; endsAt: string | null; position: number; deletedAt?: string | null };
export type CoinPackConsoleView = CoinPackSnapshot & { id: number; version: number };

type Problems = { path: string; message: string }[];

/** The wallet's coin packs, as the composition root injects them (decision 067). */
export type CoinPackEditingPort = {
  list(): Promise<(CoinPackSnapshot & { id: number })[]>;
  read(id: number): Promise<CoinPackSnapshot | null>;
  problems(pack: CoinPackSnapshot, id: number | null): Promise<Problems>;
  create(pack: CoinPackSnapshot): Promise<number>;
  write(id: number, pack: CoinPackSnapshot): Promise<void>;
};

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}は数字で入力してください` })
    .int({ error: `${label}は整数で入力してください` })
    .min(min, { error: `${label}は${min}以上にしてください` })
    .max(max, { error: `${label}は${max.toLocaleString('ja-JP')}以下にしてください` });

const jst = (label: string, optional: boolean) =>
  z
    .string({ error: `${label}を入力してください` })
    .nullable()
    .transform((value, ctx) => {
      if (optional && (value === null || value === '')) return null;
      const parsed = value ? parseJstLocal(value) : null;
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: `${label}は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください` });
        return z.NEVER;
      }
      return parsed.toISOString();
    });

/** A coin pack's fields as the console sends them; Japanese messages. */
export const coinPackFields = z.object({
  product_id: z.string({ error: '商品IDを入力してください' }).regex(/^coin_[a-z0-9_]{1,35}$/, { error: '商品IDは「coin_」で始まる半角英小文字・数字・「_」の40文字以内で入力してください' }),
  price_yen: int('価格（税込）', 1, 100_000),
  coins: int('コイン', 1, 1_000_000),
  bonus_coins: int('ボーナスコイン', 0, 5_000_000).default(0),
  starts_at: jst('販売開始日時', false),
  ends_at: jst('販売終了日時', true).default(null),
  position: int('表示順', 0, 100).default(0),
  dry_run: z.boolean({ error: 'dry_run は true か false です' }).default(false),
});
export const coinPackUpdate = z.intersection(coinPackFields, z.object({ version: versionField }));

export const toCoinPackSnapshot = (input: z.output<typeof coinPackFields>): CoinPackSnapshot => ({
  productId: input.product_id,
  priceYen: input.price_yen,
  coins: input.coins,
  bonusCoins: input.bonus_coins,
  startsAt: input.starts_at as string,
  endsAt: input.ends_at,
  position: input.position,
  deletedAt: null,
});
