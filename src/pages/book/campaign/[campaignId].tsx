import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { pageParam } from '#modules/catalogue/client.ts';
import { SLUG } from '#modules/campaigns/index.ts';
import { campaignTitlesPath } from '#platform/routes/site-paths.ts';
import { CampaignHeader, CampaignTerms } from '../../../components/campaigns/CampaignHeader';
import { loadCampaignPage } from '../../../components/campaigns/campaign-page-data';
import { TitleGrid } from '../../../components/catalogue/TitleGrid';
import { Pager } from '../../../components/lists/Pager';
import { StandardListPage } from '../../../components/lists/StandardListPage';

/** /book/campaign/{campaignId}/: a campaign's titles (paged), terms and window; readable after it ends. */
export default async function CampaignPage({ campaignId, query }: PageProps<'/book/campaign/[campaignId]'> & { query?: string }) {
  // The router gives /book/campaign/titles/ (titles on campaign, a list page) to this dynamic route too.
  if (campaignId === 'titles') return <StandardListPage kind="campaign" search={query} />;
  if (!SLUG.test(campaignId)) notFound();
  const page = pageParam(new URLSearchParams(query ?? ''));
  const data = await loadCampaignPage('campaign', campaignId, page);
  if (!data || (page > 1 && page > data.maxPage)) notFound();
  const { campaign, cards, maxPage } = data!;
  return (
    <div className="campaign-page">
      <CampaignHeader campaign={campaign} />
      <section aria-labelledby="campaign-titles">
        <h2 id="campaign-titles">対象作品（{data!.titleCodes.length}作品）</h2>
        {cards.length === 0 ? <p className="campaign-page__empty">対象作品はありません。</p> : <TitleGrid titles={cards} eager={6} label="対象作品" />}
        <Pager page={page} maxPage={maxPage} href={(n) => campaignTitlesPath(campaignId, n)} />
      </section>
      <CampaignTerms campaign={campaign} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
