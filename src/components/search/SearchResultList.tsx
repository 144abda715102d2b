import { titlePath } from '#platform/routes/site-paths.ts';
import type { TitleCard } from '#modules/catalogue/client.ts';
import { TitleGrid } from '../catalogue/TitleGrid.tsx';
import { FavoriteMark, PurchasedMark } from '../member/FavoriteMark.tsx';
import { CardCampaign } from '../catalogue/CardCampaign.tsx';

/** Results as a list: cover, name, authors, genre and free marks (and the viewer's favourites). */
export function SearchResultList({ titles, favorites = [] }: { titles: TitleCard[]; favorites?: readonly string[] }) {
  return (
    <ol className="search-list">
      {titles.map((title, index) => (
        <li key={title.titleCode} className="search-list__item">
          <a href={titlePath(title.titleCode)} className="search-list__link">
            <img src={title.thumbnailImagePath} alt={title.titleName} width={64} height={96} loading={index < 4 ? 'eager' : 'lazy'} decoding="async" />
            <span className="search-list__body">
              <span className="search-list__name">{title.titleName}</span>
              <span className="search-list__meta">{title.authors}</span>
              <span className="search-list__meta">
                {title.genreName}
                {title.isFree ? '・無料' : ''}
                {title.isFreeForWait ? '・待てば¥0' : ''}
              </span>
              <CardCampaign title={title} />
              <FavoriteMark titleCode={title.titleCode} initial={favorites.includes(title.titleCode)} className="search-list__meta mark--favorite search-list__favorite" />
              <PurchasedMark titleCode={title.titleCode} className="search-list__meta mark--purchased search-list__purchased" />
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Results as a list or as the cover grid (search results and the list pages). */
export function SearchResultItems({ titles, isList, favorites }: { titles: TitleCard[]; isList: boolean; favorites?: readonly string[] }) {
  return isList ? <SearchResultList titles={titles} favorites={favorites} /> : <TitleGrid titles={titles} eager={6} favorites={favorites} />;
}
