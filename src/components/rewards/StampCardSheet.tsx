/**
 * A stamp card as the member sees it (spec §3 "Stamp card campaign"): thumbnail, message, one row per
 * card item with its stamps, the prize and the details. No hooks: the page renders it on the server
 * (works without JavaScript) and the stamp card modal renders it in the browser.
 */
import type { StampCardCampaign, StampCardItem } from '../../state/stamp-card-store.ts';

/** At most this many stamp marks per row; a bigger slot shows its count as text only. */
const MAX_MARKS = 10;

function ItemRow({ item }: { item: StampCardItem }) {
  const full = item.count >= item.quantity;
  const state = full ? 'done' : item.canComplete ? 'open' : 'closed';
  return (
    <li className="stamp-card__item" data-state={state} data-type={item.type}>
      <span className="stamp-card__item-label">{item.label}</span>
      {item.quantity <= MAX_MARKS && (
        <span className="stamp-card__marks" aria-hidden="true">
          {Array.from({ length: item.quantity }, (_, i) => (
            <span key={i} className="stamp-card__mark" data-stamped={i < item.count ? 'true' : 'false'} />
          ))}
        </span>
      )}
      <span className="stamp-card__item-count">
        {item.count}/{item.quantity}
      </span>
      <span className="stamp-card__item-state">{full ? `${item.completedDateText} 達成` : item.canComplete ? '' : '期間終了'}</span>
    </li>
  );
}

export function StampCardSheet({ campaign, headingLevel = 2 }: { campaign: StampCardCampaign; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="stamp-card" data-completed={campaign.completed ? 'true' : 'false'}>
      <div className="stamp-card__head">
        <img className="stamp-card__thumbnail" src={campaign.thumbnailUrl} alt="" width={96} height={96} />
        <p className="stamp-card__message">{campaign.message}</p>
      </div>
      <ul className="stamp-card__items" aria-label="スタンプ">
        {campaign.card_items.map((item) => (
          <ItemRow key={item.type} item={item} />
        ))}
      </ul>
      <Heading className="stamp-card__subheading">達成特典</Heading>
      <p className="stamp-card__prize">{campaign.prizeText}</p>
      {campaign.details && <p className="stamp-card__details">{campaign.details}</p>}
      {campaign.endsAtText && <p className="stamp-card__ends">{campaign.running ? `${campaign.endsAtText}まで` : 'このスタンプカードの期間は終了しました'}</p>}
    </div>
  );
}

/** What the claim button says, or null when there is nothing to claim. */
export function claimLabel(campaign: StampCardCampaign): string | null {
  if (campaign.completed || !campaign.filled) return null;
  return campaign.gachaId !== null ? '達成特典のガチャを引く' : '達成特典を受け取る';
}
