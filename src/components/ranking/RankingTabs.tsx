import { BASIS_LABELS, KIND_LABELS, RANKING_BASES, RANKING_KINDS, rankingHref, type RankingQuery } from '#modules/rankings/index.ts';

/** The two switches of a ranking: 人気 (views) or 売上 (purchases), 定番 (30 days) or 急上昇 (rising this week). Plain links. */
export function RankingTabs({ query }: { query: RankingQuery }) {
  return (
    <nav className="ranking-tabs" aria-label="ランキングの種類">
      <ul className="ranking-tabs__group">
        {RANKING_BASES.map((basis) => (
          <li key={basis}>
            <a href={rankingHref({ ...query, basis, page: 1 })} aria-current={basis === query.basis ? 'page' : undefined}>
              {BASIS_LABELS[basis]}
            </a>
          </li>
        ))}
      </ul>
      <ul className="ranking-tabs__group">
        {RANKING_KINDS.map((kind) => (
          <li key={kind}>
            <a href={rankingHref({ ...query, kind, page: 1 })} aria-current={kind === query.kind ? 'page' : undefined}>
              {KIND_LABELS[kind]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
