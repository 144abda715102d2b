import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';
import { SiteSetting } from './entities/site-setting.ts';
import { recommendInfoSchema, type RecommendInfo } from './recommend-info.ts';
import { staffDb } from './kysely-db.ts';

export type { RecommendInfo };

/** An in-house banner that staff can switch on and off (spec §2 "Modals and panels"). */
export const bannerSettingSchema = z.object({
  enabled: z.boolean(),
  imageUrl: z.string(),
  alt: z.string(),
  linkUrl: z.string(),
});
export type BannerSetting = z.infer<typeof bannerSettingSchema>;

export const appInstallPromotionSchema = z.object({ enabled: z.boolean() });

/** Every setting, its schema. A stored value that does not match is ignored (the default applies). */
export const siteSettingSchemas = {
  rectangleBanner: bannerSettingSchema,
  memberCouponBanner: bannerSettingSchema,
  dailyRecommend: recommendInfoSchema.nullable(),
  appInstallPromotion: appInstallPromotionSchema,
} as const;

export type SiteSettingKey = keyof typeof siteSettingSchemas;
export type SiteSettings = { [K in SiteSettingKey]: z.infer<(typeof siteSettingSchemas)[K]> };

export const SITE_SETTING_KEYS = Object.keys(siteSettingSchemas) as SiteSettingKey[];

/** What applies while staff has stored nothing (or something invalid). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  rectangleBanner: {
    enabled: false,
    imageUrl: '/img/cover/YB000001?w=480',
    alt: '読み場 今月のおすすめ作品',
    linkUrl: '/book/title/YB000001/',
  },
  memberCouponBanner: {
    enabled: false,
    imageUrl: '',
    alt: '会員登録で50コインクーポンプレゼント',
    linkUrl: '/signup/',
  },
  dailyRecommend: {
    imageUrl: '/img/cover/YB000001?w=480',
    title: '今日のおすすめ',
    description: '全巻無料・待てば¥0の作品を毎日更新中。気になる作品を今すぐ読んでみましょう。',
    moreText: '無料マンガを見る',
    moreUrl: '/book/free/',
    isTargetBlank: false,
  },
  appInstallPromotion: { enabled: true },
};

function cloneDefaults(): SiteSettings {
  return structuredClone(DEFAULT_SITE_SETTINGS);
}

/** Stored rows over the defaults: each valid stored value replaces its default, anything else is ignored. */
export function resolveSiteSettings(rows: readonly { key: string; value: unknown }[]): SiteSettings {
  const settings = cloneDefaults();
  for (const row of rows) {
    if (!(row.key in siteSettingSchemas)) continue;
    const key = row.key as SiteSettingKey;
    const parsed = siteSettingSchemas[key].safeParse(row.value);
    if (parsed.success) (settings as Record<SiteSettingKey, unknown>)[key] = parsed.data;
  }
  return settings;
}

export type SiteSettingsOptions = {
  /** How long a read is reused (default 60 s; 0 reads every time). */
  ttlMs?: number;
  /** Prefix of the stored keys: tests use their own so that parallel test files do not see them. */
  keyPrefix?: string;
  /** Called after `set` stored a value: the composition root tells every process to drop its copy. */
  onChange?: () => void;
};

/** The site settings from the database, read at most once a minute. */
export function createSiteSettingsService(orm: MikroORM, options: SiteSettingsOptions = {}) {
  const prefix = options.keyPrefix ?? '';
  const readNow = async (): Promise<SiteSettings> => {
    const rows = await orm.em.fork().find(SiteSetting, { key: { $in: SITE_SETTING_KEYS.map((key) => prefix + key) } });
    return resolveSiteSettings(rows.map((row) => ({ key: row.key.slice(prefix.length), value: row.value })));
  };
  const cached = memoizeAsync(readNow, { ttlMs: options.ttlMs ?? 60_000, maxEntries: 1, key: () => 'site-settings' });
  const all = async (): Promise<SiteSettings> => (await cached()) ?? cloneDefaults();
  return {
    /** Every setting (memoized for 60 s). */
    all,
    /** One setting (memoized for 60 s). */
    get: async <K extends SiteSettingKey>(key: K): Promise<SiteSettings[K]> => (await all())[key],
    /** The daily recommendation of the initialization response. */
    recommendInfo: async (): Promise<RecommendInfo | null> => (await all()).dailyRecommend,
    /** Every setting, straight from the database. */
    readNow,
    /** Forgets the settings held in this process (changed here or in another process). */
    dropCached: () => cached.clear(),
    /** Stores a setting after validating it (staff tools, tests); cached readers see it within 60 s, or at once when `onChange` makes them drop their copy (the server does). */
    set: async <K extends SiteSettingKey>(key: K, value: SiteSettings[K]): Promise<void> => {
      const valid = siteSettingSchemas[key].parse(value);
      // The JSON text cast to jsonb, so that a JSON null (dailyRecommend switched off) is stored as jsonb 'null', not SQL NULL.
      await staffDb(orm)
        .insertInto('site_setting')
        .values((eb) => ({ key: prefix + key, value: eb.cast<unknown>(eb.val(JSON.stringify(valid)), 'jsonb') }))
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute();
      options.onChange?.();
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
