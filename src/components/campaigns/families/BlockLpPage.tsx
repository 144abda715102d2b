import { unstable_notFound as notFound } from 'waku/router/server';
import { CampaignHeader, CampaignTerms } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';

/** /special/block_lp/{id}/: a page built from its content blocks alone. */
export async function BlockLpPage({ slug }: { slug: string }) {
  const data = await loadCampaignPage('block_lp', slug);
  if (!data) notFound();
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={data!.campaign} />
      <ContentBlocks blocks={data!.campaign.body.blocks} />
      <CampaignTerms campaign={data!.campaign} />
    </article>
  );
}
