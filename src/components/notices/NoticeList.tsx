import { noticePath } from '#platform/routes/site-paths.ts';
import type { NoticeSummary } from '#modules/notices/client.ts';
import { formatDate } from '../format';

/** The /info/ list: date, category, title; an unread mark for members (isRead false). */
export function NoticeList({ notices }: { notices: readonly NoticeSummary[] }) {
  if (notices.length === 0) return <p className="notices-empty">現在お知らせはありません。</p>;
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id} className="notice-list__item">
          <a className="notice-list__link" href={noticePath(notice.id)} data-unread={notice.isRead === false ? 'true' : undefined}>
            <span className="notice-list__meta">
              <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>
              <span className={`notice-category notice-category--${notice.category}`}>{notice.categoryLabel}</span>
              {notice.isRead === false && <span className="notice-unread">未読</span>}
            </span>
            <span className="notice-list__title">{notice.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
