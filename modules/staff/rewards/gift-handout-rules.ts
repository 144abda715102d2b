import { z } from 'zod';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';
import { versionField } from '../banners/banner-rules.ts';

export const HANDOUT_ASSETS = ['point', 'bonus_coin', 'ticket'] as const;
export type HandoutAsset = (typeof HANDOUT_ASSETS)[number];

/** A gift handout as the console edits it and the audit log keeps it (dates as ISO strings; decision 069). */
export type GiftHandoutSnapshot = {
  label: string;
  asset: HandoutAsset;
  amount: number;
  validHours: number | null;
  claimBy: string;
  allMembers: boolean;
  memberIds: number[];
  sentAt: string | null;
  /** In the trash since (ISO): not sent, and what it offered is not received; null: in use. */
  deletedAt?: string | null;
};
export type GiftHandoutView = GiftHandoutSnapshot & { id: number; version: number };
/** Who a handout reaches: members, ids that are no members, the total handed out. */
export type GiftHandoutPreview = { recipients: number; unknownIds: number[]; total: number };

type Problems = { path: string; message: string }[];

/** The rewards module's gift handouts, as the composition root injects them (decision 069). */
export type GiftHandoutPort = {
  list(): Promise<(GiftHandoutSnapshot & { id: number })[]>;
  read(id: number): Promise<GiftHandoutSnapshot | null>;
  problems(handout: GiftHandoutSnapshot): Promise<Problems>;
  preview(handout: GiftHandoutSnapshot): Promise<GiftHandoutPreview>;
  create(handout: GiftHandoutSnapshot): Promise<number>;
  /** Refuses (409) a handout already sent (but moves it to or from the trash), a trashed one's send, and (400) one the rules forbid. */
  write(id: number, handout: GiftHandoutSnapshot): Promise<void>;
  /** Offers a sent handout to each recipient once, in batches. */
  deliver(id: number): Promise<{ offered: number; recipients: number }>;
};

/** At most this many member ids in one handout (a bigger audience is "all members"). */
export const HANDOUT_MAX_IDS = 10_000;

/** Member ids as staff paste them: one a line or separated by commas (、 and spaces too); duplicates once. */
export function parseMemberIds(text: string): { ids: number[]; bad: string[] } {
  const tokens = text.split(/[\s,、，]+/).filter(Boolean);
  const bad = tokens.filter((token) => !/^[1-9][0-9]{0,9}$/.test(token) || Number(token) > 2_147_483_647);
  const ids = [...new Set(tokens.filter((token) => !bad.includes(token)).map(Number))];
  return { ids, bad };
}

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}は数字で入力してください` })
    .int({ error: `${label}は整数で入力してください` })
    .min(min, { error: `${label}は${min}以上にしてください` })
    .max(max, { error: `${label}は${max.toLocaleString('ja-JP')}以下にしてください` });

/** A handout's fields as the console sends them (claim-by as a JST `datetime-local`); Japanese messages. */
export const giftHandoutFields = z
  .object({
    label: z.string({ error: '表示名を入力してください' }).trim().min(1, { error: '表示名を入力してください' }).max(100, { error: '表示名は100文字以内で入力してください' }),
    asset: z.enum(HANDOUT_ASSETS, { error: '配るもの（ポイント・ボーナスコイン・チケット）を選んでください' }),
    amount: int('数量', 1, 100_000),
    valid_hours: int('有効時間', 1, 24 * 365).nullable().default(null),
    claim_by: z.string({ error: '受け取り期限を入力してください' }).transform((value, ctx) => {
      const parsed = parseJstLocal(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: '受け取り期限は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください' });
        return z.NEVER;
      }
      return parsed.toISOString();
    }),
    recipients: z.enum(['list', 'all'], { error: '受け取る会員（会員IDを指定・全会員）を選んでください' }),
    member_ids: z.string({ error: '会員IDは文字列で送ってください' }).max(200_000, { error: '会員IDが多すぎます' }).default(''),
    /** Only check: what would change and who would receive it, nothing stored. */
    dry_run: z.boolean({ error: 'dry_run は true か false です' }).default(false),
  })
  .transform((input, ctx) => {
    const { ids, bad } = parseMemberIds(input.recipients === 'list' ? input.member_ids : '');
    if (bad.length) ctx.addIssue({ code: 'custom', path: ['member_ids'], message: `会員IDは数字で入力してください（「${bad.slice(0, 3).join('」「')}」）` });
    else if (input.recipients === 'list' && ids.length === 0) ctx.addIssue({ code: 'custom', path: ['member_ids'], message: '会員IDを1件以上入力してください（1行に1件、またはカンマ区切り）' });
    else if (ids.length > HANDOUT_MAX_IDS) ctx.addIssue({ code: 'custom', path: ['member_ids'], message: `会員IDは一度に${HANDOUT_MAX_IDS.toLocaleString('ja-JP')}件までです。それより多い場合は「全会員」を選んでください` });
    if (input.asset === 'ticket' && input.amount > 1000) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'チケットは1〜1,000枚で指定してください' });
    return { ...input, ids };
  });
export const giftHandoutUpdate = z.intersection(giftHandoutFields, z.object({ version: versionField }));

export const toGiftHandoutSnapshot = (input: z.output<typeof giftHandoutFields>): GiftHandoutSnapshot => ({
  label: input.label,
  asset: input.asset,
  amount: input.amount,
  validHours: input.asset === 'point' ? null : input.valid_hours,
  claimBy: input.claim_by,
  allMembers: input.recipients === 'all',
  memberIds: input.recipients === 'all' ? [] : input.ids,
  sentAt: null,
  deletedAt: null,
});
