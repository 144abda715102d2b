/**
 * The e2e server's term agreements, changed straight on its database (as myitem-wallet.ts reaches the
 * wallet): a member made in a spec is made to have agreed to an older version of the terms of use than
 * the current one, as after a revision, without publishing a new version (which would make every member
 * of the shared e2e database agree again). The e2e server keeps no per-member initialize cache
 * (serve-fresh.ts), so its next initialize reads the change.
 */
import { withWallet, userIdOf } from './myitem-wallet.ts';

/**
 * Moves the member's agreement to the current terms of use onto the version before it; when there is
 * none (the database holds version 1 only), version 0 is added, published a month before the current
 * one with its text. Version 0 is never the current one, so no other member is asked again.
 * Returns the current version (the one the member is then asked to agree to).
 */
export async function agreeToOlderTermsVersion(email: string): Promise<number> {
  return withWallet(async (_wallet, orm) =>
    orm.em.fork().transactional(async (em) => {
      const userId = await userIdOf(orm, email);
      const [current] = await em.execute<{ id: number; version: number }[]>(
        `select id, version from term_version where agree_type = 'terms' and published_at <= now() order by version desc limit 1`,
      );
      if (!current) throw new Error('no terms of use published');
      await em.execute(
        `insert into term_version (agree_type, version, title, description, sections, published_at)
         select agree_type, version - 1, title, description, sections, published_at - interval '30 days'
         from term_version where id = ? and not exists (select 1 from term_version where agree_type = 'terms' and version < ?)
         on conflict (agree_type, version) do nothing`,
        [current.id, current.version],
      );
      const [older] = await em.execute<{ id: number }[]>(`select id from term_version where agree_type = 'terms' and version < ? order by version desc limit 1`, [current.version]);
      await em.execute('delete from term_agreement where user_id = ? and term_id = ?', [userId, current.id]);
      await em.execute('insert into term_agreement (user_id, term_id, agreed_at) values (?, ?, now()) on conflict do nothing', [userId, older!.id]);
      await em.execute('update app_user set is_agreed_terms = false where id = ?', [userId]);
      return current.version;
    }),
  );
}

/** The versions of the terms of use the member has agreed to, highest first. */
export async function agreedTermsVersions(email: string): Promise<number[]> {
  return withWallet(async (_wallet, orm) => {
    const userId = await userIdOf(orm, email);
    const rows = await orm.em
      .fork()
      .execute<{ version: number }[]>(`select v.version from term_agreement a join term_version v on v.id = a.term_id where a.user_id = ? and v.agree_type = 'terms' order by v.version desc`, [userId]);
    return rows.map((row) => row.version);
  });
}
