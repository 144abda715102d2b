import { unstable_notFound as notFound } from 'waku/router/server';
import { LISTS, normalizeListQuery, type ListKind } from '#modules/catalogue/index.ts';
import { loadList } from './list-page-data';
import { TitleListPage } from './TitleListPage';

/**
 * A list page of one of the fixed lists (/book/, /comics/, /book/new/ …) for the address's query.
 * A page beyond the last is a 404 (the route guard answers it before rendering; this is the backstop).
 */
export async function StandardListPage({ kind, search }: { kind: Exclude<ListKind, 'genre'>; search: string | undefined }) {
  const definition = LISTS[kind];
  const query = normalizeListQuery(kind, new URLSearchParams(search ?? ''), definition.sorts);
  const { page, favorites } = await loadList({ kind, free: query.free }, query.sort, query.page);
  if (query.page > 1 && query.page > page.maxPage) notFound();
  return <TitleListPage heading={definition.heading} query={query} sorts={definition.sorts} page={page} favorites={favorites} />;
}
