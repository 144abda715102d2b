import type { TitleCard } from '#modules/catalogue/client.ts';
import { PAGE_SIZE } from '#modules/catalogue/client.ts';
import { withCampaignText, type CampaignFamily } from '#modules/campaigns/index.ts';
import { getServices } from '../../server/services';
import { listViewer } from '../lists/list-page-data';
import { currentPreview } from '../staff/preview';

/** A family's page by slug, with the cards of its titles (one page of them when `page` is given); null when unknown. */
export async function loadCampaignPage(family: CampaignFamily, slug: string, page?: number) {
  const { campaigns, catalogue, staffConsole } = await getServices();
  // A staff member's 'as of' preview evaluates the window at its time (decision 058), with the campaign
  // drafts scheduled by then laid over the stored campaigns (decision 071).
  const preview = currentPreview();
  const found = preview ? await campaigns.pageAsOf(family, slug, preview.at, await staffConsole.drafts.scheduledBy('campaign', preview.at)) : await campaigns.page(family, slug);
  if (!found) return null;
  const { allowAdult } = listViewer();
  const codes = page === undefined ? found.titleCodes : found.titleCodes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  // While the campaign runs its cards carry its text; an ended campaign's view has none (decision 051).
  const cards: TitleCard[] = withCampaignText(await catalogue.cardsByCodes(codes, allowAdult), found.campaign);
  return { ...found, cards, maxPage: Math.max(1, Math.ceil(found.titleCodes.length / PAGE_SIZE)) };
}

/** Cards of these title codes, in order, for the viewer. */
export async function cardsOf(codes: readonly string[]): Promise<TitleCard[]> {
  const { catalogue } = await getServices();
  return catalogue.cardsByCodes(codes, listViewer().allowAdult);
}
