// The loading screen until Python takes over, the error panel for any failure, and the service worker.
// Python (web/app/) renders everything after start; this file only watches the start and reports.

const steps = ["download", "start", "rules"];
const detail = document.getElementById("loading-detail");

function showStep(name, text = "") {
  const at = steps.indexOf(name);
  for (const li of document.querySelectorAll("#loading [data-step]")) {
    const index = steps.indexOf(li.dataset.step);
    li.className = index < at ? "done" : index === at ? "current" : "";
  }
  detail.textContent = text || "\u00a0";
}

// One place that shows what went wrong, as text (never HTML), and stops the loading screen.
function showError(message) {
  const panel = document.getElementById("error");
  const text = document.getElementById("error-text");
  text.textContent = (text.textContent ? text.textContent + "\n\n" : "") + String(message).trim();
  panel.hidden = false;
  document.getElementById("loading")?.setAttribute("aria-busy", "false");
  document.body.classList.add("failed");
}
globalThis.atelierShowError = showError;
document.getElementById("error-reload").addEventListener("click", () => location.reload());
addEventListener("error", (event) => showError(event.message || event.error || "Unknown error"));
addEventListener("unhandledrejection", (event) => showError(event.reason?.message || event.reason));

// A game in play (its link in the address bar) shows its last table at once, from the picture the app
// stored with the save, marked as waking up and not tappable until Python takes over (app.main.start).
try {
  const picture = JSON.parse(localStorage.getItem("atelier:snapshot") || "null");
  if (picture && typeof picture.html === "string" && picture.link && location.hash === `#${picture.link}`) {
    const banner = document.createElement("p");
    banner.className = "waking-banner";
    banner.textContent = document.getElementById("waking-words").textContent;  // in the player's language (early.js)
    const table = document.createElement("div");
    table.className = "snapshot";
    table.innerHTML = picture.html;  // rendered by the app itself, every text escaped; the CSP runs no inline script
    document.getElementById("loading").hidden = true;
    document.getElementById("app").append(banner, table);
    document.body.classList.add("waking");
    performance.mark("atelier:first-picture");
  }
} catch (error) {
  console.warn("No stored picture of the table:", error);
}

// Download progress: the browser reports each finished file (the worker's too, see the worker's messages
// below); the wasm binary is the big one.
let bytes = 0;
function downloaded({ name, encodedBodySize }) {
  bytes += encodedBodySize || 0;
  if (name.endsWith("/pyodide.asm.wasm")) showStep("start", "");
  else if (document.querySelector('[data-step="download"].current')) showStep("download", `${(bytes / 1e6).toFixed(1)} MB`);
}
new PerformanceObserver((list) => list.getEntries().forEach(downloaded)).observe({ type: "resource", buffered: true });

// Offline: the service worker precaches the whole site (see sw.js); failing to register is not fatal.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("./sw.js").catch((error) => console.warn("No offline mode:", error));
}

// Python runs in a worker when the page is cross-origin isolated (the headers of netlify.toml): then no task
// of Python's start, of a tap or of a bot's thinking holds this thread, and the page never freezes. Without
// isolation (a host without those headers) it runs here as before. Either way web/app/dom.py reaches the page
// only through web/page.js's functions, and the player's input reaches Python as messages.
const { api, connect } = await import("./page.js");
// The worker's calls to the page are synchronous only where the worker itself is isolated and has
// SharedArrayBuffer, which an isolated page does not always have: Safari turns it on for an isolated page,
// WebKitGTK (GNOME Web) never does (its workers then get promises back from PyScript's calls). A worker of the
// same kind as PyScript's (blob:, module) says so first, in a few milliseconds.
async function workersCanWait() {
  if (globalThis.crossOriginIsolated !== true) return false;
  const url = URL.createObjectURL(new Blob(
    ["postMessage(self.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function')"],
    { type: "text/javascript" }));
  try {
    const probe = new Worker(url, { type: "module" });
    const answer = await new Promise((resolve) => {
      probe.onmessage = (event) => resolve(event.data === true);
      probe.onerror = () => resolve(false);
    });
    probe.terminate();
    return answer;
  } finally {
    URL.revokeObjectURL(url);
  }
}
// In a worker Python fetches its files itself: the page's preloads (index.html: they start every big download at
// once, into the HTTP cache the worker reads) are never read by the page, and Chromium warns of each, "preloaded
// but not used", on every visit. The page reads each once it is loaded, which frees the preload's copy too.
function handOverPreloads() {
  const read = () => {
    for (const link of document.querySelectorAll('link[rel="preload"][as="fetch"]')) {
      fetch(link.href).then((response) => response.arrayBuffer()).catch(() => {});  // the worker reports failures
    }
  };
  if (document.readyState === "complete") read();
  else addEventListener("load", read, { once: true });
}
const inWorker = await workersCanWait();
if (inWorker) {
  document.querySelector('script[type="py"]').setAttribute("worker", "");
  handOverPreloads();
} else globalThis.atelierPage = { ...api, connect };
globalThis.atelierShowStep = showStep;

const { hooks } = await import("./pyscript/core.js");
// PyScript builds its worker hooks with Function() (eval), which the Content-Security-Policy forbids: drop the
// one built-in worker hook (our worker needs none).
hooks.worker.onBeforeRunAsync.clear();
hooks.main.onWorker.add((wrap, xworker) => {
  Object.assign(xworker.sync, api);  // what Python in the worker calls (pyscript.sync)
  connect((message) => xworker.postMessage(message));
  // The worker's marks (copied onto the page's timeline for the tests), downloads and errors (web/interpreter.mjs).
  xworker.addEventListener("message", ({ data }) => {
    if (data?.atelier?.mark) performance.mark(String(data.atelier.mark));
    if (data?.atelier?.resource) {
      downloaded(data.atelier.resource);
      // The page's resource timing lacks the worker's files: the load benchmark counts them from these marks.
      performance.mark("atelier:worker-file", { detail: data.atelier.resource });
    }
    if (data?.atelier?.error) showError(String(data.atelier.error));
  });
  // A Python error that ends the worker's script comes back to the page (PyScript calls onerror): its traceback.
  xworker.onerror = (event) => {
    console.error(event.error);
    showError(event.error?.message || String(event.error || "Python stopped in its worker"));
  };
});
hooks.main.onReady.add((wrap) => {
  // Python tracebacks go to stderr: show them on the page too.
  const stderr = wrap.io.stderr;
  wrap.io.stderr = (error, ...rest) => {
    showError(error?.message || error);
    return stderr(error, ...rest);
  };
});
