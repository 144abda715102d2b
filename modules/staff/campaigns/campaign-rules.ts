import { z } from 'zod';
import { CAMPAIGN_FAMILIES, CAMPAIGN_KINDS, type CampaignEdit, type CampaignListEntry } from '#modules/campaigns/client.ts';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';

/** A campaign as the console edits it: the campaigns module's CampaignEdit (decision 056). */
export type CampaignSnapshot = CampaignEdit;
export type { CampaignListEntry };

/** A present campaign's entries as staff see them: counts per course and member ids, no contact details. */
export type CampaignEntriesView = {
  total: number;
  courses: { code: string; label: string; count: number }[];
  entrants: { userId: number; course: string; enteredAt: string; won: boolean }[];
  prizeCount: number | null;
  seedCommitment: string | null;
  /** Revealed once drawn. */
  seed: string | null;
  drawnAt: string | null;
  phase: 'upcoming' | 'running' | 'ended';
};

/** What the console reaches of the campaigns module (and the catalogue's title names), injected by the composition root. */
export type CampaignEditingPort = {
  read(id: string): Promise<CampaignSnapshot | null>;
  write(id: string, next: CampaignSnapshot): Promise<void>;
  create(value: CampaignSnapshot): Promise<string>;
  list(): Promise<CampaignListEntry[]>;
  /** Names of titles by code (the catalogue's); a code it does not know is missing from the map. */
  titleNames(codes: readonly string[]): Promise<Map<string, string>>;
  entries(campaignId: number): Promise<CampaignEntriesView>;
  /** Publishes SHA-256 of a new secret seed on the page (refused after the close). */
  commitSeed(campaignId: number): Promise<{ commitment: string }>;
  /** Draws the winners once, after the close; tells them through /message/. */
  draw(campaignId: number): Promise<number[]>;
  /** After a save, a commitment or a draw: public pages show it at once. */
  changed?(id: string): void;
};

const CODE = /^[A-Za-z0-9_-]{1,16}$/;
const SLUG = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,3}$/;

const jstField = (label: string, required: boolean) =>
  z
    .string({ error: `${label}を入力してください` })
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === '') {
        if (required) {
          ctx.addIssue({ code: 'custom', message: `${label}を入力してください` });
          return z.NEVER;
        }
        return null;
      }
      const parsed = parseJstLocal(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: `${label}は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください` });
        return z.NEVER;
      }
      return parsed.toISOString();
    });

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}は文字で入力してください` })
    .trim()
    .max(max, { error: `${label}は${max}文字以内で入力してください` })
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

const entryForm = z.object({
  courses: z
    .array(
      z.object({
        code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,50}$/, { error: 'コースの記号は半角英数字で入力してください' }),
        label: z.string().trim().min(1, { error: 'コース名を入力してください' }).max(100, { error: 'コース名は100文字以内で入力してください' }),
      }),
    )
    .max(10, { error: 'コースは10個までです' })
    .refine((courses) => new Set(courses.map((c) => c.code)).size === courses.length, { error: 'コースの記号が重なっています' }),
  read_titles: z.number({ error: '応募条件の作品数は数字で入力してください' }).int({ error: '応募条件の作品数は整数で入力してください' }).min(0, { error: '応募条件の作品数は0以上にしてください' }).max(50, { error: '応募条件の作品数は50以下にしてください' }),
  physical_prize: z.boolean({ error: '賞品を郵送するかどうかを選んでください' }),
});

/** A campaign's fields as the console sends them (JST `datetime-local` values); Japanese messages. */
export const campaignFields = z
  .object({
    family: z.enum(CAMPAIGN_FAMILIES, { error: 'ページの種類を選んでください' }),
    slug: z.string({ error: 'スラッグを入力してください' }).trim().regex(SLUG, { error: 'スラッグは半角英数字・「-」「_」で入力してください' }),
    kind: z.enum(CAMPAIGN_KINDS, { error: 'キャンペーンの内容を選んでください' }),
    name: z.string({ error: 'キャンペーン名を入力してください' }).trim().min(1, { error: 'キャンペーン名を入力してください' }).max(200, { error: 'キャンペーン名は200文字以内で入力してください' }),
    lead: z.string().trim().max(2000, { error: 'リード文は2000文字以内で入力してください' }).default(''),
    terms: z.string().trim().max(5000, { error: '注意事項は5000文字以内で入力してください' }).default(''),
    card_text: optionalText('カードの文言', 100),
    color: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, { error: '色は「#1d4f73」のように入力してください' })
      .nullable()
      .default(null)
      .transform((v) => (v ? v.toLowerCase() : null)),
    starts_at: jstField('開始日時', true),
    ends_at: jstField('終了日時', true),
    published_at: jstField('特集一覧への掲載日時', false).default(null),
    hashtag: optionalText('ハッシュタグ', 100),
    title_codes: z.array(z.string().trim().regex(CODE, { error: '作品コードは半角英数字で入力してください' })).max(200, { error: '対象作品は200作品までです' }).default([]),
    prize_count: z.number({ error: '当選数は数字で入力してください' }).int({ error: '当選数は整数で入力してください' }).min(1, { error: '当選数は1以上にしてください' }).max(100000, { error: '当選数は100000以下にしてください' }).nullable().default(null),
    prizes_text: optionalText('賞品の表示', 200),
    entry_form: entryForm.nullable().default(null),
  })
  .refine((c) => !c.starts_at || !c.ends_at || c.ends_at > c.starts_at, { error: '終了日時は開始日時より後にしてください', path: ['ends_at'] })
  .refine((c) => c.family === 'named' || !c.slug.includes('/'), { error: 'スラッグに「/」を使えるのは固定アドレス（/special/）だけです', path: ['slug'] })
  .refine((c) => !(c.family === 'campaign' && c.slug === 'titles'), { error: 'スラッグ「titles」は使えません（キャンペーン作品一覧のアドレスです）', path: ['slug'] })
  .refine((c) => c.kind !== 'present' || c.prize_count !== null, { error: 'プレゼントキャンペーンには当選数を入力してください', path: ['prize_count'] });

export const versionField = z.number({ error: '版（version）がありません' }).int().min(0);
export const campaignUpdate = z.intersection(campaignFields, z.object({ version: versionField }));

export function toCampaignSnapshot(input: z.output<typeof campaignFields>, deletedAt: string | null = null): CampaignSnapshot {
  return {
    family: input.family,
    slug: input.slug,
    kind: input.kind,
    name: input.name,
    lead: input.lead,
    terms: input.terms,
    cardText: input.card_text,
    color: input.color,
    startsAt: input.starts_at!,
    endsAt: input.ends_at!,
    publishedAt: input.published_at,
    hashtag: input.hashtag,
    titleCodes: [...new Set(input.title_codes)],
    prizeCount: input.prize_count,
    prizesText: input.prizes_text,
    entryForm: input.kind === 'present' ? { courses: input.entry_form?.courses ?? [], readTitles: input.entry_form?.read_titles ?? 0, physicalPrize: input.entry_form?.physical_prize ?? false } : null,
    deletedAt,
  };
}
