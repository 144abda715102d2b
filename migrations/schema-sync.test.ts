import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';

describe('migrations', () => {
  it('leave the database exactly as the entities describe it', async () => {
    const { orm } = await createTestApp();
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('are all applied', async () => {
    const { orm } = await createTestApp();
    expect(await orm.migrator.getPending()).toEqual([]);
  });
});
