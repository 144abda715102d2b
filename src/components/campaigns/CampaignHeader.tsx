import { ENDED_TEXT, jstText, UPCOMING_TEXT, type CampaignView } from '#modules/campaigns/client.ts';
import { pageTitle } from '../../site';
import './campaigns.css';

/**
 * A campaign page's head: its name, window (JST), state once over or before it starts, and lead.
 * `showWindow` false for a page that is not an offer (a frozen year ranking shows its counting period instead).
 */
export function CampaignHeader({ campaign, showWindow = true }: { campaign: CampaignView; showWindow?: boolean }) {
  return (
    <header>
      <title>{pageTitle(campaign.name)}</title>
      {campaign.lead && <meta name="description" content={campaign.lead} />}
      <div className="campaign-page__hero" style={{ backgroundColor: campaign.color ?? undefined }} aria-hidden="true" />
      <h1>{campaign.name}</h1>
      {showWindow && (
        <p className="campaign-page__window">
          開催期間：<time dateTime={campaign.startsAt}>{jstText(new Date(campaign.startsAt))}</time> 〜 <time dateTime={campaign.endsAt}>{jstText(new Date(new Date(campaign.endsAt).getTime() - 1))}</time>
        </p>
      )}
      {campaign.phase === 'ended' && (
        <p className="campaign-page__state" role="status">
          {ENDED_TEXT}
        </p>
      )}
      {campaign.phase === 'upcoming' && (
        <p className="campaign-page__state campaign-page__state--upcoming" role="status">
          {UPCOMING_TEXT}
        </p>
      )}
      {campaign.lead && <p className="campaign-page__lead">{campaign.lead}</p>}
    </header>
  );
}

/** The campaign's terms (景品表示法: the number of prizes when it has them). */
export function CampaignTerms({ campaign }: { campaign: CampaignView }) {
  if (!campaign.terms && !campaign.body.prizes) return null;
  return (
    <section aria-labelledby={`terms-${campaign.id}`}>
      <h2 id={`terms-${campaign.id}`}>キャンペーン概要</h2>
      {campaign.body.prizes && <p>当選者数：{campaign.body.prizes}</p>}
      {campaign.terms && <p className="campaign-page__terms">{campaign.terms}</p>}
    </section>
  );
}
