/**
 * Throughput of the reading flow's check and consume calls: `npm run build && npm run bench:wallet`.
 * Opens the database (DATABASE_URL, else an embedded PostgreSQL in .data/bench-wallet), starts the
 * production build on it, makes 50 members, gives each coins, then drives 50 concurrent members:
 * first `check` on coin stories, then `consume` of a different coin story per request. Prints req/s
 * and latency percentiles, then reconciles the wallet (non-zero exit on drift). Not a test.
 * Options: --duration 10 --members 50 --port 3300 --pg-port 54369 --cpu-prof <dir> (server CPU profile)
 */
import { createWalletService, reconcileWallet } from '#modules/wallet/index.ts';
import { startApiBench } from './lib/api-bench.ts';

type Target = { title: string; volume: number; story: number };

const bench = await startApiBench({ dataDir: 'bench-wallet', port: '3300', pgPort: '54369' });
const { db, memberCount, post, drive, print } = bench;
const wallet = createWalletService(db.orm);

let code = 0;
try {
  await bench.waitReady();
  const targets = await db.orm.em.fork().execute<Target[]>(
    `select t.title_code as title, v.serial_number as volume, s.story_number as story
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where s.payment_type = 3 and not t.is_adult order by s.id`,
  );
  if (targets.length < memberCount) throw new Error(`only ${targets.length} coin stories: seed more titles`);

  const members = await bench.makeMembers(memberCount, 'ベンチ会員', 'bench/wallet');
  for (const member of members) await wallet.creditPurchase(member.userId, { paymentId: `bench-${member.userId}`, paidCoins: 10_000_000 });

  console.log(`${memberCount} concurrent members, ${bench.duration} s each, ${targets.length} coin stories, node ${process.version}`);
  const pick = (worker: number, i: number) => targets[(worker * 7919 + i) % targets.length]!;
  print('POST /api/v3/ticket_and_coin/check/', await drive(memberCount, async (worker, i) => (await post('/api/v3/ticket_and_coin/check/', pick(worker, i), members[worker]!.cookie)).ok));

  // Each member walks its own slice of the coin stories, so every consume is a real unlock.
  const stride = Math.floor(targets.length / memberCount);
  const consumed = await drive(memberCount, async (worker, i) => {
      const t = targets[(worker * stride + i) % targets.length]!;
      const response = await post('/payment/api/v1/ticket_and_coin/consume/', { title_code: t.title, volume_serial_number: t.volume, story_number: t.story, ticket_div: 'payment' }, members[worker]!.cookie);
      return response.ok && (JSON.parse(response.text) as { success?: boolean }).success === true;
  });
  print('POST /payment/api/v1/ticket_and_coin/consume/', consumed);

  // Every answered consume must be one new unlock, charged its price once, no more and no less.
  const ids = members.map((member) => member.userId);
  const [booked] = await db.orm.em.fork().execute<{ unlocks: string; priced: string; charged: string }[]>(
    `select (select count(*) from wallet_entitlement where user_id in (?)) as unlocks,
            (select coalesce(sum(s.price_coins), 0) from wallet_entitlement e join story s on s.id = e.story_id where e.user_id in (?)) as priced,
            (select ? * 10000000 - coalesce(sum(paid_coin + bonus_coin), 0) from wallet_account where user_id in (?)) as charged`,
    [ids, ids, ids.length, ids],
  );
  const answered = consumed.count - consumed.failures;
  console.log(`${answered} consumes answered, ${booked!.unlocks} unlocks booked, ${booked!.charged} coins charged for ${booked!.priced} coins of prices`);
  if (Number(booked!.unlocks) !== answered || Number(booked!.charged) !== Number(booked!.priced)) code = 1;

  const drifts = await reconcileWallet(db.orm.em.fork());
  console.log(drifts.length === 0 ? 'wallet:reconcile clean after the run' : `wallet:reconcile found ${drifts.length} drift(s)`);
  if (drifts.length) code = 1;
} finally {
  await bench.stop();
  await db.close();
}
process.exit(code);
