import { genrePath, genreSearchPath } from '#platform/routes/site-paths.ts';
import { SimpleListLink } from '../../../components/modals/SimpleListLink';
import { listViewer } from '../../../components/lists/list-page-data';
import '../../../components/lists/lists.css';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /book/genre/: every genre with its number of titles; TL and BL only for adult-valid members. */
export default async function GenreIndexPage() {
  const { allowAdult } = listViewer();
  const genres = await (await getServices()).lists.genres(allowAdult);
  return (
    <div className="list-page">
      <title>{pageTitle('ジャンル一覧')}</title>
      <link rel="canonical" href="/book/genre/" />
      <h1 className="page-heading">ジャンル一覧</h1>
      <ul className="genre-index">
        {genres.map((genre) => (
          <li key={genre.code}>
            <a href={genrePath(genre.slug)}>
              {genre.nameJa}
              <small>{genre.titleCount.toLocaleString('ja-JP')}作品</small>
            </a>
            <SimpleListLink href={genreSearchPath(genre.code)} genreId={genre.code} genreName={genre.nameJa} className="genre-index__quick" aria-label={`${genre.nameJa}の人気作品をかんたん一覧で見る`}>
              かんたん一覧
            </SimpleListLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
