import type { MikroORM } from '@mikro-orm/postgresql';
import { User } from './entities/user.ts';

/**
 * Which member ids exist, for other modules through the composition root (decision 069: staff gift handouts).
 * A member who left (deletedAt) is no longer a member.
 */
export function createMemberDirectory(orm: MikroORM) {
  const active = { deletedAt: null };
  return {
    /** The ids of `ids` that are members (the others are unknown). */
    async known(ids: readonly number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await orm.em.fork().find(User, { id: { $in: [...ids] }, ...active }, { fields: ['id'] });
      return rows.map((row) => row.id);
    },
    async count(): Promise<number> {
      return orm.em.fork().count(User, active);
    },
    /** Up to `limit` member ids above `afterId`, ascending: all members, page by page. */
    async idsAfter(afterId: number, limit: number): Promise<number[]> {
      const rows = await orm.em.fork().find(User, { id: { $gt: afterId }, ...active }, { fields: ['id'], orderBy: { id: 'asc' }, limit });
      return rows.map((row) => row.id);
    },
  };
}

export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
