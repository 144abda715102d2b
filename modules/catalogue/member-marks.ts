/**
 * A member's marks on title answers (issue 18 item 3, decision 054): `isPurchased` (they own or rent
 * something of the title) and `isFavorite`. List, search and suggestion answers are shared per audience
 * (decision 045/046); the marks are laid over a copy of each answer per request, never into a cache.
 * The composition root supplies them (the member page state, which their writes drop at once).
 */
export type MemberMarks = (userId: number, codes: string[], cookieHeader: string | undefined) => Promise<{ favorites: string[]; purchased: string[] }>;

export type Marked<T> = T & { isPurchased: boolean; isFavorite: boolean };

/** The items with the member's marks (false for visitors, or without a source of marks). */
export async function withMemberMarks<T extends { titleCode: string }>(items: T[], userId: number | null, marks: MemberMarks | undefined, cookieHeader: string | undefined): Promise<Marked<T>[]> {
  if (userId === null || !marks || items.length === 0) return items.map((item) => ({ ...item, isPurchased: false, isFavorite: false }));
  const { favorites, purchased } = await marks(userId, items.map((item) => item.titleCode), cookieHeader);
  const favorite = new Set(favorites);
  const owned = new Set(purchased);
  return items.map((item) => ({ ...item, isPurchased: owned.has(item.titleCode), isFavorite: favorite.has(item.titleCode) }));
}
