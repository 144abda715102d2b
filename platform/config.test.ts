import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { config, ConfigError, loadConfig, resetConfig } from './config.ts';

describe('loadConfig', () => {
  it('keeps the documented defaults when nothing is set (empty counts as unset)', () => {
    const { values } = loadConfig({ PORT: '', SEED_TITLES: '' });
    expect(values).toEqual({});
  });

  it('turns values into their types', () => {
    const { values, env } = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', YOMIBA_DEMO: '1', PAGE_CACHE_TTL_MS: '0', JOBS: 'off', OTHER: 'x' });
    expect(values).toEqual({ PORT: 8080, TRUST_PROXY: true, YOMIBA_DEMO: true, PAGE_CACHE_TTL_MS: 0, JOBS: 'off' });
    expect(env).toEqual({ PORT: '8080', TRUST_PROXY: 'true', YOMIBA_DEMO: '1', PAGE_CACHE_TTL_MS: '0', JOBS: 'off' });
  });

  it('refuses a bad value with an error naming every bad variable and its value', () => {
    const bad = {
      PORT: 'eighty',
      PAGE_CACHE_TTL_MS: '-1',
      PAYMENT_SETTLE_INTERVAL_MS: '0',
      TRUST_PROXY: 'yes',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/x',
      PUBLIC_URL: 'ftp://yomiba.example',
      SESSION_SECRET: 'short',
    };
    let error: unknown;
    try {
      loadConfig({ ...bad, SEED_TITLES: '10' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(problems.map((p) => p.name).sort()).toEqual(Object.keys(bad).sort());
    expect(message).toContain('PORT="eighty": must be a port number');
    expect(message).toContain('PAGE_CACHE_TTL_MS="-1": must be a whole number (0 or more)');
    expect(message).toContain('PAYMENT_SETTLE_INTERVAL_MS="0": must be a positive whole number');
    expect(message).toContain('TRUST_PROXY="yes": must be 1, 0, true or false');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('DATABASE_URL="mysql://db/x": must be a postgres/postgresql URL');
    expect(message).toContain('PUBLIC_URL="ftp://yomiba.example": must be a http/https URL');
    expect(message).toContain('SESSION_SECRET="short": must be at least 32 characters long');
    expect(message).not.toContain('SEED_TITLES');
  });
});

describe('the key of bank account numbers (PAYOUT_ACCOUNT_KEYS)', () => {
  const DEV = 'ZGVtby1vbmx5LXBheW91dC1hY2NvdW50LWtleSEhISE=';
  const OWN = `k1:${Buffer.alloc(32, 9).toString('base64')}`;
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems.map((p) => `${p.name}: ${p.message}`);
    }
    return [];
  };

  it('under NODE_ENV=production with YOMIBA_DEMO=1 must be set: the development key is refused, saying what to set', () => {
    expect(refusal({ NODE_ENV: 'production', YOMIBA_DEMO: '1' })).toEqual([expect.stringMatching(/^PAYOUT_ACCOUNT_KEYS: must be set when NODE_ENV=production, with YOMIBA_DEMO=1 too .*<id>:<32 random bytes in base64>/)]);
    expect(refusal({ NODE_ENV: 'production', YOMIBA_DEMO: 'true' })).toHaveLength(1);
    // Given explicitly, under its own id or another: refused in production, with or without the demo.
    for (const keys of [`dev:${DEV}`, `${OWN},old:${DEV}`]) {
      expect(refusal({ NODE_ENV: 'production', YOMIBA_DEMO: '1', PAYOUT_ACCOUNT_KEYS: keys })).toEqual([expect.stringMatching(/^PAYOUT_ACCOUNT_KEYS: must not hold the development key/)]);
      expect(refusal({ NODE_ENV: 'production', PAYOUT_ACCOUNT_KEYS: keys })).toHaveLength(1);
    }
    expect(refusal({ NODE_ENV: 'production', YOMIBA_DEMO: '1', PAYOUT_ACCOUNT_KEYS: OWN })).toEqual([]);
    // A deployment without the demo may leave it unset (bank requests answer 503); development uses the development key.
    expect(refusal({ NODE_ENV: 'production' })).toEqual([]);
    expect(refusal({ NODE_ENV: 'development', PAYOUT_ACCOUNT_KEYS: `dev:${DEV}` })).toEqual([]);
  });

  it('is checked for its form, and reaches the payout wiring with the remitter and ドットマネー settings', () => {
    expect(refusal({ PAYOUT_ACCOUNT_KEYS: 'k1:short' })).toEqual(['PAYOUT_ACCOUNT_KEYS: must be <id>:<32 bytes in base64>, comma-separated (the first encrypts)']);
    expect(refusal({ PAYOUT_ACCOUNT_KEYS: `${OWN},bad id:${DEV}` })).toHaveLength(1);
    const given = { PAYOUT_ACCOUNT_KEYS: OWN, PAYOUT_REMITTER_CODE: '1234567890', PAYOUT_REMITTER_NAME: 'ﾖﾐﾊﾞ(ｶ', PAYOUT_REMITTER_BANK: '0005', PAYOUT_REMITTER_BRANCH: '001', PAYOUT_REMITTER_ACCOUNT: '7654321', DOTMONEY_PROVIDER: 'none' };
    expect(loadConfig(given).env).toEqual(given);
    expect(refusal({ PAYOUT_REMITTER_BANK: '5', DOTMONEY_PROVIDER: 'live' }).map((p) => p.split(':')[0]).sort()).toEqual(['DOTMONEY_PROVIDER', 'PAYOUT_REMITTER_BANK']);
  });
});

describe('config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['PORT', 'YOMIBA_DATA_DIR', 'PAGE_CACHE_TTL_MS', 'RELATED_CACHE_TTL_MS', 'JOBS', 'LOG_LEVEL', 'DATABASE_URL', 'REDIS_KEY_PREFIX', 'REDIS_BUS_CHANNEL', 'EMBEDDED_PG_PORT', 'NODE_ENV', 'YOMIBA_DEMO', 'PAYOUT_ACCOUNT_KEYS']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('answers the defaults of docs/configuration.md', () => {
    delete process.env.PORT;
    delete process.env.RELATED_CACHE_TTL_MS;
    delete process.env.PAGE_CACHE_TTL_MS;
    delete process.env.JOBS;
    expect(config.port).toBe(3000);
    expect(config.embeddedPgPort).toBe(saved.EMBEDDED_PG_PORT ? Number(saved.EMBEDDED_PG_PORT) : 54329);
    expect(config.relatedCacheTtlMs).toBe(300_000);
    expect(config.titleDetailCacheTtlMs).toBe(saved.TITLE_DETAIL_CACHE_TTL_MS ? Number(saved.TITLE_DETAIL_CACHE_TTL_MS) : 30_000);
    expect(config.pageCacheTtlMs).toBeUndefined();
    expect(config.jobsEnabled).toBe(true);
    expect(config.dbPoolMax).toBe(saved.DB_POOL_MAX ? Number(saved.DB_POOL_MAX) : 10);
    expect([config.dbAcquireTimeoutMs, config.dbStatementTimeoutMs, config.cacheLoadTimeoutMs, config.requestDeadlineMs]).toEqual([5_000, 15_000, 10_000, 10_000]);
  });

  it('checks the deadlines: whole milliseconds, 0 turns off all but the acquire timeout', () => {
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', CACHE_LOAD_TIMEOUT_MS: '0', REQUEST_DEADLINE_MS: '0', DB_ACQUIRE_TIMEOUT_MS: '1' }).values).toMatchObject({
      DB_STATEMENT_TIMEOUT_MS: 0,
      CACHE_LOAD_TIMEOUT_MS: 0,
      REQUEST_DEADLINE_MS: 0,
      DB_ACQUIRE_TIMEOUT_MS: 1,
    });
    expect(() => loadConfig({ DB_ACQUIRE_TIMEOUT_MS: '0', REQUEST_DEADLINE_MS: '10s' })).toThrow(/DB_ACQUIRE_TIMEOUT_MS="0": must be a positive whole number[\s\S]*REQUEST_DEADLINE_MS="10s": must be a whole number/);
  });

  it('is quiet under vitest unless LOG_LEVEL says otherwise', () => {
    delete process.env.LOG_LEVEL;
    expect(config.logLevel).toBe('silent');
    process.env.LOG_LEVEL = 'debug';
    expect(config.logLevel).toBe('debug');
  });

  it('is read once: a change of the environment counts only after resetConfig (the test setup resets on every change)', () => {
    process.env.PORT = '4100';
    process.env.YOMIBA_DATA_DIR = 'some/dir';
    expect(config.port).toBe(4100);
    expect(config.dataDir).toBe(path.resolve('some/dir'));
    // Changed behind the test setup's back (its proxy watches set and delete only): the configuration read stays.
    Object.defineProperty(process.env, 'PORT', { value: '4200', configurable: true, writable: true, enumerable: true });
    expect(process.env.PORT).toBe('4200');
    expect(config.port).toBe(4100);
    resetConfig();
    expect(config.port).toBe(4200);
  });

  it("derives the Redis key prefix and bus channel from the database (one deployment, one database) unless REDIS_KEY_PREFIX says", () => {
    delete process.env.REDIS_KEY_PREFIX;
    delete process.env.REDIS_BUS_CHANNEL;
    process.env.DATABASE_URL = 'postgres://app:secret@db1.internal:6432/yomiba_prod?sslmode=require';
    expect(config.redisKeyPrefix).toBe('yomiba:db1.internal:6432/yomiba_prod');
    expect(config.busChannel).toBe('yomiba:db1.internal:6432/yomiba_prod:invalidate');
    process.env.DATABASE_URL = 'postgres://db1.internal/yomiba_staging';
    expect(config.redisKeyPrefix).toBe('yomiba:db1.internal:5432/yomiba_staging');
    delete process.env.DATABASE_URL;
    process.env.EMBEDDED_PG_PORT = '23410';
    expect(config.redisKeyPrefix).toBe('yomiba:embedded:23410');
    process.env.REDIS_KEY_PREFIX = 'yomiba-staging';
    expect(config.redisKeyPrefix).toBe('yomiba-staging');
    expect(config.busChannel).toBe('yomiba-staging:invalidate');
    process.env.REDIS_BUS_CHANNEL = 'own-channel';
    expect(config.busChannel).toBe('own-channel');
    process.env.REDIS_KEY_PREFIX = 'has space';
    expect(() => config.redisKeyPrefix).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('stops the start of a production build with the demo and no key of its own; with one, the payouts use it', () => {
    process.env.NODE_ENV = 'production';
    process.env.YOMIBA_DEMO = '1';
    delete process.env.PAYOUT_ACCOUNT_KEYS;
    expect(() => config.check()).toThrow(/PAYOUT_ACCOUNT_KEYS="": must be set when NODE_ENV=production/);
    const own = `k1:${Buffer.alloc(32, 3).toString('base64')}`;
    process.env.PAYOUT_ACCOUNT_KEYS = own;
    expect(config.payoutAccountKeys).toBe(own);
    delete process.env.YOMIBA_DEMO;
    delete process.env.PAYOUT_ACCOUNT_KEYS;
    expect(config.payoutAccountKeys).toBeUndefined();
    process.env.NODE_ENV = 'test';
    expect(config.payoutAccountKeys).toMatch(/^dev:/);
  });

  it('fails at the first use (the start) with the variable named', () => {
    process.env.PAGE_CACHE_TTL_MS = 'soon';
    expect(() => config.check()).toThrow(ConfigError);
    expect(() => config.pageCacheTtlMs).toThrow(/PAGE_CACHE_TTL_MS="soon": must be a whole number/);
  });
});
