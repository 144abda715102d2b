/**
 * Throughput of the daily gacha's confirm: `npm run build && npm run bench:lottery`.
 * Opens the database (DATABASE_URL, else an embedded PostgreSQL in .data/bench-lottery), starts the
 * production build, makes a lottery of 100 draws per period and 10 members per concurrent worker, then
 * drives 50 concurrent workers, each drawing in turn for its own members (a member's draws serialise
 * on its wallet lock, as in production). Afterwards every answered draw must be one draw row and one
 * wallet grant, and the wallet must reconcile. Prints req/s and latency percentiles. Not a test.
 * Options: --duration 10 --members 50 (concurrent workers) --port 3310 --pg-port 54370
 */
import { randomUUID } from 'node:crypto';
import { createLotteryAdmin } from '#modules/rewards/index.ts';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { startApiBench } from './lib/api-bench.ts';

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
  const drawn = await drive(workers, async (worker, i) => {
    const member = members[worker * MEMBERS_PER_WORKER + (i % MEMBERS_PER_WORKER)]!;
    const response = await post(confirmPath, { request_id: randomUUID().replaceAll('-', '') }, member.cookie);
    return response.ok && (JSON.parse(response.text) as { success?: boolean }).success === true;
  });
  print(`POST /api/special/gacha/daily/{id}/confirm/`, drawn);

  const ids = members.map((member) => member.userId);
  const [booked] = await db.orm.em.fork().execute<{ draws: string; grants: string }[]>(
    `select (select count(*) from reward_draw where lottery_id = ?) as draws,
            (select count(*) from wallet_operation where kind = 'reward' and user_id in (?)) as grants`,
    [lottery.id, ids],
  );
  const answered = drawn.count - drawn.failures;
  console.log(`${answered} draws answered, ${booked!.draws} draws recorded, ${booked!.grants} grants booked`);
  if (Number(booked!.draws) !== answered || Number(booked!.grants) !== answered) code = 1;

  const drifts = await reconcileWallet(db.orm.em.fork(), { userIds: ids });
  console.log(drifts.length === 0 ? 'wallet:reconcile clean after the run' : `wallet:reconcile found ${drifts.length} drift(s)`);
  if (drifts.length) code = 1;
} finally {
  await bench.stop();
  await db.close();
}
process.exit(code);
