/**
 * Server-side latency of search and suggestions on a large catalogue: `npm run seed -- --titles 100000`
 * on a DATABASE_URL database (`--reset` replaces an existing catalogue, emptying the wallets with it), then `DATABASE_URL=... node bench/search.ts`. Not a test (no pass/fail).
 * Keywords are 1-, 2- and 5-character pieces of real title names and author readings (typed in
 * hiragana half of the time), each asked once so no cache helps: the in-process answer cache is
 * off here. Times are measured around the API call (`app.request`, JSON included) and around the
 * SQL alone, as anonymous visitors (adult titles filtered out).
 * Options: --queries 300 (per length) --seed 7
 */
import { Rng } from '#platform/random/seeded-random.ts';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { databaseSetup } from '#src/server/database.ts';
import { createAppApi } from '#src/server/api.ts';
import { createServices } from '#src/server/services.ts';
import { ormOptions, SCRIPT_POOL } from '#platform/db/orm.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { DEFAULT_QUERY, ormSqlRunner, searchTitles, suggestTitles } from '#modules/catalogue/index.ts';

const { values } = parseArgs({ options: { queries: { type: 'string', default: '300' }, seed: { type: 'string', default: '7' } } });
const perLength = Number(values.queries);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench/search.ts: set DATABASE_URL to a seeded database (npm run seed -- --titles 100000 --reset)');
  process.exit(1);
}
process.env.SEARCH_CACHE_TTL_MS = '0';

const rng = new Rng(Number(values.seed) >>> 0 || 7);
const random = () => rng.next();
const toHiragana = (s: string) => [...s].map((ch) => (ch >= 'ァ' && ch <= 'ヶ' ? String.fromCodePoint(ch.codePointAt(0)! - 0x60) : ch)).join('');

const orm = await MikroORM.init(ormOptions(databaseSetup, url, SCRIPT_POOL));
const services = createServices(orm);
const app = createAppApi(services);
const sql = ormSqlRunner(orm, { serial: true });

const [{ titles }] = (await sql<{ titles: string }>('select count(*) as titles from title')) as [{ titles: string }];
const sources = await sql<{ text: string }>(
  `(select title_name as text from title where not is_adult order by random() limit 2000)
   union all (select title_kana from title where not is_adult order by random() limit 1000)
   union all (select name_kana from author order by random() limit 1000)`,
);

/** `count` distinct pieces of `length` characters (without spaces) cut from the sources. */
function keywords(length: number, count: number): string[] {
  const found = new Set<string>();
  for (let guard = 0; found.size < count && guard < count * 50; guard++) {
    const chars = [...sources[Math.floor(random() * sources.length)]!.text.replace(/\s/g, '')];
    if (chars.length < length) continue;
    const start = Math.floor(random() * (chars.length - length + 1));
    const piece = chars.slice(start, start + length).join('');
    found.add(random() < 0.5 ? toHiragana(piece) : piece);
  }
  return [...found];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const viewer = { allowAdult: false };
const headers = { Cookie: csrfHeaders.Cookie ?? '' };

async function time(keywordsOf: string[], run: (keyword: string) => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (const keyword of keywordsOf.slice(0, 10)) await run(`${keyword}`); // warm-up (plans, connections)
  const ms: number[] = [];
  for (const keyword of keywordsOf) {
    const started = performance.now();
    await run(keyword);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1)! };
}

const expectOk = async (response: Response) => {
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
};

console.log(`search bench: ${titles} titles, ${perLength} distinct keywords per length, node ${process.version}`);
const rows: Record<string, string | number>[] = [];
for (const length of [1, 2, 5]) {
  const words = keywords(length, perLength);
  const cases: [string, (k: string) => Promise<unknown>][] = [
    ['search API', async (k) => expectOk(await app.request(`http://localhost/api/v1/search/?keyword=${encodeURIComponent(k)}`, { headers }))],
    ['search SQL', (k) => searchTitles(sql, { ...DEFAULT_QUERY, keyword: k }, viewer)],
    ['suggest API', async (k) => expectOk(await app.request(`http://localhost/api/v1/suggest/?keyword=${encodeURIComponent(k)}`, { headers }))],
    ['suggest SQL', (k) => suggestTitles(sql, k, viewer)],
  ];
  for (const [name, run] of cases) {
    const { p50, p95, max } = await time(words, run);
    rows.push({ case: name, chars: length, keywords: words.length, 'p50 ms': p50.toFixed(2), 'p95 ms': p95.toFixed(2), 'max ms': max.toFixed(2) });
  }
}
console.table(rows);
await orm.close(true);
