/**
 * 口座名義: full-width katakana. Half-width katakana (ｶﾞ → ガ) and full-width forms of ASCII are folded
 * by NFKC, hiragana is shifted to katakana, spaces (half or full width) become one full-width space.
 * Anything else left (kanji, latin letters, digits, symbols) makes the name invalid (null).
 */
const KATAKANA_NAME = /^[ァ-ヴー]+(　[ァ-ヴー]+)*$/u;

export function toKatakanaName(input: string): string | null {
  const folded = input
    .normalize('NFKC')
    .replace(/[ぁ-ゖ]/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60))
    .replace(/[\s　]+/gu, '　')
    .trim()
    .replace(/^　+|　+$/gu, '');
  if (folded.length === 0 || folded.length > 30) return null;
  return KATAKANA_NAME.test(folded) ? folded : null;
}

/** The same name for comparison: katakana without spaces (profile names may be hiragana or katakana). */
export function nameKey(input: string): string | null {
  const name = toKatakanaName(input);
  return name === null ? null : name.replaceAll('　', '');
}
