import type { TitleCard } from './title-view.ts';

/** A campaign's text for a title's card, as the composition root hands it over (the campaigns module owns campaigns). */
export type CampaignCardText = { text: string; color: string | null; endsAt: string };

/**
 * The running campaign texts of these titles at `at`, from memory (never a query per call): the campaigns
 * module's `campaignTextOf`, injected in src/server (decision 064). The catalogue never reads campaign tables.
 */
export type CampaignTextOf = (titleCodes: readonly string[], at: Date) => Promise<ReadonlyMap<string, CampaignCardText>>;

export type CardCampaignOptions = { campaignTextOf?: CampaignTextOf; now?: () => Date };

type CampaignFields = Pick<TitleCard, 'titleCode' | 'campaignText' | 'campaignColor' | 'campaignDate'>;

/** A card's own (per-title) text is over once its end has passed; its end is the card's `campaignDate`. */
const ownTextRunning = (card: CampaignFields, at: number) => card.campaignText !== null && (card.campaignDate === null || Date.parse(card.campaignDate) > at);

/**
 * Puts on cards what they show of campaigns at the moment asked (decision 064), after any cache: a card
 * keeps the title's own running text first; without one it takes the running campaign text of its title
 * (the one ending first); an ended text, its own or a campaign's, is gone at its end (end exclusive).
 * Cards without a change are the same objects, so shared cached answers are never mutated.
 */
export function createCardCampaigns(options: CardCampaignOptions = {}) {
  const now = options.now ?? (() => new Date());
  return async function current<C extends CampaignFields>(cards: readonly C[]): Promise<C[]> {
    if (cards.length === 0) return [];
    const at = now();
    const time = at.getTime();
    const open = cards.filter((card) => !ownTextRunning(card, time)).map((card) => card.titleCode);
    const texts = open.length > 0 && options.campaignTextOf ? await options.campaignTextOf(open, at) : new Map<string, CampaignCardText>();
    let changed = false;
    const result = cards.map((card) => {
      if (ownTextRunning(card, time)) return card;
      const campaign = texts.get(card.titleCode);
      if (campaign) {
        if (card.campaignText === campaign.text && card.campaignColor === campaign.color && card.campaignDate === campaign.endsAt) return card;
        changed = true;
        return { ...card, campaignText: campaign.text, campaignColor: campaign.color, campaignDate: campaign.endsAt };
      }
      if (card.campaignText === null && card.campaignDate === null) return card;
      changed = true;
      return { ...card, campaignText: null, campaignColor: null, campaignDate: null };
    });
    return changed ? result : [...cards];
  };
}

/** Applies `current` to the cards inside an answer (a list page, a ranking page…). */
export type CurrentCards = ReturnType<typeof createCardCampaigns>;
