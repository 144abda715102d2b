import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { MAX_PAGE } from '#modules/notices/client.ts';
import { NoticeList } from '../../components/notices/NoticeList';
import { NoticesLayout, Pager } from '../../components/notices/NoticesLayout';
import { pageMemberId } from '../../components/notices/page-member';
import { pageFromQuery } from '../../components/notices/page-query';
import { getServices } from '../../server/services';

export default async function InfoPage(props: PageProps<'/info'>) {
  const page = pageFromQuery((props as { query?: string }).query, MAX_PAGE);
  if (page === null) notFound();
  const [{ notices }, memberId] = await Promise.all([getServices(), pageMemberId()]);
  const list = await notices.siteNotices.list(memberId, page!);
  if (page! > list.totalPages) notFound();
  const unread = list.items.filter((n) => n.isRead === false).length;
  return (
    <NoticesLayout
      title="お知らせ"
      description="読み場からのお知らせです。メンテナンス、新機能、キャンペーンなどの最新情報をお届けします。"
    >
      {memberId !== null && unread > 0 && <p className="message-summary">このページには未読のお知らせが{unread}件あります。</p>}
      <NoticeList notices={list.items} />
      <Pager path="/info/" page={list.page} totalPages={list.totalPages} label="お知らせのページ送り" />
    </NoticesLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
