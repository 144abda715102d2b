/**
 * Japanese-aware folding, as one SQL expression so that documents and queries are folded by the
 * same code in the same place (the database): NFKC (full-width / half-width forms, half-width
 * katakana with their voicing marks), lower case, hiragana to katakana, small kana to full size,
 * and spaces, the long-vowel mark, wave dashes, middle dots and punctuation dropped.
 * Changing it means rebuilding every document (`refreshSearchDocuments` without ids).
 */

const SMALL_TO_LARGE: Record<string, string> = {
  ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ', ヵ: 'カ', ヶ: 'ケ',
};
/** Dropped from folded text (after NFKC, so full-width forms are already ASCII). */
const DROPPED = ' ー〜~-‐–—・·.,、。!?"\'`「」『』()[]{}【】〈〉《》<>☆★♪♡♥&:;/\\|_+=#*@$%^';

function foldTables(): { from: string; to: string } {
  let from = '';
  let to = '';
  // Hiragana ぁ (U+3041) … ゖ (U+3096) sit 0x60 below their katakana.
  for (let cp = 0x3041; cp <= 0x3096; cp++) {
    const katakana = String.fromCodePoint(cp + 0x60);
    from += String.fromCodePoint(cp);
    to += SMALL_TO_LARGE[katakana] ?? katakana;
  }
  for (const [small, large] of Object.entries(SMALL_TO_LARGE)) {
    from += small;
    to += large;
  }
  // translate() deletes the characters of `from` that have no counterpart in `to`.
  return { from: from + DROPPED, to };
}

const { from, to } = foldTables();
const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;
/** chr(1) separates the fields of a document: control characters never survive folding. */
const FROM_SQL = `${literal(from)} || chr(1) || chr(9) || chr(10) || chr(13)`;

/** The SQL expression folding the text expression `expr`. */
export const foldSql = (expr: string) => `translate(lower(normalize(${expr}, NFKC)), ${FROM_SQL}, ${literal(to)})`;

/** The distinct bigrams of a folded query (the query itself when it is one character): all must be in a document. */
export function queryGrams(folded: string): string[] {
  const chars = Array.from(folded);
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** SQL giving the distinct unigrams and bigrams of the document expression `expr` (none spanning chr(1)). */
export const documentGramsSql = (expr: string) => `(
  select coalesce(array_agg(distinct g), '{}') from (
    select substr(d, i, 1) as g from (select ${expr} as d) as src, generate_series(1, length(d)) as i
    union all
    select substr(d, i, 2) from (select ${expr} as d) as src, generate_series(1, length(d) - 1) as i
  ) as grams where strpos(g, chr(1)) = 0)`;
