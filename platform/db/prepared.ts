import type { MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool, QueryResultRow } from 'pg';

const pools = new WeakMap<MikroORM, Promise<Pool>>();

/** The `pg` pool under MikroORM (its type parsers too: timestamps come back as text). */
export function nativePool(orm: MikroORM): Promise<Pool> {
  let pool = pools.get(orm);
  if (!pool) {
    pool = (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    pools.set(orm, pool);
  }
  return pool;
}

const names = new Map<string, string>();

/**
 * A named SQL statement for the hot paths (session lookup, wallet check): each pooled connection
 * parses and plans it once, then only binds `$1…` values, and no entity manager, query builder or
 * hydration runs. MikroORM's own queries are sent as new text every time; at a few hundred
 * requests a second that parsing, planning and building was most of the server's and the
 * database's CPU. `name` must be unique per text (the connection keeps it for its lifetime).
 */
export function preparedStatement<Row extends QueryResultRow>(name: string, text: string) {
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`prepared statement "${name}" is defined twice with different SQL`);
  names.set(name, text);
  return async (orm: MikroORM, values: readonly unknown[]): Promise<Row[]> => {
    const pool = await nativePool(orm);
    return (await pool.query<Row>({ name, text, values: values as unknown[] })).rows;
  };
}
