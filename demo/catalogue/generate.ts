/**
 * The deterministic demo catalogue, without a database: publishers, authors, then titles with their
 * authors, volumes and stories in batches (a generator), so 100,000 titles never sit in memory at once.
 * Everything is a pure function of { titles, seed }; dates count back from REFERENCE_DATE.
 */
import { Rng, mixSeed, type Weighted } from '#platform/random/seeded-random.ts';
import { episodeName, personName, synopsis, toKatakana, uniqueTitle } from './generate-text.ts';
import { PUBLISHERS } from './words-publishers.ts';
import {
  ADAPTED_TAG, CAMPAIGN_COLORS, CAMPAIGN_TEXTS, COMMON_TAGS, COMPLETED_TAG, GENRE_TAGS, LABELS, THEME_TAGS, VERTICAL_TAGS, type GenreCode,
} from './words-tags.ts';

export type { GenreCode } from './words-tags.ts';

/** 2026-11-01T00:00:00+09:00: "now" for the demo data. */
export const REFERENCE_DATE = Date.parse('2026-11-01T00:00:00+09:00');
export const DEFAULT_SEED = 20261101;
export const DEFAULT_BATCH_TITLES = 500;
export const MAX_TITLES = 999_999;

export const GENRE_CODES: readonly GenreCode[] = [1111, 1112, 1113, 1120, 1122, 1123, 9002];
export const ADULT_GENRES: ReadonlySet<GenreCode> = new Set<GenreCode>([1122, 1123]);
const GENRE_WEIGHTS: Weighted<GenreCode> = [[1111, 26], [1112, 16], [1113, 20], [1120, 14], [1122, 10], [1123, 9], [9002, 5]];
const GENERAL_WEIGHTS = GENRE_WEIGHTS.filter(([code]) => !ADULT_GENRES.has(code) && code !== 9002);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const JST = 9 * HOUR;
const EARLIEST_START = Date.parse('2015-01-01T00:00:00+09:00');
const NEW_WINDOW_DAYS = 60;
const COIN_PRICES = [30, 40, 50, 60, 70, 80];
const VOLUME_PRICES = [330, 396, 440, 462, 495, 528, 550, 594, 616, 660, 693, 726, 748, 770, 792];
const INT32_MAX = 2_147_483_647;

export type PublisherRow = { id: number; name: string; nameKana: string };
export type AuthorRow = { id: number; name: string; nameKana: string };
/** Dates are epoch milliseconds. */
export type TitleRow = {
  id: number; titleCode: string; titleName: string; titleKana: string; synopsis: string; genreCode: GenreCode;
  publisherId: number; tags: string[]; labelText: string | null; labelColor: string | null; badgeIconUrl: null;
  freeInfo: string | null; isNew: boolean; isFree: boolean; isFreeForWait: boolean; isStore: boolean; isAdult: boolean;
  isCompleted: boolean; isVertical: boolean; campaignText: string | null; campaignColor: number | null;
  campaignStartAt: number | null; campaignEndAt: number | null; startedAt: number; updatedAt: number;
  totalReviewCount: number; totalReviewPoint: number; monthlySalesAmount: number; favoriteCount: number;
};
export type TitleAuthorRow = { id: number; titleId: number; authorId: number; role: string; position: number };
export type VolumeRow = { id: number; titleId: number; serialNumber: number; name: string; priceCoins: number; publishedAt: number };
export type StoryRow = {
  id: number; titleId: number; volumeId: number; storyNumber: number; name: string; paymentType: 1 | 2 | 3;
  priceCoins: number; pageCount: number; publishedAt: number;
};
export type CatalogueBatch = { titles: TitleRow[]; titleAuthors: TitleAuthorRow[]; volumes: VolumeRow[]; stories: StoryRow[] };
export type GenerateOptions = { titles: number; seed?: number; batchTitles?: number };
export type GeneratedCatalogue = {
  seed: number;
  titleCount: number;
  publishers: PublisherRow[];
  authors: AuthorRow[];
  /** A fresh generator each call; every call yields the same batches. */
  batches: () => Generator<CatalogueBatch, void, undefined>;
};

