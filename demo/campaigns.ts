import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Campaign, CampaignTitle, commitmentOf, type CampaignFamily, type CampaignKind } from '#modules/campaigns/index.ts';

const DAY = 86_400_000;

type DemoCampaign = {
  family: CampaignFamily;
  slug: string;
  kind: CampaignKind;
  name: string;
  lead: string;
  terms?: string;
  cardText?: string;
  color?: number;
  /** Days from the seeding day (JST midnight of that day) to the start and the end (exclusive). */
  from: number;
  to: number;
  listed?: boolean;
  hashtag?: string;
  body?: Record<string, unknown>;
  prizeCount?: number;
  /** Which demo titles it targets: [first, count] of the general titles by id. */
  titles?: [number, number];
  notes?: string[];
};

/**
 * A draw seed as production makes one (present-service `commitSeed`): 32 random bytes, kept secret until the
 * draw, its SHA-256 published. Never derived from anything public, or anyone could compute the winners.
 */
const newSeed = () => {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedCommitment: commitmentOf(seed) };
};

/**
 * Demo databases seeded before committed undrawn present campaigns to SHA-256("demo-seed:<slug>"), which
 * anyone can compute from the source: those get a random seed now (nobody could have checked against it yet).
 */
async function replaceDerivableSeeds(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const campaigns = await em.find(Campaign, { kind: 'present', drawnAt: null, seedCommitment: { $ne: null } });
  for (const campaign of campaigns) if (campaign.seedCommitment === commitmentOf(`demo-seed:${campaign.slug}`)) Object.assign(campaign, newSeed());
  await em.flush();
}

/** 00:00 JST of the seeding day. */
const jstMidnight = (now: Date) => new Date(`${new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+09:00`);

/**
 * Campaigns and special pages of the demo (issue 17): running, upcoming and finished ones of every kind and
 * family, relative to the seeding day, so every campaign route shows a real page. Skipped when there.
 */
