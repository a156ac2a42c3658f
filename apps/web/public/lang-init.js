// Applies the saved language before React starts, so an Arabic page never flashes left to right.
(function () {
  try {
    if (localStorage.getItem('marsa.lang') === 'ar') {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
    }
  } catch (e) {}
})();
