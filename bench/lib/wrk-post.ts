/**
 * A JSON POST load from wrk (C, a small share of the two cores next to the server and the database)
 * instead of a Node loop: each request takes the next member's cookies in turn and a fresh random
 * request id, and a response counts as answered only when it is 200 with `"success":true`.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DriveResult } from './api-bench.ts';

export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

export type WrkPostOptions = {
  url: string;
  /** One Cookie header per member, used in turn. */
  cookies: string[];
  headers: Record<string, string>;
  /** The JSON body's field that gets a fresh 32-hex-digit id per request. */
  requestIdField: string;
  connections: number;
  durationMs: number;
};

const lua = (string: string) => JSON.stringify(string);

export function wrkPost(options: WrkPostOptions): DriveResult {
  const url = new URL(options.url);
  const script = path.join(os.tmpdir(), `yomiba-bench-post-${process.pid}.lua`);
  const headers = Object.entries({ ...options.headers, 'Content-Type': 'application/json' })
    .filter(([name]) => name.toLowerCase() !== 'cookie')
    .map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`)
    .join('\n');
  writeFileSync(
    script,
    `local cookies = { ${options.cookies.map(lua).join(', ')} }
local turn = 0
answered = 0
refused = 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) math.randomseed(os.time() * 1000 + os.clock() * 1000000) end
wrk.method = "POST"
${headers}
request = function()
  turn = turn + 1
  wrk.headers["Cookie"] = cookies[(turn % #cookies) + 1]
  local id = string.format("%08x%08x%08x%08x", math.random(0, 2147483646), math.random(0, 2147483646), math.random(0, 2147483646), math.random(0, 2147483646))
  return wrk.format(nil, ${lua(url.pathname)}, nil, '{"${options.requestIdField}":"' .. id .. '"}')
end
response = function(status, headers, body)
  if status == 200 and string.find(body, '"success":true', 1, true) then answered = answered + 1 else refused = refused + 1 end
end
done = function(summary, latency, requests)
  local a, r = 0, 0
  for _, thread in ipairs(threads) do a = a + thread:get("answered"); r = r + thread:get("refused") end
  io.write(string.format("ANSWERED %d REFUSED %d\\n", a, r))
end
`,
  );
  try {
    const run = spawnSync('wrk', ['-t1', `-c${options.connections}`, `-d${Math.max(1, Math.round(options.durationMs / 1000))}s`, '--latency', '-s', script, `${url.origin}`], { encoding: 'utf8' });
    const out = run.stdout;
    const ms = (label: string) => {
      const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
      if (!match) return NaN;
      const value = Number(match[1]);
      return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
    };
    const counts = /ANSWERED (\d+) REFUSED (\d+)/.exec(out);
    if (!counts) throw new Error(`wrk did not finish: ${run.stderr || out}`);
    const answered = Number(counts[1]);
    const refused = Number(counts[2]);
    const seconds = Number(/requests in ([\d.]+)s/.exec(out)?.[1] ?? options.durationMs / 1000);
    return { rps: (answered + refused) / seconds, p50: ms('50'), p99: ms('99'), count: answered + refused, failures: refused };
  } finally {
    rmSync(script, { force: true });
  }
}
