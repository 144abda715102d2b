import { AdultSetting } from '#modules/accounts/client.ts';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { BookshelfLayout } from '../../components/bookshelf/BookshelfLayout';
import { ShelfTitleVolumes } from '../../components/bookshelf/ShelfTitleVolumes';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';

/**
 * /bookshelf/{titleCode}/: what the member owns or rents of one title, with links to read it. A title
 * they have nothing of (or may not see) is a 404, whoever else owns it (docs/decisions/020-bookshelf.md).
 */
export default async function BookshelfTitlePage({ id }: PageProps<'/bookshelf/[id]'>) {
  const member = await currentMember();
  if (!member) return null;
  const { bookshelf } = await getServices();
  const detail = await bookshelf.title({ userId: member.userId, adultAllowed: member.userValidAdult === AdultSetting.Enabled }, id);
  if (!detail) notFound();
  return (
    <BookshelfLayout title={detail.titleName} parent={{ href: '/bookshelf/', label: '本棚' }}>
      <ShelfTitleVolumes detail={detail} />
    </BookshelfLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
