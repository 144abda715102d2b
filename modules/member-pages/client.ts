/**
 * What the browser may import of the member page state (decision 045): its shape, and where the server
 * puts it in a page. The shared render of a page (one per audience) carries no member's data; the
 * member's parts are islands that read this state.
 */

/** The id of the `<script type="application/json">` the server splices into a member's cached page. */
export const MEMBER_STATE_ELEMENT_ID = 'yomiba-member';

/** Attribute on an island's placeholder naming a title whose member state the page needs. */
export const MEMBER_TITLE_ATTRIBUTE = 'data-member-title';
/** Attribute on the title page's member islands: that title's full state is needed. */
export const MEMBER_TITLE_PAGE_ATTRIBUTE = 'data-member-title-page';

/** Where the member stopped reading a title. */
export type MemberResume = { volumeSerialNumber: number; storyNumber: number; page: number };

/** A story or a whole volume (storyNumber null) the member may read: bought, or rented until `until`. */
export type MemberOwned = { volumeSerialNumber: number; storyNumber: number | null; rental: boolean };

/** One title as this member sees it (the title page). */
export type MemberTitleState = {
  isFavorite: boolean;
  favs: number;
  totalReviewCount: number;
  totalReviewPoint: number;
  review: { rating: number; body: string; hasSpoiler: boolean } | null;
  resume: MemberResume | null;
  /** What the member bought or rents of the title (the episode list's 購入済み marks). */
  owned: MemberOwned[];
};

export type MemberPageState = {
  /** The user menu: name and icon. */
  name: string;
  icon: string | null;
  /** Title codes this state answers about (favourite or not). */
  codes: string[];
  /** Those of `codes` the member favourited. */
  favorites: string[];
  /** Those of `codes` the member bought or rents something of. */
  purchased: string[];
  /** The title pages' state, by code. */
  titles: Record<string, MemberTitleState>;
};

/** What a page asks for: titles shown (favourite marks) and the title page's title. */
export type MemberPageNeeds = { codes: readonly string[]; titles: readonly string[] };

export const MAX_NEEDED_CODES = 200;
export const MAX_NEEDED_TITLES = 4;
