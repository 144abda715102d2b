import { z } from 'zod';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';
import { TICKET_CAMPAIGN_CODE_MIN_LENGTH, type LotteryRecord, type OddsVersionView, type PrizeSpec, type TierRecord } from '#modules/rewards/client.ts';
import { versionField } from '../banners/banner-rules.ts';

/** What a reward gives (the rewards module's PrizeSpec, as the console sends it). */
export type PrizeSnapshot = PrizeSpec;

/** The fixed actions that stamp a card ('random' is accepted here only to be refused as カード合わせ by the rewards rules). */
export const STAMP_SLOT_ACTIONS = ['daily-sign-in', 'episode-read', 'purchase', 'review', 'random'] as const;

/** A stamp card as the console edits it and the audit log keeps it (dates as ISO strings). */
export type StampCardSnapshot = {
  code: string;
  label: string;
  message: string;
  details: string;
  thumbnailUrl: string;
  slots: { label: string; action: (typeof STAMP_SLOT_ACTIONS)[number]; quantity: number }[];
  prize: PrizeSnapshot | null;
  prizeValueYen: number;
  purchaseYen: number | null;
  gachaId: number | null;
  startsAt: string;
  endsAt: string | null;
  deletedAt: string | null;
};
export type StampCardView = StampCardSnapshot & { id: number; version: number };

export type TierSnapshot = TierRecord;
/** A daily lottery as the console edits it: `tiers` are its newest odds (提供割合, weights out of 1,000,000). */
export type LotterySnapshot = LotteryRecord;
export type OddsVersion = OddsVersionView;
export type LotteryView = LotterySnapshot & { id: number; version: number; odds: OddsVersion[] };

/** A ticket campaign (/gift/ticket/{code}/): tickets per claim, once a JST day or once per campaign. */
export type TicketCampaignSnapshot = { code: string; label: string; description: string; tickets: number; per: 'day' | 'campaign'; validHours: number; startsAt: string; endsAt: string };
export type TicketCampaignView = TicketCampaignSnapshot & { id: number; version: number };

type Problems = { path: string; message: string }[];

/** The rewards module's stamp cards and lotteries, as the composition root injects them (decision 057). */
export type RewardEditing = {
  stampCards: {
    list(): Promise<(StampCardSnapshot & { id: number })[]>;
    read(id: number): Promise<StampCardSnapshot | null>;
    /** The legal and rule checks in Japanese, by field; [] when the card may be saved. */
    problems(card: StampCardSnapshot, id: number | null): Promise<Problems>;
    create(card: StampCardSnapshot): Promise<number>;
    /** Refuses (rewards' domain error, 400) a card the rules forbid. */
    write(id: number, card: StampCardSnapshot): Promise<void>;
  };
  lotteries: {
    list(): Promise<(LotterySnapshot & { id: number; odds: OddsVersion[] })[]>;
    read(id: number): Promise<LotterySnapshot | null>;
    /** The checks in Japanese, and from when changed odds would apply (null: the odds do not change). */
    dryRun(lottery: LotterySnapshot, id: number | null): Promise<{ problems: Problems; oddsFrom: string | null }>;
    create(lottery: LotterySnapshot): Promise<number>;
    write(id: number, lottery: LotterySnapshot): Promise<void>;
    choices(): Promise<{ id: number; code: string; label: string }[]>;
  };
  ticketCampaigns: {
    list(): Promise<(TicketCampaignSnapshot & { id: number })[]>;
    read(id: number): Promise<TicketCampaignSnapshot | null>;
    problems(campaign: TicketCampaignSnapshot, id: number | null): Promise<Problems>;
    create(campaign: TicketCampaignSnapshot): Promise<number>;
    write(id: number, campaign: TicketCampaignSnapshot): Promise<void>;
  };
};

const jstRequired = (label: string) =>
  z.string({ error: `${label}を入力してください` }).transform((value, ctx) => {
    const parsed = parseJstLocal(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: `${label}は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください` });
      return z.NEVER;
    }
    return parsed.toISOString();
  });
