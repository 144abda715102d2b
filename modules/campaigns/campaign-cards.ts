import type { CampaignView } from './campaign-service.ts';

type CardCampaignFields = { campaignText: string | null; campaignColor: string | null; campaignDate: string | null };

/**
 * The cards on a campaign's own pages (its titles, a booklist, a present campaign's target titles) carry the
 * campaign's card text while it runs, with its end as the card's 「〇月〇日まで」; a card's own running campaign
 * comes first. A campaign view has no card text outside its window (toCampaignView at the service's clock), so
 * the cards lose it at the end without anything else to do; the page cache's TTL bounds a cached page.
 * Browser-safe.
 */
export function withCampaignText<C extends CardCampaignFields>(cards: readonly C[], campaign: Pick<CampaignView, 'cardText' | 'color' | 'endsAt'>): C[] {
  const text = campaign.cardText;
  if (!text) return [...cards];
  return cards.map((card) => (card.campaignText ? card : { ...card, campaignText: text, campaignColor: campaign.color, campaignDate: campaign.endsAt }));
}
