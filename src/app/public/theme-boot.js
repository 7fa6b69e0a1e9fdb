// Applies the remembered theme before the first paint, so a dark-theme user never sees a white flash. A classic
// script loaded from <head> (the page's CSP allows scripts from 'self' only, no inline code). The colours are the
// `bg` of defaultTheme and darkTheme (src/widgets/theme.ts; a unit test keeps them equal); the app takes over on start.
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
