import { unstable_notFound as notFound } from 'waku/router/server';
import { titlePath } from '#platform/routes/site-paths.ts';
import { CampaignHeader, CampaignTerms } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';

/** /special/booklist/{id}/: a curated list of titles, each with its curator's note. */
export async function BooklistPage({ slug }: { slug: string }) {
  const data = await loadCampaignPage('booklist', slug);
  if (!data) notFound();
  const { campaign, cards, notes } = data!;
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={campaign} />
      <ContentBlocks blocks={campaign.body.blocks} />
      <h2>ブックリスト（{cards.length}作品）</h2>
      <ol className="campaign-links">
        {cards.map((card) => (
          <li key={card.titleCode}>
            <a href={titlePath(card.titleCode)}>{card.titleName}</a>（{card.authors}）{notes[card.titleCode] && <p>{notes[card.titleCode]}</p>}
          </li>
        ))}
      </ol>
      <CampaignTerms campaign={campaign} />
    </article>
  );
}
