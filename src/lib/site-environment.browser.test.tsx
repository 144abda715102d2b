import { afterEach, describe, expect, it } from 'vitest';
import { ENVIRONMENT_ELEMENT_ID, readSiteEnvironment, spaEnabled } from './site-environment.ts';

const put = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ENVIRONMENT_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
};
afterEach(() => document.getElementById(ENVIRONMENT_ELEMENT_ID)?.remove());

describe('the page’s environment block', () => {
  it('is read as the server wrote it, and its SPA flag turns client navigation off', () => {
    put('{"name":"staging","apiHost":"https://staging.yomiba.example","spa":false,"lang":"ja"}');
    expect(readSiteEnvironment()).toEqual({ name: 'staging', apiHost: 'https://staging.yomiba.example', spa: false, lang: 'ja' });
    expect(spaEnabled()).toBe(false);
  });

  it('keeps client navigation on without a block or with a broken one', () => {
    expect(spaEnabled()).toBe(true);
    put('{not json');
    expect(readSiteEnvironment()).toBeNull();
    expect(spaEnabled()).toBe(true);
  });
});
