import type { MikroORM } from '@mikro-orm/postgresql';
import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import type { EditableKind, StaffEdits } from './edits/staff-edits.ts';
import { draftFields } from './edits/draft-router.ts';
import type { StaffDrafts } from './edits/staff-drafts.ts';
import { NavigationEntry } from './entities/navigation-entry.ts';
import { DEFAULT_NAVIGATION, type NavItem } from './navigation.ts';
import type { NavigationService } from './navigation-service.ts';
import { staffActor, staffOnly } from './staff-only.ts';
import { STAFF_PATHS } from './staff-paths.ts';

/** The top navigation as one console object: its entries in order (empty: the spec's defaults apply). */
export type NavigationSnapshot = { entries: NavItem[] };
export const NAVIGATION_ID = 'top';

const entry = z.object({
  label: z.string({ error: '表示名を入力してください' }).trim().min(1, { error: '表示名を入力してください' }).max(32, { error: '表示名は32文字以内で入力してください' }),
  path: z
    .string({ error: 'リンク先を入力してください' })
    .regex(/^\/(?![/\\])[A-Za-z0-9/_.~-]{0,199}$/, { error: 'リンク先は「/」から始まるサイト内のパスで入力してください' }),
  route_name: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'ルート名が正しくありません' }).default('custom'),
  params: z.record(z.string().regex(/^[a-z_]{1,20}$/), z.string().max(40)).nullable().default(null),
  enabled: z.boolean({ error: '表示するかどうかを選んでください' }),
  is_adult: z.boolean().default(false),
});
const body = z.object({
  version: z.number({ error: '版（version）がありません' }).int().min(0),
  entries: z.array(entry).max(30, { error: 'ナビゲーションは30項目までです' }),
});
const navigationDraft = z.intersection(body, draftFields);
const toEntries = (entries: z.output<typeof entry>[]): NavItem[] => entries.map((e) => ({ label: e.label, path: e.path, routeName: e.route_name, params: e.params, enabled: e.enabled, isAdult: e.is_adult }));

/** The navigation of the 'as of' preview: the newest draft scheduled by then, else what is stored (decision 067). */
export function navigationAsOf(stored: NavItem[], scheduled: { objectId: string | null; value: Record<string, unknown> }[]): NavItem[] {
  const draft = scheduled.filter((d) => d.objectId === NAVIGATION_ID).at(-1);
  return draft ? (draft.value as NavigationSnapshot).entries : stored;
}

/** The navigation kind (decision 058): versioned saves, the audit log, revert and drafts like any other. */
export function navigationKind(orm: MikroORM, navigation: NavigationService, onChange?: () => void): EditableKind<NavigationSnapshot> {
  return {
    type: 'navigation',
    label: 'トップナビゲーション',
    async read(id) {
      if (id !== NAVIGATION_ID) return null;
      return { entries: await navigation.readNow() };
    },
    async write(_id, next) {
      await orm.em.fork().transactional(async (em) => {
        await em.nativeDelete(NavigationEntry, {});
        next.entries.forEach((item, index) =>
          em.create(NavigationEntry, { id: index + 1, label: item.label, path: item.path, routeName: item.routeName, params: item.params ?? null, enabled: item.enabled, isAdult: item.isAdult ?? false, position: index }),
        );
        await em.flush();
      });
    },
    changed() {
      navigation.dropCached();
      onChange?.();
    },
  };
}

/**
 * `GET`/`POST /api/staff/v1/navigation/`: the top navigation's entries (the defaults when none is stored), versioned;
 * `POST …/drafts/navigation/` saves a draft of it (to schedule and see in the 'as of' preview).
 */
export function navigationRouter(deps: { orm: MikroORM; navigation: NavigationService; edits: StaffEdits; drafts?: StaffDrafts; onNavigationChange?: () => void }) {
  const kind = deps.edits.register(navigationKind(deps.orm, deps.navigation, deps.onNavigationChange));
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.navigation, staffOnly(), async (c) => {
      const stored = await deps.navigation.readNow();
      return c.json({ success: true as const, version: await deps.edits.versionOf('navigation', NAVIGATION_ID), usingDefaults: stored.length === 0, entries: stored.length ? stored : DEFAULT_NAVIGATION });
    })
    .post(STAFF_PATHS.navigation, staffOnly(), validate('json', body), async (c) => {
      const input = c.req.valid('json');
      const saved = await deps.edits.save(kind, NAVIGATION_ID, input.version, { entries: toEntries(input.entries) }, staffActor(c));
      return c.json({ success: true as const, version: saved.version, entries: saved.value.entries });
    })
    .post(`${STAFF_PATHS.drafts}navigation/`, staffOnly(), validate('json', navigationDraft), async (c) => {
      if (!deps.drafts) return c.notFound();
      const { draft_id, draft_version, version, entries } = c.req.valid('json');
      const draft = await deps.drafts.save(kind, NAVIGATION_ID, { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value: { entries: toEntries(entries) } }, staffActor(c));
      return c.json({ success: true as const, draft });
    });
}
