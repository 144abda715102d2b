import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
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
  id: string | number; object_type: string; object_id: string; version: number; action: AuditAction; actor_id: number;
  actor_name: string; before: unknown; after: unknown; at: Date;
};

export type StaffEditsOptions = { now?: () => Date };

/**
 * Versioned saves with an append-only audit log (decision 053). A save names the version it edited; the
 * object's version row is locked for the save, so two saves of one object run one after the other and the
 * second, naming a version that is no longer current, is refused with both versions (StaffError
 * 'version-conflict'). The kind's write runs while the lock is held; the audit entry and the new version
 * commit together after it (a failed write leaves neither).
 */
export function createStaffEdits(orm: MikroORM, options: StaffEditsOptions = {}) {
  const now = () => options.now?.() ?? new Date();
  const kinds = new Map<string, EditableKind>();

  const lockVersion = async (em: EntityManager, type: string, id: string): Promise<number> => {
    await em.execute('insert into staff_object_version (object_type, object_id, version, updated_at) values (?, ?, 0, ?) on conflict do nothing', [type, id, now()]);
    const [row] = await em.execute<{ version: number }[]>('select version from staff_object_version where object_type = ? and object_id = ? for update', [type, id]);
    return row!.version;
  };

  const record = async (em: EntityManager, type: string, id: string, version: number, action: AuditAction, actor: StaffActor, before: unknown, after: unknown) => {
    const at = now();
    await em.execute('update staff_object_version set version = ?, updated_at = ? where object_type = ? and object_id = ?', [version, at, type, id]);
    await em.execute(
      'insert into staff_audit_entry (object_type, object_id, version, action, actor_id, actor_name, before, after, at) values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)',
      [type, id, version, action, actor.userId, actor.name.slice(0, 100), before == null ? null : JSON.stringify(before), after == null ? null : JSON.stringify(after), at],
    );
  };

  /** Stores `next(current)` if `expectedVersion` is still the object's version. */
  async function apply<T extends Snapshot>(kind: EditableKind<T>, id: string, expectedVersion: number | null, next: (current: T) => T, actor: StaffActor, action: AuditAction): Promise<Saved<T>> {
    const saved = await orm.em.fork().transactional(async (em) => {
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
      return { id, version: version + 1, value: stored };
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
    action: row.action,
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
      const rows = await orm.em.fork().execute<{ object_id: string; version: number }[]>(`select object_id, version from staff_object_version where object_type = ? and object_id in (${ids.map(() => '?').join(', ')})`, [type, ...ids]);
      return new Map(ids.map((id) => [id, rows.find((row) => row.object_id === id)?.version ?? 0]));
    },
    async versionOf(type: string, id: string): Promise<number> {
      return (await this.versionsOf(type, [id])).get(id) ?? 0;
    },
    /** A new object of a kind that can create (version 1, logged as 'create'). */
    async create<T extends Snapshot>(kind: EditableKind<T>, value: T, actor: StaffActor): Promise<Saved<T>> {
      if (!kind.create) throw new StaffError('not-found');
      const saved = await orm.em.fork().transactional(async (em) => {
        const id = await kind.create!(value);
        await lockVersion(em, kind.type, id);
        const stored = (await kind.read(id)) ?? value;
        await record(em, kind.type, id, 1, 'create', actor, null, stored);
        return { id, version: 1, value: stored };
      });
      await kind.changed?.(saved.id, saved.value);
      return saved;
    },
    /** Saves the fields of `patch` over the object, if nobody saved it since `version`. */
    save<T extends Snapshot>(kind: EditableKind<T>, id: string, version: number, patch: Partial<T>, actor: StaffActor): Promise<Saved<T>> {
      return apply(kind, id, version, (current) => ({ ...current, ...patch }), actor, 'update');
    },
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
      const [row] = await orm.em.fork().execute<AuditRow[]>('select * from staff_audit_entry where id = ?', [entryId]);
      if (!row) throw new StaffError('not-found');
      const kind = kindOf(row.object_type);
      if (row.before == null && !kind.trashed) throw new StaffError('cannot-revert');
      const before = row.before as Snapshot | null;
      return apply(kind, row.object_id, null, (current) => (before ? { ...current, ...before } : kind.trashed!(current, now())), actor, 'revert');
    },
    /** The log, newest first: one object's (type and id), one kind's, or everything. */
    async history(filter: { type?: string; id?: string; limit?: number; beforeId?: number } = {}): Promise<AuditEntryView[]> {
      const where: string[] = [];
      const params: unknown[] = [];
      const conditions: [string, unknown][] = [
        ['object_type = ?', filter.type],
        ['object_id = ?', filter.id],
        ['id < ?', filter.beforeId],
      ];
      for (const [condition, value] of conditions) {
        if (value === undefined || value === '') continue;
        where.push(condition);
        params.push(value);
      }
      const rows = await orm.em
        .fork()
        .execute<AuditRow[]>(`select * from staff_audit_entry ${where.length ? `where ${where.join(' and ')}` : ''} order by id desc limit ${Math.min(Math.max(filter.limit ?? 50, 1), 200)}`, params);
      return rows.map(toView);
    },
    kindOf,
  };
}

export type StaffEdits = ReturnType<typeof createStaffEdits>;
