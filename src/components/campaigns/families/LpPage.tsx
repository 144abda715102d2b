import type { CampaignFamily } from '#modules/campaigns/index.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { getServices } from '../../../server/services';
import { TitleGrid } from '../../catalogue/TitleGrid';
import { CampaignHeader, CampaignTerms } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';

/**
 * A landing page from data (/special/lp/{id}/, /lp/{slug}/ and the named /special/ pages): its head,
 * content blocks, target titles, the running gacha when it is a gacha LP, and its terms.
 */
export async function LpPage({ family, slug }: { family: CampaignFamily; slug: string }) {
  const data = await loadCampaignPage(family, slug);
  if (!data) notFound();
  const { campaign, cards } = data!;
  const gacha = campaign.body.gacha ? await (await getServices()).campaigns.gacha() : null;
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={campaign} />
      {campaign.body.gacha && (
        <section aria-labelledby="lp-gacha">
          <h2 id="lp-gacha">ガチャ</h2>
          {gacha && campaign.phase === 'running' ? (
            <p>
              {gacha.description} <a href={gacha.href}>{gacha.label}を引く</a>
            </p>
          ) : (
            <p className="campaign-page__empty">ただいま引けるガチャはありません。</p>
          )}
        </section>
      )}
      <ContentBlocks blocks={campaign.body.blocks} />
      {cards.length > 0 && (
        <section aria-labelledby="lp-titles">
          <h2 id="lp-titles">対象作品</h2>
          <TitleGrid titles={cards} eager={6} label="対象作品" />
        </section>
      )}
      <CampaignTerms campaign={campaign} />
    </article>
  );
}
