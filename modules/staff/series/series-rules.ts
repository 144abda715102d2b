import { z } from 'zod';

/** The roles of a title's creators (as the catalogue stores them). */
export const AUTHOR_ROLES = ['著者', '原作', '作画'] as const;

/** A title as the console edits it (the catalogue's TitleEdit, structurally). */
export type TitleSnapshot = {
  titleName: string;
  titleKana: string;
  synopsis: string;
  authors: { name: string; role: string }[];
  labelText: string | null;
  freeInfo: string | null;
  isFree: boolean;
  isFreeForWait: boolean;
  tags: string[];
  storyPriceCoins: number | null;
  /** An uploaded cover (a staff image's path), null: the drawn one. */
  coverImagePath: string | null;
};

export type TitleListEntry = { titleCode: string; titleName: string; authors: string; isAdult: boolean };

/** What the console reaches of the catalogue's titles, injected by the composition root. */
export type TitleEditing = {
  read(code: string): Promise<TitleSnapshot | null>;
  /** Stores the title and refreshes its search document at once. */
  write(code: string, next: TitleSnapshot): Promise<void>;
  find(keyword: string): Promise<TitleListEntry[]>;
  /** Every tag in use, with its number of titles. */
  tagCounts(): Promise<{ tag: string; count: number }[]>;
  /** After a save: public pages and caches show it. */
  changed?(code: string): void;
};

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}は${max}文字以内で入力してください` })
    .nullable()
    .transform((v) => (v ? v : null));

/** An uploaded staff image (POST /api/staff/v1/images/ answers its path), or null for none. */
export const coverImageField = z.string({ error: '表紙は画像をアップロードしてください' }).regex(/^\/img\/staff\/[1-9][0-9]{0,9}$/, { error: '表紙は画像をアップロードしてください' }).nullable();

export const tagField = z.string().trim().min(1, { error: 'タグを入力してください' }).max(20, { error: 'タグは20文字以内で入力してください' }).regex(/^[^,、\s]+$/, { error: 'タグに空白や「,」は使えません' });

/** A title's fields as the console sends them; Japanese messages. */
export const titleUpdate = z.object({
  version: z.number({ error: '版（version）がありません' }).int().min(0),
  title_name: z.string({ error: '作品名を入力してください' }).trim().min(1, { error: '作品名を入力してください' }).max(200, { error: '作品名は200文字以内で入力してください' }),
  title_kana: z
    .string({ error: '読み（カタカナ）を入力してください' })
    .trim()
    .min(1, { error: '読み（カタカナ）を入力してください' })
    .max(300, { error: '読みは300文字以内で入力してください' })
    .regex(/^[\u30A0-\u30FF\u3000 ０-９0-9ー・]+$/, { error: '読みはカタカナで入力してください' }),
  synopsis: z.string().trim().max(2000, { error: 'あらすじは2000文字以内で入力してください' }),
  authors: z
    .array(z.object({ name: z.string().trim().min(1, { error: '作者名を入力してください' }).max(100, { error: '作者名は100文字以内で入力してください' }), role: z.enum(AUTHOR_ROLES, { error: '役割を選んでください' }) }))
    .min(1, { error: '作者を1人以上入力してください' })
    .max(5, { error: '作者は5人までです' }),
  label_text: optionalText('ラベル', 32),
  free_info: optionalText('無料情報', 100),
  is_free: z.boolean({ error: '全巻無料かどうかを選んでください' }),
  is_free_for_wait: z.boolean({ error: '待てば¥0かどうかを選んでください' }),
  tags: z.array(tagField).max(20, { error: 'タグは20個までです' }),
  cover_image_path: coverImageField.optional(),
  story_price_coins: z.number({ error: '1話の価格は数字で入力してください' }).int({ error: '1話の価格は整数で入力してください' }).min(1, { error: '1話の価格は1コイン以上にしてください' }).max(10000, { error: '1話の価格は10000コイン以下にしてください' }).nullable(),
});

export const toTitleSnapshot = (input: z.output<typeof titleUpdate>): Omit<TitleSnapshot, 'coverImagePath'> & { coverImagePath?: string | null } => ({
  titleName: input.title_name,
  titleKana: input.title_kana,
  synopsis: input.synopsis,
  authors: input.authors,
  labelText: input.label_text,
  freeInfo: input.free_info,
  isFree: input.is_free,
  isFreeForWait: input.is_free_for_wait,
  tags: [...new Set(input.tags)],
  storyPriceCoins: input.story_price_coins,
  ...(input.cover_image_path === undefined ? {} : { coverImagePath: input.cover_image_path }),
});
