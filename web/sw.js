// Service worker: precache the whole site at install, then serve it cache-first, so that after one
// visit the game runs with no network. Written by tools/build_site.py: VERSION is the site's content
// hash, so a new build installs a new cache and removes the old one.
// The interpreter image (IMAGE, ~31 MB, web/interpreter.mjs) is not in FILES: a first visit does not download
// it; the page asks for it once it is running ("interpreter-image" message, web/boot.js) and every later
// start restores Python from it.
const VERSION = "{{VERSION}}";
const CACHE = `atelier-${VERSION}`;
const FILES = {{FILES}};
const IMAGE = "{{IMAGE}}";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      // Hashed assets never change (the HTTP cache may serve them); the rest is checked with the server.
      .then((cache) => cache.addAll(FILES.map((url) => new Request(url, {
        cache: url.startsWith("./assets/") ? "default" : "no-cache",
      }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith("atelier-") && key !== CACHE).map((key) => caches.delete(key)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  // The page itself, whatever its query or fragment: the cached copy of "./".
  const key = request.mode === "navigate" ? new URL("./", self.registration.scope).href : url.href;
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: request.mode === "navigate" }))
      .then((hit) => hit || fetch(request).then((response) => {
        // A language's catalog is not precached (only its players fetch it): kept once fetched, for offline.
        if (response.ok && url.pathname.endsWith(".mo")) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(key, copy));
        }
        return response;
      })),
  );
});

self.addEventListener("message", (event) => {
  if (event.data !== "interpreter-image") return;
  event.waitUntil(
    caches.open(CACHE)
      .then(async (cache) => (await cache.match(IMAGE)) || cache.add(IMAGE))
      // Not fatal: without it Python starts the plain way (a 404, the network gone, no room for it).
      .catch((error) => console.warn("No interpreter image cached:", error)),
  );
});
