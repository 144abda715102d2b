/**
 * Builds names, titles, synopses and episode names from the word lists. Pure functions of the Rng.
 */
import type { Rng } from '#platform/random/seeded-random.ts';
import { FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, PEN_NAMES_SOLO, PEN_NAME_HEADS, PEN_NAME_TAILS, type Word } from './words-names.ts';
import { MAGAZINE_CORES, MAGAZINE_KINDS, MAGAZINE_PERIODS } from './words-publishers.ts';
import { SEINEN, SHOUNEN, type TitleBlocks, type TitleTemplate } from './words-titles-action.ts';
import { BL, JOSEI, SHOUJO, TL } from './words-titles-romance.ts';
import { MAGAZINE_SYNOPSES, SEINEN_SYNOPSES, SHOUNEN_SYNOPSES, type GenreSynopses } from './words-synopses-a.ts';
import { BL_SYNOPSES, JOSEI_SYNOPSES, SHOUJO_SYNOPSES, TL_SYNOPSES } from './words-synopses-b.ts';
import { EPISODE_HEADS, EPISODE_PHRASES, EPISODE_TAILS, type GenreCode } from './words-tags.ts';

/** Hiragana to katakana, dropping everything that is not katakana or ー (spaces, punctuation, latin). */
export function toKatakana(reading: string): string {
  let out = '';
  for (const ch of reading) {
    let code = ch.codePointAt(0)!;
    if (code >= 0x3041 && code <= 0x3096) code += 0x60;
    if ((code >= 0x30a1 && code <= 0x30fa) || code === 0x30fc) out += String.fromCodePoint(code);
  }
  return out;
}

const DIGITS: readonly Word[] = [['', ''], ['一', 'いち'], ['二', 'に'], ['三', 'さん'], ['四', 'よん'], ['五', 'ご'], ['六', 'ろく'], ['七', 'なな'], ['八', 'はち'], ['九', 'きゅう']];

/** 2 → 二 / に, 23 → 二十三 / にじゅうさん (1..99; larger numbers stay in digits). */
export function japaneseNumber(n: number): Word {
  if (n < 1 || n > 99) return [String(n), ''];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const [onesText, onesReading] = DIGITS[ones]!;
  if (tens === 0) return [onesText, onesReading];
  const [tensText, tensReading] = tens === 1 ? ['', ''] : DIGITS[tens]!;
  return [`${tensText}十${onesText}`, `${tensReading}じゅう${onesReading}`];
}

export type PersonName = { name: string; nameKana: string };

