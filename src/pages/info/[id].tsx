import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { parseNoticeId, type NoticeDetail } from '#modules/notices/client.ts';
import { formatDate } from '../../components/format';
import { NoticesLayout, PlainText } from '../../components/notices/NoticesLayout';
import { pageMemberId } from '../../components/notices/page-member';
import { getServices } from '../../server/services';

export default async function InfoDetailPage({ id }: PageProps<'/info/[id]'>) {
  const noticeId = parseNoticeId(id);
  if (noticeId === null) notFound();
  const [{ notices }, memberId] = await Promise.all([getServices(), pageMemberId()]);
  const found = await notices.siteNotices.get(noticeId!, memberId);
  if (!found) notFound();
  const notice = found as NoticeDetail;
  // A member who opens the notice has read it (unreadInfoCount drops on the next initialize).
  if (memberId !== null && notice.isRead === false) await notices.siteNotices.markRead(memberId, notice.id);
  return (
    <NoticesLayout title={notice.title} description={notice.body.replace(/\s+/g, ' ').slice(0, 120)} parents={[{ path: '/info/', label: 'お知らせ' }]}>
      <p className="notice-detail__meta">
        <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>
        <span className={`notice-category notice-category--${notice.category}`}>{notice.categoryLabel}</span>
      </p>
      <PlainText text={notice.body} />
      <p className="notices-back">
        <a href="/info/">お知らせ一覧へ戻る</a>
      </p>
    </NoticesLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
