// Runs first, before the page is parsed (a classic script in <head>, not a module): what must exist from
// the very first moment, before boot.js and long before Python (web/app/first.py) is ready.
// 1. With a game's link in the address bar the page opens that table, not the home screen drawn into
//    index.html at build time: `has-link` hides that home screen and shows the loading screen (style.css).
// 2. The player's language as app.i18n.choose picks it: the page's `lang`, its manifest, its home screen
//    the loading and error screens' words and the page's description (a <template> per language in index.html).
// 3. A tap on the pre-drawn home screen is kept (its `data-action`) until Python takes the list with
//    `atelierTakeTaps()` and plays it (app.first); from then on Python's own listener hears the taps.
"use strict";
(() => {
  if (location.hash.length > 1) document.documentElement.classList.add("has-link");

  const manifest = document.querySelector('link[rel="manifest"]');
  const known = manifest?.dataset.languages.split(" ") ?? [];
  const stored = (() => { try { return localStorage.getItem("atelier:pref:language"); } catch { return null; } })();
  const wanted = [stored, ...(navigator.languages ?? [navigator.language])].filter(Boolean);
  const language = wanted.map((tag) => known.includes(tag) ? tag : tag.split("-")[0].toLowerCase())
    .find((tag) => known.includes(tag));
  if (language && language !== "en") {
    document.documentElement.lang = language;
    manifest.href = `./manifest-${language}.webmanifest`;
    document.addEventListener("DOMContentLoaded", () => {
      const drawn = document.querySelector(`template.prerendered-home[data-lang="${language}"]`);
      document.querySelector(".prerendered")?.replaceChildren(drawn.content);
      // the loading screen's and the error panel's words (index.html's data-say), drawn at build time too
      const words = document.querySelector(`template.page-words[data-lang="${language}"]`)?.content;
      for (const element of document.querySelectorAll("[data-say]")) {
        const said = words?.querySelector(`[data-say="${element.dataset.say}"]`);
        if (said) element.textContent = said.textContent;
      }
      const description = words?.querySelector('[data-say="description"]');
      if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description.textContent);
    });
  }

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
