import { unstable_notFound as notFound } from 'waku/router/server';
import { TitleGrid } from '../../catalogue/TitleGrid';
import { CampaignHeader } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';

/** /special/yearranking/{year}/: a year's ranking, frozen as data (its order never changes), with its counting period. */
export async function YearRankingPage({ year }: { year: string }) {
  const data = await loadCampaignPage('yearranking', year);
  if (!data) notFound();
  const { campaign, cards } = data!;
  const period = campaign.body.countingPeriod;
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={campaign} showWindow={false} />
      {period && (
        <p className="campaign-page__window">
          集計期間：{period.from} 〜 {period.to}
        </p>
      )}
      <ContentBlocks blocks={campaign.body.blocks} />
      <section aria-labelledby="year-ranking">
        <h2 id="year-ranking">ランキング</h2>
        <TitleGrid titles={cards} ranked eager={6} label={`${year}年ランキング`} />
      </section>
    </article>
  );
}
