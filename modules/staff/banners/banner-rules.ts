import { z } from 'zod';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';

/** Where a banner shows: the top page's banner row, or the in-house ad slot after the first block. */
export const BANNER_PLACEMENTS = ['top', 'inhouse'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const PLACEMENT_LABELS: Record<BannerPlacement, string> = { top: 'トップページ', inhouse: '自社広告枠' };

/** A banner as the console edits it and the audit log keeps it (dates as ISO strings). */
export type BannerSnapshot = {
  placement: BannerPlacement;
  imageUrl: string;
  alt: string;
  linkUrl: string;
  startsAt: string | null;
  endsAt: string | null;
  position: number;
  deletedAt: string | null;
};

export type BannerView = BannerSnapshot & { id: number; version: number };

/** Shown at `at`: not in the trash, started (or no start) and not ended (or no end). */
export function isBannerLive(banner: Pick<BannerSnapshot, 'startsAt' | 'endsAt' | 'deletedAt'>, at: Date): boolean {
  if (banner.deletedAt) return false;
  if (banner.startsAt && new Date(banner.startsAt).getTime() > at.getTime()) return false;
  if (banner.endsAt && new Date(banner.endsAt).getTime() <= at.getTime()) return false;
  return true;
}

const jstField = (label: string) =>
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

/** A banner's fields as the console sends them (JST `datetime-local` values); Japanese messages. */
export const bannerFields = z
  .object({
    placement: z.enum(BANNER_PLACEMENTS, { error: '表示場所を選んでください' }),
    image_url: z.string({ error: '画像をアップロードしてください' }).regex(/^\/img\/[A-Za-z0-9/_?=&.-]{1,200}$/, { error: '画像をアップロードしてください' }),
    alt: z.string({ error: '代替テキストを入力してください' }).trim().min(1, { error: '代替テキストを入力してください' }).max(200, { error: '代替テキストは200文字以内で入力してください' }),
    link_url: z
      .string({ error: 'リンク先を入力してください' })
      .regex(/^(\/(?![/\\])[A-Za-z0-9/_?=&.%~-]{0,200}|https:\/\/[A-Za-z0-9.-]+(\/[^\s"<>]{0,200})?)$/, { error: 'リンク先は「/」から始まるサイト内のパスか https:// のURLで入力してください' }),
    starts_at: jstField('開始日時'),
    ends_at: jstField('終了日時'),
    position: z.number({ error: '表示順は数字で入力してください' }).int({ error: '表示順は整数で入力してください' }).min(0, { error: '表示順は0以上にしてください' }).max(999, { error: '表示順は999以下にしてください' }),
  })
  .refine((b) => !b.starts_at || !b.ends_at || b.ends_at > b.starts_at, { error: '終了日時は開始日時より後にしてください', path: ['ends_at'] });

export const versionField = z.number({ error: '版（version）がありません' }).int().min(0);

export const bannerUpdate = z.intersection(bannerFields, z.object({ version: versionField }));
export const versionOnly = z.object({ version: versionField });
