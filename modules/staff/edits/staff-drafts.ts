import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { DomainError } from '#platform/errors/domain-error.ts';
import { log } from '#platform/log/logger.ts';
import { staffDb, type StaffDb } from '../kysely-db.ts';
import { StaffError } from '../staff-errors.ts';
import type { StaffActor } from '../staff-only.ts';
import { diffSnapshots } from './diff.ts';
import { OPEN_DRAFT_STATUSES, type DraftStatus, type DraftView } from './draft-view.ts';
import type { EditableKind, Saved, Snapshot, StaffEdits } from './staff-edits.ts';

export type { DraftStatus, DraftView };

type DraftRow = {
  id: number; object_type: string; object_id: string | null; base_version: number; value: unknown; status: string; publish_at: Date | string | null;
  version: number; author_id: number; author_name: string; created_at: Date | string; updated_at: Date | string; published_version: number | null;
  published_at: Date | string | null;
};

export type DraftInput<T extends Snapshot> = {
  /** The open draft being edited and its version (absent: a new draft). */
  draftId?: number | null;
  draftVersion?: number | null;
  /** The object's version the draft is based on (0 for a new object). */
  baseVersion: number;
  value: Partial<T>;
};

/** `refused`: the kind's rules refused the draft at its time (a lottery over the legal limit); it is a plain draft again. */
export type PublishOutcome = { published: number[]; conflicted: number[]; refused: number[] };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const isOpen = (status: string) => (OPEN_DRAFT_STATUSES as readonly string[]).includes(status);

/**
 * Drafts and scheduled publication (decision 058, after Payload's drafts): staff save an object's fields
 * without publishing them, publish them now or at a JST time. Publication is the console's versioned save
 * of the draft's fields at the version the draft was based on (audit entry 'publish', version bump, the
 * kind's `changed`), so a draft whose object changed meanwhile is refused like a stale save: it is kept and
 * marked 'conflicted', never applied. Works for every registered kind (`EditableKind`).
 */
