import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStylesheetInliner, INLINE_BUDGET } from './inline-stylesheets.ts';

function publicDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-css-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'assets', name), text);
  return dir;
}

const link = (href: string, precedence = 'vite-rsc/importer-resources') => `<link rel="stylesheet" crossorigin="anonymous" href="${href}" data-precedence="${precedence}"/>`;
const page = (head: string, body = '<main>本文</main>') => `<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

function htmlResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '1' } });
}

describe('critical CSS: the head stylesheets inlined', () => {
  const dir = publicDir({ 'site-AAAAAAAA.css': '.site{color:red}', 'page-BBBBBBBB.css': '.page{color:blue}', 'client-CCCCCCCC.css': '.x{content:"</style>"}' });
  const { inlineHead, inlineStylesheets } = createStylesheetInliner({ publicDir: dir });

  it('puts each built stylesheet in a <style> where its link was, in order, and keeps the link disabled for React', async () => {
    const head = await inlineHead(
      `${link('/assets/site-AAAAAAAA.css')}${link('/assets/page-BBBBBBBB.css')}<link rel="preload" href="/assets/site-AAAAAAAA.css" as="stylesheet"/><link rel="modulepreload" href="/assets/a.js"/>`,
    );
    expect(head).toBe(
      `<style data-inlined-href="/assets/site-AAAAAAAA.css">.site{color:red}</style>${link('/assets/site-AAAAAAAA.css').replace('/>', ' disabled=""/>')}` +
        `<style data-inlined-href="/assets/page-BBBBBBBB.css">.page{color:blue}</style>${link('/assets/page-BBBBBBBB.css').replace('/>', ' disabled=""/>')}` +
        '<link rel="modulepreload" href="/assets/a.js"/>',
    );
  });

  it('leaves other stylesheets (development URLs, other sites, missing files) linked, and escapes a closing style tag', async () => {
    const others = `${link('/src/styles/site.css?t=1')}${link('https://cdn.example.jp/a.css')}${link('/assets/missing-DDDDDDDD.css')}`;
    expect(await inlineHead(others)).toBe(others);
    expect(await inlineHead(link('/assets/client-CCCCCCCC.css'))).toContain('.x{content:"<\\/style>"}</style>');
  });

  it('stops inlining past the budget: the rest stay render-blocking links', async () => {
    const big = publicDir({ 'one-EEEEEEEE.css': `.a{}${'x'.repeat(INLINE_BUDGET - 100)}`, 'two-FFFFFFFF.css': '.b{color:red}'.repeat(20) });
    const head = await createStylesheetInliner({ publicDir: big }).inlineHead(`${link('/assets/one-EEEEEEEE.css')}${link('/assets/two-FFFFFFFF.css')}`);
    expect(head).toContain('<style data-inlined-href="/assets/one-EEEEEEEE.css">');
    expect(head).toContain(link('/assets/two-FFFFFFFF.css'));
  });

  it('rewrites a streamed page whose head is split across chunks, and nothing after the head', async () => {
    const html = page(link('/assets/site-AAAAAAAA.css'), `<script>self.__FLIGHT_DATA.push("${link('/assets/page-BBBBBBBB.css').replaceAll('"', '\\"')}")</script>`);
    const cut = html.indexOf('site-AAAA');
    const response = inlineStylesheets(htmlResponse([html.slice(0, cut), html.slice(cut, cut + 30), html.slice(cut + 30)]));
    expect(response.headers.get('content-length')).toBeNull();
    const out = await response.text();
    expect(out).toContain('<head><meta charSet="utf-8"/><style data-inlined-href="/assets/site-AAAAAAAA.css">.site{color:red}</style>');
    expect(out).not.toContain('.page{color:blue}');
    expect(out.slice(out.indexOf('</head>'))).toBe(html.slice(html.indexOf('</head>')));
  });

  it('passes other responses through untouched', async () => {
    const json = Response.json({ ok: true });
    expect(inlineStylesheets(json)).toBe(json);
  });
});
