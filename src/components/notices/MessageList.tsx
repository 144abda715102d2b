'use client';

/**
 * The member's personal messages (/message/), newest first. A message opens in place; opening an
 * unread one marks it read on the server (POST /api/v1/message/{id}/read/) and drops its 未読 mark.
 * A failed mark keeps the mark and says so under the message.
 */
import { useState } from 'react';
import type { MessageView } from '#modules/notices/client.ts';
import { answerOf, apiClient } from '../../lib/http/index.ts';
import { HttpStatusError, ServerMessageError, expectSuccess } from '../../lib/http/errors.ts';
import { formatDate } from '../format';

export const MARK_READ_ERROR = '既読にできませんでした。時間をおいて再度お試しください。';

type MarkRead = (id: number) => Promise<void>;

const postRead: MarkRead = async (id) => {
  expectSuccess(await answerOf(apiClient.api.v1.message[':id'].read.index.$post({ param: { id: String(id) } })));
};

function failureText(error: unknown): string {
  if (error instanceof HttpStatusError || error instanceof ServerMessageError) return error.serverMessage?.content ?? MARK_READ_ERROR;
  return MARK_READ_ERROR;
}

function MessageItem({ message, markRead }: { message: MessageView; markRead: MarkRead }) {
  const [read, setRead] = useState(message.isRead);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || read || sending) return;
    setSending(true);
    setError(null);
    markRead(message.id)
      .then(() => setRead(true))
      .catch((cause: unknown) => setError(failureText(cause)))
      .finally(() => setSending(false));
  };
  return (
    <li className="message-list__item">
      <details className="message-item" data-unread={read ? undefined : 'true'} onToggle={onToggle}>
        <summary className="message-item__summary">
          <span className="message-item__meta">
            <time dateTime={message.sentAt}>{formatDate(message.sentAt)}</time>
            {read ? null : <span className="notice-unread">未読</span>}
          </span>
          <span className="message-item__title">{message.title}</span>
        </summary>
        <div className="message-item__body notices-text">
          {message.body
            .split(/\n{2,}/)
            .filter((p) => p.trim() !== '')
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          {message.linkUrl?.startsWith('/') ? (
            <p>
              <a className="message-item__link" href={message.linkUrl}>
                作品ページへ
              </a>
            </p>
          ) : null}
        </div>
        {error ? (
          <p className="message-item__error" role="alert">
            {error}
          </p>
        ) : null}
      </details>
    </li>
  );
}

export function MessageList({ messages, markRead = postRead }: { messages: readonly MessageView[]; markRead?: MarkRead }) {
  if (messages.length === 0) return <p className="notices-empty">メッセージはありません。</p>;
  return (
    <ul className="message-list">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} markRead={markRead} />
      ))}
    </ul>
  );
}

export default MessageList;
