import { createAccountCipher, createSandboxDotmoneyProvider, parseKeyRing, type AccountCipher, type DotmoneyProvider, type ZenginRemitter } from '#modules/affiliate/index.ts';
import { config } from '#platform/config.ts';
import { log } from '#platform/log/logger.ts';

type Env = Readonly<Record<string, string | undefined>>;

const local = (env: Env) => env.NODE_ENV !== 'production' || env.YOMIBA_DEMO === '1' || env.YOMIBA_DEMO === 'true';

/**
 * The account numbers' key ring (config.payoutAccountKeys: PAYOUT_ACCOUNT_KEYS, the development key
 * only outside production), or none: bank transfer requests are refused.
 */
export function accountCipherFromEnv(keys: string | undefined = config.payoutAccountKeys): AccountCipher | null {
  if (keys) return createAccountCipher(parseKeyRing(keys));
  log.warn('[affiliate] PAYOUT_ACCOUNT_KEYS is unset: bank transfer requests are refused');
  return null;
}

/** ドットマネー: the sandbox outside production (DOTMONEY_PROVIDER=sandbox|none). */
export function dotmoneyProviderFromEnv(env: Env = config.env): DotmoneyProvider | null {
  const chosen = env.DOTMONEY_PROVIDER || (local(env) ? 'sandbox' : 'none');
  return chosen === 'sandbox' ? createSandboxDotmoneyProvider() : null;
}

/** The site's own account in the 全銀協 file's header (PAYOUT_REMITTER_* in production; demo values otherwise). */
export function remitterFromEnv(env: Env = config.env): ZenginRemitter {
  return {
    code: env.PAYOUT_REMITTER_CODE ?? '0000000001',
    name: env.PAYOUT_REMITTER_NAME ?? 'ヨミバ(カ',
    bankCode: env.PAYOUT_REMITTER_BANK ?? '0001',
    bankName: 'ミズホ',
    branchCode: env.PAYOUT_REMITTER_BRANCH ?? '100',
    branchName: 'ホンテン',
    accountType: 1,
    accountNumber: env.PAYOUT_REMITTER_ACCOUNT ?? '1234567',
  };
}
