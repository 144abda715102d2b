import { z } from 'zod';
import { COUPON_CODE_PATTERN, COUPON_CODE_RULE, EXISTING_COUPON_CODE_PATTERN } from '#modules/campaigns/client.ts';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';
import { versionField } from '../banners/banner-rules.ts';

/** A gift coupon campaign as the console edits it and the audit log keeps it (dates as ISO strings; decision 067). */
export type CouponSnapshot = {
  couponCode: string;
  couponName: string;
  description: string;
  additionalCoinRate: number;
  quantity: number;
  bonusQuantity: number;
  itemPriceWithoutCoupon: number | null;
  startsAt: string;
  endsAt: string;
  recommendable: boolean;
  perMemberLimit: number;
  totalLimit: number | null;
  singleUseCodes: boolean;
  distribution: 'open' | 'purchase';
  purchaseYen: number | null;
  codes: string[];
  /** In the trash since (ISO): its codes are not redeemed; null: in use. */
  deletedAt?: string | null;
};
export type CouponConsoleView = CouponSnapshot & { id: number; version: number };

type Problems = { path: string; message: string }[];

/** The campaigns module's coupons, as the composition root injects them (decision 067). */
export type CouponEditingPort = {
  list(): Promise<(CouponSnapshot & { id: number })[]>;
  read(id: number): Promise<CouponSnapshot | null>;
  /** The rule and 景品表示法 checks in Japanese, by field; [] when the coupon may be saved. */
  problems(coupon: CouponSnapshot, id: number | null): Promise<Problems>;
  create(coupon: CouponSnapshot): Promise<number>;
  /** Refuses (campaigns' domain error, 400) a coupon the rules forbid. */
  write(id: number, coupon: CouponSnapshot): Promise<void>;
};

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}は数字で入力してください` })
    .int({ error: `${label}は整数で入力してください` })
    .min(min, { error: `${label}は${min}以上にしてください` })
    .max(max, { error: `${label}は${max.toLocaleString('ja-JP')}以下にしてください` });

const jst = (label: string) =>
  z.string({ error: `${label}を入力してください` }).transform((value, ctx) => {
    const parsed = parseJstLocal(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: `${label}は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください` });
      return z.NEVER;
    }
    return parsed.toISOString();
  });

/** A code of a new coupon: 8 characters or more (issue 29: shorter codes can be guessed). */
const newCode = (label: string) => z.string({ error: `${label}を入力してください` }).trim().regex(COUPON_CODE_PATTERN, { error: `${label}は${COUPON_CODE_RULE}で入力してください` });
/**
 * A code of a saved coupon: one made before the 8-character minimum may stay (members hold coupons under it);
 * a code added to it is checked against the rule of new codes by the campaigns module's save.
 */
const savedCode = (label: string) => z.string({ error: `${label}を入力してください` }).trim().regex(EXISTING_COUPON_CODE_PATTERN, { error: `${label}は${COUPON_CODE_RULE}で入力してください` });

const fieldsWith = (code: (label: string) => z.ZodString) =>
  z.object({
    coupon_code: code('クーポンコード'),
    coupon_name: z.string({ error: 'クーポン名を入力してください' }).trim().min(1, { error: 'クーポン名を入力してください' }).max(100, { error: 'クーポン名は100文字以内で入力してください' }),
    description: z.string().trim().max(1000, { error: '説明は1000文字以内で入力してください' }).default(''),
    additional_coin_rate: int('コイン購入時の追加率', 0, 500).default(0),
    quantity: int('クーポンの枚数', 1, 100).default(1),
    bonus_quantity: int('ボーナスコイン', 0, 100_000).default(0),
    item_price_without_coupon: int('対象パックの価格', 1, 1_000_000).nullable().default(null),
    starts_at: jst('開始日時'),
    ends_at: jst('終了日時'),
    recommendable: z.boolean({ error: 'おすすめ表示は true か false です' }).default(false),
    per_member_limit: int('1人が使えるコードの数', 1, 100).default(1),
    total_limit: int('全体の上限', 1, 10_000_000).nullable().default(null),
    single_use_codes: z.boolean({ error: '1回限りのコードは true か false です' }).default(false),
    distribution: z.enum(['open', 'purchase'], { error: 'コードの配り方を選んでください' }).default('open'),
    purchase_yen: int('対象の購入額', 1, 10_000_000).nullable().default(null),
    codes: z.array(code('コード'), { error: 'コードを指定してください' }).max(1000, { error: 'コードは1,000個までです' }).default([]),
    /** Only check: what would change and the legal check, nothing stored. */
    dry_run: z.boolean({ error: 'dry_run は true か false です' }).default(false),
  });

/** A new coupon's fields as the console sends them (JST `datetime-local` values); Japanese messages. */
export const couponFields = fieldsWith(newCode);
/** A saved coupon's fields (its own code never changes; see `savedCode`). */
export const savedCouponFields = fieldsWith(savedCode);
export const couponUpdate = z.intersection(savedCouponFields, z.object({ version: versionField }));

export const toCouponSnapshot = (input: z.output<typeof couponFields>): CouponSnapshot => ({
  couponCode: input.coupon_code,
  couponName: input.coupon_name,
  description: input.description,
  additionalCoinRate: input.additional_coin_rate,
  quantity: input.quantity,
  bonusQuantity: input.bonus_quantity,
  itemPriceWithoutCoupon: input.item_price_without_coupon,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  recommendable: input.recommendable,
  perMemberLimit: input.per_member_limit,
  totalLimit: input.total_limit,
  singleUseCodes: input.single_use_codes,
  distribution: input.distribution,
  purchaseYen: input.distribution === 'purchase' ? input.purchase_yen : null,
  codes: input.codes,
  deletedAt: null,
});
