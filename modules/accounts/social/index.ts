/** Social sign-in (X, Yahoo! JAPAN ID, LINE), reached from outside through modules/accounts/index.ts. */
import { config } from '#platform/config.ts';
import { loadSessionSecret } from '../session-secret.ts';
import type { SessionService } from '../sessions.ts';
import { createFlowCookies } from './flow-cookies.ts';
import type { SocialProviderId } from './provider-names.ts';
import { loadSocialProviders } from './providers.ts';
import { socialRouter } from './social-router.ts';
import type { SocialAccountsService } from './social-service.ts';

export { SocialIdentity } from './social-identity.ts';
export { createSocialAccountsService, type SocialAccountsService, type LinkedIdentity } from './social-service.ts';
export { socialRouter, SOCIAL_CALLBACK_ROUTE, type SocialRouterDeps } from './social-router.ts';
export { loadSocialProviders, type SocialProviderConfig } from './providers.ts';
export * from './provider-names.ts';

/** The providers configured in the environment (the sign-in buttons show these). */
export const enabledSocialProviders = (env: Readonly<Record<string, string | undefined>> = config.env): SocialProviderId[] =>
  loadSocialProviders(env).map((p) => p.id);

/** The social routes with the providers of the environment, signed with the session key. */
export function socialRouterFromEnv(social: SocialAccountsService, sessions: Pick<SessionService, 'startSession' | 'revokeSession' | 'revokeUserSessions'>) {
  return socialRouter({ providers: loadSocialProviders(), social, sessions, cookies: createFlowCookies(loadSessionSecret()) });
}
