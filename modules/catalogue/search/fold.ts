/**
 * Japanese-aware folding, one function for documents and queries: NFKC (full-width / half-width
 * forms, half-width katakana with their voicing marks), lower case, hiragana to katakana, small
 * kana to full size, and spaces, the long-vowel mark, wave dashes, middle dots, punctuation and
 * control characters dropped. Browser-safe. Changing it means rebuilding every document
 * (`refreshSearchDocuments` without ids).
 */

const SMALL_TO_LARGE: Record<string, string> = {
  ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ', ヵ: 'カ', ヶ: 'ケ',
};
/** Dropped (after NFKC, so full-width forms are already ASCII). */
const DROPPED = ' ー〜~-‐–—・·.,、。!?"\'`「」『』()[]{}【】〈〉《》<>☆★♪♡♥&:;/\\|_+=#*@$%^';

const MAP = new Map<string, string>();
// Hiragana ぁ (U+3041) … ゖ (U+3096) sit 0x60 below their katakana.
for (let cp = 0x3041; cp <= 0x3096; cp++) {
  const katakana = String.fromCodePoint(cp + 0x60);
  MAP.set(String.fromCodePoint(cp), SMALL_TO_LARGE[katakana] ?? katakana);
}
for (const [small, large] of Object.entries(SMALL_TO_LARGE)) MAP.set(small, large);
for (const ch of DROPPED) MAP.set(ch, '');
for (let cp = 0; cp < 0x20; cp++) MAP.set(String.fromCodePoint(cp), '');
MAP.set('\u007f', '');

export function fold(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC').toLowerCase()) {
    if (/\s/u.test(ch)) continue;
    out += MAP.get(ch) ?? ch;
  }
  return out;
}

/** The distinct bigrams of a folded query (the query itself when it is one character): all must be in a document. */
export function queryGrams(folded: string): string[] {
  const chars = Array.from(folded);
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The distinct unigrams and bigrams of folded fields (none spanning two fields). */
export function documentGrams(fields: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const field of fields) {
    const chars = Array.from(field);
    for (let i = 0; i < chars.length; i++) {
      grams.add(chars[i]!);
      if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
    }
  }
  return [...grams];
}

/** Separates the fields of a document; fold() never lets it through. */
export const FIELD_SEPARATOR = '\u0001';

export type DocumentSource = { titleName: string; titleKana: string; authors: readonly { name: string; nameKana: string }[]; tags: readonly string[] };
export type SearchDocument = { titleFold: string; kanaFold: string; authorsFold: string; tagsFold: string; doc: string; grams: string[] };

/** authorsFold / tagsFold are ␁a␁b␁ so that "starts a field" and "is a whole field" are substring tests. */
export function buildDocument(source: DocumentSource): SearchDocument {
  const S = FIELD_SEPARATOR;
  const titleFold = fold(source.titleName);
  const kanaFold = fold(source.titleKana);
  const people = source.authors.flatMap((a) => [fold(a.name), fold(a.nameKana)]).filter(Boolean);
  const tags = source.tags.map(fold).filter(Boolean);
  const authorsFold = `${people.map((p) => S + p).join('')}${S}`;
  const tagsFold = `${tags.map((t) => S + t).join('')}${S}`;
  return {
    titleFold,
    kanaFold,
    authorsFold,
    tagsFold,
    doc: `${titleFold}${S}${kanaFold}${authorsFold}${tagsFold}`,
    grams: documentGrams([titleFold, kanaFold, ...people, ...tags]),
  };
}
