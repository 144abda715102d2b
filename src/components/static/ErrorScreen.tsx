'use client';

/**
 * The error screen of a page whose server render failed (e.g. /check500/). Waku answers such a
 * render with status 500 and an empty body, then renders on the client, where the error
 * thrown on the server surfaces again: this boundary catches it and shows a Japanese screen.
 */
import { Component, type ReactNode } from 'react';
import '../../styles/static.css';

export function ErrorScreenView({ status = 500 }: { status?: number }) {
  return (
    <section className="error-screen" role="alert">
      <title>エラーが発生しました | 読み場</title>
      <p className="error-screen__code">{status}</p>
      <h1>エラーが発生しました</h1>
      <p>
        申し訳ありません。ページを表示できませんでした。
        <br />
        時間をおいて再読み込みしてください。
      </p>
      <p className="error-screen__actions">
        <a className="button button--primary" href="/">
          トップページへ
        </a>
        <a className="button button--secondary" href="/contact/">
          お問い合わせ
        </a>
      </p>
    </section>
  );
}

export class ErrorScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreenView /> : this.props.children;
  }
}

export default ErrorScreenBoundary;
