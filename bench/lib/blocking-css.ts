/**
 * The render-blocking CSS of a page as its server HTML gives it: every `<link rel="stylesheet">` (each
 * must arrive before the first paint) and every `<style>` element, with their sizes in bytes (as sent
 * before compression). Shared by bench/lighthouse.ts and the first-paint guard test.
 */
export type BlockingStylesheet = { href: string; bytes: number; inline: boolean };

export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\bmedia="print"/.test(tag) && !/\sdisabled\b/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)![1]!);
}

export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
}

export async function blockingStylesheets(url: string, init?: RequestInit): Promise<BlockingStylesheet[]> {
  const html = await (await fetch(url, init)).text();
  const linked = await Promise.all(
    linkedStylesheets(html).map(async (href) => ({ href, bytes: (await (await fetch(new URL(href, url))).arrayBuffer()).byteLength, inline: false })),
  );
  const inline = inlineStyles(html).map((css) => ({ href: '<style>', bytes: Buffer.byteLength(css), inline: true }));
  return [...linked, ...inline];
}
