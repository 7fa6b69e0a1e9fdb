// Runs from <head> before the first paint (a classic script: the page's CSP allows scripts from 'self' only, no inline
// code). 1. Applies the remembered theme, so a dark-theme user never sees a white flash. The colours are the `bg` of
// defaultTheme and darkTheme (src/widgets/theme.ts; a unit test keeps them equal); the app takes over on start.
// 2. Starts the remembered language's dictionary with the page (scripts/vite-dictionary-preload.ts wrote the map of
// chunks into index.html): the first screen waits for its labels, and would otherwise ask for them only after the
// app's code has run. On the markets screen that is the part of it the screen shows (src/app/firstLabels.ts).
// 3. Starts the code of the screen the page opens on, for the screens the build listed (below).
(function () {
  var mode = 'system';
  try {
    var saved = JSON.parse(localStorage.getItem('pipkit.settings') || '{}');
    if (saved && (saved.theme === 'light' || saved.theme === 'dark')) mode = saved.theme;
  } catch {
    // no storage (private mode) or bad data: follow the device
  }
  var dark = mode === 'dark' || (mode === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.backgroundColor = dark ? '#0e131b' : '#f4f6fa';
})();
(function () {
  try {
    var island = document.getElementById('pipkit-dictionaries');
    if (!island) return; // the development server has no built chunks
    var map = JSON.parse(island.textContent || '{}');
    // The route as src/app/hashLocation.ts reads it: '#/', '#/?x=1' and no hash at all are the markets screen.
    var markets = /^#?\/?(\?.*)?$/.test(location.hash);
    var chunks = (markets ? map.first : map.full) || {};
    // The bare code ('en'; a JSON-quoted one is tolerated), as src/core/stores/language.ts stores it.
    var lang = (localStorage.getItem('pipkit.lang') || 'hk').replace(/^"|"$/g, '');
    var href = chunks[lang === 'tw' ? 'hk' : lang] || chunks.hk;
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as the app's own module requests (same-origin credentials), so the preload is reused
    link.href = href;
    document.head.appendChild(link);
  } catch {
    // no storage or bad data: the app loads the dictionary itself
  }
})();
(function () {
  // On a screen the build listed (scripts/vite-screen-preload.ts: /user, /order), its code starts with the page:
  // its largest paint waits for it, and the router would ask for it only once the app's entry has run. Those screens
  // need a session; without one the app sends the visitor to /login, so nothing is fetched.
  try {
    var island = document.getElementById('pipkit-screens');
    if (!island) return;
    var session = JSON.parse(localStorage.getItem('pipkit.session') || '{}');
    if (!session || typeof session.token !== 'string' || !session.token) return;
    // The path as src/app/hashLocation.ts reads it: '#/order?type=0' is /order.
    var path = '/' + location.hash.replace(/^#?\/?/, '').split('?')[0];
    var files = JSON.parse(island.textContent || '{}')[path] || [];
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
  } catch {
    // no storage or bad data: the router asks for the screen's code itself
  }
})();
