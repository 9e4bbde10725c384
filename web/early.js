// Runs first, before the page is parsed (a classic script in <head>, not a module): what must exist from
// the very first moment, before boot.js and long before Python (web/app/first.py) is ready.
// 1. With a game's link in the address bar the page opens that table, not the home screen drawn into
//    index.html at build time: `has-link` hides that home screen and shows the loading screen (style.css).
// 2. A tap on the pre-drawn home screen is kept (its `data-action`) until Python takes the list with
//    `atelierTakeTaps()` and plays it (app.first); from then on Python's own listener hears the taps.
"use strict";
(() => {
  if (location.hash.length > 1) document.documentElement.classList.add("has-link");

  const taps = [];
  const keep = (event) => {
    const target = event.target.closest?.("[data-action]");
    if (!target) return;
    event.preventDefault();
    taps.push(target.dataset.action);
    document.documentElement.classList.add("tap-kept");
  };
  document.addEventListener("click", keep);
  globalThis.atelierTakeTaps = () => {
    document.removeEventListener("click", keep);
    return taps.splice(0);
  };
})();
