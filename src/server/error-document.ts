import { site } from '../site.ts';

const MESSAGES: Record<number, { heading: string; body: string }> = {
  400: { heading: '不正なリクエストです', body: 'アドレスに使用できない文字が含まれています。' },
  500: { heading: 'エラーが発生しました', body: 'ただいまページを表示できません。時間をおいて再度お試しください。' },
  503: { heading: 'ただいまメンテナンス中です', body: 'ご不便をおかけしております。しばらくしてから再度アクセスしてください。' },
};

/**
 * The server-rendered error page: Waku's own 500 document has an empty body (the screen appears only
 * after hydration), so a page that fails to render is answered with this complete document instead.
 */
export function errorDocument(status: number): string {
  const text = MESSAGES[status] ?? MESSAGES[500]!;
  return `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${text.heading} | ${site.name}</title>
<style>
body{margin:0;font-family:'Hiragino Kaku Gothic ProN','Hiragino Sans','Noto Sans JP','IPAGothic',Meiryo,sans-serif;color:#222;background:#f6f7f8}
header{background:#fff;border-bottom:1px solid #e0e0e0;padding:10px 12px}
header a{display:inline-flex;align-items:center;gap:6px;font-weight:700;font-size:20px;text-decoration:none;color:#222}
header span{display:grid;place-items:center;width:32px;height:32px;border-radius:8px;background:#63c8c7;color:#fff;font-size:18px}
main{max-width:640px;margin:48px auto;padding:0 16px;text-align:center}
.code{font-size:56px;font-weight:800;color:#1d6f6e;margin:0}
h1{font-size:20px;margin:0 0 8px}
.home{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:22px;background:#63c8c7;color:#0f3534;font-weight:700;text-decoration:none;margin-top:16px}
</style></head>
<body><header><a href="/"><span>読</span>${site.name}</a></header>
<main><p class="code">${status}</p><h1>${text.heading}</h1><p>${text.body}</p><a class="home" href="/">トップページへ</a></main>
</body></html>`;
}
