import type { MikroORM } from '@mikro-orm/postgresql';
import { MemberMessage } from './entities/member-message.ts';
import { MESSAGES_PER_PAGE, type MessageView, type Page } from './notice-views.ts';

const view = (message: MemberMessage): MessageView => ({
  id: message.id,
  title: message.title,
  body: message.body,
  sentAt: message.sentAt.toISOString(),
  isRead: message.readAt !== null && message.readAt !== undefined,
  readAt: message.readAt ? message.readAt.toISOString() : null,
  linkUrl: message.linkUrl ?? null,
});

/** Personal messages (/message/). Every query is scoped to the recipient: no one reaches another member's messages. */
export function createMessagesService(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    /** The member's messages, newest first, with how many are unread. */
    async list(userId: number, page = 1, perPage = MESSAGES_PER_PAGE): Promise<Page<MessageView> & { unread: number }> {
      const em = orm.em.fork();
      const [[messages, total], unread] = await Promise.all([
        em.findAndCount(MemberMessage, { user: userId }, { orderBy: { sentAt: 'desc', id: 'desc' }, limit: perPage, offset: (page - 1) * perPage }),
        orm.em.fork().count(MemberMessage, { user: userId, readAt: null }),
      ]);
      return { items: messages.map(view), page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)), unread };
    },

    /** Marks the member's own message read (idempotent). False when the member has no such message. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const em = orm.em.fork();
      const message = await em.findOne(MemberMessage, { id, user: userId });
      if (!message) return false;
      if (!message.readAt) {
        message.readAt = now();
        await em.flush();
      }
      return true;
    },

    /** Sends a message to a member (staff tooling and tests). Returns its id. */
    async send(userId: number, input: { title: string; body: string; linkUrl?: string; sentAt?: Date }): Promise<number> {
      const em = orm.em.fork();
      const message = em.create(MemberMessage, { user: userId, title: input.title, body: input.body, linkUrl: input.linkUrl ?? null, dedupeKey: null, sentAt: input.sentAt ?? now(), readAt: null });
      await em.flush();
      return message.id;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
