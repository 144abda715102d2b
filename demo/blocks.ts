import type { MikroORM } from '@mikro-orm/postgresql';
import type { ContentBlockInput } from '#modules/catalogue/index.ts';

/** The blocks the top page showed before they came from the database, plus sale and genre blocks. */
export const DEMO_CONTENT_BLOCKS: ContentBlockInput[] = [
  { title: '人気ランキング', source: 'ranking', sort: 1, ranked: true, moreBtn: { link: '/book/ranking/', text: 'もっと見る' } },
  { title: '無料・待てば¥0で読める', source: 'free', sort: 1, moreBtn: { link: '/book/free/', text: 'もっと見る' } },
  { title: '新着・新連載', label: 'NEW', source: 'new', sort: 2, moreBtn: { link: '/book/new/', text: 'もっと見る' } },
  { title: 'セール・キャンペーン', label: 'SALE', source: 'campaign', sort: 3, moreBtn: { link: '/book/campaign/titles/', text: 'もっと見る' } },
  {
    title: 'ジャンルから探す',
    source: 'all',
    sort: 1,
    moreBtn: { link: '/book/genre/', text: 'ジャンル一覧' },
    tabs: [
      { label: '少年', source: 'genre:shounen' },
      { label: '少女', source: 'genre:shoujo' },
      { label: '青年', source: 'genre:seinen' },
      { label: '女性', source: 'genre:josei' },
      { label: 'TL', source: 'genre:tl' },
      { label: 'BL', source: 'genre:bl' },
    ],
  },
  { title: 'おすすめ', source: 'recommend', sort: 1, moreBtn: { link: '/recommend/', text: 'もっと見る' } },
];

/**
 * First start only (no blocks yet): the demo blocks. (The generated campaigns are already dated around
 * the seeding day by the catalogue seed, catalogue/seed-catalogue.ts.)
 */
export async function seedDemoContentBlocks(orm: MikroORM, replaceAll: (inputs: ContentBlockInput[]) => Promise<void>): Promise<void> {
  const [row] = await orm.em.getConnection().execute<{ present: boolean }[]>('select exists (select 1 from content_block) as present');
  if (row?.present) return;
  await replaceAll(DEMO_CONTENT_BLOCKS);
}
