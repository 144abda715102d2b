import { titlePath } from '#platform/routes/site-paths.ts';
import type { Movement, RankedTitle } from '#modules/rankings/index.ts';
import { CardCampaign } from '../catalogue/CardCampaign';

const MOVEMENT_TEXT: Record<Movement, string> = { up: '↑ UP', down: '↓ DOWN', same: '→ キープ', new: 'NEW', rising: '急上昇' };
const MOVEMENT_LABEL: Record<Movement, string> = { up: '前回より上昇', down: '前回より下降', same: '前回と同じ', new: '初登場', rising: '先週より急上昇' };

function MovementMark({ entry }: { entry: RankedTitle }) {
  return (
    <span className={`ranking-item__move ranking-item__move--${entry.movement}`} role="img" aria-label={MOVEMENT_LABEL[entry.movement]} title={MOVEMENT_LABEL[entry.movement]}>
      {MOVEMENT_TEXT[entry.movement]}
    </span>
  );
}

/** Ranked titles with their rank number, movement mark, cover, authors, genre and free marks. */
export function RankingList({ entries, basisUnit }: { entries: RankedTitle[]; basisUnit: string }) {
  if (entries.length === 0) return <p className="ranking-empty">このランキングはまだ集計されていません。</p>;
  return (
    <ol className="ranking-list">
      {entries.map((entry, index) => (
        <li key={entry.title.titleCode} className="ranking-item" value={entry.rank}>
          <a href={titlePath(entry.title.titleCode)} className="ranking-item__link">
            <span className="ranking-item__place">
              <span className={`ranking-item__rank ranking-item__rank--${entry.rank}`}>
                {entry.rank}
                <span className="visually-hidden">位</span>
              </span>
              <MovementMark entry={entry} />
            </span>
            <img className="ranking-item__cover" src={entry.title.thumbnailImagePath} alt="" width={72} height={108} loading={index < 6 ? 'eager' : 'lazy'} decoding="async" />
            <span className="ranking-item__body">
              <span className="ranking-item__name">{entry.title.titleName}</span>
              <span className="ranking-item__meta">{entry.title.authors}</span>
              <span className="ranking-item__meta">
                {entry.title.genreName}
                {entry.movement === 'rising' ? `・先週比 +${entry.growth}${basisUnit}` : ''}
              </span>
              <span className="ranking-item__marks">
                {entry.title.isNew && <span className="mark mark--new">NEW</span>}
                {entry.title.isFree && <span className="mark mark--free">無料</span>}
                {entry.title.isFreeForWait && <span className="mark mark--wait">待てば¥0</span>}
                {entry.title.freeInfo && entry.title.freeInfo !== '待てば¥0' && <span className="mark">{entry.title.freeInfo}</span>}
              </span>
              <CardCampaign title={entry.title} />
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}
