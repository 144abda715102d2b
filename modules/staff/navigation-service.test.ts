import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { NavigationEntry } from './entities/navigation-entry.ts';
import { createNavigationService } from './navigation-service.ts';

const { orm } = await createTestApp();

describe('navigation from the database', () => {
  it('is empty until staff supplies entries, then lists them in position order', async () => {
    const service = createNavigationService(orm);
    expect(await service.readNow()).toEqual([]);
    const em = orm.em.fork();
    em.create(NavigationEntry, { label: 'セール', path: '/book/campaign/titles/', routeName: 'sale', position: 2 });
    em.create(NavigationEntry, { label: 'ストア', path: '/book/store/', routeName: 'store', params: { free: '2' }, position: 1 });
    await em.flush();
    try {
      const entries = await service.readNow();
      expect(entries.map((e) => e.label)).toEqual(['ストア', 'セール']);
      expect(entries[0]?.params).toEqual({ free: '2' });
      expect(entries.every((e) => e.enabled && !e.isAdult)).toBe(true);
    } finally {
      await orm.em.fork().nativeDelete(NavigationEntry, {});
    }
  });
});
