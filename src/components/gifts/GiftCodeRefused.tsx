import { pageTitle } from '../../site';

/** What /gift/coupon/{code}/ and /gift/ticket/{code}/ show while the member is over the code limit (issue 29). */
export function GiftCodeRefused({ message }: { message: string }) {
  return (
    <div className="gift-page">
      <title>{pageTitle('しばらくお待ちください')}</title>
      <meta name="robots" content="noindex" />
      <h1>しばらくお待ちください</h1>
      <p className="gift-page__lead" role="alert">
        {message}
      </p>
      <ul className="gift-links">
        <li>
          <a href="/gift/items/">受け取ったアイテム</a>
        </li>
      </ul>
    </div>
  );
}
