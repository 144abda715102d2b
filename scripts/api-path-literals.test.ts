import { describe, expect, it } from 'vitest';
import { apiPathLiterals } from './api-path-literals.ts';

describe('API path literals (decision 036)', () => {
  it('finds planted paths in strings and template heads, and nothing else', () => {
    const planted = `
      const a = '/api/v1/favorite/';
      const b = \`/payment/api/v1/purchase/\${id}/confirm/\`;
      const c = "/store/api/v2/search/?q=";
      const d = ['/apis/', '/v1/api/', 'api/v1/', '/img/cover/x', \`\${base}/api/v1/x/\`];
      // '/api/v1/in-a-comment/' is not code
    `;
    expect(apiPathLiterals('src/components/Planted.tsx', planted).map((literal) => [literal.line, literal.text])).toEqual([
      [2, '/api/v1/favorite/'],
      [3, '/payment/api/v1/purchase/'],
      [4, '/store/api/v2/search/?q='],
    ]);
  });
});
