import type { CampaignView } from '#modules/campaigns/client.ts';
import { textColorOn } from '../catalogue/label-color';
import './campaigns.css';

const PHASE_TEXT = { upcoming: '開催予定', running: '開催中', ended: '終了' } as const;

/** Campaigns as cards: name (linking to its page when it has one), window in JST, card text while running. */
export function CampaignList({ campaigns, label }: { campaigns: CampaignView[]; label: string }) {
  return (
    <ul className="campaign-list" aria-label={label}>
      {campaigns.map((c) => (
        <li key={c.id} className="campaign-list__item">
          {c.cardText && (
            <span className="campaign-badge" style={{ backgroundColor: c.color ?? undefined, color: textColorOn(c.color) }}>
              {c.cardText}
            </span>
          )}
          <h2>
            {c.href ? <a href={c.href}>{c.name}</a> : c.name}
            <span className="campaign-list__ended">{PHASE_TEXT[c.phase]}</span>
          </h2>
          <p>
            <time dateTime={c.startsAt}>{c.windowText}</time>
          </p>
          {c.lead && <p>{c.lead}</p>}
        </li>
      ))}
    </ul>
  );
}
