import { genrePath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { GENRE_LIST_SORTS, normalizeListQuery } from '#modules/catalogue/index.ts';
import { AdultGate } from '../../../components/catalogue/AdultGate';
import { loadList, listViewer } from '../../../components/lists/list-page-data';
import { TitleListPage } from '../../../components/lists/TitleListPage';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/**
 * /book/genre/{genreName}/: one genre's titles. An unknown genre is a 404 (route guard); TL and BL
 * show the adult gate to anyone but an adult-valid member (login for visitors, the age confirmation
 * for members), never their titles.
 */
export default async function GenrePage(props: { genreName: string; query?: string }) {
  const genre = await (await getServices()).lists.genreBySlug(props.genreName);
  if (!genre) notFound();
  const found = genre!;
  const { viewer, allowAdult } = listViewer();
  if (found.isAdult && !allowAdult) {
    return (
      <div className="list-page">
        <title>{pageTitle('成人向けジャンル')}</title>
        <meta name="robots" content="noindex" />
        <AdultGate isLogin={viewer.isLogin} path={genrePath(found.slug)} />
      </div>
    );
  }
  const query = normalizeListQuery('genre', new URLSearchParams(props.query ?? ''), GENRE_LIST_SORTS, found.slug);
  const { page, favorites } = await loadList({ kind: 'genre', genreCode: found.code }, query.sort, query.page);
  if (query.page > 1 && query.page > page.maxPage) notFound();
  return <TitleListPage heading={found.nameJa} query={query} sorts={GENRE_LIST_SORTS} page={page} favorites={favorites} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
