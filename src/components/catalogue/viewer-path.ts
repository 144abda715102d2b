/** The free viewer's canonical path (trailing slash). */
export const freeViewerPath = (titleCode: string, volume: number, story: number, page = 1) =>
  `/bv/t/${encodeURIComponent(titleCode)}/v/${volume}/s/${story}/p/${page}/`;

export const pageImagePath = (titleCode: string, volume: number, story: number, page: number, width: number) =>
  `/img/page/${encodeURIComponent(titleCode)}/${volume}/${story}/${page}?w=${width}`;
