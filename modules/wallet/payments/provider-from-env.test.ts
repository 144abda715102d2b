import { describe, expect, it } from 'vitest';
import { confirmTimeoutFromEnv, paymentProviderFromEnv } from './provider-from-env.ts';

describe('paymentProviderFromEnv', () => {
  it('runs the sandbox outside production, in the demo build and on the embedded database', () => {
    expect(paymentProviderFromEnv({ NODE_ENV: 'development' })?.name).toBe('sandbox');
    expect(paymentProviderFromEnv({ NODE_ENV: 'production', YOMIBA_DEMO: '1', DATABASE_URL: 'postgres://db/x' })?.name).toBe('sandbox');
    expect(paymentProviderFromEnv({ NODE_ENV: 'production' })?.name).toBe('sandbox');
  });

  it('has no provider in a production deployment unless told, and obeys PAYMENT_PROVIDER', () => {
    expect(paymentProviderFromEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toBeNull();
    expect(paymentProviderFromEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', PAYMENT_PROVIDER: 'sandbox' })?.name).toBe('sandbox');
    expect(paymentProviderFromEnv({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'none' })).toBeNull();
  });

  it('reads the confirmation timeout, 10 s by default', () => {
    expect(confirmTimeoutFromEnv({})).toBe(10_000);
    expect(confirmTimeoutFromEnv({ PAYMENT_CONFIRM_TIMEOUT_MS: '250' })).toBe(250);
    expect(confirmTimeoutFromEnv({ PAYMENT_CONFIRM_TIMEOUT_MS: 'x' })).toBe(10_000);
  });
});
