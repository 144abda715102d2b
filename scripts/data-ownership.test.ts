import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foreignUses, tableOwners } from './data-ownership.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const owners = tableOwners();
const where = (uses: ReturnType<typeof foreignUses>) => uses.map((use) => `${use.owner}.${use.table}`);

describe('data ownership (decision 035)', () => {
  it('knows the owner of every entity in modules/ (a table it missed could not be checked)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
    const defined = files(join(ROOT, 'modules')).reduce((n, file) => n + (readFileSync(file, 'utf8').match(/defineEntity\(/g)?.length ?? 0), 0);
    const views = files(join(ROOT, 'modules')).reduce((n, file) => n + (readFileSync(file, 'utf8').match(/^\s*view: true,/gm)?.length ?? 0), 0);
    expect(owners.tables.size).toBe(defined - views);
    expect(owners.tables.get('story')).toBe('catalogue');
    expect(owners.tables.get('app_user')).toBe('accounts');
    expect(owners.tables.get('wallet_entitlement')).toBe('wallet');
    expect(owners.tables.has('catalogue_story_ref')).toBe(false);
  });

  it('finds a planted use of another module\'s table, and only that', () => {
    const walletFile = `
      const a = 'select * from wallet_lot where user_id = ?';
      const b = \`select s.story_number
                   from wallet_entitlement e
                   join "story" s on s.id = e.story_id where e.user_id = \${1}\`;
      const c = 'select 1 from wallet_lot l, title t, public.volume v';
      const d = 'update publisher set name = ?';
      const e = 'select * from catalogue_story_ref s join catalogue_priced_story p using (story_id)';
      const f = { paymentDiv: 'story', label: 'title' };
    `;
    expect(where(foreignUses('modules/wallet/planted.ts', walletFile, owners))).toEqual(['catalogue.story', 'catalogue.title', 'catalogue.volume', 'catalogue.publisher']);
    expect(where(foreignUses('modules/notices/planted.ts', 'await em.nativeUpdate(User, { id }, { isAgreedTerms: true });\nem.find(\n  TermVersion, {});', owners))).toEqual(['accounts.User']);
    expect(where(foreignUses('modules/catalogue/reviews/planted.ts', "sql('select r.id from review r join app_user u on u.id = r.user_id')", owners))).toEqual(['accounts.app_user']);
    expect(where(foreignUses('platform/db/planted.ts', "execute('delete from title where id = ?')", owners))).toEqual(['catalogue.title']);
  });
});
