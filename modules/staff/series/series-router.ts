import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import type { EditableKind, StaffEdits } from '../edits/staff-edits.ts';
import { StaffError } from '../staff-errors.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { tagField, titleUpdate, toTitleSnapshot, type TitleEditing, type TitleSnapshot } from './series-rules.ts';

const codeParam = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, { error: '作品コードが正しくありません' }) });
const findQuery = z.object({ q: z.string().max(100, { error: 'キーワードは100文字以内で入力してください' }).optional() });
const bulkTags = z.object({
  title_codes: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, { error: '作品コードが正しくありません' })).min(1, { error: '作品を1つ以上選んでください' }).max(100, { error: '一度に選べる作品は100件までです' }),
  add: z.array(tagField).max(10).default([]),
  remove: z.array(tagField).max(10).default([]),
  /** Only the preview: what would change, nothing stored. */
  dry_run: z.boolean().default(false),
});

/** Titles as a console kind (the catalogue's data through injected functions). */
export function titleKind(titles: TitleEditing): EditableKind<TitleSnapshot> {
  return {
    type: 'title',
    label: '作品',
    read: (code) => titles.read(code),
    write: (code, next) => titles.write(code, next),
    changed: (code) => titles.changed?.(code),
  };
}

/**
 * `GET /api/staff/v1/titles/?q=`, `GET …/titles/{code}/` (with its version), `POST …/titles/{code}/`
 * (versioned save; search finds the new name at once) and `POST …/titles/tags/` (bulk tagging, with a dry run).
 */
const titleDraft = titleUpdate.extend({
  draft_id: z.number({ error: '下書きの番号が正しくありません' }).int().min(1).nullable().default(null),
  draft_version: z.number({ error: '下書きの版（version）が正しくありません' }).int().min(1).nullable().default(null),
});

export function seriesRouter(deps: { titles: TitleEditing; edits: StaffEdits; drafts: StaffDrafts }) {
  const kind = deps.edits.register(titleKind(deps.titles));
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.titles, staffOnly(), validate('query', findQuery), async (c) => c.json({ success: true as const, titles: await deps.titles.find(c.req.valid('query').q?.trim() ?? '') }))
    .post(`${STAFF_PATHS.titles}tags/`, staffOnly(), validate('json', bulkTags), async (c) => {
      const input = c.req.valid('json');
      const actor = staffActor(c);
      const changes: { titleCode: string; before: string[]; after: string[] }[] = [];
      for (const code of new Set(input.title_codes)) {
        const title = await deps.titles.read(code);
        if (!title) throw new StaffError('not-found');
        const after = [...new Set([...title.tags.filter((t) => !input.remove.includes(t)), ...input.add])];
        if (JSON.stringify(after) === JSON.stringify(title.tags)) continue;
        changes.push({ titleCode: code, before: title.tags, after });
      }
      if (!input.dry_run) {
        // Bulk tagging edits whatever version each title is at: it touches the tags alone.
        for (const change of changes) {
          const version = await deps.edits.versionOf('title', change.titleCode);
          await deps.edits.save(kind, change.titleCode, version, { tags: change.after }, actor);
        }
      }
      return c.json({ success: true as const, dryRun: input.dry_run, changes });
    })
    .get(`${STAFF_PATHS.titles}:code/`, staffOnly(), validate('param', codeParam), async (c) => {
      const code = c.req.valid('param').code;
      const title = await deps.titles.read(code);
      if (!title) throw new StaffError('not-found');
      return c.json({ success: true as const, titleCode: code, version: await deps.edits.versionOf('title', code), title });
    })
    // A draft of the title's fields (decision 058): nothing public changes until it is published.
    .post(`${STAFF_PATHS.drafts}titles/:code/`, staffOnly(), validate('param', codeParam), validate('json', titleDraft), async (c) => {
      const { draft_id, draft_version, ...input } = c.req.valid('json');
      const draft = await deps.drafts.save(kind, c.req.valid('param').code, { draftId: draft_id, draftVersion: draft_version, baseVersion: input.version, value: toTitleSnapshot(input) }, staffActor(c));
      return c.json({ success: true as const, draft });
    })
    .post(`${STAFF_PATHS.titles}:code/`, staffOnly(), validate('param', codeParam), validate('json', titleUpdate), async (c) => {
      const input = c.req.valid('json');
      const saved = await deps.edits.save(kind, c.req.valid('param').code, input.version, toTitleSnapshot(input), staffActor(c));
      return c.json({ success: true as const, titleCode: saved.id, version: saved.version, title: saved.value });
    });
}
