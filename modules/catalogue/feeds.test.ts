import { escapeMarkup } from '#platform/text/escape-markup.ts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { matchFeed } from './index.ts';

const { services, orm } = await createTestApp();
const { catalogue } = services;
const ORIGIN = 'https://yomiba.example';

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(query, params);
}

const ENTITY = /^&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/;

/** A minimal well-formedness check: balanced tags, quoted attributes, no stray `<` or `&`. */
function assertWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  let roots = 0;
  for (const token of body.match(/<[^>]*>|[^<]+|</g) ?? []) {
    if (token === '<') throw new Error('stray <');
    const checkAmpersands = (text: string) => {
      for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
        if (!ENTITY.test(text.slice(i))) throw new Error(`bare & in ${JSON.stringify(text.slice(i, i + 20))}`);
      }
    };
    if (!token.startsWith('<')) {
      if (stack.length === 0 && token.trim()) throw new Error(`text outside the root: ${token}`);
      checkAmpersands(token);
      continue;
    }
    const tag = /^<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!tag) throw new Error(`malformed tag ${token}`);
    const [, closing, name, attributes, selfClosing] = tag;
    checkAmpersands(attributes!);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) roots++;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const unescape = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);
const all = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => unescape(m[1]!));
const blocks = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, 'g'))].map((m) => m[0]);

async function expectedCodes(): Promise<string[]> {
  const rows = await sql<{ title_code: string }>('select title_code from title where not is_adult order by updated_at desc, id limit 50');
  return rows.map((r) => r.title_code);
}

async function feed(path: string): Promise<{ response: Response; xml: string }> {
  const response = await matchFeed(path, ORIGIN, catalogue);
  expect(response).not.toBeNull();
  return { response: response!, xml: await response!.text() };
}

describe('sitemap feeds', () => {
  it('only answer /sitemap/rss/ and /sitemap/atom/', async () => {
    for (const path of ['/sitemap/', '/sitemap/rss', '/sitemap/xml/', '/sitemap/rss/x/', '/']) {
      expect(await matchFeed(path, ORIGIN, catalogue), path).toBeNull();
    }
  });

  it('RSS 2.0: the 50 latest general-audience titles, newest first, with absolute links', async () => {
    const { response, xml } = await feed('/sitemap/rss/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    assertWellFormed(xml);
    expect(xml).toContain('<rss version="2.0"');
    const channel = xml.slice(xml.indexOf('<channel>'), xml.indexOf('<item>'));
    for (const tag of ['title', 'link', 'description', 'language', 'lastBuildDate']) expect(all(channel, tag), tag).toHaveLength(1);
    const items = blocks(xml, 'item');
    const codes = await expectedCodes();
    expect(codes).toHaveLength(50);
    expect(items).toHaveLength(50);
    expect(items.map((item) => all(item, 'link')[0])).toEqual(codes.map((code) => `${ORIGIN}/book/title/${code}/`));
    const dates = items.map((item) => Date.parse(all(item, 'pubDate')[0]!));
    expect(dates.every(Number.isFinite)).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      for (const tag of ['title', 'link', 'guid', 'description', 'pubDate', 'category', 'dc:creator']) expect(all(item, tag), tag).toHaveLength(1);
      expect(all(item, 'description')[0]!.length).toBeGreaterThan(0);
    }
    const [first] = await sql<{ title_name: string; synopsis: string; name_ja: string }>(
      'select t.title_name, t.synopsis, g.name_ja from title t join genre g on g.code = t.genre_code where t.title_code = ?',
      [codes[0]],
    );
    expect(all(items[0]!, 'title')[0]).toBe(first!.title_name);
    expect(all(items[0]!, 'description')[0]).toBe(first!.synopsis);
    expect(all(items[0]!, 'category')[0]).toBe(first!.name_ja);
  });

  it('Atom 1.0: the same titles with the required feed and entry elements', async () => {
    const { response, xml } = await feed('/sitemap/atom/');
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    assertWellFormed(xml);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const head = xml.slice(0, xml.indexOf('<entry>'));
    for (const tag of ['title', 'id', 'updated']) expect(all(head, tag), tag).toHaveLength(1);
    expect(head).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}/sitemap/atom/"/>`);
    const entries = blocks(xml, 'entry');
    expect(entries).toHaveLength(50);
    const codes = await expectedCodes();
    expect(entries.map((entry) => all(entry, 'id')[0])).toEqual(codes.map((code) => `${ORIGIN}/book/title/${code}/`));
    const updated = entries.map((entry) => all(entry, 'updated')[0]!);
    expect(updated.every((u) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(u))).toBe(true);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(all(head, 'updated')[0]).toBe(updated[0]);
    for (const entry of entries) {
      expect(entry).toMatch(/<link rel="alternate" type="text\/html" href="https:\/\/yomiba\.example\/book\/title\/YB\d+\/"\/>/);
      expect(entry).toMatch(/<category term="[^"]+"\/>/);
      for (const tag of ['title', 'summary', 'name']) expect(all(entry, tag), tag).toHaveLength(1);
    }
  });

  it('never lists adult titles', async () => {
    const adult = await sql<{ title_code: string }>('select title_code from title where is_adult');
    expect(adult.length).toBeGreaterThan(0);
    for (const path of ['/sitemap/rss/', '/sitemap/atom/']) {
      const { xml } = await feed(path);
      for (const { title_code } of adult) expect(xml).not.toContain(`/book/title/${title_code}/`);
    }
  });

  it('escapes names with & < > and keeps Japanese intact', async () => {
    const codes = await expectedCodes();
    // A listed title outside the ones other test files look at by name (the first title, the favourites).
    const [row] = await sql<{ id: number; title_code: string; title_name: string }>(
      `select id, title_code, title_name from title
        where title_code in (?) and id <> 1
          and id not in (select id from title order by favorite_count desc, id limit 12)
        order by updated_at desc, id limit 1`,
      [codes],
    );
    const hostile = 'A&B<テスト>"引用"\'';
    await sql('update title set title_name = ? where id = ?', [hostile, row!.id]);
    try {
      for (const path of ['/sitemap/rss/', '/sitemap/atom/']) {
        const { xml } = await feed(path);
        assertWellFormed(xml);
        expect(xml).toContain('A&amp;B&lt;テスト&gt;&quot;引用&quot;&apos;');
        expect(xml).not.toContain(hostile);
        const entries = blocks(xml, path.includes('rss') ? 'item' : 'entry');
        const mine = entries.find((e) => e.includes(`/book/title/${row!.title_code}/`));
        expect(all(mine!, 'title')[0]).toBe(hostile);
      }
    } finally {
      await sql('update title set title_name = ? where id = ?', [row!.title_name, row!.id]);
    }
  });

  it('escapeXml drops characters XML cannot carry', () => {
    expect(escapeMarkup('a\u0001b\u0000c\td')).toBe('abc\td');
    expect(escapeMarkup('漫画 & <b>')).toBe('漫画 &amp; &lt;b&gt;');
  });
});
