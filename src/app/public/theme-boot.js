// Runs from <head> before the first paint (a classic script: the page's CSP allows scripts from 'self' only, no inline
// code). Each part below fails on its own (no storage in private mode, bad data) and the app then does that work itself.
// 1. Applies the remembered theme, so a dark-theme user never sees a white flash.
// 2. Sets up number and date formatting while the app's code downloads.
// 3. Starts the remembered language's dictionary with the page.
// 4. Starts the code of the screen the page opens on, for the screens the build listed (with a session, or for
//    everyone on a screen that shows to visitors).
// 5. Starts that screen's first requests, for the screens the build listed (with a session, or for everyone on a
//    screen that shows to visitors).
(function () {
  /** A JSON data island the build wrote into index.html (html-island.ts); the development server has none. */
  var island = function (id) {
    var it = document.getElementById(id);
    return it ? JSON.parse(it.textContent || '{}') : {};
  };
  var preload = function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as the app's own module requests (same-origin credentials), so the preload is reused
    link.href = href;
    document.head.appendChild(link);
  };
  // The route as src/app/hashLocation.ts reads it, with its query: '#/', '#/?x=1' and no hash are the markets screen.
  var route = '/' + location.hash.replace(/^#?\/?/, '');
  var path = route.split('?')[0];
  var lang = 'hk';
  var token = '';
  try {
    // The bare code ('en'; a JSON-quoted one is tolerated), as src/core/stores/language.ts reads it ('tw' is 'hk').
    lang = (localStorage.getItem('pipkit.lang') || lang).replace(/^"|"$/g, '').replace(/^tw$/, 'hk');
    var session = JSON.parse(localStorage.getItem('pipkit.session') || '{}');
    if (session && typeof session.token === 'string') token = session.token;
  } catch {
    // no storage or bad data: the app's default language, and no session
  }
  // The first requests the build listed for the route (src/app/firstAsks.ts), and whether the screen shows to a
  // visitor (the markets and trade screens; the others send a visitor to /login, so their code would be wasted).
  var firstAsks = {};
  try {
    firstAsks = island('pipkit-asks');
  } catch {
    // none sent with the page
  }
  var forVisitors = !!(firstAsks[path] && firstAsks[path].visitors);

  // 1. The colours are the `bg` of defaultTheme and darkTheme (src/widgets/theme.ts; a unit test keeps them equal); the
  // app takes over on start.
  var mode = 'system';
  try {
    var saved = JSON.parse(localStorage.getItem('pipkit.settings') || '{}');
    if (saved && (saved.theme === 'light' || saved.theme === 'dark')) mode = saved.theme;
  } catch {
    // follow the device
  }
  var dark = mode === 'dark' || (mode === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-theme', (root.style.colorScheme = dark ? 'dark' : 'light'));
  root.style.backgroundColor = dark ? '#0e131b' : '#f4f6fa';

  // 2. Intl's number formatting sets itself up on first use, once per page and whatever the language: about 20 ms,
  // 80 on a phone's CPU (4x slowdown). In a task of its own now, while the entry downloads, instead of inside the
  // render that paints the first balances and lots, after the first paint (docs/performance.md "Number formatting set
  // up while the entry downloads").
  setTimeout(function () {
    try {
      new Intl.NumberFormat().format(1);
    } catch {
      // the app's first formatting does it
    }
  }, 0);
  // Dates likewise, in a task after it: 14-60 ms on a phone's CPU the first time (the time zone's rules), which was
  // paid inside the trade screen's first render of its trading hours (docs/performance.md "Date and number
  // formatters kept").
  setTimeout(function () {
    try {
      new Intl.DateTimeFormat().format(0);
    } catch {
      // the app's first date does it
    }
  }, 0);

  // 3. The first screen waits for its labels, and would otherwise ask for them only after the app's code has run
  // (scripts/vite-dictionary-preload.ts wrote the map of chunks). On the markets screen, and on a screen the build
  // listed (with a session, or for everyone on one that shows to visitors), that is the part of the dictionary the
  // screen shows, which src/app/firstLabels.ts then loads as such (the full dictionary follows).
  try {
    var map = island('pipkit-dictionaries');
    var part = path === '/' ? map.first : (token || forVisitors) && map.screens[path];
    var chunks = part || map.full || {};
    var code = chunks[lang] ? lang : 'hk';
    if (chunks[code]) preload(chunks[code]);
    if (part && part[code]) window.pipkitFirstLabels = { lang: code, href: part[code], screen: path };
  } catch {
    // the app loads the dictionary itself
  }

  try {
    // 4. With a stored session, or on a screen that shows to visitors (without a session the app sends a visitor
    // from the others to /login). Their largest paint waits for the screen's code (scripts/vite-screen-preload.ts:
    // /user, /order, /trade), which the router would ask for only once the app's entry has run.
    if (token || forVisitors) (island('pipkit-screens')[path] || []).forEach(preload);
    // 5. The requests its first content waits for (src/app/firstAsks.ts; by route with its query: '#/order?type=0' is
    // another tab, asking for another list), sent as the app's client would send them; src/app/pageAsks.ts hands
    // each answer to the app's first matching request. Without this they leave only once the entry (most of the
    // first load) has arrived and run: a round trip later. A visitor's only on the screens that show to visitors.
    var ask = firstAsks[route];
    if (!ask || !(token || ask.visitors)) return;
    var urls = ask.urls;
    // The API's origin by src/core/host.ts's rule (a unit test keeps the two equal): the page's own on localhost, an
    // address or a one-label name; else the page's host with its first label replaced by `api` (added to a two-label one).
    var host = location.hostname; // an IPv6 address in brackets: local by its ':'
    var local = /(^|\.)localhost$|^\d{1,3}(\.\d{1,3}){3}$|^[^.]*$|:/i.test(host);
    var base = location.origin.replace(host, local ? host : host.split('.').length === 2 ? 'api.' + host : host.replace(/^[^.]*/, 'api'));
    var asks = (window.pipkitPageAsks = {});
    urls.forEach(function (address) {
      var url = base + address;
      // by what src/app/pageAsks.ts compares: the address, the session's token, the language
      asks[url + ' ' + token + ' ' + lang] = fetch(url + (/\?/.test(url) ? '&' : '?') + 't=' + Date.now(), { headers: { lang: lang, authorization: token } });
    });
  } catch {
    // the router asks for the screen's code, and the app for its data
  }
})();
