import { isCodeAttemptRefusal, type CodeAttempter, type CodeAttempts } from '#platform/http/code-attempts.ts';
import { unlessGiftError } from './gift-page-code';

/**
 * A member's lookup of a gift code on its page (/gift/coupon/{code}/, /gift/ticket/{code}/): an attempt at the code
 * like the claim APIs' (issue 29), so an unknown code counts as a failure. `refused`: the member or their address is
 * over the limit, and the page shows why instead of whether the code exists.
 */
export async function lookUpGiftCode<T>(codeAttempts: CodeAttempts, who: CodeAttempter, look: () => Promise<T>): Promise<{ found: T | null } | { refused: string }> {
  try {
    const found = await codeAttempts.attempt(who, () => look().catch(unlessGiftError), {
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
