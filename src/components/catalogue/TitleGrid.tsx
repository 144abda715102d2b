import { titlePath } from '#platform/routes/site-paths.ts';
import type { TitleCard } from '#modules/catalogue/client.ts';
import { FavoriteMark, PurchasedMark } from '../member/FavoriteMark';
import { TitleMenuButton } from './TitleMenuButton';
import { textColorOn } from './label-color';
import { CardCampaign } from './CardCampaign';

function Marks({ title }: { title: TitleCard }) {
  return (
    <span className="title-card__marks">
      {title.isNew && <span className="mark mark--new">NEW</span>}
      {title.isFree && <span className="mark mark--free">無料</span>}
      {title.isFreeForWait && <span className="mark mark--wait">待てば¥0</span>}
    </span>
  );
}

/**
 * A grid of covers linking to title pages, each with its "…" menu; the first row is loaded eagerly.
 * `favorites`: the viewer's favourite title codes among these (a member's own render); in an audience's
 * shared render each card's FavoriteMark reads the member state instead (decision 045).
 */
export function TitleGrid({ titles, ranked = false, eager = 0, favorites = [], label }: { titles: TitleCard[]; ranked?: boolean; eager?: number; favorites?: readonly string[]; label?: string }) {
  return (
    <ol className={`title-grid${ranked ? ' title-grid--ranked' : ''}`} aria-label={label}>
      {titles.map((title, index) => (
        <li key={title.titleCode} className="title-card">
          <a href={titlePath(title.titleCode)} className="title-card__link">
            <span className="title-card__cover">
              {ranked && <span className={`rank rank--${index + 1}`}>{index + 1}</span>}
              <img
                src={title.thumbnailImagePath}
                srcSet={`${title.thumbnailImagePath} 240w, ${title.coverImagePath} 480w`}
                sizes="(min-width: 1280px) 160px, (min-width: 768px) 20vw, 30vw"
                width={240}
                height={360}
                alt={title.titleName}
                loading={index < eager ? 'eager' : 'lazy'}
                decoding="async"
              />
              <FavoriteMark titleCode={title.titleCode} initial={favorites.includes(title.titleCode)} />
              <PurchasedMark titleCode={title.titleCode} />
              {title.labelText && (
                <span className="title-card__label" style={{ backgroundColor: title.labelColor ?? undefined, color: textColorOn(title.labelColor) }}>
                  {title.labelText}
                </span>
              )}
            </span>
            <span className="title-card__name">{title.titleName}</span>
            <span className="title-card__author">{title.authors}</span>
            <Marks title={title} />
            <CardCampaign title={title} />
          </a>
          <TitleMenuButton titleCode={title.titleCode} titleName={title.titleName} />
        </li>
      ))}
    </ol>
  );
}

