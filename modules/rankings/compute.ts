import { RANKING_LISTS, RANKING_SIZE, RISING_MIN_EVENTS, type RankingBasis, type RankingKind, type TitleFacts, type WindowName } from './rules.ts';

/** Events of one title in each counting window. */
export type TitleCounts = { titleId: number } & Record<WindowName, number>;

export type RankingRow = {
  kind: RankingKind;
  basis: RankingBasis;
  list: string;
  /** 1-based place among every audience's titles; pages number the titles their viewer may see. */
  position: number;
  titleId: number;
  /** Events in the ranking's window (30 days for MONTHLY, 7 for WEEKLY). */
  score: number;
  /** WEEKLY: this week's events minus the previous week's. MONTHLY: 0. */
  growth: number;
  /** MONTHLY: the title's place in the same list over the previous 30 days (null: no events then). */
  previousPosition: number | null;
  isAdult: boolean;
};

type Candidate = { facts: TitleFacts; score: number; growth: number; previousScore: number };

const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.facts.titleId - b.facts.titleId;
const byGrowth = (a: Candidate, b: Candidate) => b.growth - a.growth || b.score - a.score || a.facts.titleId - b.facts.titleId;

/** Keeps the first RANKING_SIZE of everyone's order and of the general audience's (adult titles are filtered when read). */
function keep<T extends { facts: TitleFacts }>(ordered: T[]): { item: T; position: number }[] {
  let general = 0;
  const kept: { item: T; position: number }[] = [];
  ordered.forEach((item, index) => {
    if (!item.facts.isAdult) general += 1;
    if (index < RANKING_SIZE || (!item.facts.isAdult && general <= RANKING_SIZE)) kept.push({ item, position: index + 1 });
  });
  return kept;
}

/** The rows of every list for one basis, from the basis's event counts. Titles without facts (deleted) are left out. */
export function computeRankings(basis: RankingBasis, counts: TitleCounts[], facts: Map<number, TitleFacts>): RankingRow[] {
  const rows: RankingRow[] = [];
  for (const list of RANKING_LISTS) {
    const inList = counts.flatMap((c) => {
      const f = facts.get(c.titleId);
      return f && list.includes(f) ? [{ counts: c, facts: f }] : [];
    });

    const monthly = inList.filter((t) => t.counts.month > 0).map((t) => ({ facts: t.facts, score: t.counts.month, growth: 0, previousScore: t.counts.previousMonth }));
    const previous = inList
      .filter((t) => t.counts.previousMonth > 0)
      .map((t) => ({ facts: t.facts, score: t.counts.previousMonth, growth: 0, previousScore: 0 }))
      .sort(byScore);
    const previousPlace = new Map(previous.map((c, i) => [c.facts.titleId, i + 1]));
    for (const { item, position } of keep(monthly.sort(byScore))) {
      rows.push({ kind: 'MONTHLY', basis, list: list.key, position, titleId: item.facts.titleId, score: item.score, growth: 0, previousPosition: previousPlace.get(item.facts.titleId) ?? null, isAdult: item.facts.isAdult });
    }

    const rising = inList
      .map((t) => ({ facts: t.facts, score: t.counts.week, growth: t.counts.week - t.counts.previousWeek, previousScore: t.counts.previousWeek }))
      .filter((c) => c.score >= RISING_MIN_EVENTS && c.growth > 0);
    for (const { item, position } of keep(rising.sort(byGrowth))) {
      rows.push({ kind: 'WEEKLY', basis, list: list.key, position, titleId: item.facts.titleId, score: item.score, growth: item.growth, previousPosition: null, isAdult: item.facts.isAdult });
    }
  }
  return rows;
}
