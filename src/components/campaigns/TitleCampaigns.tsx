import type { CampaignView } from '#modules/campaigns/client.ts';
import { textColorOn } from '../catalogue/label-color';
import './campaigns.css';

/** The campaigns running now for a title (its page): each one's card text, linking to its page. */
export function TitleCampaigns({ campaigns }: { campaigns: CampaignView[] }) {
  return (
    <ul className="title-campaigns" aria-label="開催中のキャンペーン">
      {campaigns.map((c) => (
        <li key={c.id}>
          <a className="campaign-badge" href={c.href ?? '/book/campaign/'} style={{ backgroundColor: c.color ?? undefined, color: textColorOn(c.color) }}>
            {c.cardText ?? c.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
