import { describe, expect, it } from 'vitest';
import { offencesIn } from './import-aliases.ts';

describe('import aliases (decision 038)', () => {
  it('finds a planted climb out of the area and names its alias, and leaves imports inside the area alone', () => {
    const source = [
      "import { price } from '../../../modules/shop/index.ts';",
      "import { util } from '../../lib/util.ts';",
      "const lazy = await import('../../../platform/config.ts');",
      "vi.mock('../../../demo/seed.ts');",
    ].join('\n');
    expect(offencesIn('src/components/shop/Price.tsx', source)).toEqual([
      { file: 'src/components/shop/Price.tsx', specifier: '../../../modules/shop/index.ts', alias: '#modules/shop/index.ts' },
      { file: 'src/components/shop/Price.tsx', specifier: '../../../platform/config.ts', alias: '#platform/config.ts' },
      { file: 'src/components/shop/Price.tsx', specifier: '../../../demo/seed.ts', alias: '#demo/seed.ts' },
    ]);
  });

  it('counts another module as another area, and a file of the same module as the same one', () => {
    const source = "import { a } from '../../wallet/index.ts';\nimport { b } from '../ledger/ledger.ts';";
    expect(offencesIn('modules/rewards/http/router.ts', source).map((o) => o.alias)).toEqual(['#modules/wallet/index.ts']);
  });
});
