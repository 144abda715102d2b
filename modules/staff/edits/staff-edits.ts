import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import { staffDb, type StaffDb } from '../kysely-db.ts';
import { StaffError } from '../staff-errors.ts';
import type { StaffActor } from '../staff-only.ts';
import { diffSnapshots } from './diff.ts';
import type { AuditAction, AuditEntryView } from './audit-view.ts';

export type { AuditAction, AuditEntryView };

/** A snapshot of an edited object: plain JSON (dates as ISO strings), what the audit log keeps. */
export type Snapshot = Record<string, unknown>;

/**
 * Something the console edits: a staff table (banners) or another module's data (titles), reached through
 * functions the composition root injects (decision 001). The console's rules (versions, audit, trash,
 * revert) are the same for every kind.
 */
export type EditableKind<T extends Snapshot = Snapshot> = {
  /** Short name kept in the audit log ('banner', 'title'). */
  type: string;
  /** Japanese name shown in the audit log (バナー, 作品). */
  label: string;
  read(id: string): Promise<T | null>;
  write(id: string, next: T): Promise<void>;
  create?(value: T): Promise<string>;
  /** The object as it is when moved to the trash / brought back (kinds that have a trash). */
  trashed?(value: T, at: Date): T;
  restored?(value: T): T;
  /** After every stored change (caches, search, public pages). */
  changed?(id: string, next: T): void | Promise<void>;
};

export type Saved<T> = { id: string; version: number; value: T };

type AuditRow = {
  id: string | number; object_type: string; object_id: string; version: number; action: string; actor_id: number;
  actor_name: string; before: unknown; after: unknown; at: Date | string;
};

export type StaffEditsOptions = { now?: () => Date };

/**
 * Extra work inside a save's transaction (decision 058, drafts): `before` runs first (it may lock or
 * refuse, e.g. claim a scheduled draft), `after` once the audit entry and the new version are written
 * (e.g. mark the draft published). Either throwing rolls the version and the entry back.
 */
export type SaveHooks<T> = {
  action?: AuditAction;
  before?: (em: EntityManager) => Promise<void>;
  after?: (em: EntityManager, saved: Saved<T>) => Promise<void>;
};

/**
 * Versioned saves with an append-only audit log (decision 053). A save names the version it edited; the
 * object's version row is locked for the save, so two saves of one object run one after the other and the
 * second, naming a version that is no longer current, is refused with both versions (StaffError
 * 'version-conflict'). The kind's write runs while the lock is held; the audit entry and the new version
 * commit together after it (a failed write leaves neither).
 */
/** PostgreSQL's lock_not_available (a NOWAIT lock held by another transaction), however the driver wraps it. */
const isLockNotAvailable = (error: unknown): boolean => {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '55P03') return true;
  }
  return false;
};

