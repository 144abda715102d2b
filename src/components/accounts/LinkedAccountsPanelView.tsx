/**
 * The "外部アカウント連携" panel of /profile/ as a pure view (the stories render every state): each
 * provider linked (date, 解除) or not (連携する, a link to the provider's start route in link mode).
 * Unlinking asks once more inline; the last way to sign in cannot be unlinked (the server refuses too).
 */
import { formatDate } from '../format.ts';
import type { SocialProviderId } from '#modules/accounts/client.ts';
import { socialStartHref } from './SocialSignInButtons';
import './social-login.css';

export type LinkedProvider = { provider: SocialProviderId; name: string; enabled: boolean; linked: boolean; linkedAt: string | null };

export type LinkedAccountsPanelViewProps = {
  state: 'loading' | 'error' | 'ready';
  providers: LinkedProvider[];
  hasPassword: boolean;
  /** Where the link flow comes back to. */
  next?: string;
  /** The provider whose unlink is waiting for the second click, or being sent. */
  confirming?: SocialProviderId | null;
  busy?: boolean;
  message?: { level: 'info' | 'error'; text: string } | null;
  onUnlink?: (provider: SocialProviderId) => void;
  onConfirm?: (provider: SocialProviderId) => void;
  onCancel?: () => void;
  onRetry?: () => void;
};

const RECOVERY_PAGE: Partial<Record<SocialProviderId, string>> = { x: '/reset_password/x_account/', yahoojp: '/reset_password/yahoo_account/' };

export function LinkedAccountsPanelView({
  state,
  providers,
  hasPassword,
  next = '/profile/',
  confirming = null,
  busy = false,
  message = null,
  onUnlink,
  onConfirm,
  onCancel,
  onRetry,
}: LinkedAccountsPanelViewProps) {
  const linkedCount = providers.filter((p) => p.linked).length;
  const isLastWay = (p: LinkedProvider) => p.linked && !hasPassword && linkedCount === 1;

  return (
    <section className="linked-accounts" aria-labelledby="linked-accounts-title" aria-busy={state === 'loading' || busy}>
      <h2 id="linked-accounts-title" className="linked-accounts__title">
        外部アカウント連携
      </h2>
      <p className="linked-accounts__lead">連携したサービスのアカウントで、読み場にログインできます。読み場が外部サービスに投稿することはありません。</p>
      {message && (
        <p className={`linked-accounts__message linked-accounts__message--${message.level}`} role={message.level === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {state === 'loading' && <p className="linked-accounts__lead">連携状況を読み込んでいます…</p>}
      {state === 'error' && (
        <p className="linked-accounts__message linked-accounts__message--error" role="alert">
          連携状況を読み込めませんでした。{' '}
          <button type="button" className="button button--secondary linked-accounts__action" onClick={onRetry}>
            再読み込み
          </button>
        </p>
      )}
      {state === 'ready' && providers.length === 0 && <p className="linked-accounts__lead">連携できるサービスは現在ありません。</p>}
      {state === 'ready' && providers.length > 0 && (
        <ul className="linked-accounts__list">
          {providers.map((p) => (
            <li key={p.provider} className="linked-accounts__item">
              <div>
                <span className="linked-accounts__name">{p.name}</span>
                <span className="linked-accounts__status">{p.linked ? `連携済み${p.linkedAt ? `（${formatDate(p.linkedAt)}）` : ''}` : '未連携'}</span>
                {isLastWay(p) && (
                  <span className="linked-accounts__status">
                    ほかにログインする方法がないため、解除できません。
                    {RECOVERY_PAGE[p.provider] && <a href={RECOVERY_PAGE[p.provider]}>メールアドレスとパスワードを設定する</a>}
                  </span>
                )}
              </div>
              {p.linked && confirming === p.provider ? (
                <div role="group" aria-label={`${p.name}の連携解除の確認`}>
                  <span className="linked-accounts__status">{`${p.name}との連携を解除しますか？`}</span>
                  <button type="button" className="button button--primary linked-accounts__action" disabled={busy} onClick={() => onConfirm?.(p.provider)}>
                    {busy ? '解除しています…' : '解除する'}
                  </button>{' '}
                  <button type="button" className="button button--secondary linked-accounts__action" disabled={busy} onClick={onCancel}>
                    やめる
                  </button>
                </div>
              ) : p.linked ? (
                <button
                  type="button"
                  className="button button--secondary linked-accounts__action"
                  disabled={busy || isLastWay(p)}
                  onClick={() => onUnlink?.(p.provider)}
                  aria-label={`${p.name}との連携を解除`}
                >
                  連携を解除
                </button>
              ) : p.enabled ? (
                <a className={`social-button social-button--${p.provider}`} href={socialStartHref(p.provider, next, 'link')} aria-label={`${p.name}と連携する`}>
                  連携する
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
