import { createHmac } from 'node:crypto';
import { createSandboxAdProvider, type SandboxAdProvider } from '#modules/rewards/index.ts';
import { config } from '#platform/config.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The rewarded-video provider of this process. Like the payment sandbox: VIDEO_AD_PROVIDER=sandbox|none
 * decides when set; otherwise the sandbox runs outside production, in the demo build and on the embedded
 * database. No real ad network is wired yet (production answers 503). The sandbox's callback key is
 * derived from the session secret, so every process of a cluster verifies the others' callbacks.
 */
export function videoProviderFromEnv(sessionSecret: Uint8Array, env: Env = config.env): SandboxAdProvider | null {
  const local = env.NODE_ENV !== 'production' || env.YOMIBA_DEMO === '1' || env.YOMIBA_DEMO === 'true' || !env.DATABASE_URL;
  const chosen = env.VIDEO_AD_PROVIDER || (local ? 'sandbox' : 'none');
  if (chosen !== 'sandbox') return null;
  return createSandboxAdProvider(createHmac('sha256', sessionSecret).update('yomiba:video-callback').digest('hex'));
}
