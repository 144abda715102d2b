import { genrePath } from '#platform/routes/site-paths.ts';
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
          </li>
        ))}
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
