import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configSchema } from '#platform/config.ts';
import { acceptedValues, configurationPage, PAGE } from './config-docs.ts';

describe('docs/configuration.md, generated from platform/config.ts', () => {
  it('is committed as the schema generates it (run node scripts/config-docs.ts after changing the schema)', () => {
    expect(fs.readFileSync(PAGE, 'utf8')).toBe(configurationPage());
  });

  it('lists every variable of the schema once', () => {
    const names = configurationPage().split('\n').filter((line) => line.startsWith('| `')).map((row) => row.split('`')[1]);
    expect(names).toHaveLength(Object.keys(configSchema.shape).length);
    expect(new Set(names)).toEqual(new Set(Object.keys(configSchema.shape)));
  });

  it('refuses a variable without its section, default and meaning', () => {
    const undocumented = z.object({ NEW_SETTING: z.string().optional() });
    expect(() => configurationPage(undocumented)).toThrow('NEW_SETTING has no documentation');
  });

  it('says what a variable takes in its own check\'s words', () => {
    const { PORT, PAYOUT_REMITTER_NAME, MAIL_FROM, TRUST_PROXY, SESSION_SECRET } = configSchema.shape;
    expect([PORT, PAYOUT_REMITTER_NAME, MAIL_FROM, TRUST_PROXY, SESSION_SECRET].map(acceptedValues)).toEqual([
      'a port number',
      'at most 40 characters',
      'any text',
      '1, 0, true or false',
      'at least 32 characters long',
    ]);
  });
});
