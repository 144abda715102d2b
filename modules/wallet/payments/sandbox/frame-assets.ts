import { escapeMarkup } from '#platform/text/escape-markup.ts';
import { CARRIERS, KONBINI_STORES, SANDBOX_PREFIX } from './sandbox-provider.ts';

/**
 * The sandbox provider's card-entry frame: its own document, stylesheet and script (no inline script or
 * style, so a strict Content-Security-Policy of `'self'` sources allows it). The shop's page embeds the
 * frame and asks it for a token by postMessage; the card fields never belong to the shop's document.
 */

const options = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([value, label]) => `<option value="${value}">${escapeMarkup(label)}</option>`)
    .join('');

const field = (id: string, label: string, attributes: string) =>
  `<div class="field"><label for="${id}">${label}</label><input id="${id}" ${attributes}><p class="error" data-error-for="${id === 'number' ? 'card.number' : id === 'cvc' ? 'card.cvc' : 'card.exp'}" hidden></p></div>`;

export const FRAME_HTML = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>お支払い情報の入力（決済代行・テスト環境）</title>
<link rel="stylesheet" href="${SANDBOX_PREFIX}frame.css">
</head>
<body>
<form id="pay" novalidate>
<fieldset class="methods">
<legend>お支払い方法</legend>
<label><input type="radio" name="method" value="card" checked> クレジットカード</label>
<label><input type="radio" name="method" value="konbini"> コンビニ払い</label>
<label><input type="radio" name="method" value="carrier"> キャリア決済</label>
</fieldset>
<div data-method="card">
${field('number', 'カード番号', 'autocomplete="cc-number" inputmode="numeric" placeholder="1234 5678 9012 3456"')}
<div class="row">
${field('expiry', '有効期限（月/年）', 'autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY"')}
${field('cvc', 'セキュリティコード', 'autocomplete="cc-csc" inputmode="numeric" placeholder="123"')}
</div>
</div>
<div data-method="konbini" hidden>
<div class="field"><label for="store">お支払いするコンビニ</label><select id="store">${options(KONBINI_STORES)}</select></div>
<p class="note">ご注文の確定後にお支払い番号をお知らせします。支払期限までに店頭でお支払いください。</p>
</div>
<div data-method="carrier" hidden>
<div class="field"><label for="carrier">ご利用のキャリア</label><select id="carrier">${options(CARRIERS)}</select></div>
<p class="note">ご注文の確定後、キャリアの画面でお支払いを承認してください。</p>
</div>
<p class="error" data-error-for="form" role="alert" hidden></p>
<p class="brand">決済代行（テスト環境）が入力内容を受け取ります。</p>
</form>
<script src="${SANDBOX_PREFIX}frame.js"></script>
</body>
</html>
`;

export const FRAME_CSS = `
html, body { margin: 0; padding: 0; font-family: system-ui, -apple-system, "Hiragino Sans", "Noto Sans JP", sans-serif; font-size: 16px; color: #1f2626; background: transparent; }
form { display: grid; gap: 12px; padding: 2px; }
fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 16px; }
legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
.methods label { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; }
.field { display: grid; gap: 4px; }
.field label { font-weight: 700; font-size: 0.9rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
input:not([type=radio]), select { width: 100%; min-height: 44px; box-sizing: border-box; font-size: 16px; padding: 8px 10px; border: 1px solid #b7c4c4; border-radius: 8px; background: #fff; }
input[aria-invalid=true] { border-color: #c62828; }
.error { color: #c62828; font-weight: 700; font-size: 0.85rem; margin: 0; }
.note, .brand { font-size: 0.8rem; color: #5b6666; margin: 0; }
[hidden] { display: none !important; }
`;

/**
 * The frame's script. It talks only to the origin that embedded it (named in the frame URL's hash; the
 * frame-ancestors policy keeps other origins from embedding it), answers a `tokenise` request with a
 * token from the provider's own endpoint, and reports its height so the host can size the frame.
 */
export const FRAME_JS = `(function () {
  'use strict';
  var TOKENS = ${JSON.stringify(`${SANDBOX_PREFIX}tokens/`)};
  var host = new URLSearchParams(location.hash.slice(1)).get('origin');
  if (!host || window.parent === window) return;
  var form = document.getElementById('pay');
  function post(message) {
    message.source = 'payment-frame';
    window.parent.postMessage(message, host);
  }
  function method() {
    var checked = form.querySelector('input[name=method]:checked');
    return checked ? checked.value : 'card';
  }
  function showMethod() {
    var current = method();
    Array.prototype.forEach.call(form.querySelectorAll('[data-method]'), function (section) {
      section.hidden = section.getAttribute('data-method') !== current;
    });
    clearErrors();
    post({ type: 'method', method: current });
    resize();
  }
  function clearErrors() {
    Array.prototype.forEach.call(form.querySelectorAll('[data-error-for]'), function (p) { p.hidden = true; p.textContent = ''; });
    Array.prototype.forEach.call(form.querySelectorAll('[aria-invalid]'), function (input) { input.removeAttribute('aria-invalid'); });
  }
  function showError(param, message) {
    var key = param === 'card.exp_month' || param === 'card.exp_year' ? 'card.exp' : param;
    var p = form.querySelector('[data-error-for="' + key + '"]') || form.querySelector('[data-error-for="form"]');
    if (!p.hidden) return;
    p.textContent = message;
    p.hidden = false;
    var input = key === 'form' ? null : p.parentNode.querySelector('input');
    if (input) input.setAttribute('aria-invalid', 'true');
  }
  function expiry(value) {
    var match = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(value);
    if (!match) return { exp_month: 0, exp_year: 0 };
    var year = Number(match[2]);
    return { exp_month: Number(match[1]), exp_year: year < 100 ? 2000 + year : year };
  }
  function body() {
    var current = method();
    if (current === 'konbini') return { method: 'konbini', store: document.getElementById('store').value };
    if (current === 'carrier') return { method: 'carrier', carrier: document.getElementById('carrier').value };
    var exp = expiry(document.getElementById('expiry').value);
    return { method: 'card', card: { number: document.getElementById('number').value, exp_month: exp.exp_month, exp_year: exp.exp_year, cvc: document.getElementById('cvc').value.trim() } };
  }
  var busy = false;
  function tokenise(id) {
    if (busy) return;
    busy = true;
    clearErrors();
    fetch(TOKENS, { method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body()) })
      .then(function (response) {
        return response.json().then(function (answer) { return { ok: response.ok, answer: answer }; });
      })
      .then(function (result) {
        if (result.ok && result.answer.id) {
          post({ type: 'token', id: id, token: result.answer.id, method: result.answer.method, card: result.answer.card || null });
          return;
        }
        var error = (result.answer && result.answer.error) || {};
        (error.errors || []).forEach(function (e) { showError(e.param, e.message); });
        if (!(error.errors || []).length) showError('form', error.message || '入力内容をご確認ください。');
        post({ type: 'error', id: id, message: error.message || '入力内容をご確認ください。' });
        resize();
      })
      .catch(function () {
        showError('form', '通信できませんでした。しばらくしてから再度お試しください。');
        post({ type: 'error', id: id, message: '通信できませんでした。しばらくしてから再度お試しください。' });
        resize();
      })
      .then(function () { busy = false; });
  }
  function resize() {
    post({ type: 'resize', height: Math.ceil(document.documentElement.scrollHeight) });
  }
  form.addEventListener('change', function (event) {
    if (event.target && event.target.name === 'method') showMethod();
  });
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== host) return;
    var data = event.data;
    if (!data || data.source !== 'payment-host') return;
    if (data.type === 'tokenise' && typeof data.id === 'string') tokenise(data.id);
    if (data.type === 'disable') Array.prototype.forEach.call(form.querySelectorAll('input, select'), function (el) { el.disabled = !!data.disabled; });
    if (data.type === 'reset') { form.reset(); showMethod(); }
  });
  window.addEventListener('resize', resize);
  showMethod();
  post({ type: 'ready' });
})();
`;