const jstOptional = (label: string) =>
  z
    .string()
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === '') return null;
      const parsed = parseJstLocal(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: `${label}は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください` });
        return z.NEVER;
      }
      return parsed.toISOString();
    });

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}は数字で入力してください` })
    .int({ error: `${label}は整数で入力してください` })
    .min(min, { error: `${label}は${min}以上にしてください` })
    .max(max, { error: `${label}は${max.toLocaleString('ja-JP')}以下にしてください` });

const text = (label: string, max: number, required = true) => {
  const base = z.string({ error: `${label}を入力してください` }).trim();
  return (required ? base.min(1, { error: `${label}を入力してください` }) : base).max(max, { error: `${label}は${max}文字以内で入力してください` });
};

const code = (label: string) => z.string({ error: `${label}を入力してください` }).regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: `${label}は半角英小文字・数字・「-」「_」の40文字以内で入力してください` });

export const prizeField = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('bonus_coin'), amount: int('枚数', 1, 100_000), validHours: int('有効時間', 1, 24 * 365) }),
    z.object({ kind: z.literal('point'), amount: int('ポイント数', 1, 100_000) }),
    z.object({ kind: z.literal('ticket'), amount: int('枚数', 1, 1000), validHours: int('有効時間', 1, 24 * 365) }),
    z.object({ kind: z.literal('coupon'), couponCode: code('クーポンコード'), quantity: int('枚数', 1, 100) }),
  ],
  { error: '特典の種類を選んでください' },
);

const thumbnail = z
  .string({ error: 'サムネイル画像を指定してください' })
  .regex(/^(\/(?![/\\])[A-Za-z0-9/_?=&.%~-]{1,290}|https:\/\/[A-Za-z0-9.-]+\/[^\s"<>]{0,250})$/, { error: 'サムネイル画像は「/」から始まるパスか https:// のURLで指定してください' });

/** A stamp card's fields as the console sends them (JST `datetime-local` values); Japanese messages. */
export const stampCardFields = z.object({
  code: code('キャンペーンコード'),
  label: text('名前', 60),
  message: text('メッセージ', 500),
  details: text('詳細', 2000, false).default(''),
  thumbnail_url: thumbnail,
  slots: z
    .array(z.object({ label: text('スタンプ枠の名前', 40), action: z.enum(STAMP_SLOT_ACTIONS, { error: 'スタンプのアクションを選んでください' }), quantity: int('スタンプの数', 1, 100) }), { error: 'スタンプ枠を指定してください' })
    .max(10, { error: 'スタンプ枠は10個までです' }),
  prize: prizeField.nullable().default(null),
  prize_value_yen: int('特典の価額', 0, 10_000_000).default(0),
  purchase_yen: int('最低購入額', 0, 10_000_000).nullable().default(null),
  gacha_id: z.number({ error: 'ガチャを選んでください' }).int().positive({ error: 'ガチャを選んでください' }).nullable().default(null),
  starts_at: jstRequired('開始日時'),
  ends_at: jstOptional('終了日時'),
  /** Only check: what would change and the legal check, nothing stored. */
  dry_run: z.boolean({ error: 'dry_run は true か false です' }).default(false),
});
export const stampCardUpdate = z.intersection(stampCardFields, z.object({ version: versionField }));

export const toStampCardSnapshot = (input: z.output<typeof stampCardFields>, deletedAt: string | null = null): StampCardSnapshot => ({
  code: input.code,
  label: input.label,
  message: input.message,
  details: input.details,
  thumbnailUrl: input.thumbnail_url,
  slots: input.slots,
  prize: input.prize,
  prizeValueYen: input.prize_value_yen,
  purchaseYen: input.purchase_yen,
  gachaId: input.gacha_id,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  deletedAt,
});

const tierField = z.object({
  tier_id: z.string({ error: '賞品枠のIDを入力してください' }).regex(/^[a-z0-9_-]{1,20}$/, { error: '賞品枠のIDは半角英小文字・数字の20文字以内で入力してください' }),
  label: text('賞品枠の名前', 40),
  /** 提供割合 out of 1,000,000 (12.5% = 125000). */
  weight: int('提供割合', 0, 1_000_000),
  prize: prizeField,
  value_yen: int('賞品の価額', 0, 10_000_000),
  count: int('本数', 0, 100_000_000).default(0),
});

/** A lottery's fields as the console sends them; Japanese messages. */
export const lotteryFields = z.object({
  code: code('ガチャのコード'),
  label: text('名前', 60),
  description: text('説明', 1000),
  conditions: text('参加条件', 500, false).default(''),
  scheme: z.enum(['open', 'purchase-lottery'], { error: '景品の区分を選んでください' }),
  purchase_yen: int('対象の購入額', 0, 10_000_000).nullable().default(null),
  expected_sales_yen: int('予定売上額', 0, 10_000_000_000).nullable().default(null),
  refill_hours: z.array(int('回数が戻る時刻', 0, 23), { error: '回数が戻る時刻を指定してください' }).min(1, { error: '回数が戻る時刻を1つ以上指定してください' }).max(24),
  draws_per_period: int('1期間に引ける回数', 1, 100),
  starts_at: jstRequired('開始日時'),
  ends_at: jstOptional('終了日時'),
  tiers: z.array(tierField, { error: '賞品枠を指定してください' }).max(30, { error: '賞品枠は30個までです' }),
  dry_run: z.boolean({ error: 'dry_run は true か false です' }).default(false),
});
export const lotteryUpdate = z.intersection(lotteryFields, z.object({ version: versionField }));

export const toLotterySnapshot = (input: z.output<typeof lotteryFields>): Omit<LotterySnapshot, 'oddsVersion' | 'oddsEffectiveFrom'> => ({
  code: input.code,
  label: input.label,
  description: input.description,
  conditions: input.conditions,
  scheme: input.scheme,
  purchaseYen: input.scheme === 'purchase-lottery' ? input.purchase_yen : null,
  expectedSalesYen: input.scheme === 'purchase-lottery' ? input.expected_sales_yen : null,
  refillHours: input.refill_hours,
  drawsPerPeriod: input.draws_per_period,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  tiers: input.tiers.map((tier) => ({ tierId: tier.tier_id, label: tier.label, weight: tier.weight, prize: tier.prize, valueYen: tier.value_yen, count: tier.count })),
});

/** A new ticket campaign's code: whoever knows it claims, so 8 characters or more (issue 29). */
const ticketCode = z
  .string({ error: 'キャンペーンコードを入力してください' })
  .regex(new RegExp(`^[a-z0-9][a-z0-9_-]{${TICKET_CAMPAIGN_CODE_MIN_LENGTH - 1},39}$`), {
    error: `キャンペーンコードは半角英小文字・数字・「-」「_」の${TICKET_CAMPAIGN_CODE_MIN_LENGTH}〜40文字で入力してください`,
  });

const ticketFieldsWith = (campaignCode: z.ZodString) =>
  z.object({
    code: campaignCode,
    label: text('名前', 60),
    description: text('説明', 1000),
    tickets: int('1回に配るチケット', 1, 1000),
    per: z.enum(['day', 'campaign'], { error: '受け取れる頻度を選んでください' }),
    valid_hours: int('チケットの有効時間', 1, 24 * 365),
    starts_at: jstRequired('開始日時'),
    ends_at: jstRequired('終了日時'),
    dry_run: z.boolean({ error: 'dry_run は true か false です' }).default(false),
  });

/** A new ticket campaign's fields as the console sends them; Japanese messages. */
export const ticketCampaignFields = ticketFieldsWith(ticketCode);
/** A saved campaign's fields: its code never changes, and one made before the 8-character minimum stays. */
export const savedTicketCampaignFields = ticketFieldsWith(code('キャンペーンコード'));
export const ticketCampaignUpdate = z.intersection(savedTicketCampaignFields, z.object({ version: versionField }));

export const toTicketCampaignSnapshot = (input: z.output<typeof ticketCampaignFields>): TicketCampaignSnapshot => ({
  code: input.code,
  label: input.label,
  description: input.description,
  tickets: input.tickets,
  per: input.per,
  validHours: input.valid_hours,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
});
