// Runs in the page's head, before the app's scripts. Kept tiny: it blocks the first paint.
(function () {
  // The saved language, so an Arabic page never flashes left to right.
  try {
    if (localStorage.getItem('marsa.lang') === 'ar') {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
    }
  } catch (e) {}
  // The requests the first screen waits for start now, while the app's scripts download, instead
  // of after them: the session, and on the guest home the conversation. The app takes each answer
  // once, for its first request to the same address (src/lib/early-data.ts).
  try {
    var early = {};
    var start = function (url) {
      early[url] = fetch(url, { credentials: 'include' });
      early[url].catch(function () {}); // the app sees the failure when it takes the answer
    };
    start('/trpc/auth.me');
    if (location.pathname === '/') start('/trpc/guest.chat.list');
    window.marsaEarly = early;
  } catch (e) {}
  // On the guest home, its route chunks download beside the entry rather than after it has run
  // (the build lists them: src/build/home-chunks.ts).
  try {
    var meta = document.querySelector('meta[name="marsa-home-chunks"]');
    if (location.pathname === '/' && meta) {
      meta.content.split(' ').forEach(function (href) {
        if (!href) return;
        var link = document.createElement('link');
        var isStyle = /\.css$/.test(href);
        link.rel = isStyle ? 'preload' : 'modulepreload';
        if (isStyle) link.as = 'style';
        else link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    }
  } catch (e) {}
})();
