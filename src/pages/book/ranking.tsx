import { AdultSetting } from '#modules/accounts/client.ts';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import { BASIS_LABELS, KIND_LABELS, listVisible, normalizeRankingQuery, RANKING_LISTS } from '#modules/rankings/index.ts';
import { RankingList } from '../../components/ranking/RankingList';
import { RankingListNav } from '../../components/ranking/RankingListNav';
import { RankingPager } from '../../components/ranking/RankingPager';
import { RankingTabs } from '../../components/ranking/RankingTabs';
import '../../components/ranking/ranking.css';
import { parseViewerHeader, VIEWER_HEADER } from '../../server/page-viewer';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

const DATE_FORMAT = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * /book/ranking/: the rollups of the ranking job (never counted here). Query kind, basis, list, page;
 * unknown values fall back to the defaults, and TL/BL lists to 総合 unless the viewer is adult-valid.
 */
export default async function RankingPage(props: PageProps<'/book/ranking'>) {
  const viewer = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  const showAdult = viewer.userValidAdult === AdultSetting.Enabled;
  const asked = normalizeRankingQuery(new URLSearchParams((props as { query?: string }).query ?? ''));
  const query = listVisible(asked.list, showAdult) ? asked : { ...asked, list: 'general' };
  const { rankings } = await getServices();
  const ranking = await rankings.page(query, showAdult);
  const current = { ...query, page: ranking.page };
  const listLabel = RANKING_LISTS.find((list) => list.key === query.list)?.label ?? '総合';
  const heading = `${listLabel}${BASIS_LABELS[query.basis]}ランキング（${KIND_LABELS[query.kind]}）`;
  const period = query.kind === 'MONTHLY' ? '過去30日間' : '直近7日間とその前の7日間の比較';
  const measure = query.basis === 'BESTSELLER' ? '閲覧数' : '購入数';
  return (
    <div className="ranking-page">
      <title>{pageTitle(ranking.page > 1 ? `${heading} ${ranking.page}ページ目` : heading)}</title>
      <meta name="description" content={`読み場の${heading}。${period}の${measure}で集計した人気マンガの順位です。`} />
      <h1 className="page-heading">{heading}</h1>
      <RankingTabs query={current} />
      <RankingListNav query={current} showAdult={showAdult} />
      <p className="ranking-page__lead">
        {period}の{measure}で集計
        {ranking.computedAt ? `（${DATE_FORMAT.format(new Date(ranking.computedAt))}更新）` : ''}
      </p>
      <RankingList entries={ranking.entries} basisUnit={query.basis === 'BESTSELLER' ? '回' : '件'} />
      <RankingPager query={current} maxPage={ranking.maxPage} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
