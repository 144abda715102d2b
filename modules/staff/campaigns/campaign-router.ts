import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { draftFields } from '../edits/draft-router.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import type { EditableKind, Saved, StaffEdits } from '../edits/staff-edits.ts';
import { StaffError } from '../staff-errors.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { versionOnly } from '../banners/banner-rules.ts';
import { campaignFields, campaignUpdate, toCampaignSnapshot, type CampaignEditingPort, type CampaignSnapshot } from './campaign-rules.ts';

const idParam = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'キャンペーンの番号が正しくありません' }) });
const campaignDraft = z.intersection(campaignFields, draftFields);

/** Campaigns as a console kind (the campaigns module's data through injected functions; decision 056). */
export function campaignKind(campaigns: CampaignEditingPort): EditableKind<CampaignSnapshot> {
  return {
    type: 'campaign',
    label: 'キャンペーン',
    read: (id) => campaigns.read(id),
    write: (id, next) => campaigns.write(id, next),
    create: (value) => campaigns.create(value),
    trashed: (value, at) => ({ ...value, deletedAt: at.toISOString() }),
    restored: (value) => ({ ...value, deletedAt: null }),
    changed: (id) => campaigns.changed?.(id),
  };
}

/**
 * `GET/POST /api/staff/v1/campaigns/` (list, create), `GET/POST …/campaigns/{id}/` (read with its version,
 * versioned save), `…/{id}/trash/`, `…/{id}/restore/`, and for present campaigns `GET …/{id}/entries/`,
 * `POST …/{id}/seed/` (publish the draw's hash) and `POST …/{id}/draw/` (once, after the close); drafts at
 * `POST …/drafts/campaigns/(id/)` (decision 071).
 */
export function campaignRouter(deps: { campaigns: CampaignEditingPort; edits: StaffEdits; drafts: StaffDrafts }) {
  const { campaigns, edits, drafts } = deps;
  const kind = edits.register(campaignKind(campaigns));
  const namesOf = async (codes: readonly string[]) => Object.fromEntries(await campaigns.titleNames(codes));
  const answer = async (saved: Saved<CampaignSnapshot>) => ({
    success: true as const,
    campaign: { id: Number(saved.id), version: saved.version, ...saved.value },
    titleNames: await namesOf(saved.value.titleCodes),
  });
  /** Every target title must exist in the catalogue (a typo would show an empty booklist). */
  const checkTitles = async (codes: readonly string[]) => {
    const names = await campaigns.titleNames(codes);
    const missing = codes.filter((code) => !names.has(code));
    if (missing.length > 0) {
      const message = `作品コード「${missing.join('」「')}」の作品が見つかりません`;
      throw new ApiError(400, { content: messages.invalidInput, label: 'string', level: 'warning' }, [{ path: 'title_codes', message }]);
    }
  };
  const existing = async (id: string) => {
    if (!(await campaigns.read(id))) throw new StaffError('not-found');
    return Number(id);
  };
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.campaigns, staffOnly(), async (c) => {
      const list = await campaigns.list();
      const versions = await edits.versionsOf('campaign', list.map((row) => String(row.id)));
      return c.json({
        success: true as const,
        campaigns: list.map((row) => ({ ...row, version: versions.get(String(row.id)) ?? 0 })),
        titleNames: await namesOf([...new Set(list.flatMap((row) => row.titleCodes))]),
      });
    })
    .post(STAFF_PATHS.campaigns, staffOnly(), validate('json', campaignFields), async (c) => {
      const value = toCampaignSnapshot(c.req.valid('json'));
      await checkTitles(value.titleCodes);
      return c.json(await answer(await edits.create(kind, value, staffActor(c))));
    })
    .get(`${STAFF_PATHS.campaigns}:id/`, staffOnly(), validate('param', idParam), async (c) => {
      const id = c.req.valid('param').id;
      const value = await campaigns.read(id);
      if (!value) throw new StaffError('not-found');
      return c.json(await answer({ id, version: await edits.versionOf('campaign', id), value }));
    })
    .post(`${STAFF_PATHS.campaigns}:id/`, staffOnly(), validate('param', idParam), validate('json', campaignUpdate), async (c) => {
      const { version, ...fields } = c.req.valid('json');
      const { deletedAt: _keep, ...patch } = toCampaignSnapshot(fields);
      await checkTitles(patch.titleCodes);
      return c.json(await answer(await edits.save(kind, c.req.valid('param').id, version, patch, staffActor(c))));
    })
    .post(`${STAFF_PATHS.campaigns}:id/trash/`, staffOnly(), validate('param', idParam), validate('json', versionOnly), async (c) =>
      c.json(await answer(await edits.trash(kind, c.req.valid('param').id, c.req.valid('json').version, staffActor(c)))),
    )
    .post(`${STAFF_PATHS.campaigns}:id/restore/`, staffOnly(), validate('param', idParam), validate('json', versionOnly), async (c) =>
      c.json(await answer(await edits.restore(kind, c.req.valid('param').id, c.req.valid('json').version, staffActor(c)))),
    )
    .get(`${STAFF_PATHS.campaigns}:id/entries/`, staffOnly(), validate('param', idParam), async (c) => {
      const id = await existing(c.req.valid('param').id);
      return c.json({ success: true as const, entries: await campaigns.entries(id) });
    })
    .post(`${STAFF_PATHS.campaigns}:id/seed/`, staffOnly(), validate('param', idParam), async (c) => {
      const id = await existing(c.req.valid('param').id);
      const { commitment } = await campaigns.commitSeed(id);
      campaigns.changed?.(String(id));
      return c.json({ success: true as const, commitment, entries: await campaigns.entries(id) });
    })
    .post(`${STAFF_PATHS.campaigns}:id/draw/`, staffOnly(), validate('param', idParam), async (c) => {
      const id = await existing(c.req.valid('param').id);
      const winners = await campaigns.draw(id);
      campaigns.changed?.(String(id));
      return c.json({ success: true as const, winners, entries: await campaigns.entries(id) });
    })
    .post(`${STAFF_PATHS.drafts}campaigns/`, staffOnly(), validate('json', campaignDraft), async (c) => {
      const { draft_id, draft_version, version: _none, ...fields } = c.req.valid('json');
      const value = toCampaignSnapshot(fields);
      await checkTitles(value.titleCodes);
      return c.json({ success: true as const, draft: await drafts.save(kind, null, { draftId: draft_id, draftVersion: draft_version, baseVersion: 0, value }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}campaigns/:id/`, staffOnly(), validate('param', idParam), validate('json', campaignDraft), async (c) => {
      const { draft_id, draft_version, version, ...fields } = c.req.valid('json');
      // The trash is its own action: a draft never moves the campaign in or out of it.
      const { deletedAt: _keep, ...patch } = toCampaignSnapshot(fields);
      await checkTitles(patch.titleCodes);
      const draft = await drafts.save(kind, c.req.valid('param').id, { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value: patch }, staffActor(c));
      return c.json({ success: true as const, draft });
    });
}