export async function seedDemoCampaigns(orm: MikroORM, now = new Date()): Promise<void> {
  const em = orm.em.fork();
  await replaceDerivableSeeds(orm);
  if ((await em.count(Campaign, { family: 'campaign' })) > 0) return;
  const codes = (await em.getConnection().execute<{ title_code: string }[]>(`select title_code from title where not is_adult order by id limit 120`)).map((r) => r.title_code);
  const day0 = jstMidnight(now).getTime();
  const year = new Date(now.getTime() + 9 * 3_600_000).getUTCFullYear() - 1;
  const pick = ([first, count]: [number, number]) => codes.slice(first, first + count);
  const terms = '期間中、対象作品が表示の価格・条件でお読みいただけます。\nキャンペーン内容は予告なく変更・終了する場合があります。';
  const rows: DemoCampaign[] = [
    { family: 'campaign', slug: 'winter-sale', kind: 'sale', name: '冬の大感謝セール 最大50%OFF', lead: '人気作品の単行本が最大50%OFF。この機会にまとめ買いをどうぞ。', cardText: '最大50%OFF', color: 0xc62828, from: -3, to: 7, titles: [0, 45] },
    { family: 'campaign', slug: 'free-weekend', kind: 'free', name: '週末限定 1巻まるごと無料', lead: '週末だけ、対象作品の1巻をまるごと無料で読めます。', cardText: '1巻無料', color: 0x1d6f6e, from: -1, to: 2, titles: [45, 12] },
    { family: 'campaign', slug: 'stamp-rally', kind: 'stamp_card', name: '読んで集めるスタンプラリー', lead: '対象作品を読むとスタンプが貯まり、ボーナスコインと交換できます。', cardText: 'スタンプ対象', color: 0x6a1b9a, from: -2, to: 12, titles: [57, 8] },
    { family: 'campaign', slug: 'spring-preview', kind: 'sale', name: '春の新生活応援セール', lead: 'まもなく開催。新生活に読みたい作品をお得に。', cardText: '30%OFF', color: 0x2e7d32, from: 5, to: 12, titles: [65, 10] },
    { family: 'campaign', slug: 'autumn-sale', kind: 'sale', name: '秋の読書週間セール', lead: '秋の夜長に読みたい作品のセールでした。', cardText: '40%OFF', color: 0xe65100, from: -30, to: -10, titles: [75, 10] },
    { family: 'event', slug: 'reading-marathon', kind: 'present', name: '読書マラソン2週間チャレンジ', lead: '2週間で10話読むと抽選で100名様にボーナスコイン。', from: -4, to: 10 },
    { family: 'event', slug: 'author-talk', kind: 'lp', name: '作家オンライントークイベント', lead: '人気作家が創作の裏話を語るオンラインイベントを開催します。', from: 14, to: 15 },
    { family: 'lp', slug: 'winter-picks', kind: 'lp', name: '冬に読みたいマンガ特集', lead: '編集部が選んだ、寒い夜にぴったりの作品たち。', listed: true, from: -5, to: 25, titles: [10, 12], body: { blocks: [{ type: 'heading', text: '編集部のおすすめ' }, { type: 'text', text: 'こたつで一気読みしたい長編を中心に集めました。' }] } },
    { family: 'lp', slug: 'fantasy-picks', kind: 'lp', name: 'ファンタジー特集', lead: '剣と魔法の世界へ。', from: -5, to: 25, titles: [22, 8] },
    { family: 'lp', slug: 'summer-picks', kind: 'lp', name: '夏休み一気読み特集', lead: '夏休みに一気読みしたい作品の特集でした。', listed: true, from: -120, to: -60, titles: [30, 8] },
    { family: 'block_lp', slug: 'editors-choice', kind: 'lp', name: '編集部イチオシ作品ガイド', lead: '今月の編集部イチオシをブロックでご紹介します。', listed: true, from: -7, to: 30, body: { blocks: [{ type: 'heading', text: '今月の注目作' }, { type: 'text', text: '話題の新連載から、完結した名作まで。' }, { type: 'titles', label: '注目の新連載', codes: codes.slice(40, 46) }, { type: 'link', href: '/book/new/', label: '新着作品をもっと見る' }] } },
    { family: 'multi_lp', slug: 'genre-festival', kind: 'lp', name: 'ジャンル別おすすめフェア', lead: 'タブを切り替えてジャンルごとのおすすめを見られます。', listed: true, from: -6, to: 20, body: { tabs: [{ label: '冬のおすすめ', lp: 'winter-picks' }, { label: 'ファンタジー', lp: 'fantasy-picks' }] } },
    { family: 'booklist', slug: 'staff-picks', kind: 'booklist', name: 'スタッフが選ぶ 泣けるマンガ10選', lead: '読み場スタッフが本気で選んだ、涙なしでは読めない10作品。', listed: true, from: -10, to: 60, titles: [50, 10], notes: ['最終話は必ずハンカチを用意して。', '家族の物語が沁みます。'] },
    { family: 'yearranking', slug: String(year), kind: 'lp', name: `${year}年 年間ランキング`, lead: `${year}年に読み場で最も読まれた作品のランキングです。`, listed: true, from: -20, to: 3650, titles: [0, 20], body: { countingPeriod: { from: `${year}年1月1日`, to: `${year}年12月31日` } } },
    { family: 'tweet_present', slug: 'share-winter', kind: 'present', name: 'ポストして当てよう！冬のプレゼント', lead: 'ハッシュタグをつけてポストすると、抽選で50名様に500コインをプレゼント。', listed: true, hashtag: '読み場冬のプレゼント', from: -2, to: 12, terms: `${terms}\n当選者数：50名様`, body: { prizes: '50名様（500コイン）' } },
    { family: 'landing', slug: 'manga-marathon-gacha', kind: 'gacha', name: 'マンガマラソンガチャ', lead: '毎日ガチャを回してコインやチケットを当てよう。', listed: true, from: -3, to: 14, body: { gacha: true, blocks: [{ type: 'text', text: 'ガチャは毎日回せます。提供割合はガチャのページでご確認ください。' }] } },
    { family: 'landing', slug: 'yomiba-new-concept', kind: 'lp', name: '新しい読み場のご案内', lead: '読み場がもっと読みやすく生まれ変わりました。新しい機能をご紹介します。', listed: true, from: -14, to: 60, body: { blocks: [{ type: 'heading', text: '本棚がもっと便利に' }, { type: 'text', text: '続きから読む、お気に入り、購入済みがひとつの本棚にまとまりました。' }, { type: 'link', href: '/bookshelf/', label: '本棚を見る' }] } },
    { family: 'named', slug: 'onescene', kind: 'lp', name: '心に残るワンシーン特集', lead: '読者の皆さんが選んだ、忘れられない名場面をご紹介。', listed: true, from: -8, to: 30, titles: [60, 6] },
    { family: 'named', slug: 'otoshidama', kind: 'present', name: 'お年玉キャンペーン', lead: '新年のお年玉として、抽選でボーナスコインをプレゼントします。', listed: true, from: 20, to: 35, terms: `${terms}\n当選者数：1,000名様`, body: { prizes: '1,000名様（最大1,000コイン）' } },
    { family: 'named', slug: 'joshidensho', kind: 'present', name: '女子電書 プレゼントキャンペーン', lead: '対象作品を読んで応募すると、抽選で30名様に図書カード1,000円分をプレゼント。', listed: true, from: -3, to: 18, titles: [80, 10], prizeCount: 30, body: { courses: [{ code: 'A', label: '図書カードコース' }, { code: 'B', label: 'コイン500枚コース' }], physicalPrize: true } },
    { family: 'named', slug: 'masurao', kind: 'present', name: 'ますらお 応援キャンペーン', lead: '対象作品を1作品以上読んで応募すると、抽選で100名様に1,000コインをプレゼント。', listed: true, from: -2, to: 20, titles: [90, 10], prizeCount: 100, body: { eligibility: { readTitles: 1 } } },
    // The publisher festival family (a main page with its form, a 2024 page with the form on it), manga-matsuri and
    // spring-manga-2024: present campaigns as data, each with the pages (`parts`) it has.
    { family: 'named', slug: 'manga-festival', kind: 'present', name: '出版社合同 マンガフェスティバル', lead: '参加出版社の対象作品を読んで、出版社ごとのコースに応募しよう。抽選で合計60名様に1,000コインをプレゼント。', listed: true, from: -2, to: 16, titles: [100, 12], prizeCount: 60, terms: `${terms}\n当選者数：60名様（各コース20名様）`, body: { prizes: '60名様（各コース20名様・1,000コイン）', onePer: 'course', courses: [{ code: 'kodama', label: 'こだま書房コース' }, { code: 'hoshizora', label: '星空出版コース' }, { code: 'sakura', label: 'さくら文庫コース' }], blocks: [{ type: 'heading', text: '参加出版社' }, { type: 'text', text: 'こだま書房・星空出版・さくら文庫の3社が参加しています。コースごとに1回ずつ応募できます。' }, { type: 'link', href: '/special/manga-festival/2024/', label: 'マンガフェスティバル2024 特別プレゼント' }] } },
    { family: 'named', slug: 'manga-festival/2024', kind: 'present', name: 'マンガフェスティバル2024 特別プレゼント', lead: 'フェスティバル2024の開催を記念して、抽選で20名様にオリジナル図書カードをプレゼント。', listed: true, from: -1, to: 10, prizeCount: 20, terms: `${terms}\n当選者数：20名様`, body: { prizes: '20名様（オリジナル図書カード1,000円分）', parts: ['main'], formOnMain: true, physicalPrize: true, blocks: [{ type: 'link', href: '/special/manga-festival/', label: 'マンガフェスティバルのトップへ' }] } },
    { family: 'named', slug: 'manga-matsuri', kind: 'present', name: 'マンガ祭り 読んで応募キャンペーン', lead: '対象作品を1作品以上読んで応募すると、抽選で50名様に500コインをプレゼント。', listed: true, from: -4, to: 9, titles: [20, 8], prizeCount: 50, terms: `${terms}\n当選者数：50名様`, body: { prizes: '50名様（500コイン）', parts: ['main', 'booklist', 'form'], eligibility: { readTitles: 1 } } },
    { family: 'named', slug: 'spring-manga-2024', kind: 'present', name: '春マンガ2024 プレゼント応募フォーム', lead: '春の新作マンガ特集の読者プレゼントです。抽選で10名様に作家直筆サイン色紙をお届けします。', from: -1, to: 20, prizeCount: 10, terms: `${terms}\n当選者数：10名様`, body: { prizes: '10名様（直筆サイン色紙）', parts: ['form'], physicalPrize: true } },
    { family: 'named', slug: 'gacha/202311', kind: 'gacha', name: '2023年11月 特別ガチャ', lead: '2023年11月に開催した特別ガチャです。', listed: true, from: -400, to: -370, body: { gacha: true } },
    { family: 'named', slug: 'interview/uchinoshishouha', kind: 'lp', name: '「うちの師匠は」作者インタビュー', lead: '連載の裏側と、キャラクター誕生の秘話を伺いました。', listed: true, from: -12, to: 365, titles: [5, 1], body: { blocks: [{ type: 'heading', text: '連載のきっかけ' }, { type: 'text', text: '「師匠と弟子の日常を描きたかったんです」と語る作者。' }] } },
  ];
  for (const row of rows) {
    const startsAt = new Date(day0 + row.from * DAY);
    const campaign = em.create(Campaign, {
      family: row.family, slug: row.slug, kind: row.kind, name: row.name, lead: row.lead, terms: row.terms ?? terms,
      cardText: row.cardText ?? null, color: row.color ?? null, startsAt, endsAt: new Date(day0 + row.to * DAY),
      publishedAt: row.listed ? startsAt : null, hashtag: row.hashtag ?? null, body: row.body ?? {},
      prizeCount: row.prizeCount ?? null, ...(row.prizeCount ? newSeed() : { seedCommitment: null, seed: null }),
    });
    pick(row.titles ?? [0, 0]).forEach((titleCode, position) => em.create(CampaignTitle, { campaign, titleCode, position, note: row.notes?.[position] ?? null }));
  }
  await em.flush();
}
