import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { versionOnly } from '../banners/banner-rules.ts';
import { diffSnapshots } from '../edits/diff.ts';
import { draftFields } from '../edits/draft-router.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import type { EditableKind, Saved, StaffEdits } from '../edits/staff-edits.ts';
import { StaffError } from '../staff-errors.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { giftHandoutFields, giftHandoutUpdate, toGiftHandoutSnapshot, type GiftHandoutPort, type GiftHandoutSnapshot } from './gift-handout-rules.ts';
import { currentAt } from './reward-router.ts';

const handoutId = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'ギフト配布の番号が正しくありません' }).transform(Number) });

const handoutDraft = z.intersection(giftHandoutFields, draftFields);

export const HANDOUT_SENT_PROBLEM = { path: 'sentAt', message: '送信済みのギフト配布は編集できません。新しいギフト配布を作成してください。' };

/**
 * Gift handouts as a console kind. The trash takes a handout out of use: it is not sent, and what it offered and is
 * still waiting cannot be received (what members received stays theirs).
 */
export function giftHandoutKind(handouts: GiftHandoutPort): EditableKind<GiftHandoutSnapshot> {
  return {
    type: 'gift-handout',
    label: 'ギフト配布',
    read: (id) => handouts.read(Number(id)),
    write: (id, next) => handouts.write(Number(id), next),
    create: async (value) => String(await handouts.create(value)),
    trashed: (value, at) => ({ ...value, deletedAt: at.toISOString() }),
    restored: (value) => ({ ...value, deletedAt: null }),
  };
}

/**
 * `GET|POST /api/staff/v1/gift-handouts/`, `POST …/gift-handouts/{id}/` (versioned, while unsent) and
 * `POST …/gift-handouts/{id}/send/` (decision 069), `…/{id}/trash/`, `…/{id}/restore/` and drafts at `POST …/drafts/gift-handouts/(id/)`. Create and save take `dry_run`: what would change, who would
 * receive it (members, unknown ids, total) and the rules' problems; nothing stored. Sending is a versioned save of
 * `sentAt` (audit action `send`) followed by the rewards module's delivery; a repeated or parallel send finds the
 * handout sent and delivers again, which offers nobody twice.
 */
export function giftHandoutRouter(deps: { giftHandouts: GiftHandoutPort; edits: StaffEdits; drafts: StaffDrafts; now?: () => Date }) {
  const { giftHandouts: handouts, edits } = deps;
  const now = () => deps.now?.() ?? new Date();
  const kind = edits.register(giftHandoutKind(handouts));
  // Sends of one handout take turns in this process: parallel taps would otherwise each hold a transaction
  // waiting on the version lock while the first needs more pool connections to finish (the pool runs dry).
  const turns = new Map<string, Promise<unknown>>();
  const inTurn = <T>(id: string, work: () => Promise<T>): Promise<T> => {
    const run = (turns.get(id) ?? Promise.resolve()).catch(() => undefined).then(work);
    turns.set(id, run);
    void run.catch(() => undefined).finally(() => turns.get(id) === run && turns.delete(id));
    return run;
  };
  const view = (saved: Saved<GiftHandoutSnapshot>) => ({ id: Number(saved.id), version: saved.version, ...saved.value });
  const dryRunAnswer = async (before: unknown, after: GiftHandoutSnapshot, problems: { path: string; message: string }[]) => ({
    success: true as const,
    dryRun: true as const,
    changes: diffSnapshots(before, after),
    problems,
    preview: await handouts.preview(after),
  });

  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.giftHandouts, staffOnly(), async (c) => {
      const list = await handouts.list();
      const versions = await edits.versionsOf(kind.type, list.map((h) => String(h.id)));
      return c.json({ success: true as const, giftHandouts: list.map((h) => ({ ...h, version: versions.get(String(h.id)) ?? 0 })) });
    })
    .post(STAFF_PATHS.giftHandouts, staffOnly(), validate('json', giftHandoutFields), async (c) => {
      const input = c.req.valid('json');
      const handout = toGiftHandoutSnapshot(input);
      if (input.dry_run) return c.json(await dryRunAnswer(null, handout, await handouts.problems(handout)));
      return c.json({ success: true as const, giftHandout: view(await edits.create(kind, handout, staffActor(c))) });
    })
    .post(`${STAFF_PATHS.giftHandouts}:id/`, staffOnly(), validate('param', handoutId), validate('json', giftHandoutUpdate), async (c) => {
      const { version, ...fields } = c.req.valid('json');
      const id = String(c.req.valid('param').id);
      const { sentAt: _sent, deletedAt: _trash, ...patch } = toGiftHandoutSnapshot(fields);
      if (fields.dry_run) {
        const { current, next } = await currentAt(edits, kind, id, version, (current) => ({ ...current, ...patch }));
        return c.json(await dryRunAnswer(current, next, current.sentAt ? [HANDOUT_SENT_PROBLEM] : await handouts.problems(next)));
      }
      return c.json({ success: true as const, giftHandout: view(await edits.save(kind, id, version, patch, staffActor(c))) });
    })
    .post(`${STAFF_PATHS.giftHandouts}:id/trash/`, staffOnly(), validate('param', handoutId), validate('json', versionOnly), async (c) =>
      c.json({ success: true as const, giftHandout: view(await edits.trash(kind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c))) }),
    )
    .post(`${STAFF_PATHS.giftHandouts}:id/restore/`, staffOnly(), validate('param', handoutId), validate('json', versionOnly), async (c) =>
      c.json({ success: true as const, giftHandout: view(await edits.restore(kind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c))) }),
    )
    .post(`${STAFF_PATHS.drafts}gift-handouts/`, staffOnly(), validate('json', handoutDraft), async (c) => {
      const { draft_id, draft_version, version: _none, ...fields } = c.req.valid('json');
      return c.json({ success: true as const, draft: await deps.drafts.save(kind, null, { draftId: draft_id, draftVersion: draft_version, baseVersion: 0, value: toGiftHandoutSnapshot(fields) }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}gift-handouts/:id/`, staffOnly(), validate('param', handoutId), validate('json', handoutDraft), async (c) => {
      const { draft_id, draft_version, version, ...fields } = c.req.valid('json');
      // A draft never sends nor moves to or from the trash: those are their own actions.
      const { sentAt: _sent, deletedAt: _trash, ...patch } = toGiftHandoutSnapshot(fields);
      const draft = await deps.drafts.save(kind, String(c.req.valid('param').id), { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value: patch }, staffActor(c));
      return c.json({ success: true as const, draft });
    })
    .post(`${STAFF_PATHS.giftHandouts}:id/send/`, staffOnly(), validate('param', handoutId), validate('json', versionOnly), async (c) => {
      const { version } = c.req.valid('json');
      const id = String(c.req.valid('param').id);
      await inTurn(id, async () => {
        const current = await kind.read(id);
        if (!current) throw new StaffError('not-found');
        if (current.sentAt) return;
        try {
          await edits.save(kind, id, version, { sentAt: now().toISOString() }, staffActor(c), { action: 'send' });
        } catch (error) {
          // Another process sent it first: this send delivers too (nobody is offered it twice).
          if (!(error instanceof StaffError && error.code === 'version-conflict' && (await kind.read(id))?.sentAt)) throw error;
        }
      });
      const delivered = await handouts.deliver(Number(id));
      const stored = await kind.read(id);
      return c.json({ success: true as const, giftHandout: { id: Number(id), version: await edits.versionOf(kind.type, id), ...stored! }, ...delivered });
    });
}
