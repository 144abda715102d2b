import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import type { EditableKind, StaffEdits } from './edits/staff-edits.ts';
import { versionField } from './banners/banner-rules.ts';
import type { SiteSettingKey, SiteSettings, SiteSettingsService } from './site-settings-service.ts';
import { staffActor, staffOnly } from './staff-only.ts';
import { STAFF_PATHS } from './staff-paths.ts';

const path = z.string().regex(/^(\/(?![/\\])[A-Za-z0-9/_?=&.%~-]{0,200}|https:\/\/[A-Za-z0-9.-]+(\/[^\s"<>]{0,200})?)$/, { error: 'リンク先は「/」から始まるサイト内のパスか https:// のURLで入力してください' });
const image = z.string().regex(/^(|\/img\/[A-Za-z0-9/_?=&.-]{1,200})$/, { error: '画像は /img/ から始まるパスにしてください（アップロードした画像）' });
const text = (label: string, max: number) => z.string({ error: `${label}を入力してください` }).trim().min(1, { error: `${label}を入力してください` }).max(max, { error: `${label}は${max}文字以内で入力してください` });

const banner = z.object({ enabled: z.boolean({ error: '表示するかどうかを選んでください' }), imageUrl: image, alt: text('代替テキスト', 200), linkUrl: path });

/** What the console may store under each key (Japanese messages; the service checks its own schema again). */
export const SETTING_INPUTS = {
  rectangleBanner: banner,
  memberCouponBanner: banner,
  dailyRecommend: z
    .object({ imageUrl: image, title: text('タイトル', 60), description: text('説明', 300), moreText: text('ボタンの文言', 30), moreUrl: path, isTargetBlank: z.boolean() })
    .nullable(),
  appInstallPromotion: z.object({ enabled: z.boolean({ error: '表示するかどうかを選んでください' }) }),
} satisfies Record<SiteSettingKey, z.ZodType>;

const keyParam = z.object({ key: z.enum(Object.keys(SETTING_INPUTS) as [SiteSettingKey, ...SiteSettingKey[]], { error: 'この設定はありません' }) });
const body = z.object({ value: z.unknown(), version: versionField });

type SettingSnapshot = { value: unknown };

/** Site settings as a console kind: one object per key, versioned and logged like any other. */
export function siteSettingKind(siteSettings: SiteSettingsService): EditableKind<SettingSnapshot> {
  return {
    type: 'site-setting',
    label: 'サイト設定',
    async read(key) {
      if (!(key in SETTING_INPUTS)) return null;
      return { value: (await siteSettings.readNow())[key as SiteSettingKey] };
    },
    async write(key, next) {
      await siteSettings.set(key as SiteSettingKey, next.value as SiteSettings[SiteSettingKey]);
    },
  };
}

/** `GET /api/staff/v1/settings/` (values and versions) and `POST …/settings/{key}/` `{ value, version }`. */
export function settingsRouter(deps: { siteSettings: SiteSettingsService; edits: StaffEdits }) {
  const kind = deps.edits.register(siteSettingKind(deps.siteSettings));
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.settings, staffOnly(), async (c) => {
      const values = await deps.siteSettings.readNow();
      const versions = await deps.edits.versionsOf('site-setting', Object.keys(SETTING_INPUTS));
      return c.json({ success: true as const, settings: values, versions: Object.fromEntries(versions) as Record<SiteSettingKey, number> });
    })
    .post(`${STAFF_PATHS.settings}:key/`, staffOnly(), validate('param', keyParam), validate('json', body), async (c) => {
      const { key } = c.req.valid('param');
      const { value, version } = c.req.valid('json');
      const parsed = SETTING_INPUTS[key].safeParse(value);
      if (!parsed.success) {
        throw new ApiError(400, { content: messages.invalidInput, label: 'string', level: 'warning' }, parsed.error.issues.map((issue) => ({ path: ['value', ...issue.path].join('.'), message: issue.message })));
      }
      const saved = await deps.edits.save(kind, key, version, { value: parsed.data }, staffActor(c));
      return c.json({ success: true as const, key, version: saved.version, value: saved.value.value });
    });
}