export const authorCountFor = (titles: number) => Math.max(150, Math.ceil(titles / 2));
export const titleCode = (id: number) => `YB${String(id).padStart(6, '0')}`;

export function generatePublishers(): PublisherRow[] {
  return PUBLISHERS.map(([name, reading], i) => ({ id: i + 1, name, nameKana: toKatakana(reading) }));
}

/** Distinct names while the combinations last (thousands), repeats after that. */
export function generateAuthors(count: number, seed: number): AuthorRow[] {
  const rng = new Rng(mixSeed(seed, 2));
  const seen = new Set<string>();
  const authors: AuthorRow[] = [];
  for (let id = 1; id <= count; id++) {
    let person = personName(rng);
    for (let attempt = 0; attempt < 12 && seen.has(person.name); attempt++) person = personName(rng);
    seen.add(person.name);
    authors.push({ id, ...person });
  }
  return authors;
}

export function generateCatalogue(options: GenerateOptions): GeneratedCatalogue {
  const { titles } = options;
  if (!Number.isSafeInteger(titles) || titles < 1 || titles > MAX_TITLES) throw new RangeError(`titles must be an integer in 1..${MAX_TITLES}, got ${titles}`);
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const batchTitles = Math.max(1, options.batchTitles ?? DEFAULT_BATCH_TITLES);
  const publishers = generatePublishers();
  const authors = generateAuthors(authorCountFor(titles), seed);
  return { seed, titleCount: titles, publishers, authors, batches: () => titleBatches(titles, seed, batchTitles, authors.length) };
}

/** Authors keep to their genres; early authors are the prolific ones; every author gets a title while titles last. */
class AuthorPicker {
  #next = 1;
  #byGenre = new Map<GenreCode, number[]>();
  readonly count: number;
  constructor(count: number) {
    this.count = count;
  }

  pick(genre: GenreCode, rng: Rng, not?: number): number {
    const pool = this.#byGenre.get(genre) ?? [];
    this.#byGenre.set(genre, pool);
    for (let attempt = 0; attempt < 8; attempt++) {
      let id: number;
      if (this.#next <= this.count && (pool.length < 3 || rng.chance(0.55))) {
        id = this.#next++;
        pool.push(id);
      } else if (pool.length > 0) {
        id = pool[Math.floor(pool.length * rng.next() ** 2)]!;
      } else {
        id = rng.int(1, this.count);
      }
      if (id !== not) return id;
    }
    return (not ?? 0) % this.count + 1;
  }
}

type Counters = { volume: number; story: number; titleAuthor: number };

function* titleBatches(count: number, seed: number, batchTitles: number, authorCount: number): Generator<CatalogueBatch, void, undefined> {
  const usedNames = new Set<string>();
  const picker = new AuthorPicker(authorCount);
  const counters: Counters = { volume: 0, story: 0, titleAuthor: 0 };
  let batch: CatalogueBatch = { titles: [], titleAuthors: [], volumes: [], stories: [] };
  for (let index = 0; index < count; index++) {
    generateTitle(index, seed, usedNames, picker, counters, batch);
    if (batch.titles.length >= batchTitles) {
      yield batch;
      batch = { titles: [], titleAuthors: [], volumes: [], stories: [] };
    }
  }
  if (batch.titles.length > 0) yield batch;
}

const jstParts = (ms: number) => {
  const d = new Date(ms + JST);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), dayOfYear: Math.floor((ms + JST - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY) + 1 };
};

/** `count` strictly increasing times from `start` to at most `end` (whole days when there is room, else hours). */
function spreadTimes(start: number, end: number, count: number, rng: Rng): number[] {
  const unit = (end - start) / count >= 2 * DAY ? DAY : HOUR;
  const units = Math.floor((end - start) / unit);
  const gaps: number[] = [];
  let total = 0;
  for (let k = 1; k < count; k++) total += gaps[gaps.push(0.4 + rng.next()) - 1]!;
  const times = [start];
  let acc = 0;
  let previous = 0;
  for (const gap of gaps) {
    acc += gap;
    const at = Math.max(previous + 1, Math.round((acc / total) * units));
    times.push(start + at * unit);
    previous = at;
  }
  return times;
}

