/**
 * Throughput of coin purchases through the sandbox provider: `npx waku build && node bench/purchase.ts`.
 * Opens the database (DATABASE_URL, else an embedded PostgreSQL in .data/bench-purchase), starts the
 * production build on it with PAYMENT_PROVIDER=sandbox, makes 50 members, then drives 50 concurrent
 * members buying the 120-yen pack with the success card. Prints req/s and latency percentiles, checks
 * that every member holds exactly 120 paid coins per paid purchase, and reconciles the wallet (non-zero
 * exit on drift). Not a test. Options: --duration 10 --members 50 --port 3310 --pg-port 54379
 */
import { randomUUID } from 'node:crypto';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { startApiBench } from './lib/api-bench.ts';

const bench = await startApiBench({ dataDir: 'bench-purchase', port: '3310', pgPort: '54379', env: { PAYMENT_PROVIDER: 'sandbox' } });
const { db, memberCount, post, drive, print } = bench;

let code = 0;
try {
  await bench.waitReady();
  const members = await bench.makeMembers(memberCount, 'ベンチ購入者', 'bench/purchase');
  const card = { method: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' } };
  const buy = async (cookie: string) => {
    const tokenised = await post('/api/sandbox-pay/v1/tokens/', card, '');
    const token = (JSON.parse(tokenised.text) as { id?: string }).id;
    return token ? (await post('/payment/api/v1/purchase/', { request_id: randomUUID(), product: 'coin_120', token }, cookie)).ok : false;
  };
  console.log(`${memberCount} concurrent members, ${bench.duration} s, node ${process.version}`);
  print(
    'POST /api/sandbox-pay/v1/tokens/ + POST /payment/api/v1/purchase/ (120円)',
    await drive(memberCount, async (worker) => buy(members[worker]!.cookie)),
  );

  const wrong = await db.orm.em.fork().execute<{ user_id: number }[]>(
    `select p.user_id from (select user_id, count(*) filter (where status = 'paid') as paid from wallet_purchase where user_id = any(?::int[]) group by user_id) p
       join wallet_account a on a.user_id = p.user_id where a.paid_coin <> p.paid * 120`,
    [`{${members.map((m) => m.userId).join(',')}}`],
  );
  console.log(wrong.length === 0 ? 'every member holds 120 paid coins per paid purchase' : `${wrong.length} member(s) hold the wrong amount`);
  const drifts = await reconcileWallet(db.orm.em.fork());
  console.log(drifts.length === 0 ? 'wallet:reconcile clean after the run' : `wallet:reconcile found ${drifts.length} drift(s)`);
  if (drifts.length || wrong.length) code = 1;
} finally {
  await bench.stop();
  await db.close();
}
process.exit(code);
