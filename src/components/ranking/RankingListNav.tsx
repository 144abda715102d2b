import { RANKING_LISTS, rankingHref, type RankingQuery } from '#modules/rankings/index.ts';

/** The category lists (総合, N巻以上無料, 男性向け, 女性向け) and the genre lists; TL and BL only when `showAdult`. */
export function RankingListNav({ query, showAdult }: { query: RankingQuery; showAdult: boolean }) {
  const groups = [
    { group: 'category', label: 'カテゴリ' },
    { group: 'genre', label: 'ジャンル' },
  ] as const;
  return (
    <nav className="ranking-lists" aria-label="ランキングの対象">
      {groups.map(({ group, label }) => (
        <div key={group} className="ranking-lists__row">
          <span className="ranking-lists__label">{label}</span>
          <ul className="ranking-lists__items">
            {RANKING_LISTS.filter((list) => list.group === group && (showAdult || !list.adult)).map((list) => (
              <li key={list.key}>
                <a href={rankingHref({ ...query, list: list.key, page: 1 })} aria-current={list.key === query.list ? 'page' : undefined}>
                  {list.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
