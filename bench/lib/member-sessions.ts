/**
 * The members' side of `npm run bench -- --members`: demo members signed in through the API (each its
 * own session), and a wrk Lua script that spreads the requests over their session cookies.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The demo members (demo/members.ts), password `yomiba-demo-1`. */
export const DEMO_MEMBER_EMAILS = ['member@yomiba.test', 'adult@yomiba.test', 'premium@yomiba.test', 'staff@yomiba.test'];
const DEMO_PASSWORD = 'yomiba-demo-1';

const cookieValue = (setCookies: string[], name: string) => setCookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));

/** Signs each member in (POST /api/v1/signin/ with a CSRF pair) and answers one Cookie header per session. */
export async function signInMembers(base: string, emails = DEMO_MEMBER_EMAILS): Promise<string[]> {
  const csrf = cookieValue((await fetch(`${base}/api/v1/initialize/`)).headers.getSetCookie(), 'yomiba_csrf');
  if (!csrf) throw new Error('no CSRF cookie from initialize');
  const token = csrf.slice('yomiba_csrf='.length);
  const cookies: string[] = [];
  for (const email of emails) {
    const response = await fetch(`${base}/api/v1/signin/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: csrf, 'X-CSRF-Token': token },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const session = cookieValue(response.headers.getSetCookie(), 'yomiba_session');
    if (!response.ok || !session) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
    cookies.push(`${session}; ${csrf}`);
  }
  return cookies;
}

/** A wrk script sending each request with the next session's cookies in turn (every connection rotates). */
export function rotatingCookiesScript(cookies: string[]): string {
  const file = path.join(os.tmpdir(), `yomiba-bench-members-${process.pid}.lua`);
  const list = cookies.map((c) => JSON.stringify(c)).join(', ');
  writeFileSync(
    file,
    `local cookies = { ${list} }
local i = 0
request = function()
  i = i + 1
  wrk.headers["Cookie"] = cookies[(i % #cookies) + 1]
  return wrk.format(nil)
end
`,
  );
  return file;
}
