import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig, type SiteEnvironment } from '#platform/config.ts';
import { normaliseHead } from './head-tags.ts';
import { environmentHead, environmentHeaders } from './site-environment.ts';

const env = (name: SiteEnvironment['name'], spa = true): SiteEnvironment => ({ name, apiHost: 'https://yomiba.example', spa, lang: 'ja' });
const page = '<meta charSet="utf-8"/><title>作品 | 読み場</title><meta name="robots" content="index, follow"/>';

describe('the spec’s environments (development, staging, production)', () => {
  it('are read from YOMIBA_ENV and SPA, and anything else is refused at start', () => {
    expect(loadConfig({ YOMIBA_ENV: 'staging', SPA: '0' }).values).toEqual({ YOMIBA_ENV: 'staging', SPA: false });
    expect(() => loadConfig({ YOMIBA_ENV: 'test' })).toThrow('YOMIBA_ENV="test": must be development, staging or production');
  });

  it('tell the browser their name, API host and SPA flag in one JSON data block', () => {
    const head = normaliseHead(page, { extra: environmentHead(env('production', false)) });
    const data = /<script type="application\/json" id="yomiba-environment">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(data!)).toEqual({ name: 'production', apiHost: 'https://yomiba.example', spa: false, lang: 'ja' });
    expect(head).toContain('content="index, follow"');
  });

  it('keep a staging copy out of search indexes: its robots meta wins over the page’s, no canonical, and a header on every answer', async () => {
    const head = normaliseHead(page, { extra: environmentHead(env('staging')), canonical: 'https://yomiba.example/' });
    expect(head.match(/name="robots"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(head).not.toContain('rel="canonical"');
    for (const [name, header] of [['staging', 'noindex, nofollow'], ['production', null]] as const) {
      const app = new Hono().use(environmentHeaders(env(name))).get('/api/v1/initialize/', (c) => c.json({ success: true }));
      expect((await app.request('/api/v1/initialize/')).headers.get('X-Robots-Tag')).toBe(header);
    }
  });
});
