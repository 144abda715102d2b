import { describe, expect, it } from 'vitest';
import { prizeLimitMessage, stampCardMessage } from '../rule-messages.ts';
import { everyonePrizeLimitYen, lotteryPrizeLimitYen, prizeLimitProblems } from './prize-limits.ts';
import { stampCardProblems } from './stamp-card-rules.ts';

describe('景品表示法 limits', () => {
  it('一般懸賞: each prize at most 20× a purchase under ¥5,000, else ¥100,000', () => {
    expect(lotteryPrizeLimitYen(500)).toBe(10_000);
    expect(lotteryPrizeLimitYen(4_999)).toBe(99_980);
    expect(lotteryPrizeLimitYen(5_000)).toBe(100_000);
    expect(lotteryPrizeLimitYen(50_000)).toBe(100_000);
  });

  it('一般懸賞: refuses a prize over the limit and prizes over 2% of expected sales, and accepts the edge', () => {
    const scheme = { kind: 'purchase-lottery' as const, purchaseYen: 500, expectedSalesYen: 1_000_000, prizes: [{ name: '1万コイン', valueYen: 10_000, count: 2 }] };
    expect(prizeLimitProblems(scheme)).toEqual([]);
    expect(prizeLimitProblems({ ...scheme, prizes: [{ name: '1万コイン', valueYen: 10_001, count: 1 }] })).toEqual([{ code: 'prize-over-lottery-limit', prize: '1万コイン', limitYen: 10_000 }]);
    const tooMany = prizeLimitProblems({ ...scheme, prizes: [{ name: '1万コイン', valueYen: 10_000, count: 3 }] });
    expect(tooMany).toEqual([{ code: 'prizes-over-sales-share', totalYen: 30_000, limitYen: 20_000 }]);
    expect(prizeLimitMessage(tooMany[0]!)).toBe('景品の総額（30,000円）が予定売上額の2%（20,000円）を超えています。');
  });

  it('総付景品: ¥200 under a ¥1,000 purchase, else 20% of it', () => {
    expect(everyonePrizeLimitYen(999)).toBe(200);
    expect(everyonePrizeLimitYen(1_000)).toBe(200);
    expect(everyonePrizeLimitYen(3_000)).toBe(600);
    const problems = prizeLimitProblems({ kind: 'everyone', purchaseYen: 3_000, prizes: [{ name: '600コイン', valueYen: 600, count: 1 }, { name: '601コイン', valueYen: 601, count: 1 }] });
    expect(problems.map(prizeLimitMessage)).toEqual(['「601コイン」の価額が総付景品の上限（600円）を超えています。']);
  });

  it('オープン懸賞 (no purchase needed) has no value limit, but values must be whole yen', () => {
    expect(prizeLimitProblems({ kind: 'open', prizes: [{ name: '10万コイン', valueYen: 100_000, count: 10 }] })).toEqual([]);
    expect(prizeLimitProblems({ kind: 'open', prizes: [{ name: '?', valueYen: -1, count: 1 }] })).toEqual([{ code: 'prize-value-invalid', prize: '?' }]);
  });
});

describe('stamp cards', () => {
  it('refuses random stamps that must form a set (カード合わせ) and accepts fixed actions', () => {
    expect(stampCardProblems([{ label: 'ログイン', action: 'daily-sign-in', quantity: 1 }, { label: 'レビュー', action: 'review', quantity: 1 }])).toEqual([]);
    const problems = stampCardProblems([{ label: 'レアスタンプ', action: 'random', quantity: 1 }]);
    expect(problems.map(stampCardMessage)).toEqual(['「レアスタンプ」: ランダムに出るスタンプを揃える形式（カード合わせ）は景品表示法で禁止されているため設定できません。']);
    expect(stampCardProblems([])).toEqual([{ code: 'no-slots' }]);
    expect(stampCardProblems([{ label: '読む', action: 'episode-read', quantity: 0 }])).toEqual([{ code: 'slot-quantity-invalid', slot: '読む' }]);
  });
});
