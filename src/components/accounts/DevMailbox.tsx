'use client';

/**
 * The development mailbox (/dev/mailbox/): the mails the app kept in mail_outbox instead of sending
 * (no SMTP_URL), newest first, each readable with clickable links. Reads /api/dev/mailbox/, which,
 * like the page, does not exist in production.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { answerOf, apiClient } from '../../lib/http/index.ts';
import './account-mail.css';

export type MailboxSummary = { id: number; to: string; subject: string; createdAt: string };
export type MailboxMail = MailboxSummary & { text: string; html: string | null };

const LINK = /(https?:\/\/[^\s<>"'）」]+)/g;

/** The text with its http(s) URLs as links (nothing else becomes markup). */
export function linkify(text: string): ReactNode[] {
  return text.split(LINK).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

const formatTime = (iso: string) => new Date(iso).toLocaleString('ja-JP', { dateStyle: 'short', timeStyle: 'medium' });

export type DevMailboxViewProps = {
  mails: MailboxSummary[] | null;
  selected: MailboxMail | null;
  error: string | null;
  onSelect: (id: number) => void;
  onReload: () => void;
};

export function DevMailboxView({ mails, selected, error, onSelect, onReload }: DevMailboxViewProps) {
  return (
    <div className="mailbox">
      <p className="account-form__text">SMTP_URL が未設定のため、送信されたメールはここに保存されます（本番環境にはこのページはありません）。</p>
      <button type="button" className="button button--secondary" onClick={onReload}>
        再読み込み
      </button>
      {error && (
        <p className="form-summary" role="alert">
          {error}
        </p>
      )}
      {mails === null && !error && <p className="account-form__text">読み込み中…</p>}
      {mails?.length === 0 && <p className="account-form__text">メールはまだありません。</p>}
      {mails && mails.length > 0 && (
        <ul className="mailbox__list" aria-label="受信したメール">
          {mails.map((mail) => (
            <li key={mail.id} className="mailbox__item">
              <button type="button" aria-current={selected?.id === mail.id ? 'true' : undefined} onClick={() => onSelect(mail.id)}>
                <strong>{mail.subject}</strong>
                <span className="mailbox__meta">{`宛先：${mail.to}　${formatTime(mail.createdAt)}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && (
        <section aria-label="メール本文">
          <h2 className="account-form__heading">{selected.subject}</h2>
          <p className="mailbox__meta">{`宛先：${selected.to}　${formatTime(selected.createdAt)}`}</p>
          <pre className="mailbox__body">{linkify(selected.text)}</pre>
        </section>
      )}
    </div>
  );
}

export function DevMailbox() {
  const [mails, setMails] = useState<MailboxSummary[] | null>(null);
  const [selected, setSelected] = useState<MailboxMail | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setMails((await answerOf(apiClient.api.dev.mailbox.index.$get({ query: {} }))).mails);
      setError(null);
    } catch {
      setError('メールを読み込めませんでした。');
    }
  }, []);

  const select = useCallback(async (id: number) => {
    try {
      setSelected((await answerOf(apiClient.api.dev.mailbox[':id{[0-9]{1,9}}'].index.$get({ param: { id: String(id) } }))).mail);
    } catch {
      setError('メールを読み込めませんでした。');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return <DevMailboxView mails={mails} selected={selected} error={error} onSelect={(id) => void select(id)} onReload={() => void load()} />;
}

export default DevMailbox;
