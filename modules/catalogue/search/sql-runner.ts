import type { MikroORM } from '@mikro-orm/postgresql';
import type { SqlRunner } from './documents.ts';

/** The ORM spreads arrays into value lists: send them as PostgreSQL array literals (cast in the SQL). */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * A SqlRunner over the ORM's connection. The ORM's raw `execute` takes `?` placeholders, so each
 * `$n` is turned into `?` and its value repeated in order of appearance.
 */
export function ormSqlRunner(orm: MikroORM): SqlRunner {
  return async <T>(text: string, params: unknown[] = []) => {
    const ordered: unknown[] = [];
    const converted = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      ordered.push(Array.isArray(value) ? arrayLiteral(value) : value);
      return '?';
    });
    return orm.em.getConnection().execute<T[]>(converted, ordered);
  };
}

/** A SqlRunner over a node-postgres client (scripts, the seed, tests inside a transaction). */
export function pgSqlRunner(client: { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): SqlRunner {
  return async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[];
}
