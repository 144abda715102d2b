import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { MAX_PAGE } from '#modules/notices/client.ts';
import { MessageList } from '../components/notices/MessageList';
import { NoticesLayout, Pager } from '../components/notices/NoticesLayout';
import { pageMemberId } from '../components/notices/page-member';
import { pageFromQuery } from '../components/notices/page-query';
import { getServices } from '../server/services';

/** Members only: the `authenticated` route guard sends visitors to /signin/?next=/message/ first. */
export default async function MessagePage(props: PageProps<'/message'>) {
  const page = pageFromQuery((props as { query?: string }).query, MAX_PAGE);
  if (page === null) notFound();
  const [{ notices }, memberId] = await Promise.all([getServices(), pageMemberId()]);
  if (memberId === null) {
    return (
      <NoticesLayout title="メッセージ" description="読み場からあなたへのメッセージです。" noindex>
        <p>
          メッセージを見るには<a href="/signin/?next=%2Fmessage%2F">ログイン</a>してください。
        </p>
      </NoticesLayout>
    );
  }
  const list = await notices.messages.list(memberId, page!);
  if (page! > list.totalPages) notFound();
  return (
    <NoticesLayout title="メッセージ" description="読み場からあなたへのメッセージです。" noindex>
      {list.total > 0 && <p className="message-summary">{list.unread > 0 ? `未読のメッセージが${list.unread}件あります。` : '未読のメッセージはありません。'}</p>}
      <MessageList messages={list.items} />
      <Pager path="/message/" page={list.page} totalPages={list.totalPages} label="メッセージのページ送り" />
    </NoticesLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
