import { AdultSetting } from '#modules/accounts/client.ts';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { ListFilter, ListPage, ListSort } from '#modules/catalogue/index.ts';
import { parseViewerHeader, VIEWER_HEADER, type PageViewer } from '../../server/page-viewer';
import { getServices } from '../../server/services';

/** Who is looking, and whether adult titles may be listed for them (signed in, userValidAdult 1). */
export function listViewer(): { viewer: PageViewer; allowAdult: boolean } {
  const viewer = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  return { viewer, allowAdult: viewer.isLogin && viewer.userValidAdult === AdultSetting.Enabled };
}

/** The member's favourites among a page's titles ([] for visitors and an audience's shared render, whose cards' marks read the member state). */
export async function favoritesOn(viewer: PageViewer, page: ListPage): Promise<string[]> {
  if (!viewer.isLogin || viewer.userId <= 0 || page.results.length === 0) return [];
  return (await getServices()).favorites.favoriteCodes(viewer.userId, page.results.map((t) => t.titleCode));
}

export async function loadList(filter: ListFilter, sort: ListSort, pageNumber: number) {
  const { viewer, allowAdult } = listViewer();
  const { lists } = await getServices();
  const page = await lists.list(filter, sort, pageNumber, allowAdult);
  return { viewer, allowAdult, page, favorites: await favoritesOn(viewer, page) };
}
