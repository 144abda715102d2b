import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.ts';

describe('escapeMarkup', () => {
  it('escapes the five markup characters, & first so nothing is escaped twice', () => {
    expect(escapeMarkup(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(escapeMarkup('&lt;')).toBe('&amp;lt;');
    expect(escapeMarkup('漫画 & <b>')).toBe('漫画 &amp; &lt;b&gt;');
    expect(escapeMarkup('<a href="x" onclick=\'y\'>')).toBe('&lt;a href=&quot;x&quot; onclick=&apos;y&apos;&gt;');
  });

  it('drops characters XML cannot carry and keeps tab, newline, carriage return and surrogate pairs', () => {
    expect(escapeMarkup('a\u0001b\u0000c\td\ne\rf')).toBe('abc\td\ne\rf');
    expect(escapeMarkup('x\u0000y\uD800z\uFFFE')).toBe('xyz');
    expect(escapeMarkup('𠮷野家')).toBe('𠮷野家');
  });
});
