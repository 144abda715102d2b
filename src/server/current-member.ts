import { unstable_getContext as getContext } from 'waku/server';
import type { UserView } from '#modules/accounts/index.ts';
import { getServices } from './services.ts';

/**
 * The signed-in member of the page being rendered, with every User field (for member pages such as
 * /profile/; the header only needs the lighter page viewer). Null for visitors.
 */
export async function currentMember(): Promise<UserView | null> {
  const { accounts } = await getServices();
  return (await accounts.readViewer(getContext().req)).user;
}
