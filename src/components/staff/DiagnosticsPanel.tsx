'use client';

import { useEffect, useState } from 'react';
import { STAFF_PATHS } from '#modules/staff/client.ts';
import { staffSend } from './staff-api.ts';

/** The daily features' marks this browser keeps (src/state). */
const LOCAL_FLAGS = [
  { key: 'yomiba:daily-recommend', label: '今日のおすすめを見た日' },
  { key: 'yomiba:app-install-dismissed', label: 'アプリ案内を閉じた' },
  { key: 'yomiba:stamp-card-shown', label: 'スタンプカードを見た日' },
];

export type DiagnosticsPanelProps = {
  serverFlags: { label: string; on: boolean }[];
  /** The server's environment (spec §9): its name and API host. */
  environment?: { name: string; apiHost: string };
  initialEvents?: unknown[];
};

const ENVIRONMENT_NAMES: Record<string, string> = { development: '開発（development）', staging: 'ステージング（staging）', production: '本番（production）' };

/** /staff/firebasedemo/: the tag layer's events of this browser, the flags, a test notice to oneself. */
export function DiagnosticsPanel({ serverFlags, environment, initialEvents }: DiagnosticsPanelProps) {
  const [events, setEvents] = useState<unknown[]>(initialEvents ?? []);
  const [local, setLocal] = useState<Record<string, string | null>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (initialEvents) return;
    const read = () => {
      setEvents([...(window.dataLayer ?? [])]);
      setLocal(Object.fromEntries(LOCAL_FLAGS.map((f) => [f.key, localStorage.getItem(f.key)])));
    };
    read();
    const timer = setInterval(read, 1000);
    return () => clearInterval(timer);
  }, [initialEvents]);

  async function sendTest() {
    setSending(true);
    const result = await staffSend<{ id: number }>(STAFF_PATHS.testMessage, {});
    setSending(false);
    setSent(result.ok ? 'テスト通知を送りました。' : result.message);
  }

  return (
    <div className="staff-diag">
      <section className="staff-form staff-form--compact" aria-labelledby="diag-events">
        <h2 id="diag-events">このブラウザが送った計測イベント（dataLayer）</h2>
        {events.length === 0 ? <p className="staff-empty">まだイベントはありません。バナーを押すなどすると増えます。</p> : <pre>{events.map((e) => JSON.stringify(e)).join('\n')}</pre>}
      </section>
      <section className="staff-form staff-form--compact" aria-labelledby="diag-flags">
        <h2 id="diag-flags">機能フラグ</h2>
        <dl>
          {environment && (
            <>
              <dt>環境</dt>
              <dd>{ENVIRONMENT_NAMES[environment.name] ?? environment.name}</dd>
              <dt>APIホスト</dt>
              <dd>{environment.apiHost}</dd>
            </>
          )}
          {serverFlags.map((flag) => (
            <div key={flag.label} style={{ display: 'contents' }}>
              <dt>{flag.label}</dt>
              <dd>{flag.on ? 'オン' : 'オフ'}</dd>
            </div>
          ))}
          {LOCAL_FLAGS.map((flag) => (
            <div key={flag.key} style={{ display: 'contents' }}>
              <dt>{flag.label}（このブラウザ）</dt>
              <dd>{local[flag.key] ?? '（なし）'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="staff-form staff-form--compact" aria-labelledby="diag-message">
        <h2 id="diag-message">テスト通知</h2>
        <p>自分あてのメッセージ（/message/）にテスト通知を1通送ります。</p>
        <button type="button" className="staff-button staff-button--primary" disabled={sending} onClick={() => void sendTest()}>
          {sending ? '送信中…' : '自分にテスト通知を送る'}
        </button>
        <p className="staff-form__status" role="status">
          {sent}
          {sent === 'テスト通知を送りました。' && (
            <>
              {' '}
              <a href="/message/">メッセージを見る</a>
            </>
          )}
        </p>
      </section>
    </div>
  );
}
