import { AdultSetting } from '#modules/accounts/client.ts';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { parseShelfQuery } from '#modules/bookshelf/client.ts';
import { BookshelfLayout } from '../../components/bookshelf/BookshelfLayout';
import { ShelfControls, ShelfPager, ShelfTabs } from '../../components/bookshelf/ShelfControls';
import { ShelfList } from '../../components/bookshelf/ShelfList';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';

/**
 * /bookshelf/?tab=&sort=&q=&page=: the member's own shelf (the route guard sends visitors to sign in).
 * A query the shelf does not understand is a 404, like the other member pages' bad page numbers.
 */
export default async function BookshelfPage(props: PageProps<'/bookshelf'>) {
  const member = await currentMember();
  if (!member) return null;
  const parsed = parseShelfQuery((props as { query?: string }).query);
  if (!parsed.success) notFound();
  const { bookshelf } = await getServices();
  const shelf = await bookshelf.list({ userId: member.userId, adultAllowed: member.userValidAdult === AdultSetting.Enabled }, parsed.data);
  return (
    <BookshelfLayout title="本棚">
      <ShelfTabs query={shelf} />
      <ShelfControls query={shelf} />
      <ShelfList shelf={shelf} />
      <ShelfPager query={shelf} maxPage={shelf.maxPage} />
    </BookshelfLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
