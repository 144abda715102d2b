import { NOT_FOUND_HEADING, NOT_FOUND_HINT, NOT_FOUND_MESSAGE } from '../content/not-found.ts';
import './error-screen.css';

export type ErrorScreenViewProps = { status: number; message?: string; onReload?: () => void };

/** The not-found screen and the error page the client shows when a call says so (spec §8). */
export function ErrorScreenView({ status, message, onReload }: ErrorScreenViewProps) {
  const notFound = status === 404;
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
      <p className="error-screen__code">{status}</p>
      <h1 id="error-screen-title" className="error-screen__title">
        {notFound ? NOT_FOUND_HEADING : 'エラーが発生しました'}
      </h1>
      {notFound && (
        <p className="error-screen__message" lang="en">
          {NOT_FOUND_MESSAGE}
        </p>
      )}
      <p className="error-screen__message">{notFound ? NOT_FOUND_HINT : (message ?? 'ただいまページを表示できません。時間をおいて再度お試しください。')}</p>
      <div className="error-screen__actions">
        <a className="button button--primary" href="/">
          トップページへ
        </a>
        {!notFound && onReload && (
          <button type="button" className="button error-screen__reload" onClick={onReload}>
            再読み込み
          </button>
        )}
      </div>
    </section>
  );
}