export function createStaffEdits(orm: MikroORM, options: StaffEditsOptions = {}) {
  const now = () => options.now?.() ?? new Date();
  const kinds = new Map<string, EditableKind>();

  const ensureVersionRow = (db: Kysely<StaffDb>, type: string, id: string) =>
    db.insertInto('staff_object_version').values({ object_type: type, object_id: id, version: 0, updated_at: now() }).onConflict((oc) => oc.doNothing()).execute();

  /** A new object's version row, created and locked inside its creation. */
  const lockNewVersion = async (em: EntityManager, type: string, id: string): Promise<void> => {
    await ensureVersionRow(em.getKysely<StaffDb>(), type, id);
    await em.getKysely<StaffDb>().selectFrom('staff_object_version').select('version').where('object_type', '=', type).where('object_id', '=', id).forUpdate().execute();
  };

  /**
   * Locks an object's version row without waiting: a save that finds another save of the same object
   * in progress is refused at once ('object-busy', 409) instead of holding a pooled connection while it
   * waits (the save in progress needs a second one for the kind's write; many waiting saves of one
   * object would take them all). The caller creates the row beforehand, before its transaction (no
   * insert waits on another's, and nothing in the transaction needs a second connection before the lock).
   */
  const lockVersion = async (em: EntityManager, type: string, id: string): Promise<number> => {
    try {
      const row = await em.getKysely<StaffDb>().selectFrom('staff_object_version').select('version').where('object_type', '=', type).where('object_id', '=', id).forUpdate().noWait().executeTakeFirstOrThrow();
      return row.version;
    } catch (error) {
      if (isLockNotAvailable(error)) throw new StaffError('object-busy');
      throw error;
    }
  };

  const record = async (em: EntityManager, type: string, id: string, version: number, action: AuditAction, actor: StaffActor, before: unknown, after: unknown) => {
    const at = now();
    const db = em.getKysely<StaffDb>();
    await db.updateTable('staff_object_version').set({ version, updated_at: at }).where('object_type', '=', type).where('object_id', '=', id).execute();
    await db
      .insertInto('staff_audit_entry')
      .values((eb) => {
        // The JSON text cast to jsonb, SQL null for none.
        const json = (value: unknown) => (value == null ? null : eb.cast<unknown>(eb.val(JSON.stringify(value)), 'jsonb'));
        return { object_type: type, object_id: id, version, action, actor_id: actor.userId, actor_name: actor.name.slice(0, 100), before: json(before), after: json(after), at };
      })
      .execute();
  };

  /** Stores `next(current)` if `expectedVersion` is still the object's version. */
  async function apply<T extends Snapshot>(kind: EditableKind<T>, id: string, expectedVersion: number | null, next: (current: T) => T, actor: StaffActor, action: AuditAction, hooks: SaveHooks<T> = {}): Promise<Saved<T>> {
    await ensureVersionRow(staffDb(orm), kind.type, id);
    const saved = await orm.em.fork().transactional(async (em) => {
      await hooks.before?.(em);
      const version = await lockVersion(em, kind.type, id);
      const current = await kind.read(id);
      if (!current) throw new StaffError('not-found');
      const value = next(current);
      if (expectedVersion !== null && expectedVersion !== version) {
        throw new StaffError('version-conflict', { current, currentVersion: version, yours: value, yourVersion: expectedVersion });
      }
      await kind.write(id, value);
      const stored = (await kind.read(id)) ?? value;
      await record(em, kind.type, id, version + 1, action, actor, current, stored);
      const result = { id, version: version + 1, value: stored };
      await hooks.after?.(em, result);
      return result;
    });
    await kind.changed?.(id, saved.value);
    return saved;
  }

  const kindOf = (type: string): EditableKind => {
    const kind = kinds.get(type);
    if (!kind) throw new StaffError('not-found');
    return kind;
  };

  const toView = (row: AuditRow): AuditEntryView => ({
    id: Number(row.id),
    objectType: row.object_type,
    objectLabel: kinds.get(row.object_type)?.label ?? row.object_type,
    objectId: row.object_id,
    version: row.version,
    action: row.action as AuditAction,
    actorId: row.actor_id,
    actorName: row.actor_name,
    at: new Date(row.at).toISOString(),
    before: row.before,
    after: row.after,
    changes: diffSnapshots(row.before, row.after),
  });

  return {
    /** Makes a kind editable (and revertible from the log); returns it typed. */
    register<T extends Snapshot>(kind: EditableKind<T>): EditableKind<T> {
      kinds.set(kind.type, kind as unknown as EditableKind);
      return kind;
    },
    /** The current versions of objects (0: never saved through the console). */
    async versionsOf(type: string, ids: readonly string[]): Promise<Map<string, number>> {
      if (!ids.length) return new Map();
      const rows = await staffDb(orm).selectFrom('staff_object_version').select(['object_id', 'version']).where('object_type', '=', type).where('object_id', 'in', ids).execute();
      return new Map(ids.map((id) => [id, rows.find((row) => row.object_id === id)?.version ?? 0]));
    },
    async versionOf(type: string, id: string): Promise<number> {
      return (await this.versionsOf(type, [id])).get(id) ?? 0;
    },
    /** A new object of a kind that can create (version 1, logged as 'create'). */
    async create<T extends Snapshot>(kind: EditableKind<T>, value: T, actor: StaffActor, hooks: SaveHooks<T> = {}): Promise<Saved<T>> {
      if (!kind.create) throw new StaffError('not-found');
      const saved = await orm.em.fork().transactional(async (em) => {
        await hooks.before?.(em);
        const id = await kind.create!(value);
        await lockNewVersion(em, kind.type, id);
        const stored = (await kind.read(id)) ?? value;
        await record(em, kind.type, id, 1, hooks.action ?? 'create', actor, null, stored);
        const result = { id, version: 1, value: stored };
        await hooks.after?.(em, result);
        return result;
      });
      await kind.changed?.(saved.id, saved.value);
      return saved;
    },
    /** Saves the fields of `patch` over the object, if nobody saved it since `version`. */
    save<T extends Snapshot>(kind: EditableKind<T>, id: string, version: number, patch: Partial<T>, actor: StaffActor, hooks: SaveHooks<T> = {}): Promise<Saved<T>> {
      return apply(kind, id, version, (current) => ({ ...current, ...patch }), actor, hooks.action ?? 'update', hooks);
    },
    /** The registered kind of a type, if any (drafts publish through it). */
    kindIfAny: (type: string): EditableKind | undefined => kinds.get(type),
    trash<T extends Snapshot>(kind: EditableKind<T>, id: string, version: number, actor: StaffActor): Promise<Saved<T>> {
      if (!kind.trashed) throw new StaffError('not-found');
      return apply(kind, id, version, (current) => kind.trashed!(current, now()), actor, 'trash');
    },
    restore<T extends Snapshot>(kind: EditableKind<T>, id: string, version: number, actor: StaffActor): Promise<Saved<T>> {
      if (!kind.restored) throw new StaffError('not-found');
      return apply(kind, id, version, (current) => kind.restored!(current), actor, 'restore');
    },
    /**
     * Puts an object back as it was before the entry's change (a creation is undone by the trash). The
     * revert is itself a new entry; reverting it redoes the change.
     */
    async revert(entryId: number, actor: StaffActor): Promise<Saved<Snapshot>> {
      const row = await staffDb(orm).selectFrom('staff_audit_entry').selectAll().where('id', '=', entryId).executeTakeFirst();
      if (!row) throw new StaffError('not-found');
      const kind = kindOf(row.object_type);
      if (row.before == null && !kind.trashed) throw new StaffError('cannot-revert');
      const before = row.before as Snapshot | null;
      return apply(kind, row.object_id, null, (current) => (before ? { ...current, ...before } : kind.trashed!(current, now())), actor, 'revert');
    },
    /** The log, newest first: one object's (type and id), one kind's, or everything. */
    async history(filter: { type?: string; id?: string; limit?: number; beforeId?: number } = {}): Promise<AuditEntryView[]> {
      const given = (value: unknown) => value !== undefined && value !== '';
      const rows = await staffDb(orm)
        .selectFrom('staff_audit_entry')
        .selectAll()
        .$if(given(filter.type), (q) => q.where('object_type', '=', filter.type!))
        .$if(given(filter.id), (q) => q.where('object_id', '=', filter.id!))
        .$if(given(filter.beforeId), (q) => q.where('id', '<', filter.beforeId!))
        .orderBy('id', 'desc')
        .limit(Math.min(Math.max(filter.limit ?? 50, 1), 200))
        .execute();
      return rows.map(toView);
    },
    kindOf,
  };
}

export type StaffEdits = ReturnType<typeof createStaffEdits>;
