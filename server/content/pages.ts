import { darkColors, lightColors } from '../../src/core/palette.js';
import { dictionarySection, hasDictionary } from '../i18n/files.js';

// Server-rendered pages of the content area: the built-in support chat (default service_link) and the neutral
// "service unavailable" page (default withdrawal_url). Labels come from the app's own dictionaries (namespace
// `content`), so the pages speak the 21 languages too. Scripts are external files (the CSP forbids inline ones).

const RTL = new Set(['ar', 'fa']);
const LOCALES: Record<string, string> = { hk: 'zh-HK', jp: 'ja', kr: 'ko', vn: 'vi', spa: 'es', my: 'ms' };

export function labels(lang: string): { lang: string; locale: string; dir: 'ltr' | 'rtl'; t: (k: string) => string } {
  const code = lang === 'tw' ? 'hk' : hasDictionary('app', lang) ? lang : 'en';
  const load = (l: string) => dictionarySection('app', l, 'content');
  const dict = load(code);
  const en = load('en');
  return { lang: code, locale: LOCALES[code] ?? code, dir: RTL.has(code) ? 'rtl' : 'ltr', t: (k) => dict[k] ?? en[k] ?? k };
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The colour scheme a page is drawn in: the one the app asked for (`?theme=`), else the device's. */
export type Scheme = 'light' | 'dark';

/** A palette as the custom properties the pages' CSS reads (src/core/palette.ts: the app's own colours). */
const props = (c: typeof lightColors) =>
  `--bg:${c.bg};--surface:${c.surface};--text:${c.text};--muted:${c.textMuted};--border:${c.border};--primary:${c.primary};--on-primary:${c.onPrimary};--focus:${c.focus}`;

/** The app's light or dark colours, so a page opened from the app (or inside its frame) looks like the app. */
function schemeCss(scheme: Scheme | undefined): string {
  if (scheme) return `:root{color-scheme:${scheme};${props(scheme === 'dark' ? darkColors : lightColors)}}`;
  return `:root{color-scheme:light dark;${props(lightColors)}}@media (prefers-color-scheme:dark){:root{${props(darkColors)}}}`;
}

const baseCss = (scheme: Scheme | undefined) => `${schemeCss(scheme)}
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;background:var(--bg);color:var(--text);line-height:1.4}
`;

export function chatPage(lang: string, scheme?: Scheme): string {
  const L = labels(lang);
  const e = (k: string) => escapeHtml(L.t(k));
  return `<!doctype html>
<html lang="${L.locale}" dir="${L.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e('chatTitle')}</title>
<style>${baseCss(scheme)}
body{display:flex;flex-direction:column}
header{padding:12px 16px;background:var(--primary);color:var(--on-primary);font-weight:600}
#log{flex:1;overflow-y:auto;padding:12px 16px;display:flex;flex-direction:column;gap:8px;margin:0;list-style:none}
#log li{max-inline-size:80%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere}
#log li.user{align-self:flex-end;background:var(--primary);color:var(--on-primary)}
#log li.operator{align-self:flex-start;background:var(--surface);box-shadow:0 1px 3px rgba(16,24,40,.08)}
#log li.note{align-self:center;background:none;color:var(--muted);font-size:13px}
#log time{display:block;font-size:11px;opacity:.8;margin-block-start:2px}
form{display:flex;gap:8px;padding:12px 16px;background:var(--surface);border-block-start:1px solid var(--border)}
textarea{flex:1;resize:none;font:inherit;padding:8px 10px;border:1px solid var(--border);border-radius:8px;min-block-size:44px;background:var(--surface);color:var(--text)}
button{font:inherit;font-weight:600;border:none;border-radius:8px;padding:0 18px;background:var(--primary);color:var(--on-primary);cursor:pointer;min-block-size:44px}
button:disabled{opacity:.6}
textarea:focus-visible,button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
</style></head>
<body data-label-operator="${e('chatOperator')}" data-label-you="${e('chatYou')}" data-label-error="${e('chatError')}" data-locale="${L.locale}">
<header><span id="title">${e('chatTitle')}</span></header>
<ul id="log" aria-live="polite" aria-label="${e('chatTitle')}"><li class="note" id="welcome">${e('chatWelcome')}</li></ul>
<form id="form"><label for="text" style="position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip:rect(0 0 0 0)">${e('chatPlaceholder')}</label>
<textarea id="text" name="text" rows="1" maxlength="2000" placeholder="${e('chatPlaceholder')}" required></textarea>
<button type="submit" id="send">${e('chatSend')}</button></form>
<script src="/support/chat.js"></script>
</body></html>`;
}

export function unavailablePage(lang: string, scheme?: Scheme): string {
  const L = labels(lang);
  const e = (k: string) => escapeHtml(L.t(k));
  return `<!doctype html>
<html lang="${L.locale}" dir="${L.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e('unavailableTitle')}</title>
<style>${baseCss(scheme)}
main{max-inline-size:32rem;margin:15vh auto 0;padding:24px;background:var(--surface);border-radius:14px;box-shadow:0 1px 3px rgba(16,24,40,.08);text-align:center}
h1{font-size:22px;margin:0 0 12px}p{margin:0;color:var(--muted)}
</style></head>
<body><main data-unavailable><h1>${e('unavailableTitle')}</h1><p>${e('unavailableText')}</p></main></body></html>`;
}

/** The chat page's script: session token (URL fragment or the app's localStorage) or a visitor key; socket push. */
export const CHAT_SCRIPT = `(() => {
  'use strict';
  const body = document.body;
  // Inside the app's frame the app shows the title already.
  if (window.self !== window.top) document.querySelector('header').hidden = true;
  const log = document.getElementById('log');
  const form = document.getElementById('form');
  const text = document.getElementById('text');
  const send = document.getElementById('send');
  const params = new URLSearchParams(location.search);
  const frag = new URLSearchParams(location.hash.slice(1));
  let token = frag.get('token') || '';
  if (!token) { try { token = (JSON.parse(localStorage.getItem('pipkit.session') || '{}').token) || ''; } catch (e) { token = ''; } }
  let guest = '';
  const ensureGuest = () => {
    if (guest) return guest;
    try { guest = localStorage.getItem('pipkit.chat_guest') || ''; } catch (e) { guest = ''; }
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(guest)) {
      const a = new Uint8Array(24); crypto.getRandomValues(a);
      guest = Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
      try { localStorage.setItem('pipkit.chat_guest', guest); } catch (e) { /* private mode */ }
    }
    return guest;
  };
  if (!token) ensureGuest();
  const seen = new Set();
  let lastId = 0;
  let topic = '';
  const fmt = new Intl.DateTimeFormat(body.dataset.locale || undefined, { hour: '2-digit', minute: '2-digit', numberingSystem: 'latn' });
  const add = (m) => {
    if (seen.has(m.id)) return;
    seen.add(m.id);
    lastId = Math.max(lastId, m.id);
    const li = document.createElement('li');
    li.className = m.sender === 'operator' ? 'operator' : 'user';
    li.dataset.sender = m.sender;
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = (m.sender === 'operator' ? body.dataset.labelOperator : body.dataset.labelYou) + ': ';
    who.style.position = 'absolute'; who.style.inlineSize = '1px'; who.style.overflow = 'hidden'; who.style.clip = 'rect(0 0 0 0)';
    const p = document.createElement('span');
    p.className = 'text';
    p.textContent = m.body;
    const time = document.createElement('time');
    time.dateTime = m.created_at;
    time.textContent = fmt.format(new Date(m.created_at));
    li.append(who, p, time);
    log.append(li);
    log.scrollTop = log.scrollHeight;
  };
  const headers = () => ({ 'content-type': 'application/json', authorization: token, lang: document.documentElement.lang });
  const api = async (method, path, payload) => {
    const res = await fetch(path, { method, headers: headers(), body: payload ? JSON.stringify(payload) : undefined });
    const json = await res.json();
    if (json.code === 999 && token) { token = ''; ensureGuest(); return api(method, path, payload && { ...payload, guest }); }
    if (json.code !== 1) throw new Error(json.msg || 'error');
    return json.data;
  };
  const query = () => { const q = new URLSearchParams({ after_id: String(lastId) }); if (!token) q.set('guest', ensureGuest()); return q; };
  const load = async () => {
    const data = await api('GET', '/api/support/messages?' + query());
    data.messages.forEach(add);
    if (data.topic && data.topic !== topic) { topic = data.topic; subscribe(); }
  };
  let ws = null; let pinger = null;
  const subscribe = () => { if (ws && ws.readyState === 1 && topic) ws.send(JSON.stringify({ type: 'sub', params: { topic } })); };
  const connect = () => {
    try { ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/v1/ws'); } catch (e) { return; }
    ws.onopen = () => {
      if (token) ws.send(JSON.stringify({ type: 'login', params: { token } }));
      subscribe();
      pinger = setInterval(() => ws.readyState === 1 && ws.send('ping'), 5000);
    };
    ws.onmessage = (ev) => {
      if (ev.data === 'pong') return;
      let msg; try { msg = JSON.parse(ev.data); } catch (e) { return; }
      if (msg && msg.type === topic && msg.data) add(msg.data);
      if (msg && msg.type === 'login' && msg.code === 1) subscribe();
    };
    ws.onclose = () => { clearInterval(pinger); setTimeout(connect, 2000 + Math.random() * 3000); };
  };
  // Polling as a safety net when the socket is down (proxies without WebSocket support).
  setInterval(() => { if (!ws || ws.readyState !== 1) load().catch(() => {}); }, 5000);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const value = text.value.trim();
    if (!value) return;
    send.disabled = true;
    try {
      const m = await api('POST', '/api/support/send', { text: value, ...(token ? {} : { guest: ensureGuest(), email: params.get('email') || '' }) });
      text.value = '';
      add(m);
      if (!topic) load().catch(() => {});
    } catch (e) {
      const li = document.createElement('li'); li.className = 'note'; li.setAttribute('role', 'alert'); li.textContent = body.dataset.labelError; log.append(li);
    } finally { send.disabled = false; text.focus(); }
  });
  text.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' && !ev.shiftKey) { ev.preventDefault(); form.requestSubmit(); } });
  load().catch(() => {}).finally(connect);
})();
`;
