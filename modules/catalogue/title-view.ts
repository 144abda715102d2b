import type { Title } from './entities/title.ts';

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
};

export const coverPath = (titleCode: string, width = 240) => `/img/cover/${encodeURIComponent(titleCode)}?w=${width}`;

/** The spec stores campaign colours as numbers; pages need CSS hex. */
export const toHexColor = (value: number | null | undefined): string | null =>
  value == null ? null : `#${(value & 0xffffff).toString(16).padStart(6, '0')}`;

export function toTitleCard(title: Title, authors: string[]): TitleCard {
  const genre = title.genre;
  return {
    titleCode: title.titleCode,
    titleName: title.titleName,
    thumbnailImagePath: coverPath(title.titleCode, 240),
    coverImagePath: coverPath(title.titleCode, 480),
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
    campaignText: title.campaignText ?? null,
    campaignColor: toHexColor(title.campaignColor),
    updateDate: title.updatedAt.toISOString(),
    getAdultFlag: title.isAdult,
    totalReviewCount: title.totalReviewCount,
    totalReviewPoint: title.totalReviewPoint,
    monthlySalesAmount: title.monthlySalesAmount,
    favs: title.favoriteCount,
  };
}
