/**
 * The boundary lint (`.dependency-cruiser.mjs`, decision 029) run on a small project written to a temporary
 * directory: a clean tree passes, and each planted violation is reported by the rule that forbids it.
 * The fixtures live only in the temporary directory, so the real lint and type check never see them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const config = path.join(root, '.dependency-cruiser.mjs');

/** A tree that follows every rule. */
const clean: Record<string, string> = {
  'modules/shop/index.ts': "export { price } from './price.ts';\nexport * from './client.ts';\n",
  'modules/shop/client.ts': "export { label } from './label.ts';\nexport { userLabel } from '../people/client.ts';\n",
  'modules/shop/label.ts': "export const label = 'shop';\n",
  'modules/shop/price.ts': "import { user } from '../people/index.ts';\nexport const price = 100 + user;\n",
  'modules/shop/testing.ts': "export { price as testPrice } from './price.ts';\n",
  'modules/shop/price.test.ts':
    "import { price } from './price.ts';\nimport { createTestApp } from '../../src/server/testing/test-app.ts';\nexport const checked = [price, createTestApp];\n",
  'modules/people/index.ts': 'export const user = 1;\nexport type User = { id: number };\n',
  'modules/people/client.ts': "export const userLabel = 'member';\n",
  'platform/http/api.ts': 'export const api = 1;\n',
  'src/lib/util.ts': 'export const util = 1;\n',
  'src/server/services.ts':
    "import { price } from '../../modules/shop/index.ts';\nimport { api } from '../../platform/http/api.ts';\nimport { demoTitles } from '../../demo/titles.ts';\nexport const services = [price, api, demoTitles];\nexport type Services = typeof services;\n",
  // The API contract: browser code reaches the server's type through this one type-only re-export (decision 036).
  'src/lib/http/api-contract.ts': "export type { Services } from '../../server/services.ts';\n",
  'src/server/testing/test-app.ts': "import { services } from '../services.ts';\nexport const createTestApp = () => services;\n",
  'src/components/Widget.tsx': "'use client';\nimport { label } from '../../modules/shop/client.ts';\nexport const Widget = () => label;\n",
  'src/components/ServerList.tsx': "import { price } from '../../modules/shop/index.ts';\nexport const ServerList = () => price;\n",
  'src/state/store.ts':
    "import { userLabel } from '../../modules/people/client.ts';\nimport type { Services } from '../lib/http/api-contract.ts';\nexport const store: [string, Services?] = [userLabel];\n",
  'src/pages/page.test.ts': "import { testPrice } from '../../modules/shop/testing.ts';\nexport const checked = testPrice;\n",
  'demo/titles.ts': "import { price } from '../modules/shop/index.ts';\nimport { api } from '../platform/http/api.ts';\nexport const demoTitles = [price, api];\n",
  'demo/titles.test.ts':
    "import { demoTitles } from './titles.ts';\nimport { testPrice } from '../modules/shop/testing.ts';\nimport { createTestApp } from '../src/server/testing/test-app.ts';\nexport const checked = [demoTitles, testPrice, createTestApp];\n",
  'scripts/seed.ts': "import { demoTitles } from '../demo/titles.ts';\nexport const seeded = demoTitles;\n",
  'e2e/catalogue.spec.ts': "import { demoTitles } from '../demo/titles.ts';\nimport { testPrice } from '../modules/shop/testing.ts';\nexport const checked = [demoTitles, testPrice];\n",
};

