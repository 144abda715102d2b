/**
 * The 全銀協 (Zengin) 総合振込 file a bank takes for a batch of transfers: 120-byte fixed records in
 * Shift_JIS (half-width katakana and ASCII only, so each character is one byte), CRLF between records:
 * a header (1), one data record (2) per transfer, a trailer (8) and an end record (9).
 */
const FULL = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンァィゥェォッャュョー';
const HALF = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝｧｨｩｪｫｯｬｭｮｰ';
const VOICED = 'ガギグゲゴザジズゼゾダヂヅデドバビブベボ';
const VOICED_BASE = 'カキクケコサシスセソタチツテトハヒフヘホ';
const SEMI = 'パピプペポ';
const SEMI_BASE = 'ハヒフヘホ';
const OTHER: Record<string, string> = { ヴ: 'ｳﾞ', ヰ: 'ｲ', ヱ: 'ｴ', ヮ: 'ﾜ', ヵ: 'ｶ', ヶ: 'ｹ', '　': ' ', '－': '-', '‐': '-', '・': '.', '（': '(', '）': ')' };

/** Full-width katakana (and what NFKC folds to ASCII) as the half-width characters of the file. */
export function toHalfWidthKana(text: string): string {
  let out = '';
  for (const ch of text) {
    const i = FULL.indexOf(ch);
    if (i >= 0) out += HALF[i];
    else if (VOICED.includes(ch)) out += HALF[FULL.indexOf(VOICED_BASE[VOICED.indexOf(ch)]!)] + 'ﾞ';
    else if (SEMI.includes(ch)) out += HALF[FULL.indexOf(SEMI_BASE[SEMI.indexOf(ch)]!)] + 'ﾟ';
    else if (OTHER[ch]) out += OTHER[ch];
    else {
      const folded = ch.normalize('NFKC').toUpperCase();
      out += /^[\x20-\x7e]$/.test(folded) ? folded : ' ';
    }
  }
  return out;
}

/** One byte per character: ASCII as is, half-width katakana U+FF61–U+FF9F as Shift_JIS 0xA1–0xDF. */
function toBytes(text: string): number[] {
  return [...text].map((ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x20 && cp <= 0x7e) return cp;
    if (cp >= 0xff61 && cp <= 0xff9f) return 0xa1 + (cp - 0xff61);
    return 0x20;
  });
}

const alpha = (text: string, width: number) => toHalfWidthKana(text).slice(0, width).padEnd(width, ' ');
const num = (value: number | string, width: number) => String(value).padStart(width, '0').slice(-width);

export type ZenginRemitter = { code: string; name: string; bankCode: string; bankName: string; branchCode: string; branchName: string; accountType: 1 | 2; accountNumber: string };
export type ZenginTransfer = { bankCode: string; bankName: string; branchCode: string; branchName: string; accountType: 1 | 2; accountNumber: string; holderKana: string; amount: number; customerCode: string };

/** The records as text (each exactly 120 characters), for tests and the file itself. */
export function zenginRecords(remitter: ZenginRemitter, transferDate: { month: number; day: number }, transfers: ZenginTransfer[]): string[] {
  const header =
    '1' + '21' + '0' + num(remitter.code, 10) + alpha(remitter.name, 40) + num(transferDate.month, 2) + num(transferDate.day, 2) +
    num(remitter.bankCode, 4) + alpha(remitter.bankName, 15) + num(remitter.branchCode, 3) + alpha(remitter.branchName, 15) +
    String(remitter.accountType) + num(remitter.accountNumber, 7) + ' '.repeat(17);
  const data = transfers.map(
    (t) =>
      '2' + num(t.bankCode, 4) + alpha(t.bankName, 15) + num(t.branchCode, 3) + alpha(t.branchName, 15) + ' '.repeat(4) +
      String(t.accountType) + num(t.accountNumber, 7) + alpha(t.holderKana, 30) + num(t.amount, 10) + '0' +
      alpha(t.customerCode, 10) + ' '.repeat(10) + '7' + ' ' + ' '.repeat(7),
  );
  const total = transfers.reduce((sum, t) => sum + t.amount, 0);
  const trailer = '8' + num(transfers.length, 6) + num(total, 12) + ' '.repeat(101);
  const end = '9' + ' '.repeat(119);
  return [header, ...data, trailer, end];
}

/** The file's bytes (Shift_JIS, CRLF between records and after the last). */
export function zenginFile(records: string[]): Uint8Array {
  return Uint8Array.from(records.flatMap((record) => [...toBytes(record), 0x0d, 0x0a]));
}
