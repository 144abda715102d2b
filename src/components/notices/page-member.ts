import { unstable_getContext as getContext, unstable_getHeaders as getHeaders } from 'waku/server';
import { parseViewerHeader, VIEWER_HEADER } from '../../server/page-viewer';
import { getServices } from '../../server/services';

/**
 * The signed-in member's id for a server component, or null. Visitors cost nothing (the viewer
 * header says so); for members the session is read from the page request's cookie.
 */
export async function pageMemberId(): Promise<number | null> {
  if (!parseViewerHeader(getHeaders()[VIEWER_HEADER]).isLogin) return null;
  const { accounts } = await getServices();
  const { user } = await accounts.readViewer(getContext().req);
  return user?.userId ?? null;
}
