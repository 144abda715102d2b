/** Browser-safe shapes of the notices APIs and pages (camelCase, as the spec's entities). */

export const NOTICE_CATEGORIES = ['important', 'maintenance', 'feature', 'campaign', 'info'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_CATEGORY_LABELS: Record<NoticeCategory, string> = {
  important: '重要',
  maintenance: 'メンテナンス',
  feature: '新機能',
  campaign: 'キャンペーン',
  info: 'お知らせ',
};

/** A site notice in the /info/ list; isRead is null for visitors (no read marks without an account). */
export type NoticeSummary = { id: number; category: NoticeCategory; categoryLabel: string; title: string; publishedAt: string; isRead: boolean | null };

export type NoticeDetail = NoticeSummary & { body: string };

/** A personal message of /message/. */
/** `linkUrl`: a site path the message leads to (a new episode's title page), when it has one. */
export type MessageView = { id: number; title: string; body: string; sentAt: string; isRead: boolean; readAt: string | null; linkUrl?: string | null };

export type Page<T> = { items: T[]; page: number; perPage: number; total: number; totalPages: number };

/** Notices and messages per page of /info/ and /message/. */
export const NOTICES_PER_PAGE = 20;
export const MESSAGES_PER_PAGE = 20;
/** The highest page number accepted (deeper pages are empty anyway). */
export const MAX_PAGE = 1000;

/** A notice or message id from a URL: positive int4 in plain digits, else null. */
export function parseNoticeId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
