import type { MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

/** A `$1`-style query on MikroORM's own pg pool (bulk `unnest` inserts with big array parameters). */
export async function nativeQuery<T = Record<string, unknown>>(orm: MikroORM, text: string, params: unknown[] = []): Promise<T[]> {
  const pool = (await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient()) as unknown as Pool;
  return (await pool.query(text, params)).rows as T[];
}
