import type { TitleCard } from '../../../modules/catalogue/client.ts';
import { TitleGrid } from '../catalogue/TitleGrid.tsx';
import { titlePath } from './suggest-api.ts';

/** Results as a list: cover, name, authors, genre and free marks. */
export function SearchResultList({ titles }: { titles: TitleCard[] }) {
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
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Results as a list or as the cover grid. */
export function SearchResultItems({ titles, isList }: { titles: TitleCard[]; isList: boolean }) {
  return isList ? <SearchResultList titles={titles} /> : <TitleGrid titles={titles} eager={6} />;
}
