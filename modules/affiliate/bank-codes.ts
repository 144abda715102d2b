import { createRequire } from 'node:module';

/**
 * 全銀 bank and branch codes from the zengin-code package (about 1,100 banks, 5 MB of data): loaded
 * on the server at first use and served through the API a few at a time, never shipped to the browser.
 */
type ZenginBranch = { code: string; name: string; kana: string; hira: string };
type ZenginBank = ZenginBranch & { branches: Record<string, ZenginBranch> };

export type BankChoice = { code: string; name: string; kana: string };

let data: Record<string, ZenginBank> | undefined;
const load = () => (data ??= createRequire(import.meta.url)('zengin-code') as Record<string, ZenginBank>);

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[ぁ-ゖ]/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
const choice = (entry: ZenginBranch): BankChoice => ({ code: entry.code, name: entry.name, kana: entry.kana });

function search(entries: ZenginBranch[], query: string, limit: number): BankChoice[] {
  const q = fold(query.trim());
  if (!q) return entries.slice(0, limit).map(choice);
  // Exact code or name first, then names that start with the query, then the rest; by code within each.
  const rank = (e: ZenginBranch) => {
    const names = [fold(e.name), fold(e.kana), fold(e.hira)];
    if (e.code === q || names.includes(q)) return 0;
    if (e.code.startsWith(q) || names.some((n) => n.startsWith(q))) return 1;
    return names.some((n) => n.includes(q)) ? 2 : 3;
  };
  return entries
    .map((e) => ({ e, r: rank(e) }))
    .filter((x) => x.r < 3)
    .sort((a, b) => a.r - b.r || a.e.code.localeCompare(b.e.code))
    .slice(0, limit)
    .map((x) => choice(x.e));
}

export const bankCodes = {
  bank(code: string): BankChoice | null {
    const bank = /^\d{4}$/.test(code) ? load()[code] : undefined;
    return bank ? choice(bank) : null;
  },
  branch(bankCode: string, branchCode: string): BankChoice | null {
    const bank = /^\d{4}$/.test(bankCode) ? load()[bankCode] : undefined;
    const branch = bank && /^\d{3}$/.test(branchCode) ? bank.branches[branchCode] : undefined;
    return branch ? choice(branch) : null;
  },
  searchBanks(query: string, limit = 20): BankChoice[] {
    return search(Object.values(load()), query, limit);
  },
  searchBranches(bankCode: string, query: string, limit = 20): BankChoice[] {
    const bank = /^\d{4}$/.test(bankCode) ? load()[bankCode] : undefined;
    return bank ? search(Object.values(bank.branches), query, limit) : [];
  },
};
