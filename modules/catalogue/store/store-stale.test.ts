import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { ormSqlRunner } from '../search/sql-runner.ts';
import { storeSearchInput } from './store-query.ts';
import { createStoreService } from './store-service.ts';

const { orm } = await createTestApp();

describe('store search answers: no stampede when an answer expires (stale-while-revalidate, injected clock)', () => {
  it('searches an expired answer once under 20 concurrent requests, which get the stale answer meanwhile', async () => {
    let clock = 1_000_000; // not 0: lru-cache reads a start time of 0 as 'no TTL'
    let statements = 0;
    const running: Promise<unknown>[] = [];
    const run = ormSqlRunner(orm, { serial: true });
    const counted: typeof run = <T,>(text: string, params?: unknown[]) => {
      statements += 1;
      const result = run<T>(text, params);
      running.push(result);
      return result;
    };
    /** Every statement started so far has answered, and what followed them (the background refresh) is done. */
    const settled = async () => {
      for (let seen = -1; seen !== running.length; ) {
        seen = running.length;
        await Promise.allSettled(running);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    // Defaults: STORE_CACHE_TTL_MS 30 s, ANSWER_CACHE_STALE_MS 30 s.
    const store = createStoreService(orm, counted, { now: () => clock });
    const query = storeSearchInput.parse({ page_size: '5' });

    const first = await store.search(query, false);
    const perSearch = statements;
    expect(perSearch).toBeGreaterThan(0);
    expect((await Promise.all(Array.from({ length: 20 }, () => store.search(query, false)))).every((a) => a === first)).toBe(true);
    expect(statements).toBe(perSearch);

    clock += 45_000; // past the TTL, inside the stale window
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.search(query, false)));
    expect(answers.every((a) => a === first)).toBe(true);
    await settled();
    // One search, not twenty.
    expect(statements).toBe(2 * perSearch);
    const refreshed = await store.search(query, false);
    expect(refreshed).not.toBe(first);
    expect(refreshed).toEqual(first);
    expect(statements).toBe(2 * perSearch);
  });
});
