/** What the browser side of the viewers may import from the reader module: shapes and addresses, no server code. */

/** One page of a viewer: its story and page number, and its token (null: a public page, plain URL). */
export type SignedPageRef = { story: number; page: number; token: string | null };

/** What a viewer needs to show pages: every page's reference, and when to ask again. */
export type SignedPageList = {
  /** When the tokens stop working (ISO); null when every page is public. */
  expiresAt: string | null;
  /** When the shortest rental among the stories ends (ISO); null when nothing shown is rented. */
  readableUntil: string | null;
  pages: SignedPageRef[];
};

/** Fresh signed URLs for a story (`story` set) or a whole volume; members only. */
export const PAGE_URLS_PATH = '/api/v1/viewer/page-urls/';
/** `GET/PUT /api/v1/reader/settings/`: a member's viewer settings of one title. */
export const READER_SETTINGS_PATH = '/api/v1/reader/settings/';

/** The query parameter carrying the token on /img/page/... */
export const PAGE_TOKEN_PARAM = 't';

/** The address of one page image at one width, signed when a token is given. */
export const pageImageUrl = (titleCode: string, volume: number, story: number, page: number, width: number, token?: string | null) =>
  `/img/page/${encodeURIComponent(titleCode)}/${volume}/${story}/${page}?w=${width}${token ? `&${PAGE_TOKEN_PARAM}=${token}` : ''}`;