/** Earlier issues of a magazine: weekly, or on the same day of earlier months. */
function issueTime(last: number, back: number, weekly: boolean): number {
  if (weekly) return last - back * 7 * DAY;
  const { year, month, day } = jstParts(last);
  return Date.UTC(year, month - 1 - back, Math.min(day, 28)) - JST;
}

function issueName(at: number, weekly: boolean): string {
  const { year, month, dayOfYear } = jstParts(at);
  if (weekly) return `${year}年 第${Math.ceil(dayOfYear / 7)}号`;
  return month === 12 ? `${year + 1}年 1月号` : `${year}年 ${month + 1}月号`;
}

const PUBLISHER_WEIGHTS: Weighted<number> = PUBLISHERS.map(([, , weight], i) => [i + 1, weight] as const);
type Category = 'free' | 'wait' | 'store';
const CATEGORY_WEIGHTS: Weighted<Category> = [['free', 15], ['wait', 45], ['store', 40]];
const MAGAZINE_CATEGORY_WEIGHTS: Weighted<Category> = [['free', 10], ['wait', 20], ['store', 70]];

function generateTitle(index: number, seed: number, usedNames: Set<string>, picker: AuthorPicker, counters: Counters, batch: CatalogueBatch): void {
  const rng = new Rng(mixSeed(seed, 1, index));
  const id = index + 1;
  // Every 20th title (from the 11th) is a new general-audience title; YB000001 is general with ≥ 2 volumes.
  const forcedNew = index % 20 === 10;
  const genre = index === 0 || forcedNew ? rng.weighted(GENERAL_WEIGHTS) : rng.weighted(GENRE_WEIGHTS);
  const isMagazine = genre === 9002;
  const wantNew = forcedNew || (index > 0 && rng.chance(0.06));
  const publisherId = rng.weighted(PUBLISHER_WEIGHTS);
  const name = uniqueTitle(genre, rng, usedNames);

  let volumeCount = wantNew ? rng.int(1, 4) : rng.chance(0.7) ? rng.int(1, 8) : rng.int(9, 20);
  if (index === 0) volumeCount = Math.max(2, volumeCount);
  if (isMagazine && wantNew) volumeCount = Math.min(volumeCount, name.weekly ? 4 : 2);
  const perVolume = Array.from({ length: volumeCount }, () => Math.round((rng.int(5, 15) + rng.int(5, 15)) / 2));
  const storyCount = perVolume.reduce((a, b) => a + b, 0);
  const isCompleted = !wantNew && !isMagazine && rng.chance(0.32);
  const isVertical = !isMagazine && rng.chance(0.1);

  // Publication times of every story, in order.
  const storyTimes: number[] = [];
  const volumeNames: string[] = [];
  if (isMagazine) {
    const last = REFERENCE_DATE - rng.int(1, name.weekly ? 7 : 28) * DAY;
    for (let v = 0; v < volumeCount; v++) {
      const at = issueTime(last, volumeCount - 1 - v, name.weekly);
      volumeNames.push(issueName(at, name.weekly));
      for (let s = 0; s < perVolume[v]!; s++) storyTimes.push(at);
    }
  } else {
    const latestOldStart = REFERENCE_DATE - (NEW_WINDOW_DAYS + 1) * DAY;
    const start = wantNew
      ? REFERENCE_DATE - rng.int(3, NEW_WINDOW_DAYS - 1) * DAY
      : latestOldStart - Math.floor(((1 - Math.sqrt(rng.next())) * (latestOldStart - EARLIEST_START)) / DAY) * DAY;
    const ageDays = Math.round((REFERENCE_DATE - start) / DAY);
    let end: number;
    if (isCompleted) end = Math.min(start + storyCount * rng.int(7, 21) * DAY, REFERENCE_DATE - 30 * DAY);
    else if (wantNew) end = REFERENCE_DATE - rng.int(1, 2) * DAY;
    else end = REFERENCE_DATE - (rng.chance(0.8) ? rng.int(1, 14) : rng.int(15, Math.max(15, Math.floor(ageDays / 2)))) * DAY;
    end = Math.max(end, start + (storyCount + 1) * HOUR);
    storyTimes.push(...spreadTimes(start, end, storyCount, rng));
    for (let v = 1; v <= volumeCount; v++) volumeNames.push(`第${v}巻`);
  }
  const startedAt = storyTimes[0]!;
  const updatedAt = storyTimes[storyTimes.length - 1]!;
  const isNew = startedAt >= REFERENCE_DATE - NEW_WINDOW_DAYS * DAY;

  // Payment: free titles, 待てば¥0 titles (free first, waiting middle, coins for the newest) or store titles.
  const category = rng.weighted(isMagazine ? MAGAZINE_CATEGORY_WEIGHTS : CATEGORY_WEIGHTS);
  const coins = rng.pick(COIN_PRICES);
  let freeCount = storyCount;
  let coinCount = 0;
  if (category === 'wait') {
    freeCount = Math.min(rng.int(3, 5), storyCount - 2);
    coinCount = Math.min(rng.int(1, 3), storyCount - freeCount - 1);
  } else if (category === 'store') {
    freeCount = Math.min(rng.int(1, 3), storyCount - 1);
    coinCount = storyCount - freeCount;
  }
  const volumePrice = category === 'store' ? rng.pick(VOLUME_PRICES) : 0;

  let storyNumber = 0;
  const usedEpisodeNames = new Set<string>();
  for (let v = 0; v < volumeCount; v++) {
    const volumeId = ++counters.volume;
    for (let s = 0; s < perVolume[v]!; s++) {
      const number = ++storyNumber;
      const paymentType: 1 | 2 | 3 = number <= freeCount ? 1 : number > storyCount - coinCount ? 3 : 2;
      batch.stories.push({
        id: ++counters.story, titleId: id, volumeId, storyNumber: number, name: episodeName(number, rng, usedEpisodeNames), paymentType,
        priceCoins: paymentType === 3 ? coins : 0, pageCount: rng.chance(0.75) ? rng.int(16, 24) : rng.int(8, 40),
        publishedAt: storyTimes[number - 1]!,
      });
    }
    batch.volumes.push({ id: volumeId, titleId: id, serialNumber: v + 1, name: volumeNames[v]!, priceCoins: volumePrice, publishedAt: storyTimes[storyNumber - 1]! });
  }

  const label = rng.chance(0.2) ? rng.weighted(LABELS.map(([text, color, weight]) => [[text, color] as const, weight] as const)) : null;
  let freeInfo: string | null = null;
  if (category === 'free') freeInfo = volumeCount > 1 && rng.chance(0.5) ? `${volumeCount}巻まで無料` : '全話無料';
  else if (category === 'wait') freeInfo = rng.chance(0.7) ? `${freeCount}話無料` : '待てば¥0';
  else if (rng.chance(0.35)) freeInfo = `${freeCount}話無料`;

  let campaign: Pick<TitleRow, 'campaignText' | 'campaignColor' | 'campaignStartAt' | 'campaignEndAt'> = { campaignText: null, campaignColor: null, campaignStartAt: null, campaignEndAt: null };
  if (rng.chance(0.1)) {
    // Campaigns run at the reference date; 完結記念 only for completed titles, 巻まで無料 only with volumes to give.
    let text = rng.pick(CAMPAIGN_TEXTS.filter((t) => t.includes('完結') === isCompleted || !t.includes('完結')));
    if (text.includes('巻まで') && volumeCount < 3) text = CAMPAIGN_TEXTS[0]!;
    text = text.replace('{n}', String(text.includes('巻') ? rng.int(2, Math.min(5, volumeCount)) : rng.pick([3, 5, 10]))).replace('{p}', String(rng.pick([20, 30, 50])));
    const campaignStartAt = REFERENCE_DATE - rng.int(0, 14) * DAY;
    const campaignEndAt = REFERENCE_DATE + rng.int(3, 21) * DAY - 1000;
    campaign = { campaignText: text, campaignColor: rng.pick(CAMPAIGN_COLORS), campaignStartAt, campaignEndAt };
  }

  // Store sales, from their own random stream (the rest of the catalogue stays as it was): a quarter of
  // the store titles without a campaign discount the whole series for a few weeks.
  if (category === 'store' && campaign.campaignText === null) {
    const sale = new Rng(mixSeed(seed, 3, index));
    if (sale.chance(0.25)) {
      campaign = {
        campaignText: `全巻${sale.pick([20, 30, 40, 50])}%OFF`,
        campaignColor: sale.pick(CAMPAIGN_COLORS),
        campaignStartAt: REFERENCE_DATE - sale.int(0, 7) * DAY,
        campaignEndAt: REFERENCE_DATE + sale.int(7, 28) * DAY - 1000,
      };
    }
  }

  // Long-tailed popularity: a few hits, many quiet titles.
  const popularity = Math.exp(rng.normal() * 1.3) * (isNew ? 0.4 : 1);
  const reviewCount = Math.min(INT32_MAX / 5, Math.round(popularity * rng.float(5, 40)));
  const reviewPoint = Math.min(reviewCount * 5, Math.max(reviewCount, Math.round(reviewCount * rng.float(3.2, 4.8))));

  const themeTags = THEME_TAGS[name.theme] ?? [];
  const tags = new Set<string>(rng.sample(themeTags, rng.int(1, 2)));
  for (const tag of rng.sample(GENRE_TAGS[genre], rng.int(themeTags.length ? 1 : 2, 2))) tags.add(tag);
  for (const tag of rng.sample(COMMON_TAGS, rng.int(0, 1))) tags.add(tag);
  if (isCompleted && rng.chance(0.5)) tags.add(COMPLETED_TAG);
  if (label && ['映像化', 'アニメ化', 'ドラマ化'].includes(label[0])) tags.add(ADAPTED_TAG);
  if (isVertical) tags.add(VERTICAL_TAGS[0]!);

  const publisherName = PUBLISHERS[publisherId - 1]![0];
  batch.titles.push({
    id, titleCode: titleCode(id), titleName: name.name, titleKana: name.kana,
    synopsis: synopsis(genre, name.theme, rng, isMagazine ? { publisher: publisherName, period: name.weekly ? '週刊' : '月刊' } : {}),
    genreCode: genre, publisherId, tags: [...tags].slice(0, 5), labelText: label?.[0] ?? null, labelColor: label?.[1] ?? null,
    badgeIconUrl: null, freeInfo, isNew, isFree: category === 'free', isFreeForWait: category === 'wait', isStore: category === 'store',
    isAdult: ADULT_GENRES.has(genre), isCompleted, isVertical, ...campaign, startedAt, updatedAt,
    totalReviewCount: reviewCount, totalReviewPoint: reviewPoint,
    monthlySalesAmount: Math.min(INT32_MAX, Math.round(popularity * rng.float(3000, 60000) * (category === 'free' ? 0.2 : 1))),
    favoriteCount: Math.min(INT32_MAX, Math.round(popularity * rng.float(100, 1500))),
  });

  const pair = !isMagazine && rng.chance(0.3);
  const first = picker.pick(genre, rng);
  batch.titleAuthors.push({ id: ++counters.titleAuthor, titleId: id, authorId: first, role: pair ? '原作' : '著者', position: 0 });
  if (pair) batch.titleAuthors.push({ id: ++counters.titleAuthor, titleId: id, authorId: picker.pick(genre, rng, first), role: '作画', position: 1 });
}
