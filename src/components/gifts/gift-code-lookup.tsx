import { isCodeAttemptRefusal } from '#platform/http/code-attempts.ts';
import { pageClientAddress } from '../../server/page-client-address';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';
import { unlessGiftError } from './gift-page-code';

/**
 * A member's lookup of a gift code on its page (/gift/coupon/{code}/, /gift/ticket/{code}/): an attempt at the code
 * like the claim APIs' (issue 29), so an unknown code counts as a failure. `refused`: the member or their address is
 * over the limit, and the page shows why instead of whether the code exists.
 */
export async function lookUpGiftCode<T>(memberId: number, look: () => Promise<T>): Promise<{ found: T | null } | { refused: string }> {
  const { codeAttempts } = await getServices();
  try {
    const found = await codeAttempts.attempt({ memberId, address: pageClientAddress() }, () => look().catch(unlessGiftError), {
      succeeded: (result) => result !== null,
      // An unknown code is null above; whatever is thrown now (the database away) is not a try at the code.
      failed: () => false,
    });
    return { found };
  } catch (error) {
    if (isCodeAttemptRefusal(error)) return { refused: error.serverMessage.content };
    throw error;
  }
}

/** What a code page shows while its member is over the failed-attempt limit. */
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
