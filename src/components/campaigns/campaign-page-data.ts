import type { TitleCard } from '#modules/catalogue/client.ts';
import { PAGE_SIZE } from '#modules/catalogue/client.ts';
import type { CampaignFamily } from '#modules/campaigns/index.ts';
import { getServices } from '../../server/services';
import { listViewer } from '../lists/list-page-data';

/** A family's page by slug, with the cards of its titles (one page of them when `page` is given); null when unknown. */
export async function loadCampaignPage(family: CampaignFamily, slug: string, page?: number) {
  const { campaigns, catalogue } = await getServices();
  const found = await campaigns.page(family, slug);
  if (!found) return null;
  const { allowAdult } = listViewer();
  const codes = page === undefined ? found.titleCodes : found.titleCodes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const cards: TitleCard[] = await catalogue.cardsByCodes(codes, allowAdult);
  return { ...found, cards, maxPage: Math.max(1, Math.ceil(found.titleCodes.length / PAGE_SIZE)) };
}

/** Cards of these title codes, in order, for the viewer. */
export async function cardsOf(codes: readonly string[]): Promise<TitleCard[]> {
  const { catalogue } = await getServices();
  return catalogue.cardsByCodes(codes, listViewer().allowAdult);
}
