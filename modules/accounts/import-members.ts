import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Creates the missing members without a password (nobody signs in as them; they own imported history,
 * e.g. the demo's buyers) and returns the ids of all of them, in email order.
 */
export async function importMembersWithoutPassword(orm: MikroORM, members: readonly { email: string; displayName: string }[]): Promise<number[]> {
  const emails = `{${members.map((m) => m.email).join(',')}}`;
  const names = `{${members.map((m) => `"${m.displayName.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
  const connection = orm.em.getConnection();
  await connection.execute(
    `insert into app_user (email, display_name, is_agreed_terms, is_agreed_privacy, created_at)
     select e, n, true, true, now() from unnest(?::text[], ?::text[]) as m(e, n)
     on conflict (email) do nothing`,
    [emails, names],
  );
  const rows = await connection.execute<{ id: number }[]>('select id from app_user where email = any(?::text[]) order by email', [emails]);
  return rows.map((r) => r.id);
}