export function createStaffDrafts(orm: MikroORM, edits: StaffEdits, options: { now?: () => Date } = {}) {
  const now = () => options.now?.() ?? new Date();
  const select = (db: ReturnType<typeof staffDb>) => db.selectFrom('staff_draft').selectAll();

  async function toView(row: DraftRow): Promise<DraftView> {
    const kind = edits.kindIfAny(row.object_type);
    const published = row.object_id && kind ? await kind.read(row.object_id) : null;
    const currentVersion = row.object_id ? await edits.versionOf(row.object_type, row.object_id) : 0;
    const value = row.value as Record<string, unknown>;
    return {
      id: row.id,
      objectType: row.object_type,
      objectLabel: kind?.label ?? row.object_type,
      objectId: row.object_id,
      baseVersion: row.base_version,
      value,
      status: row.status as DraftStatus,
      publishAt: iso(row.publish_at),
      version: row.version,
      authorName: row.author_name,
      updatedAt: iso(row.updated_at)!,
      publishedVersion: row.published_version,
      publishedAt: iso(row.published_at),
      published,
      currentVersion,
      changes: diffSnapshots(published ? Object.fromEntries(Object.keys(value).map((k) => [k, published[k]])) : null, value),
      stale: row.object_id !== null && isOpen(row.status) && currentVersion !== row.base_version,
    };
  }

  /** Locks an open draft at the version its editor saw (StaffError otherwise). */
  async function lockOpen(em: EntityManager, id: number, version: number | null): Promise<DraftRow> {
    const row = (await em.getKysely<StaffDb>().selectFrom('staff_draft').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) as DraftRow | undefined;
    if (!row) throw new StaffError('not-found');
    if (!isOpen(row.status)) throw new StaffError('draft-closed');
    if (version !== null && row.version !== version) throw new StaffError('draft-changed');
    return row;
  }

  async function read(id: number): Promise<DraftRow> {
    const row = (await select(staffDb(orm)).where('id', '=', id).executeTakeFirst()) as DraftRow | undefined;
    if (!row) throw new StaffError('not-found');
    return row;
  }

  const actorOf = (row: DraftRow, scheduled: boolean): StaffActor => ({ userId: row.author_id, name: scheduled ? `${row.author_name}（予約公開）`.slice(0, 100) : row.author_name });

  /**
   * Publishes a draft through the versioned save. `due`: the job's run (the draft must still be scheduled
   * at or before it). A conflict marks the draft 'conflicted' and is raised again.
   */
  async function publishRow(id: number, draftVersion: number | null, actor: StaffActor | null, due: Date | null): Promise<Saved<Snapshot>> {
    const row = await read(id);
    const kind = edits.kindIfAny(row.object_type) as EditableKind<Snapshot> | undefined;
    if (!kind) throw new StaffError('not-found');
    const by = actor ?? actorOf(row, true);
    let claimed: DraftRow | undefined;
    const hooks = {
      action: 'publish' as const,
      before: async (em: EntityManager) => {
        claimed = await lockOpen(em, id, draftVersion);
        if (due && (claimed.status !== 'scheduled' || !claimed.publish_at || new Date(claimed.publish_at).getTime() > due.getTime())) throw new StaffError('draft-closed');
      },
      after: async (em: EntityManager, saved: Saved<Snapshot>) => {
        const at = now();
        await em
          .getKysely<StaffDb>()
          .updateTable('staff_draft')
          .set({ status: 'published', object_id: saved.id, published_version: saved.version, published_at: at, updated_at: at })
          .where('id', '=', id)
          .execute();
      },
    };
    try {
      const value = row.value as Snapshot;
      return row.object_id ? await edits.save(kind, row.object_id, row.base_version, value, by, hooks) : await edits.create(kind, value, by, hooks);
    } catch (error) {
      if (error instanceof StaffError && error.code === 'version-conflict' && claimed) {
        // The object changed since the draft was based on it: the draft stays, marked, not applied.
        await staffDb(orm).updateTable('staff_draft').set({ status: 'conflicted', updated_at: now() }).where('id', '=', id).where('status', 'in', [...OPEN_DRAFT_STATUSES]).execute();
      }
      throw error;
    }
  }

  return {
    /** Saves a draft of an object (or of a new one), nothing published. One open draft per object. */
    async save<T extends Snapshot>(kind: EditableKind<T>, objectId: string | null, input: DraftInput<T>, actor: StaffActor): Promise<DraftView> {
      if (objectId !== null && !(await kind.read(objectId))) throw new StaffError('not-found');
      if (objectId === null && !kind.create) throw new StaffError('not-found');
      const at = now();
      const id = await orm.em.fork().transactional(async (em) => {
        const db = em.getKysely<StaffDb>();
        if (input.draftId) {
          const row = await lockOpen(em, input.draftId, input.draftVersion ?? null);
          if (row.object_type !== kind.type || row.object_id !== objectId) throw new StaffError('not-found');
          // Saving a conflicted draft again bases it on the version its editor now saw.
          await db
            .updateTable('staff_draft')
            .set({
              value: JSON.stringify(input.value) as never,
              base_version: input.baseVersion,
              status: row.status === 'conflicted' ? 'draft' : row.status,
              version: row.version + 1,
              author_id: actor.userId,
              author_name: actor.name.slice(0, 100),
              updated_at: at,
            })
            .where('id', '=', row.id)
            .execute();
          return row.id;
        }
        if (objectId !== null) {
          // Serialises drafts of one object: the object's version row is the lock.
          await db.insertInto('staff_object_version').values({ object_type: kind.type, object_id: objectId, version: 0, updated_at: at }).onConflict((oc) => oc.doNothing()).execute();
          await db.selectFrom('staff_object_version').select('version').where('object_type', '=', kind.type).where('object_id', '=', objectId).forUpdate().execute();
          const open = await db.selectFrom('staff_draft').select('id').where('object_type', '=', kind.type).where('object_id', '=', objectId).where('status', 'in', [...OPEN_DRAFT_STATUSES]).executeTakeFirst();
          if (open) throw new StaffError('draft-exists');
        }
        const row = await db
          .insertInto('staff_draft')
          .values({
            object_type: kind.type,
            object_id: objectId,
            base_version: objectId === null ? 0 : input.baseVersion,
            value: JSON.stringify(input.value) as never,
            status: 'draft',
            publish_at: null,
            version: 1,
            author_id: actor.userId,
            author_name: actor.name.slice(0, 100),
            created_at: at,
            updated_at: at,
            published_version: null,
            published_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return toView(await read(id));
    },
    async get(id: number): Promise<DraftView> {
      return toView(await read(id));
    },
    /** Drafts still open (or every one with `all`), of a kind or one object, newest first. */
    async list(filter: { type?: string; objectId?: string; all?: boolean } = {}): Promise<DraftView[]> {
      const rows = (await select(staffDb(orm))
        .$if(!!filter.type, (q) => q.where('object_type', '=', filter.type!))
        .$if(!!filter.objectId, (q) => q.where('object_id', '=', filter.objectId!))
        .$if(!filter.all, (q) => q.where('status', 'in', [...OPEN_DRAFT_STATUSES]))
        .orderBy('id', 'desc')
        .limit(100)
        .execute()) as DraftRow[];
      return Promise.all(rows.map(toView));
    },
    /** Publishes a draft now (a conflict is raised with both versions and the draft kept, marked). */
    publish(id: number, draftVersion: number, actor: StaffActor): Promise<Saved<Snapshot>> {
      return publishRow(id, draftVersion, actor, null);
    },
    /** Publishes the draft at `publishAt` (must be later than now): the job does it. */
    async schedule(id: number, draftVersion: number, publishAt: Date, actor: StaffActor): Promise<DraftView> {
      if (publishAt.getTime() <= now().getTime()) throw new StaffError('publish-time-past');
      await orm.em.fork().transactional(async (em) => {
        const row = await lockOpen(em, id, draftVersion);
        await em
          .getKysely<StaffDb>()
          .updateTable('staff_draft')
          .set({ status: 'scheduled', publish_at: publishAt, version: row.version + 1, author_id: actor.userId, author_name: actor.name.slice(0, 100), updated_at: now() })
          .where('id', '=', id)
          .execute();
      });
      return toView(await read(id));
    },
    /** Back to a plain draft (the schedule dropped). */
    async unschedule(id: number, draftVersion: number): Promise<DraftView> {
      await orm.em.fork().transactional(async (em) => {
        const row = await lockOpen(em, id, draftVersion);
        await em.getKysely<StaffDb>().updateTable('staff_draft').set({ status: 'draft', publish_at: null, version: row.version + 1, updated_at: now() }).where('id', '=', id).execute();
      });
      return toView(await read(id));
    },
    /** Throws the draft away (kept as 'discarded', never deleted). */
    async discard(id: number, draftVersion: number): Promise<DraftView> {
      await orm.em.fork().transactional(async (em) => {
        const row = await lockOpen(em, id, draftVersion);
        await em.getKysely<StaffDb>().updateTable('staff_draft').set({ status: 'discarded', version: row.version + 1, updated_at: now() }).where('id', '=', id).execute();
      });
      return toView(await read(id));
    },
    /**
     * The job: every draft scheduled at or before now is published, each on its own (a conflict marks that
     * draft and the others go on). Idempotent: a published draft is no longer scheduled.
     */
    async publishDue(): Promise<PublishOutcome> {
      const at = now();
      const due = await staffDb(orm).selectFrom('staff_draft').select('id').where('status', '=', 'scheduled').where('publish_at', '<=', at).orderBy('publish_at').orderBy('id').limit(100).execute();
      const outcome: PublishOutcome = { published: [], conflicted: [], refused: [] };
      for (const { id } of due) {
        try {
          await publishRow(id, null, null, at);
          outcome.published.push(id);
        } catch (error) {
          if (error instanceof StaffError && error.code === 'version-conflict') outcome.conflicted.push(id);
          else if (error instanceof DomainError && !(error instanceof StaffError)) {
            // The owner's rules refused it (nothing applied): kept as a plain draft, not retried every run.
            await staffDb(orm).updateTable('staff_draft').set({ status: 'draft', updated_at: now() }).where('id', '=', id).where('status', '=', 'scheduled').execute();
            outcome.refused.push(id);
            log.warn({ draftId: id, err: error }, '[staff] scheduled draft refused by its rules at publication');
          }
          // 'object-busy': a staff member was saving the object; still scheduled, so the next run publishes it.
          else if (!(error instanceof StaffError && (error.code === 'draft-closed' || error.code === 'not-found' || error.code === 'object-busy'))) log.error({ draftId: id, err: error }, '[staff] scheduled publication failed');
        }
      }
      return outcome;
    },
    /** The fields of a kind's drafts scheduled at or before `at` (the 'as of' preview shows them as published). */
    async scheduledBy(type: string, at: Date): Promise<{ draftId: number; objectId: string | null; value: Record<string, unknown>; publishAt: Date }[]> {
      const rows = await staffDb(orm).selectFrom('staff_draft').select(['id', 'object_id', 'value', 'publish_at']).where('object_type', '=', type).where('status', '=', 'scheduled').where('publish_at', '<=', at).orderBy('publish_at').orderBy('id').execute();
      return rows.map((row) => ({ draftId: row.id, objectId: row.object_id, value: row.value as Record<string, unknown>, publishAt: new Date(row.publish_at!) }));
    },
  };
}

export type StaffDrafts = ReturnType<typeof createStaffDrafts>;
