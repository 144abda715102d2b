import { unstable_notFound as notFound } from 'waku/router/server';
import { specialFamilyPath } from '#platform/routes/site-paths.ts';
import { TitleGrid } from '../../catalogue/TitleGrid';
import { CampaignHeader, CampaignTerms } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';

/**
 * /special/multi_lp/{code}/: several LPs as tabs. Each tab is a link (?tab=n), so it works without
 * JavaScript; the chosen LP's blocks and titles are shown under the tabs.
 */
export async function MultiLpPage({ slug, query }: { slug: string; query?: string }) {
  const data = await loadCampaignPage('multi_lp', slug);
  if (!data) notFound();
  const { campaign } = data!;
  const tabs = campaign.body.tabs;
  const requested = Number(new URLSearchParams(query ?? '').get('tab') ?? '1');
  const index = Number.isInteger(requested) && requested >= 1 && requested <= tabs.length ? requested - 1 : 0;
  const tab = tabs[index];
  const inner = tab ? await loadCampaignPage('lp', tab.lp) : null;
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={campaign} />
      <nav aria-label="特集の切り替え">
        <ul className="campaign-tabs">
          {tabs.map((t, i) => (
            <li key={t.lp}>
              <a href={specialFamilyPath('multi_lp', slug, i + 1)} aria-current={i === index ? 'page' : undefined}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {inner ? (
        <section aria-label={tab!.label}>
          <h2>{inner.campaign.name}</h2>
          {inner.campaign.lead && <p className="campaign-page__lead">{inner.campaign.lead}</p>}
          <ContentBlocks blocks={inner.campaign.body.blocks} />
          {inner.cards.length > 0 && <TitleGrid titles={inner.cards} eager={6} label={`${tab!.label}の作品`} />}
        </section>
      ) : (
        <p className="campaign-page__empty">この特集の内容は準備中です。</p>
      )}
      <CampaignTerms campaign={campaign} />
    </article>
  );
}