/** One file per kind of violation, and the rule, importer and imported file each must be reported with. */
const planted: { file: string; source: string; rule: string; to: string }[] = [
  { file: 'src/pages/inner.ts', source: "import { price } from '../../modules/shop/price.ts';\nexport const x = price;\n", rule: 'module-inner-from-outside', to: 'modules/shop/price.ts' },
  { file: 'scripts/inner.ts', source: "import { label } from '../modules/shop/label.ts';\nexport const x = label;\n", rule: 'module-inner-from-outside', to: 'modules/shop/label.ts' },
  { file: 'modules/people/other-inner.ts', source: "import { label } from '../shop/label.ts';\nexport const x = label;\n", rule: 'module-inner-from-other-module', to: 'modules/shop/label.ts' },
  { file: 'src/pages/testing-helper.ts', source: "import { testPrice } from '../../modules/shop/testing.ts';\nexport const x = testPrice;\n", rule: 'testing-entry-from-non-test', to: 'modules/shop/testing.ts' },
  { file: 'platform/http/module.ts', source: "import { price } from '../../modules/shop/index.ts';\nexport const x = price;\n", rule: 'platform-imports-domain', to: 'modules/shop/index.ts' },
  { file: 'platform/testing/app.ts', source: "import { services } from '../../src/server/services.ts';\nexport const x = services;\n", rule: 'platform-imports-domain', to: 'src/server/services.ts' },
  { file: 'modules/shop/uses-src.ts', source: "import { util } from '../../src/lib/util.ts';\nexport const x = util;\n", rule: 'module-imports-src', to: 'src/lib/util.ts' },
  { file: 'modules/shop/composed.test.ts', source: "import { services } from '../../src/server/services.ts';\nexport const x = services;\n", rule: 'module-test-imports-src', to: 'src/server/services.ts' },
  { file: 'demo/client-entry.ts', source: "import { label } from '../modules/shop/client.ts';\nexport const x = label;\n", rule: 'demo-imports-module-inner', to: 'modules/shop/client.ts' },
  { file: 'demo/uses-src.ts', source: "import { util } from '../src/lib/util.ts';\nexport const x = util;\n", rule: 'module-imports-src', to: 'src/lib/util.ts' },
  { file: 'demo/testing-helper.ts', source: "import { testPrice } from '../modules/shop/testing.ts';\nexport const x = testPrice;\n", rule: 'testing-entry-from-non-test', to: 'modules/shop/testing.ts' },
  { file: 'modules/shop/demo-data.ts', source: "import { demoTitles } from '../../demo/titles.ts';\nexport const x = demoTitles;\n", rule: 'demo-from-production', to: 'demo/titles.ts' },
  { file: 'src/components/DemoBanner.tsx', source: "import { demoTitles } from '../../demo/titles.ts';\nexport const x = demoTitles;\n", rule: 'demo-from-production', to: 'demo/titles.ts' },
  { file: 'src/state/user-store.ts', source: "import type { User } from '../../modules/people/index.ts';\nexport const users: User[] = [];\n", rule: 'browser-reaches-server', to: 'modules/people/index.ts' },
  // A type-only import of the server anywhere but the API contract is still a violation.
  { file: 'src/state/server-type.ts', source: "import type { Services } from '../server/services.ts';\nexport const none: Services[] = [];\n", rule: 'browser-reaches-server', to: 'src/server/services.ts' },
  { file: 'src/components/helper.ts', source: "import { price } from '../../modules/shop/index.ts';\nexport const helper = price;\n", rule: '', to: '' },
  { file: 'src/components/PriceTag.tsx', source: "'use client';\nimport { helper } from './helper.ts';\nexport const PriceTag = () => helper;\n", rule: 'browser-reaches-server', to: 'modules/shop/index.ts' },
];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function writeTree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-boundaries-'));
  dirs.push(dir);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/** depcruise as `npm run lint` runs it: its exit code and what it prints. */
function depcruiseOutput(dir: string): Promise<{ code: number; stdout: string }> {
  return run(process.execPath, [cli, '--config', config, '.'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

/** The exit code, and the violations printed on one line ('rule: importer → imported'). */
async function depcruise(dir: string): Promise<{ code: number; violations: string[] }> {
  const { code, stdout } = await depcruiseOutput(dir);
  const violations = [...stdout.matchAll(/^\s*error (\S+: \S+ → \S+)$/gm)].map((match) => match[1]!);
  return { code, violations };
}

/** Each case starts depcruise (and TypeScript's parser) in a child process: slow on a loaded machine. */
const CLI_TIMEOUT = 60_000;

describe('the API contract', () => {
  it('holds type-only exports: the lint stops at it, so nothing else may bring server code into the bundle', () => {
    const source = fs.readFileSync(path.join(root, 'src/lib/http/api-contract.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const statements = source.split(';').map((s) => s.trim()).filter(Boolean);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement).toMatch(/^export type \{[^}]*\} from '[^']+'$/);
  });
});

describe('the module boundary lint', () => {
  it('passes a tree that imports modules through their entries', async () => {
    expect(await depcruise(writeTree(clean))).toEqual({ code: 0, violations: [] });
  }, CLI_TIMEOUT);

  it('fails on each kind of planted violation, naming the rule, the importer and the imported file', async () => {
    const { code, violations } = await depcruise(writeTree({ ...clean, ...Object.fromEntries(planted.map((p) => [p.file, p.source])) }));
    expect(code).not.toBe(0);
    for (const p of planted.filter((p) => p.rule)) expect(violations).toContain(`${p.rule}: ${p.file} → ${p.to}`);
    // Only the planted files are reported; the clean ones next to them stay clean.
    const plantedFiles = new Set(planted.map((p) => p.file));
    expect(violations.filter((line) => !plantedFiles.has(line.split(' ')[1]!))).toEqual([]);
  }, CLI_TIMEOUT);

  it('fails on an import cycle, a type-only one included, naming the files around it', async () => {
    const cycle = {
      'modules/shop/cart.ts': "import { total } from './total.ts';\nexport type Line = { price: number };\nexport const cart = total;\n",
      'modules/shop/total.ts': "import type { Line } from './cart.ts';\nexport const total = (lines: Line[]) => lines.length;\n",
    };
    const { code, stdout } = await depcruiseOutput(writeTree({ ...clean, ...cycle }));
    expect(code).not.toBe(0);
    expect(stdout).toMatch(/error no-circular: modules\/shop\/cart\.ts →\s+modules\/shop\/total\.ts →\s+modules\/shop\/cart\.ts/);
  }, CLI_TIMEOUT);
});
