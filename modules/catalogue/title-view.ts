import type { PaymentType } from './entities/story.ts';
import type { Title } from './entities/title.ts';

/** An episode as the title page and its episode list see it. */
export type StoryRow = {
  storyNumber: number;
  name: string;
  paymentType: PaymentType;
  priceCoins: number;
  pageCount: number;
  publishedAt: string;
  /** An uploaded cover of the story (decision 066); absent or null: none. */
  coverImagePath?: string | null;
};

/** A title as list pages and the client see it (the spec's Title fields). */
export type TitleCard = {
  titleCode: string;
  titleName: string;
  thumbnailImagePath: string;
  coverImagePath: string;
  genreCode: number;
  genreName: string;
  authors: string;
  isNew: boolean;
  isFree: boolean;
  isFreeForWait: boolean;
  isStore: boolean;
  labelText: string | null;
  labelColor: string | null;
  freeInfo: string | null;
  campaignText: string | null;
  campaignColor: string | null;
  updateDate: string;
  getAdultFlag: boolean;
  totalReviewCount: number;
  totalReviewPoint: number;
  monthlySalesAmount: number;
  favs: number;
  /** The cover's name in the image store (its title code, as `/img/cover/{code}` serves it). */
  imageName: string;
  /** When the running campaign ends (ISO), null without one: the card's 「〇月〇日まで」. */
  campaignDate: string | null;
  /** An icon drawn over the cover; the catalogue has none yet (null). */
  badgeIconUrl: string | null;
  /** Picked in a selection (the custom tab and simple list modals set it on their copies); false in lists. */
  isSelected: boolean;
  /** A card drawn at the middle size in a content block's grid; false in plain lists. */
  isMiddle: boolean;
};

/** The fields every card carries whatever built it (decision 054). */
export const cardExtras = (titleCode: string, campaign: { campaignText: string | null }, endAt: Date | string | null) => ({
  imageName: titleCode,
  campaignDate: campaign.campaignText !== null && endAt !== null ? new Date(endAt).toISOString() : null,
  badgeIconUrl: null,
  isSelected: false,
  isMiddle: false,
});

export const coverPath = (titleCode: string, width = 240) => `/img/cover/${encodeURIComponent(titleCode)}?w=${width}`;

/** The spec stores campaign colours as numbers; pages need CSS hex. */
export const toHexColor = (value: number | null | undefined): string | null =>
  value == null ? null : `#${(value & 0xffffff).toString(16).padStart(6, '0')}`;

/**
 * A campaign running now: started (or no start) and not yet over. Lists, the store's discounts and
 * what cards and title pages show all use this rule (`runningCampaign` is its JavaScript twin).
 */
export const CAMPAIGN_RUNNING_SQL = `(t.campaign_text is not null and coalesce(t.campaign_start_at, '-infinity') <= now() and t.campaign_end_at > now())`;

export type CampaignFields = { text: string | null; color: number | null; startAt: Date | string | null; endAt: Date | string | null };

/** The campaign text and colour to show at `at`: none once the campaign is over (or before it starts). */
export function runningCampaign(campaign: CampaignFields, at = new Date()): Pick<TitleCard, 'campaignText' | 'campaignColor'> {
  const now = at.getTime();
  const started = campaign.startAt === null || new Date(campaign.startAt).getTime() <= now;
  const running = campaign.text !== null && campaign.endAt !== null && started && new Date(campaign.endAt).getTime() > now;
  return running ? { campaignText: campaign.text, campaignColor: toHexColor(campaign.color) } : { campaignText: null, campaignColor: null };
}

export function toTitleCard(title: Title, authors: string[]): TitleCard {
  const genre = title.genre;
  const campaign = runningCampaign({ text: title.campaignText ?? null, color: title.campaignColor ?? null, startAt: title.campaignStartAt ?? null, endAt: title.campaignEndAt ?? null });
  return {
    titleCode: title.titleCode,
    titleName: title.titleName,
    thumbnailImagePath: title.coverImagePath ? `${title.coverImagePath}?w=320` : coverPath(title.titleCode, 240),
    coverImagePath: title.coverImagePath ? `${title.coverImagePath}?w=640` : coverPath(title.titleCode, 480),
    genreCode: genre.code,
    genreName: genre.nameJa ?? '',
    authors: authors.join('・'),
    isNew: title.isNew,
    isFree: title.isFree,
    isFreeForWait: title.isFreeForWait,
    isStore: title.isStore,
    labelText: title.labelText ?? null,
    labelColor: title.labelColor ?? null,
    freeInfo: title.freeInfo ?? null,
    ...campaign,
    updateDate: title.updatedAt.toISOString(),
    getAdultFlag: title.isAdult,
    totalReviewCount: title.totalReviewCount,
    totalReviewPoint: title.totalReviewPoint,
    monthlySalesAmount: title.monthlySalesAmount,
    favs: title.favoriteCount,
    ...cardExtras(title.titleCode, campaign, title.campaignEndAt ?? null),
  };
}
