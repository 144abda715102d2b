'use client';

import { signInPath } from '#platform/routes/site-paths.ts';
import { useEffect } from 'react';
import { ADULT_CONFIRM_MESSAGE, requestAdultContent } from '../../lib/adult-content.ts';

export type AdultGateProps = {
  isLogin: boolean;
  /** The page to come back to after signing in. */
  path: string;
};

/**
 * What an adult (TL/BL) title's page shows to anyone not allowed adult content: no cover, synopsis
 * or episodes (the server never sends them), an explanation that works without JavaScript, and,
 * once hydrated, the spec's flow (login modal for visitors, persistent adult confirm for members).
 */
export function AdultGate({ isLogin, path }: AdultGateProps) {
  useEffect(() => {
    requestAdultContent(isLogin);
  }, [isLogin]);
  return (
    <section className="adult-gate" aria-labelledby="adult-gate-heading" data-testid="adult-gate">
      <p className="adult-gate__badge" aria-hidden="true">
        18+
      </p>
      <h1 id="adult-gate-heading" className="adult-gate__title">
        成人向け作品です
      </h1>
      <p className="adult-gate__text">{ADULT_CONFIRM_MESSAGE}</p>
      <div className="adult-gate__actions">
        {isLogin ? (
          <button type="button" className="button button--primary" onClick={() => requestAdultContent(true)}>
            年齢確認をして表示する
          </button>
        ) : (
          <a className="button button--primary" href={signInPath(path)}>
            ログインして年齢確認する
          </a>
        )}
        <a className="button" href="/">
          トップページ
        </a>
      </div>
    </section>
  );
}
