import { AdultSetting } from '#modules/accounts/client.ts';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import { COUNT_CAP, normalizeSearchQuery, rawFromSearchParams } from '#modules/catalogue/index.ts';
import { SearchConditionsForm } from '../../components/search/SearchConditionsForm';
import { SearchResults } from '../../components/search/SearchResults';
import { parseViewerHeader, VIEWER_HEADER } from '../../server/page-viewer';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/**
 * /book/search/: server-rendered search results for the address's query (normalised, spec §5).
 * Adult titles only for adult-valid members; anonymous renders are the same for everyone.
 */
export default async function SearchPage(props: PageProps<'/book/search'>) {
  const query = normalizeSearchQuery(rawFromSearchParams(new URLSearchParams((props as { query?: string }).query ?? '')));
  const viewer = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  const showAdult = viewer.userValidAdult === AdultSetting.Enabled;
  const { search } = await getServices();
  const readTitleIds = viewer.isLogin && query.conditions.readStatus ? await (await getServices()).reading.readTitleIds(viewer.userId) : undefined;
  const page = await search.search(query, { allowAdult: showAdult, ...(readTitleIds ? { readTitleIds } : {}) });
  const heading = query.keyword ? `「${query.keyword}」の検索結果` : '作品を探す';
  return (
    <div className="search-page">
      <title>{pageTitle(heading)}</title>
      <meta name="robots" content="noindex, follow" />
      <h1 className="page-heading">{heading}</h1>
      <SearchConditionsForm query={query} showAdult={showAdult} showReadStatus={viewer.isLogin} />
      <SearchResults
        query={query}
        initial={{ results: page.results, titleCount: page.titleCount, maxPage: page.maxPage, selectedConditions: query.conditions, selectedSortBy: query.sort }}
        showAdult={showAdult}
        showReadStatus={viewer.isLogin}
        countCap={COUNT_CAP}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
