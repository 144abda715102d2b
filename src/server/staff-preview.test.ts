import { describe, expect, it } from 'vitest';
import { signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from './testing/test-app.ts';
import { resolvePageViewer } from './page-viewer.ts';
import { exitHref, parsePreviewHeader, PREVIEW_HEADER, staffPreviewRequest, withoutPreviewHeader } from './staff-preview.ts';

const { app, orm, services } = await createTestApp();

async function signUpStaff(): Promise<TestMember> {
  const staff = await signUpMember(app);
  await orm.em.fork().execute('update app_user set is_staff = true where id = ?', [staff.userId]);
  return staff;
}

describe("the staff 'as of' preview (decision 058)", () => {
  const viewerOf = async (request: Request) => (await resolvePageViewer(request, async () => services)).viewer;
  const asked = new URL('http://localhost/?as_of=2026-12-24T10:00');
  const page = (cookie: string | null, headers: Record<string, string> = {}) => new Request(asked, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
  const forged = { [PREVIEW_HEADER]: encodeURIComponent(JSON.stringify({ at: '2026-12-24T01:00:00.000Z', exitHref: '/' })) };

  it('is granted to staff alone: visitors and members, even sending the header themselves, get the ordinary page', async () => {
    const [staff, member] = [await signUpStaff(), await signUpMember(app)];
    expect(await staffPreviewRequest(page(null, forged), asked, viewerOf)).toBeNull();
    expect(await staffPreviewRequest(page(member.cookie, forged), asked, viewerOf)).toBeNull();
    // The header a client sends never reaches a page (the server entry strips it from every request).
    expect(withoutPreviewHeader(page(member.cookie, forged)).headers.has(PREVIEW_HEADER)).toBe(false);
    const campaign = new URL('http://localhost/book/campaign/?as_of=2026-12-24T10:00&page=2');
    const granted = await staffPreviewRequest(new Request(campaign, { headers: { Cookie: staff.cookie } }), campaign, viewerOf);
    expect(parsePreviewHeader(granted!.headers.get(PREVIEW_HEADER) ?? undefined)).toEqual({ at: new Date('2026-12-24T01:00:00.000Z'), exitHref: '/book/campaign/?page=2' });
  });

  it('is no preview without a JST datetime-local value, or for anything but a GET', async () => {
    const staff = await signUpStaff();
    const tomorrow = new URL('http://localhost/?as_of=tomorrow');
    expect(await staffPreviewRequest(new Request(tomorrow, { headers: { Cookie: staff.cookie } }), tomorrow, viewerOf)).toBeNull();
    expect(await staffPreviewRequest(new Request(asked, { method: 'POST', headers: { Cookie: staff.cookie } }), asked, viewerOf)).toBeNull();
    expect(exitHref(new URL('http://localhost/?as_of=2026-12-24T10:00'))).toBe('/');
    expect(parsePreviewHeader(encodeURIComponent(JSON.stringify({ at: '2026-12-24T01:00:00.000Z', exitHref: '//evil.example/' })))?.exitHref).toBe('/');
  });
});
