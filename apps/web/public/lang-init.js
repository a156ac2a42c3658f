// Runs in the page's head, before the app's scripts. Kept tiny: it blocks the first paint.
(function () {
  // The saved language, so an Arabic page never flashes left to right.
  try {
    if (localStorage.getItem('marsa.lang') === 'ar') {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
    }
  } catch (e) {}
  // After the first paint (so nothing competes with it), the guest home's requests start while the
  // app's scripts download instead of after they have run: the session, on / the conversation, and
  // on / the route chunks the build lists (src/build/home-chunks.ts). The app takes each answer
  // once, for its first request to the same address (src/lib/early-data.ts).
  var early = (window.marsaEarly = {});
  var isHome = location.pathname === '/';
  var start = function (url) {
    if (url in early) return; // the app asked first
    early[url] = fetch(url, { credentials: 'include' });
    early[url].catch(function () {}); // the app sees the failure when it takes the answer
  };
  var preloads = document.createDocumentFragment();
  var preload = function (href) {
    var link = document.createElement('link');
    if (/\.css$/.test(href)) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = href;
    preloads.appendChild(link);
  };
  var afterFirstPaint = function () {
    try {
      start('/trpc/auth.me');
      if (!isHome) return;
      start('/trpc/guest.chat.list');
      var meta = document.querySelector('meta[name="marsa-home-chunks"]');
      (meta ? meta.content.split(' ') : []).forEach(function (href) {
        if (href) preload(href);
      });
      document.head.appendChild(preloads);
    } catch (e) {}
  };
  try {
    requestAnimationFrame(function () {
      setTimeout(afterFirstPaint, 0);
    });
  } catch (e) {}
})();
