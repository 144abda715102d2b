import type { TitleCard } from '#modules/catalogue/client.ts';
import { formatUntil } from '../format';
import { textColorOn } from './label-color';

/** A campaign without a colour of its own is shown on the site's sale red. */
const DEFAULT_COLOR = '#d6343a';

/**
 * What a card shows of the campaign running for its title (decision 064): its text on the campaign's
 * colour and the last day 「12月26日まで」. Nothing once it has ended (the card has no text then).
 */
export function CardCampaign({ title, className = 'card-campaign' }: { title: Pick<TitleCard, 'campaignText' | 'campaignColor' | 'campaignDate'>; className?: string }) {
  if (!title.campaignText) return null;
  const background = title.campaignColor ?? DEFAULT_COLOR;
  return (
    <span className={className}>
      <span className="card-campaign__text" style={{ backgroundColor: background, color: textColorOn(background) }}>
        {title.campaignText}
      </span>
      {title.campaignDate && <span className="card-campaign__date">{formatUntil(title.campaignDate)}</span>}
    </span>
  );
}
