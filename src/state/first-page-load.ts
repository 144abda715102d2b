/**
 * The first-page-load guard (issue 3, spec §7 notes): the recommend-coupon call runs on the first page
 * load of a visit, for everyone, with grant=false and the current full path; a result with a couponCode
 * is stored as the app state's coupon info. Pages are full document loads here, so "first" is kept per
 * browser tab in sessionStorage, which also carries the coupon info to the next pages of the visit.
 */
import { RECOMMEND_COUPON_PATH } from '#modules/campaigns/client.ts';
import { answerOf, type ApiClient } from '../lib/http/api-client.ts';
import { setCouponInfo } from './app-store.ts';

/** The call's address is the campaigns module's; the typed client is injected (tests: one over a fake fetch). */
export { RECOMMEND_COUPON_PATH };
export const FIRST_LOAD_KEY = 'yomiba:first-load-coupon';

type RecommendAnswer = { success?: boolean; message?: { content?: string; label?: string } | null; coupon?: { couponCode?: string } | null };
type Stored = { couponCode: string | null };

export type FirstLoadDeps = {
  api: ApiClient;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  fullPath: string;
  /** A success-false answer's server message (spec §5: shown). */
  onMessage?: (message: { content: string; label?: string }) => void;
};

/** Runs the guard; resolves to the stored coupon code (or null). Never rejects. */
export async function runFirstPageLoad({ api, storage, fullPath, onMessage }: FirstLoadDeps): Promise<string | null> {
  const stored = readStored(storage);
  if (stored) {
    if (stored.couponCode) setCouponInfo({ couponCode: stored.couponCode });
    return stored.couponCode;
  }
  try {
    const answer = (await answerOf(api.api.gift.v1.coupon.recommend.index.$get({ query: { grant: 'false', url: fullPath } }))) as RecommendAnswer;
    if (answer?.success !== true) {
      if (answer?.message?.content) onMessage?.({ content: answer.message.content, label: answer.message.label });
      return null;
    }
    const couponCode = answer.coupon?.couponCode || null;
    if (couponCode) setCouponInfo({ couponCode });
    storage?.setItem(FIRST_LOAD_KEY, JSON.stringify({ couponCode } satisfies Stored));
    return couponCode;
  } catch {
    // A failed background recommendation is not worth an error on screen; the next page load retries.
    return null;
  }
}

function readStored(storage: FirstLoadDeps['storage']): Stored | null {
  try {
    const raw = storage?.getItem(FIRST_LOAD_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    return { couponCode: typeof parsed.couponCode === 'string' ? parsed.couponCode : null };
  } catch {
    return null;
  }
}
