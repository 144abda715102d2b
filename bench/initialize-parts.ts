/**
 * Where a member's initialize spends its time: each part run alone, one after the other, on a running
 * database (`DATABASE_URL=… node bench/initialize-parts.ts [--email member@yomiba.test] [--rounds 2000]`),
 * printing wall and this process's CPU per call. The database's own CPU is not counted here.
 */
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions, SCRIPT_POOL } from '#platform/db/orm.ts';
import { databaseSetup } from '#src/server/database.ts';
import { createServices } from '#src/server/services.ts';
import { memberInitializeSources } from '#src/server/member-initialize-sources.ts';
import type { UserView } from '#modules/accounts/index.ts';

const { values } = parseArgs({ options: { email: { type: 'string', default: 'member@yomiba.test' }, rounds: { type: 'string', default: '2000' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const orm = await MikroORM.init(ormOptions(databaseSetup, url, SCRIPT_POOL));
const services = createServices(orm);
const rounds = Number(values.rounds);
const [row] = await orm.em.fork().getConnection().execute<{ id: number }[]>('select id from app_user where email = ?', [values.email]);
if (!row) throw new Error(`no member ${values.email}`);
const { cookie } = await services.accounts.startSession(row.id, 'bench/initialize-parts', false);
const sessionCookie = cookie.split(';')[0]!;
const user = (await services.accounts.readViewer(new Request('http://localhost/', { headers: { cookie: sessionCookie } }))).user as UserView;
const [terms, unread, balances, lastReads] = memberInitializeSources(services);

async function time(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await run();
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await run();
  const wall = (performance.now() - start) / rounds;
  const used = process.cpuUsage(cpu);
  console.log(`${name.padEnd(44)} wall ${(wall * 1000).toFixed(0).padStart(5)} µs   node CPU ${((used.user + used.system) / rounds).toFixed(0).padStart(5)} µs`);
}

await time('session lookup (readViewer, 1 statement)', () => services.accounts.readViewer(new Request('http://localhost/', { headers: { cookie: sessionCookie } })));
await time('terms agreementState (2 ORM finds)', () => terms!(user));
await time('unread notice count (1 Kysely query)', () => unread!(user));
await time('wallet balances (1 prepared statement)', () => balances!(user));
await time('last reads (1 query)', () => lastReads!(user));
await time('all four member parts, concurrently', () => services.memberInitialize.partOf(user).then(() => services.memberInitialize.drop(user.userId)));
await time('member part from the cache', () => services.memberInitialize.partOf(user));
await services.bus.close();
await orm.close(true);