/** A manga artist: mostly family + given name, sometimes a pen name. */
export function personName(rng: Rng): PersonName {
  const roll = rng.next();
  if (roll < 0.86) {
    const [family, familyReading] = rng.pick(FAMILY_NAMES);
    const [given, givenReading] = rng.pick(rng.chance(0.5) ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
    return { name: `${family}${given}`, nameKana: `${toKatakana(familyReading)} ${toKatakana(givenReading)}` };
  }
  if (roll < 0.985) {
    const [head, headReading] = rng.pick(PEN_NAME_HEADS);
    const [tail, tailReading] = rng.pick(PEN_NAME_TAILS);
    return { name: `${head}${tail}`, nameKana: toKatakana(headReading + tailReading) };
  }
  const [solo, soloReading] = rng.pick(PEN_NAMES_SOLO);
  return { name: solo, nameKana: toKatakana(soloReading) };
}

const TITLE_BLOCKS: Readonly<Record<Exclude<GenreCode, 9002>, TitleBlocks>> = {
  1111: SHOUNEN, 1112: SHOUJO, 1113: SEINEN, 1120: JOSEI, 1122: TL, 1123: BL,
};

const MAGAZINE_SUBTITLES: readonly Word[] = [['ＤＸ', 'でらっくす'], ['Ｎｅｏ', 'ねお'], ['ＥＸ', 'いーえっくす'], ['ＳＰＥＣＩＡＬ', 'すぺしゃる'], ['ＺＥＲＯ', 'ぜろ']];

/** theme: the title template's theme, for matching synopses and tags ('main' for magazines). */
export type TitleName = { name: string; kana: string; weekly: boolean; theme: string };

function fill(template: Word | TitleTemplate, slots: Readonly<Record<string, readonly Word[]>>, rng: Rng): Word {
  const chosen = new Map<string, Word>();
  const word = (slot: string): Word => {
    let found = chosen.get(slot);
    if (!found) {
      const list = slot === 'surname' ? FAMILY_NAMES : slots[slot];
      if (!list) throw new Error(`unknown title slot {${slot}}`);
      found = rng.pick(list);
      chosen.set(slot, found);
    }
    return found;
  };
  const text = template[0].replace(/\{(\w+)\}/g, (_, slot: string) => word(slot)[0]);
  const reading = template[1].replace(/\{(\w+)\}/g, (_, slot: string) => word(slot)[1]);
  return [text, reading];
}

function candidateTitle(genre: GenreCode, rng: Rng): TitleName {
  if (genre === 9002) {
    const [period, periodReading, weekly] = rng.pick(MAGAZINE_PERIODS);
    const [core, coreReading] = rng.pick(MAGAZINE_CORES);
    const [kind, kindReading] = rng.pick(MAGAZINE_KINDS);
    return { name: `${period}${core}${kind}`, kana: toKatakana(periodReading + coreReading + kindReading), weekly, theme: 'main' };
  }
  const blocks = TITLE_BLOCKS[genre];
  const template = rng.pick(blocks.templates);
  const [name, reading] = fill(template, blocks.slots, rng);
  return { name, kana: toKatakana(reading), weekly: false, theme: template[2] };
}

/**
 * A title name not yet in `used` (which it extends): a few fresh combinations first, then the last one
 * with a subtitle 「〜覚醒編〜」, then 「〜第二部〜」, 「〜第三部〜」…
 */
export function uniqueTitle(genre: GenreCode, rng: Rng, used: Set<string>): TitleName {
  let candidate = candidateTitle(genre, rng);
  for (let attempt = 0; attempt < 6 && used.has(candidate.name); attempt++) candidate = candidateTitle(genre, rng);
  if (used.has(candidate.name)) {
    const subtitles = genre === 9002 ? MAGAZINE_SUBTITLES : TITLE_BLOCKS[genre].subtitles;
    const base = candidate;
    for (const [sub, subReading] of rng.sample(subtitles, subtitles.length)) {
      candidate = { ...base, name: `${base.name}${genre === 9002 ? ' ' : ''}${sub}`, kana: base.kana + toKatakana(subReading) };
      if (!used.has(candidate.name)) break;
    }
    // Then a generated subtitle 「〜星の行方〜」 (hundreds of them), and only then parts.
    for (let attempt = 0; attempt < 24 && used.has(candidate.name) && genre !== 9002; attempt++) {
      const head = rng.pick(EPISODE_HEADS);
      const tail = rng.pick(EPISODE_TAILS);
      candidate = { ...base, name: `${base.name}〜${head[0]}の${tail[0]}〜`, kana: base.kana + toKatakana(`${head[1]}の${tail[1]}`) };
    }
    for (let part = 2; used.has(candidate.name); part++) {
      const [num, numReading] = japaneseNumber(part);
      candidate =
        genre === 9002
          ? { ...base, name: `${base.name} Vol.${part}`, kana: base.kana }
          : { ...base, name: `${base.name}〜第${num}部〜`, kana: base.kana + toKatakana(`だい${numReading}ぶ`) };
    }
  }
  used.add(candidate.name);
  return candidate;
}

const SYNOPSES: Readonly<Record<GenreCode, GenreSynopses>> = {
  1111: SHOUNEN_SYNOPSES, 1112: SHOUJO_SYNOPSES, 1113: SEINEN_SYNOPSES, 1120: JOSEI_SYNOPSES,
  1122: TL_SYNOPSES, 1123: BL_SYNOPSES, 9002: MAGAZINE_SYNOPSES,
};

/** Two to four sentences matching the title's theme; {boy}, {girl}, {surname} stay the same person throughout. */
export function synopsis(genre: GenreCode, theme: string, rng: Rng, extra: Readonly<Record<string, string>> = {}): string {
  const synopses = SYNOPSES[genre];
  const blocks = synopses.themes[theme] ?? Object.values(synopses.themes)[0]!;
  const people: Record<string, string> = {
    boy: rng.pick(MALE_GIVEN_NAMES)[0],
    girl: rng.pick(FEMALE_GIVEN_NAMES)[0],
    surname: rng.pick(FAMILY_NAMES)[0],
    ...extra,
  };
  const chosen = new Map<string, string>();
  const value = (slot: string): string => {
    if (slot in people) return people[slot]!;
    let found = chosen.get(slot);
    if (found === undefined) {
      const list = synopses.slots[slot];
      if (!list) throw new Error(`unknown synopsis slot {${slot}}`);
      found = rng.pick(list);
      chosen.set(slot, found);
    }
    return found;
  };
  const roll = rng.next();
  const middleCount = roll < 0.2 ? 0 : roll < 0.8 ? 1 : 2;
  const sentences = [rng.pick(blocks.openings), ...rng.sample(blocks.middles, middleCount), rng.pick(blocks.closings)];
  return sentences.map((s) => s.replace(/\{(\w+)\}/g, (_, slot: string) => value(slot))).join('');
}

/** 「第12話 星の行方」; `used` (the title's subtitles so far) avoids repeating one within a title. */
export function episodeName(storyNumber: number, rng: Rng, used?: Set<string>): string {
  let subtitle = '';
  for (let attempt = 0; attempt < 4 && (!subtitle || used?.has(subtitle)); attempt++) {
    subtitle = rng.chance(0.5) ? rng.pick(EPISODE_PHRASES) : `${rng.pick(EPISODE_HEADS)[0]}の${rng.pick(EPISODE_TAILS)[0]}`;
  }
  used?.add(subtitle);
  return `第${storyNumber}話 ${subtitle}`;
}
