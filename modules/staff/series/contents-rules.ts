import { z } from 'zod';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';
import { coverImageField } from './series-rules.ts';

/** How a story is read (the catalogue's payment types): 1 free, 2 free if you wait (待てば¥0), 3 coins. */
export const PAYMENT_TYPES = [1, 2, 3] as const;
export type StoryPaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_LABELS: Record<StoryPaymentType, string> = { 1: '無料', 2: '待てば¥0', 3: 'コイン' };

/** A volume as the console edits it (the catalogue's VolumeEdit, structurally); times as ISO strings. */
export type VolumeSnapshot = {
  titleCode: string;
  serialNumber: number;
  name: string;
  priceCoins: number;
  publishedAt: string;
  endsAt: string | null;
  coverImagePath: string | null;
};

/** A story (episode) as the console edits it (the catalogue's StoryEdit, structurally). */
export type StorySnapshot = {
  titleCode: string;
  volumeId: number;
  storyNumber: number;
  name: string;
  paymentType: StoryPaymentType;
  priceCoins: number;
  pageCount: number;
  publishedAt: string;
  endsAt: string | null;
  coverImagePath: string | null;
};

export type SeriesOrderSnapshot = { volumes: { volumeId: number; storyIds: number[] }[] };

export type SeriesContentsView = {
  titleCode: string;
  isFreeForWait: boolean;
  volumes: (VolumeSnapshot & { volumeId: number; stories: (StorySnapshot & { storyId: number })[] })[];
};

/** What the console reaches of the catalogue's volumes and stories, injected by the composition root (decision 066). */
export type SeriesContentsEditing = {
  contents(titleCode: string): Promise<SeriesContentsView | null>;
  readVolume(volumeId: number): Promise<VolumeSnapshot | null>;
  writeVolume(volumeId: number, next: VolumeSnapshot): Promise<void>;
  createVolume(value: VolumeSnapshot): Promise<number>;
  readStory(storyId: number): Promise<StorySnapshot | null>;
  writeStory(storyId: number, next: StorySnapshot): Promise<void>;
  createStory(value: StorySnapshot): Promise<number>;
  readOrder(titleCode: string): Promise<SeriesOrderSnapshot | null>;
  /** False when the order does not name each of the title's volumes and stories once (nothing stored). */
  writeOrder(titleCode: string, order: SeriesOrderSnapshot): Promise<boolean>;
  /** After a save: the title page, the viewer and the caches show it. */
  changed?(titleCode: string): void;
};

/** Whether a volume or story is public at `at`, and how the console words it. */
export function windowState(item: { publishedAt: string; endsAt: string | null }, at: Date): 'scheduled' | 'published' | 'ended' {
  if (new Date(item.publishedAt).getTime() > at.getTime()) return 'scheduled';
  if (item.endsAt && new Date(item.endsAt).getTime() <= at.getTime()) return 'ended';
  return 'published';
}
export const WINDOW_LABELS = { scheduled: '公開前', published: '公開中', ended: '公開終了' } as const;

const jstField = (label: string, required: boolean) =>
  z
    .string({ error: `${label}を入力してください` })
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: `${label}を入力してください` });
        return null;
      }
      const parsed = parseJstLocal(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: `${label}は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください` });
        return z.NEVER;
      }
      return parsed.toISOString();
    });

const nameField = (label: string) =>
  z.string({ error: `${label}を入力してください` }).trim().min(1, { error: `${label}を入力してください` }).max(200, { error: `${label}は200文字以内で入力してください` });
const coins = (label: string, min: number) =>
  z
    .number({ error: `${label}は数字で入力してください` })
    .int({ error: `${label}は整数で入力してください` })
    .min(min, { error: `${label}は${min}コイン以上にしてください` })
    .max(100_000, { error: `${label}は100000コイン以下にしてください` });
const windowEnd = { error: '公開終了日時は公開開始日時より後にしてください', path: ['ends_at'] };

/** A volume's fields as the console sends them (JST `datetime-local` values); Japanese messages. */
export const volumeFields = z
  .object({
    name: nameField('巻の名前'),
    price_coins: coins('巻の価格', 0),
    published_at: jstField('公開開始日時', true),
    ends_at: jstField('公開終了日時', false),
    cover_image_path: coverImageField.default(null),
  })
  .refine((v) => !v.published_at || !v.ends_at || v.ends_at > v.published_at, windowEnd);

/** A story's fields; a coin story needs its price, a free or 待てば¥0 one has none. */
export const storyFields = z
  .object({
    name: nameField('話の名前'),
    payment_type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '読み方（無料・待てば¥0・コイン）を選んでください' }),
    price_coins: coins('1話の価格', 0).default(0),
    page_count: z.number({ error: 'ページ数は数字で入力してください' }).int({ error: 'ページ数は整数で入力してください' }).min(1, { error: 'ページ数は1以上にしてください' }).max(400, { error: 'ページ数は400以下にしてください' }),
    published_at: jstField('公開開始日時', true),
    ends_at: jstField('公開終了日時', false),
    cover_image_path: coverImageField.default(null),
  })
  .refine((s) => s.payment_type !== 3 || s.price_coins >= 1, { error: 'コインで読む話の価格は1コイン以上にしてください', path: ['price_coins'] })
  .refine((s) => !s.published_at || !s.ends_at || s.ends_at > s.published_at, windowEnd);

export const versioned = z.object({ version: z.number({ error: '版（version）がありません' }).int().min(0) });

export const orderFields = z.object({
  volumes: z
    .array(
      z.object({
        volume_id: z.number({ error: '巻の番号が正しくありません' }).int().min(1),
        story_ids: z.array(z.number({ error: '話の番号が正しくありません' }).int().min(1)).max(2000),
      }),
    )
    .min(1, { error: '巻を1つ以上並べてください' })
    .max(500),
});

type VolumeInput = z.output<typeof volumeFields>;
type StoryInput = z.output<typeof storyFields>;

export const toVolumeFields = (input: VolumeInput): Omit<VolumeSnapshot, 'titleCode' | 'serialNumber'> => ({
  name: input.name,
  priceCoins: input.price_coins,
  publishedAt: input.published_at!,
  endsAt: input.ends_at,
  coverImagePath: input.cover_image_path,
});

export const toStoryFields = (input: StoryInput): Omit<StorySnapshot, 'titleCode' | 'volumeId' | 'storyNumber'> => ({
  name: input.name,
  paymentType: input.payment_type,
  priceCoins: input.payment_type === 3 ? input.price_coins : 0,
  pageCount: input.page_count,
  publishedAt: input.published_at!,
  endsAt: input.ends_at,
  coverImagePath: input.cover_image_path,
});
