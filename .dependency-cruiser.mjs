/**
 * Module boundaries of decision 001, enforced by `npm run lint` (decision 029).
 * Paths are relative to the directory depcruise runs in (the project root; the rules' test runs it on fixtures).
 *
 * - modules/<domain>/ is reached from outside only through its entries: index.ts (server) and client.ts (browser-safe);
 *   testing.ts (test helpers) only from test code. Inside a domain (sub-folders included) anything goes.
 * - platform/ imports neither modules/, src/ nor demo/. Modules and demo/ do not import src/ (their tests may use
 *   src/server/testing/, the composed application).
 * - demo/ reaches modules through index.ts only; only src/server/, scripts/, bench/, e2e/ and tests import demo/.
 * - Browser code ('use client' files, src/state/, client.ts entries, browser tests) never reaches, even indirectly,
 *   a module's index.ts or src/server/: src/components/ also holds server components, so the directive decides.
 * - No import cycle, type-only imports included: a shared type goes to a file both sides import.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['src', 'modules', 'platform', 'scripts', 'bench', 'e2e', 'stories', 'migrations', '.storybook', 'demo'];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Test code: vitest and Playwright files, test helpers, testing entries and folders. */
const TEST = [
  '\\.(test|spec)\\.tsx?$',
  '-test-helpers\\.ts$',
  '(^|/)test-[^/]+\\.ts$',
  '(^|/)testing(\\.ts$|/)',
  '^e2e/',
];
/** Test code inside modules/ and demo/ (the same patterns, anchored there). */
const MODULE_TEST = '^(modules|demo)/.*(\\.(test|spec)\\.tsx?|-test-helpers\\.ts|/test-[^/]+\\.ts|/testing\\.ts|/testing/.*)$';
/** A module's public entries; everything else under modules/<domain>/ is inner. */
const ENTRY = '^modules/[^/]+/(index|client)\\.ts$';
const TESTING_ENTRY = '^modules/[^/]+/testing\\.ts$';

/** Files that start with the 'use client' directive (comments before it allowed). */
function useClientFiles(root) {
  const directive = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;
  const found = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && directive.test(fs.readFileSync(file, 'utf8').slice(0, 2000))) found.push(file);
    }
  };
  for (const dir of root) walk(dir);
  return found;
}

const BROWSER = [
  ...useClientFiles(['src', 'modules', 'demo']).map((file) => `^${escape(file)}$`),
  '^src/state/',
  '^modules/[^/]+/client\\.ts$',
  '\\.browser\\.test\\.tsx?$',
  '^stories/',
];

/** The API's type for the browser's typed client: a type-only re-export of src/server/api.ts. */
const API_CONTRACT = '^src/lib/http/api-contract\\.ts$';

/** What the browser must never load: a module's server entry, the composition root. */
const SERVER_ONLY = ['^modules/[^/]+/index\\.ts$', '^src/server/'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'module-inner-from-outside',
      comment: "Outside modules/, import a module's index.ts or client.ts (testing.ts from tests), not its inner files.",
      severity: 'error',
      from: { pathNot: '^modules/' },
      to: { path: '^modules/[^/]+/.', pathNot: [ENTRY, TESTING_ENTRY] },
    },
    {
      name: 'module-inner-from-other-module',
      comment: "A module reaches another module through its index.ts or client.ts (testing.ts from tests) only.",
      severity: 'error',
      from: { path: '^modules/([^/]+)/' },
      to: { path: '^modules/', pathNot: ['^modules/$1/', ENTRY, TESTING_ENTRY] },
    },
    {
      name: 'testing-entry-from-non-test',
      comment: "A module's testing.ts holds test helpers: only test code imports it.",
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TESTING_ENTRY },
    },
    {
      name: 'platform-imports-domain',
      comment: 'platform/ is domain-free: it imports neither modules/, src/ nor demo/ (its tests neither).',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^(modules|src|demo)/' },
    },
    {
      name: 'module-imports-src',
      comment: 'src/ composes the modules and loads demo/, not the reverse (move shared code to the module or platform/).',
      severity: 'error',
      from: { path: '^(modules|demo)/', pathNot: TEST },
      to: { path: '^src/' },
    },
    {
      name: 'module-test-imports-src',
      comment: "Tests of a module (or of demo/) reach the composed application through src/server/testing/ only.",
      severity: 'error',
      from: { path: MODULE_TEST },
      to: { path: '^src/', pathNot: '^src/server/testing/' },
    },
    {
      name: 'demo-imports-module-inner',
      comment: 'demo/ reaches modules through their index.ts only (its tests may use testing.ts too).',
      severity: 'error',
      from: { path: '^demo/' },
      to: { path: '^modules/', pathNot: ['^modules/[^/]+/index\\.ts$', TESTING_ENTRY] },
    },
    {
      name: 'demo-from-production',
      comment: 'Demo content is loaded by src/server/, scripts/, bench/, e2e/ and tests only.',
      severity: 'error',
      from: { pathNot: ['^demo/', '^src/server/', '^scripts/', '^bench/', ...TEST] },
      to: { path: '^demo/' },
    },
    {
      name: 'browser-reaches-server',
      comment: "Browser code reaches a module's index.ts or src/server/ through its imports (types too): import from client.ts, whose files stay free of server code.",
      severity: 'error',
      from: { path: BROWSER },
      to: { path: SERVER_ONLY, reachable: true },
    },
    {
      name: 'no-circular',
      comment: 'Files that import each other, directly or through others (types too): move what both need into a file of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Only the project's own folders; node_modules and root config files are neither cruised nor followed.
    exclude: { path: `^(?!(${ROOTS.map(escape).join('|')})(/|$))` },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    // The API contract is the one type-only bridge from browser code to src/server/ (decision 036): paths stop
    // there (scripts/module-boundaries.test.ts checks that it holds type-only exports).
    doNotFollow: { path: API_CONTRACT },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: false } },
  },
};
