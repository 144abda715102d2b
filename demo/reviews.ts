import { mixSeed } from '#platform/random/seeded-random.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { importReviews, type ImportedReview } from '#modules/catalogue/index.ts';

/** Review texts of the demo data, by how the reader liked the title. */
const TEXTS: Record<'high' | 'mid' | 'low', readonly string[]> = {
  high: [
    '一話目から引き込まれました。続きが気になって、気づいたら朝になっていました。',
    '絵がとにかくきれいで、見開きの迫力がすごいです。スマホで読んでも見やすい！',
    'キャラクター同士の掛け合いが楽しくて、何度も読み返しています。',
    '伏線の回収が見事でした。二巻のラストは鳥肌ものです。',
    '待てば無料で読み始めたのですが、待ちきれずにコインで一気に買いました。',
    '主人公の成長が丁寧に描かれていて、応援したくなります。',
    '笑って泣けるお話でした。友達にもすすめています。',
    '毎週の更新が楽しみです。サブキャラのエピソードももっと読みたい。',
  ],
  mid: [
    '設定は面白いのですが、中盤は少し展開がゆっくりに感じました。',
    '絵は好みです。お話はこれからに期待しています。',
    '気軽に読めて楽しいです。もう少し登場人物の掘り下げがあると嬉しい。',
    '前半は夢中で読みました。後半の展開は好みが分かれそうです。',
  ],
  low: [
    '期待して読みましたが、自分には合いませんでした。',
    '序盤は良かったのですが、途中から話についていけなくなりました。',
  ],
};

const tier = (rating: number) => (rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low');

/**
 * Review texts from the demo buyers on the best-selling and most-read titles (demo mode only: the buyers exist only
 * there), so the review pages are not empty. Each review's rating is added to its title's totals, as a
 * member's would be. Skipped when any review exists. Returns how many were written.
 */
export async function seedDemoReviews(orm: MikroORM, buyerIds: readonly number[], options: { seed?: number; now?: Date; titles?: number; mostRead?: readonly number[] } = {}): Promise<number> {
  const connection = orm.em.getConnection();
  const [existing] = await connection.execute<{ present: boolean }[]>('select exists (select 1 from review) as present');
  if (existing!.present || buyerIds.length === 0) return 0;
  const seed = options.seed ?? 20261124;
  const now = (options.now ?? new Date()).getTime();
  // The best sellers and the given most-read titles (the top page's ranking): where readers look first.
  const titles = await connection.execute<{ id: number; total_review_count: number; total_review_point: number }[]>(
    `select t.id, t.total_review_count, t.total_review_point from title t
      where t.id in (select id from title order by monthly_sales_amount desc, id limit ?) or t.id = any(?::int[])
      order by t.id`,
    [options.titles ?? 60, `{${(options.mostRead ?? []).join(',')}}`],
  );
  const rows: ImportedReview[] = [];
  for (const title of titles) {
    const average = title.total_review_count ? title.total_review_point / title.total_review_count : 4;
    const count = 1 + (mixSeed(seed, title.id) % 8);
    const start = mixSeed(seed, title.id, 1) % buyerIds.length;
    for (let i = 0; i < count; i++) {
      const h = mixSeed(seed, title.id, 2, i);
      // Around the title's average: most readers within one star of it.
      const rating = Math.min(5, Math.max(1, Math.round(average + ((h % 5) - 2) * 0.6)));
      const texts = TEXTS[tier(rating)];
      rows.push({
        user: buyerIds[(start + i * 7) % buyerIds.length]!,
        title: title.id,
        rating,
        body: texts[(h >>> 8) % texts.length]!,
        spoiler: (h >>> 16) % 11 === 0,
        at: new Date(now - ((h >>> 4) % (60 * 24 * 60)) * 60_000).toISOString(),
      });
    }
  }
  return (await importReviews(orm, rows)) ? rows.length : 0;
}
