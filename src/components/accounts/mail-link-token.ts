/** The `token` query parameter of a mailed link, read by the pages the mails point at (server side). */
import { TOKEN_PATTERN, type MailTokenState, type TokenPurpose } from '#modules/accounts/index.ts';
import { getServices } from '../../server/services';

export function tokenFromQuery(query: string | undefined): string {
  const token = new URLSearchParams(query ?? '').get('token') ?? '';
  return TOKEN_PATTERN.test(token) ? token : '';
}

/** What the link would do now, read without using it (opening a link never changes anything). */
export async function linkState(token: string, purpose: TokenPurpose): Promise<MailTokenState> {
  if (!token) return 'invalid';
  const { accounts } = await getServices();
  return (await accounts.tokens.inspect(token, purpose)).state;
}
