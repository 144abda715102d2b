import { describe, expect, it } from 'vitest';
import { readBody } from './page-body.ts';

describe("a campaign page's body", () => {
  it('keeps links to paths on this site and drops any that lead to another host', () => {
    const links = ['/book/free/', '//evil.example/', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)'].map((href) => ({ type: 'link', href, label: href }));
    expect(readBody({ blocks: links }).blocks).toEqual([{ type: 'link', href: '/book/free/', label: '/book/free/' }]);
  });
});
