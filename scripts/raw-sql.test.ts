import { describe, expect, it } from 'vitest';
import { ALLOWED, rawSqlSites, violations, type RawSqlReport } from './raw-sql.ts';

const kinds = (path: string, text: string) => rawSqlSites(path, text).map((site) => site.kind);
const report = (production: RawSqlReport['production']): RawSqlReport => ({ production, tests: [], demo: [] });

describe('typed queries (decision 037)', () => {
  it('counts a planted raw statement in a service outside the allow-list, and fails on it', () => {
    const planted = `
      export async function unread(orm, userId) {
        const [row] = await orm.em.fork().execute('select count(*) as n from site_notice where user_id = ?', [userId]);
        const text = \`update site_notice set title = \${'x'} where id = 1\`;
        await client.query(text);
        return row;
      }`;
    const sites = rawSqlSites('modules/notices/planted.ts', planted);
    expect(sites.map((site) => site.kind)).toEqual(['statement', 'statement', 'call']);
    expect(violations(report(sites))).toEqual(['modules/notices/planted.ts: 3 raw SQL sites, 0 allowed']);
  });

  it('fails an allowed file that gains a statement beyond its count', () => {
    const file = 'modules/wallet/ledger.ts';
    const sites = Array.from({ length: ALLOWED[file]!.max + 1 }, (_, line) => ({ file, line, kind: 'statement' as const, text: 'select 1 from wallet_lot' }));
    expect(violations(report(sites))).toEqual([`${file}: ${ALLOWED[file]!.max + 1} raw SQL sites, ${ALLOWED[file]!.max} allowed`]);
  });

  it('finds placeholder rewriting by regular expression, either way, and nowhere else', () => {
    expect(kinds('modules/x/a.ts', 'const t = query.replace(/\\?/g, () => `$${++n}`);')).toEqual(['rewrite']);
    expect(kinds('modules/x/b.ts', "text = text.replace('?', `$${params.length}`);")).toEqual(['rewrite']);
    expect(kinds('modules/x/c.ts', "const t = text.replace(/\\$(\\d+)/g, (_, n) => '?');")).toEqual(['rewrite']);
    expect(violations(report(rawSqlSites('modules/x/a.ts', 'q.replace(/[?]/g, "$1")')))).toHaveLength(1);
    // A URL's query string, a Hono request's query, a query builder's execute mode, typed builders: not raw SQL.
    expect(kinds('src/x/d.ts', "const path = url.replace(/\\?.*$/, ''); const s = c.req.query('state'); await qb.execute('all');")).toEqual([]);
    expect(kinds('modules/x/e.ts', "await db.selectFrom('title').select('id').where('title_code', '=', code).execute();")).toEqual([]);
  });

  it('counts the hot paths\' sql`` statements as hand-written SQL', () => {
    expect(kinds('modules/wallet/planted.ts', 'await em.executePrepared(sql`update wallet_account set point = point - ${n} where user_id = ${id}`);')).toEqual(['statement']);
  });
});
