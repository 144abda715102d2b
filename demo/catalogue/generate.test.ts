import { describe, expect, it } from 'vitest';
import {
  ADULT_GENRES, GENRE_CODES, REFERENCE_DATE, generateCatalogue, type CatalogueBatch, type StoryRow, type TitleRow, type VolumeRow,
} from './generate.ts';

const DAY = 86_400_000;

function collect(titles: number, seed?: number, batchTitles?: number) {
  const catalogue = generateCatalogue({ titles, seed, batchTitles });
  const batches = [...catalogue.batches()];
  const all: CatalogueBatch = {
    titles: batches.flatMap((b) => b.titles),
    titleAuthors: batches.flatMap((b) => b.titleAuthors),
    volumes: batches.flatMap((b) => b.volumes),
    stories: batches.flatMap((b) => b.stories),
  };
  return { catalogue, batches, ...all };
}

const grouped = <T extends { titleId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.titleId, [...(map.get(row.titleId) ?? []), row]);
  return map;
};

const demo = collect(300);
const volumesByTitle = grouped(demo.volumes);
const storiesByTitle = grouped(demo.stories);
const authorsByTitle = grouped(demo.titleAuthors);

describe('demo catalogue generator', () => {
  it('is a pure function of the seed, whatever the batch size', () => {
    const again = collect(300, undefined, 7);
    expect(again.catalogue.publishers).toEqual(demo.catalogue.publishers);
    expect(again.catalogue.authors).toEqual(demo.catalogue.authors);
    expect(again.titles).toEqual(demo.titles);
    expect(again.titleAuthors).toEqual(demo.titleAuthors);
    expect(again.volumes).toEqual(demo.volumes);
    expect(again.stories).toEqual(demo.stories);
    expect(again.batches).toHaveLength(Math.ceil(300 / 7));
    const other = collect(300, 12345);
    expect(other.titles.map((t) => t.titleName)).not.toEqual(demo.titles.map((t) => t.titleName));
  });

  it('has 30 publishers, at least 150 authors and every genre', () => {
    expect(demo.catalogue.publishers).toHaveLength(30);
    expect(new Set(demo.catalogue.publishers.map((p) => p.name)).size).toBe(30);
    expect(demo.catalogue.authors.length).toBeGreaterThanOrEqual(150);
    expect(new Set(demo.catalogue.authors.map((a) => a.name)).size).toBeGreaterThanOrEqual(150);
    expect(collect(1000).catalogue.authors).toHaveLength(500);
    expect(new Set(demo.titles.map((t) => t.genreCode))).toEqual(new Set(GENRE_CODES));
    for (const row of [...demo.catalogue.publishers, ...demo.catalogue.authors]) expect(row.nameKana).toMatch(/^[ァ-ヺー ]+$/);
  });

  it('numbers titles YB000001… with unique codes, names and katakana readings', () => {
    expect(demo.titles.map((t) => t.id)).toEqual(demo.titles.map((_, i) => i + 1));
    expect(demo.titles.map((t) => t.titleCode)).toEqual(demo.titles.map((t) => `YB${String(t.id).padStart(6, '0')}`));
    expect(new Set(demo.titles.map((t) => t.titleName)).size).toBe(300);
    for (const title of demo.titles) expect(title.titleKana).toMatch(/^[ァ-ヺー]+$/);
    const big = collect(5000);
    expect(new Set(big.titles.map((t) => t.titleName)).size).toBe(5000);
  });

  it('marks exactly the TL and BL titles as adult', () => {
    for (const title of demo.titles) expect(title.isAdult).toBe(ADULT_GENRES.has(title.genreCode));
    expect(ADULT_GENRES).toEqual(new Set([1122, 1123]));
  });

  it('keeps volumes, stories and their numbers in range', () => {
    for (const title of demo.titles) {
      const volumes = volumesByTitle.get(title.id)!;
      const stories = storiesByTitle.get(title.id)!;
      expect(volumes.length).toBeGreaterThanOrEqual(1);
      expect(volumes.length).toBeLessThanOrEqual(20);
      expect(volumes.map((v) => v.serialNumber)).toEqual(volumes.map((_, i) => i + 1));
      expect(stories.map((s) => s.storyNumber)).toEqual(stories.map((_, i) => i + 1));
      for (const volume of volumes) {
        const count = stories.filter((s) => s.volumeId === volume.id).length;
        expect(count).toBeGreaterThanOrEqual(5);
        expect(count).toBeLessThanOrEqual(15);
        expect(volume.name).toMatch(title.genreCode === 9002 ? /^\d{4}年 (第\d+号|\d+月号)$/ : new RegExp(`^第${volume.serialNumber}巻$`));
      }
      for (const story of stories) {
        expect(story.name).toMatch(new RegExp(`^第${story.storyNumber}話 \\S+`));
        expect(story.pageCount).toBeGreaterThanOrEqual(8);
        expect(story.pageCount).toBeLessThanOrEqual(40);
      }
    }
    expect(demo.volumes.map((v) => v.id)).toEqual(demo.volumes.map((_, i) => i + 1));
    expect(demo.stories.map((s) => s.id)).toEqual(demo.stories.map((_, i) => i + 1));
  });

  it('gives payment types and prices that match the title flags', () => {
    const check = (title: TitleRow, volumes: VolumeRow[], stories: StoryRow[]) => {
      expect([title.isFree, title.isFreeForWait, title.isStore].filter(Boolean)).toHaveLength(1);
      const types = stories.map((s) => s.paymentType);
      const run = (type: number) => types.filter((t) => t === type).length;
      if (title.isFree) expect(run(1)).toBe(stories.length);
      if (title.isFreeForWait) {
        expect(run(1)).toBeGreaterThanOrEqual(3);
        expect(run(1)).toBeLessThanOrEqual(5);
        expect(run(2)).toBeGreaterThanOrEqual(1);
        expect(run(3)).toBeGreaterThanOrEqual(1);
        expect(run(3)).toBeLessThanOrEqual(3);
      }
      if (title.isStore) {
        expect(run(1)).toBeGreaterThanOrEqual(1);
        expect(run(1)).toBeLessThanOrEqual(3);
        expect(run(2)).toBe(0);
      }
      expect(types).toEqual([...types].sort((a, b) => a - b)); // free first, then waiting, then coins
      for (const story of stories) {
        if (story.paymentType === 3) expect([30, 40, 50, 60, 70, 80]).toContain(story.priceCoins);
        else expect(story.priceCoins).toBe(0);
      }
      for (const volume of volumes) {
        if (title.isStore) expect(volume.priceCoins).toBeGreaterThanOrEqual(300);
        expect(volume.priceCoins).toBeLessThanOrEqual(title.isStore ? 800 : 0);
      }
    };
    for (const title of demo.titles) check(title, volumesByTitle.get(title.id)!, storiesByTitle.get(title.id)!);
    const share = (flag: (t: TitleRow) => boolean) => demo.titles.filter(flag).length / demo.titles.length;
    expect(share((t) => t.isFree)).toBeGreaterThan(0.08);
    expect(share((t) => t.isFreeForWait)).toBeGreaterThan(0.35);
    expect(share((t) => t.isCompleted)).toBeGreaterThan(0.2);
  });

  it('dates everything before the reference date, in publication order', () => {
    for (const title of demo.titles) {
      const stories = storiesByTitle.get(title.id)!;
      const times = stories.map((s) => s.publishedAt);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(title.startedAt).toBe(times[0]);
      expect(title.updatedAt).toBe(times.at(-1));
      expect(title.startedAt).toBeGreaterThanOrEqual(Date.parse('2015-01-01T00:00:00+09:00'));
      expect(title.updatedAt).toBeLessThanOrEqual(REFERENCE_DATE);
      expect(title.isNew).toBe(title.startedAt >= REFERENCE_DATE - 60 * DAY);
      for (const volume of volumesByTitle.get(title.id)!) {
        expect(volume.publishedAt).toBe(Math.max(...stories.filter((s) => s.volumeId === volume.id).map((s) => s.publishedAt)));
      }
      if (title.campaignText) expect(title.campaignEndAt!).toBeGreaterThan(REFERENCE_DATE);
    }
    expect(demo.titles.filter((t) => t.isNew && !t.isAdult).length).toBeGreaterThanOrEqual(12);
  });

  it('gives each title 1-2 credited authors, 2-5 tags, a synopsis and believable reviews', () => {
    const authorIds = new Set(demo.catalogue.authors.map((a) => a.id));
    for (const title of demo.titles) {
      const credits = authorsByTitle.get(title.id)!;
      expect(credits.map((c) => c.role)).toSatisfy((roles: string[]) => ['著者', '原作,作画'].includes(roles.join(',')));
      for (const credit of credits) expect(authorIds.has(credit.authorId)).toBe(true);
      expect(new Set(credits.map((c) => c.authorId)).size).toBe(credits.length);
      expect(title.tags.length).toBeGreaterThanOrEqual(2);
      expect(title.tags.length).toBeLessThanOrEqual(5);
      expect(title.synopsis).toMatch(/^[^{}]{20,}[。！？…」―]$/);
      expect(title.badgeIconUrl).toBeNull();
      const average = title.totalReviewCount ? title.totalReviewPoint / title.totalReviewCount : 4;
      expect(average).toBeGreaterThanOrEqual(3);
      expect(average).toBeLessThanOrEqual(5);
    }
    const used = new Set(demo.titleAuthors.map((c) => c.authorId));
    expect(used.size).toBe(demo.catalogue.authors.length);
  });

  it('makes YB000001 a general-audience title with two volumes and a free first story', () => {
    const first = demo.titles[0]!;
    expect(first.titleCode).toBe('YB000001');
    expect(first.isAdult).toBe(false);
    expect(volumesByTitle.get(first.id)!.length).toBeGreaterThanOrEqual(2);
    expect(storiesByTitle.get(first.id)![0]!.paymentType).toBe(1);
    for (const seed of [1, 2, 3, 99]) {
      const other = collect(20, seed);
      expect(other.titles[0]!.isAdult).toBe(false);
      expect(other.volumes.filter((v) => v.titleId === 1).length).toBeGreaterThanOrEqual(2);
      expect(other.stories[0]!.paymentType).toBe(1);
    }
  });

  it('refuses impossible title counts', () => {
    expect(() => generateCatalogue({ titles: 0 })).toThrow(RangeError);
    expect(() => generateCatalogue({ titles: 1.5 })).toThrow(RangeError);
  });
});
