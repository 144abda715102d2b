/**
 * Throughput of the daily gacha's confirm: `npm run build && npm run bench:lottery`.
 * Opens the database (DATABASE_URL, else an embedded PostgreSQL in .data/bench-lottery), starts the
 * production build, makes a lottery of 100 draws per period and 10 members per concurrent worker, then
 * drives 50 concurrent workers, each drawing in turn for its own members (a member's draws serialise
 * on its wallet lock, as in production). Afterwards every answered draw must be one draw row and one
 * wallet grant, and the wallet must reconcile. Prints req/s and latency percentiles. Not a test.
 * Options: --duration 10 --members 50 (concurrent workers) --port 3310 --pg-port 54370 --client wrk|node
 * (wrk, when installed, drives the load: a Node loop here cost about 0.6 ms of the two cores per draw)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { createLotteryAdmin } from '#modules/rewards/index.ts';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { startApiBench } from './lib/api-bench.ts';
import { hasWrk, wrkPost } from './lib/wrk-post.ts';

const MEMBERS_PER_WORKER = 10;
const bench = await startApiBench({ dataDir: 'bench-lottery', port: '3310', pgPort: '54370' });
const { db, memberCount: workers, post, drive, print } = bench;

let code = 0;
try {
  await bench.waitReady();
  const lottery = await createLotteryAdmin(db.orm).create({
    code: `bench-${randomUUID().slice(0, 8)}`,
    label: 'ベンチガチャ',
    description: 'bench/lottery.ts',
    refillHours: [0],
    drawsPerPeriod: 100,
    startsAt: new Date(Date.now() - 86_400_000),
    scheme: 'open',
    tiers: [
      { tierId: 'coin', label: 'ボーナスコイン', weight: 300_000, prize: { kind: 'bonus_coin', amount: 5, validHours: 72 }, valueYen: 5 },
      { tierId: 'point', label: 'ポイント', weight: 700_000, prize: { kind: 'point', amount: 1 }, valueYen: 1 },
    ],
  });
  const members = await bench.makeMembers(workers * MEMBERS_PER_WORKER, 'ガチャ会員', 'bench/lottery');
  console.log(`${workers} concurrent workers over ${members.length} members, ${bench.duration} s, node ${process.version}`);

  const confirmPath = `/api/special/gacha/daily/${lottery.id}/confirm/`;
  let turn = 0;
  const draw = async (worker: number) => {
    const member = members[worker * MEMBERS_PER_WORKER + (turn++ % MEMBERS_PER_WORKER)]!;
    const response = await post(confirmPath, { request_id: randomUUID().replaceAll('-', '') }, member.cookie);
    return response.ok && (JSON.parse(response.text) as { success?: boolean }).success === true;
  };
  // Warm-up (connections opened, statements prepared, caches filled), not measured.
  // wrk by default (a small share of the CPU); `--client node` drives from this process, as before.
  const useWrk = (bench.client ?? (hasWrk() ? 'wrk' : 'node')) === 'wrk';
  const wrkRun = (durationMs: number) =>
    wrkPost({ url: `${bench.base}${confirmPath}`, cookies: members.map((member) => `${bench.csrfHeaders.Cookie}; ${member.cookie}`), headers: bench.csrfHeaders, requestIdField: 'request_id', connections: workers, durationMs });
  const warm = useWrk ? wrkRun(2_000) : await drive(workers, draw, 2_000);
  const before = await bench.cost({ reset: true });
  const driverBefore = process.cpuUsage();
  const drawn = useWrk ? wrkRun(Number(bench.duration) * 1000) : await drive(workers, draw);
  const driverCpu = process.cpuUsage(driverBefore);
  const after = await bench.cost();
  print(`POST /api/special/gacha/daily/{id}/confirm/ (${useWrk ? 'wrk' : 'node'})`, drawn);
  // Throughput depends on what else the machine runs; CPU and statements per draw do not (much).
  const per = bench.costPer(before, after, drawn.count - drawn.failures);
  console.log(
    `per draw: server CPU ${per.serverCpuMs.toFixed(3)} ms, PostgreSQL CPU ${per.dbCpuMs.toFixed(3)} ms, ${per.statements === null ? 'statements not counted' : `${per.statements.toFixed(2)} statements`}${useWrk ? '' : `; this Node load generator ${((driverCpu.user + driverCpu.system) / 1000 / Math.max(1, drawn.count)).toFixed(3)} ms CPU per request`} (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );

  const ids = members.map((member) => member.userId);
  const [booked] = await db.orm.em.fork().execute<{ draws: string; grants: string }[]>(
    `select (select count(*) from reward_draw where lottery_id = ?) as draws,
            (select count(*) from wallet_operation where kind = 'reward' and user_id in (?)) as grants`,
    [lottery.id, ids],
  );
  const answered = drawn.count - drawn.failures + warm.count - warm.failures;
  // wrk stops with up to one request per connection in flight, per run: drawn, never counted as answered.
  const unanswered = useWrk ? 2 * workers : 0;
  const draws = Number(booked!.draws);
  console.log(`${answered} draws answered, ${draws} draws recorded, ${booked!.grants} grants booked${unanswered ? ` (up to ${unanswered} cut off in flight by wrk)` : ''}`);
  if (Number(booked!.grants) !== draws || draws < answered || draws > answered + unanswered) code = 1;

  // Which statements the measured run ran, per answered draw, most frequent first.
  if (process.argv.includes('--statements')) {
    const top = await db.orm.em.fork().execute<{ calls: string; query: string }[]>('select calls, query from pg_stat_statements order by calls desc limit 25');
    for (const row of top) console.log(`${(Number(row.calls) / Math.max(1, drawn.count - drawn.failures)).toFixed(2).padStart(6)}  ${row.query.replace(/\s+/g, ' ').slice(0, 200)}`);
  }

  const drifts = await reconcileWallet(db.orm.em.fork(), { userIds: ids });
  console.log(drifts.length === 0 ? 'wallet:reconcile clean after the run' : `wallet:reconcile found ${drifts.length} drift(s)`);
  if (drifts.length) code = 1;
} finally {
  await bench.stop();
  await db.close();
}
process.exit(code);
