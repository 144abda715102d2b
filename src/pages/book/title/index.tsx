import { unstable_notFound as notFound } from 'waku/router/server';
import { kanaIndexHref, KANA_ROWS, parseKanaRow } from '#modules/catalogue/index.ts';
import { favoritesOn, listViewer } from '../../../components/lists/list-page-data';
import { ListView } from '../../../components/lists/ListView';
import { Pager } from '../../../components/lists/Pager';
import { parseTwoStateFlag } from '#modules/catalogue/client.ts';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /book/title/: every title by the kana row of its reading (あ か さ た な は ま や ら わ), in reading order. */
export default async function TitleIndexPage(props: { query?: string }) {
  const params = new URLSearchParams(props.query ?? '');
  const row = parseKanaRow(params.get('row'));
  const pageParam = params.get('page');
  const pageNumber = pageParam && /^\d{1,6}$/.test(pageParam) && Number(pageParam) >= 1 ? Number(pageParam) : 1;
  const list = parseTwoStateFlag(params.get('list') ?? undefined);
  const { viewer, allowAdult } = listViewer();
  const { lists } = await getServices();
  const [page, counts] = await Promise.all([lists.kanaRow(row, pageNumber, allowAdult), lists.kanaRowCounts(allowAdult)]);
  if (pageNumber > 1 && pageNumber > page.maxPage) notFound();
  const favorites = await favoritesOn(viewer, page);
  const heading = `作品一覧（${row}行）`;
  const withView = (isList: boolean) => `${kanaIndexHref(row, pageNumber)}${kanaIndexHref(row, pageNumber).includes('?') ? '&' : '?'}list=${isList ? 1 : 0}`;
  return (
    <div className="list-page">
      <title>{pageTitle(pageNumber > 1 ? `${heading}（${pageNumber}ページ目）` : heading)}</title>
      <link rel="canonical" href={kanaIndexHref(row, pageNumber)} />
      <h1 className="page-heading">作品一覧</h1>
      <nav aria-label="五十音">
        <ul className="kana-rows">
          {KANA_ROWS.map((r) => (
            <li key={r}>
              {counts[r] > 0 ? (
                <a href={kanaIndexHref(r)} aria-current={r === row}>
                  {r}
                </a>
              ) : (
                <span aria-disabled="true">{r}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className="search-page__count" role="status">
        {row}行 {page.titleCount.toLocaleString('ja-JP')}作品
      </p>
      <ListView titles={page.results} initialList={list} gridHref={withView(false)} listHref={withView(true)} favorites={favorites} />
      <Pager page={pageNumber} maxPage={page.maxPage} href={(n) => kanaIndexHref(row, n)} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
