// The page's side of the app: everything Python (web/app/dom.py) asks of the document, one function per
// operation, and the listeners that hand the player's input to Python as messages ([kind, ...values]).
// Python runs in a worker when the page is cross-origin isolated (boot.js): each call is then a synchronous
// round trip between threads (2 to 5 ms), so every function here does a whole operation and answers with a
// string, a number or a boolean. Without isolation Python runs on this thread and calls the same functions.
import { closeBubble, listenLongPress } from "./longpress.js";
import * as identity from "./identity.js";

const APP_ID = "app";
const app = () => document.getElementById(APP_ID);
let deliver = () => {};  // hands a message to Python (connect)
// Input handed to Python and not yet handled (`data-pending` on <html>: the e2e tests wait for 0 after an input,
// since Python in its worker answers a few milliseconds after the event, not inside it).
let pending = 0;

function count(change) {
  pending += change;
  document.documentElement.dataset.pending = String(pending);
}

// A message for Python; `counted` when its input was counted already (a file read first, listenFileImport).
function send(message, counted = false) {
  if (!counted) count(1);
  deliver(message);
}

export function connect(sender) {
  deliver = sender;
}

// The form fields of the new-game form, read when its button is tapped (Python cannot read the page later).
function formValues(formId) {
  const form = document.getElementById(formId);
  const values = {};
  for (const element of form?.elements ?? []) if (element.name) values[element.name] = element.value;
  return values;
}

const pageUrl = () => location.href.split("#")[0];
const fragment = () => location.hash.replace(/^#/, "");
const address = (text) => pageUrl() + (text ? `#${text}` : "");

// Keys the app reads on the table (History's arrows); Python says which (listenKeys).
let tableKeys = new Set();

// The keyboard's place survives a new picture (issue 31): the focus was in the app when it was redrawn (an Enter
// on a piece, a bot's move while the player waits), so it goes to the same control if it is still there, else to
// the first of the table's next targets, else to the board, a screen's main button ("I am Bo", Next) or the screen
// itself; never back to the page's top, which cost 8 to 10 Tabs an action. Without scrolling: dom.show_targets
// brings what matters into sight.
const TARGETS = "#board button[data-action]:not([disabled]), #board [role='button'][data-action][tabindex]";

function keepFocus(root, action) {
  const same = action && root.querySelector(`[data-action="${CSS.escape(action)}"]:not([disabled])`);
  const next = same || [...root.querySelectorAll(TARGETS)].find((element) => /^(act|sel):[^?~]/.test(element.dataset.action)
    && element.getAttribute("aria-pressed") !== "true");
  const place = next || root.querySelector("#board") || root.querySelector("button.primary:not([disabled])") || root;
  if (!next) place.tabIndex = -1;  // focusable by script only: the next Tab goes to its first control
  place.focus({ preventScroll: true });
}

// Arrow keys on a piece of the table move between the table's current targets, in the page's order (Left and Up
// back, Right and Down on, round at the ends); Enter or Space then takes one.
function moveAmongTargets(event) {
  const arrows = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
  const step = arrows[event.key];
  if (!step || !event.target.matches?.(TARGETS)) return false;
  const all = [...document.querySelectorAll(TARGETS)];
  const at = all.indexOf(event.target);
  if (at < 0 || all.length < 2) return false;
  all[(at + step + all.length) % all.length].focus();
  return true;
}

export const api = {
  // Python has handled one message (web/app/dom.py, after each).
  handled() {
    count(-1);
  },
  mount(html) {
    closeBubble();  // the piece it spoke of is gone
    const root = app();
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    root.innerHTML = html;  // built by app.markup: every text escaped
    // a piece of the board was taken: the next targets; a tool (History, Bots...): the same tool
    if (focused) keepFocus(root, focused.closest("#board") ? "" : focused.dataset?.action ?? "");
  },
  mark(name) {
    performance.mark(`atelier:${name}`);
  },
  showError(text) {
    globalThis.atelierShowError(text);
  },
  // One click listener for the whole app (the nearest `[data-action]` names the action), Enter and Space on a
  // focused SVG piece (`role="button"`, not a real button), long-press; returns the taps web/early.js kept.
  listen() {
    const root = app();
    const tap = (target) => send(["action", target.dataset.action]);
    root.addEventListener("click", (event) => {
      const target = event.target.closest("[data-action]");
      if (target) tap(target);
    });
    root.addEventListener("keydown", (event) => {
      const target = event.target;
      if (moveAmongTargets(event)) {  // not the History's arrows (listenKeys): the board has the keyboard
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (!["Enter", " "].includes(event.key) || !target.matches('[data-action][role="button"]')
          || target.tagName.toLowerCase() === "button") return;
      event.preventDefault();
      tap(target);
    });
    listenLongPress(root);
    addEventListener("storage", (event) => {  // another tab saved: Python's copy of the storage follows
      send(event.key === null ? ["storage-all", api.storageAll()] : ["storage", event.key, event.newValue]);
    });
    return JSON.stringify(globalThis.atelierTakeTaps?.() ?? []);
  },
  // Key presses outside text fields (the arrow keys of the history), for Python; the table's keys (`keys`, a
  // JSON list) do not scroll the page while a table is shown.
  listenKeys(keys) {
    tableKeys = new Set(JSON.parse(keys));
    document.addEventListener("keydown", (event) => {
      if (event.target.closest?.("input, select, textarea") || event.altKey || event.ctrlKey || event.metaKey) return;
      if (tableKeys.has(event.key) && document.getElementById("table")) event.preventDefault();
      send(["key", event.key]);
    });
  },
  // A file picked in an `<input type=file data-import>`: its name and text.
  listenFileImport() {
    app().addEventListener("change", (event) => {
      const target = event.target;
      if (!target.matches("input[data-import]") || target.files.length === 0) return;
      const picked = target.files[0];
      count(1);
      picked.text().then((text) => send(["import", picked.name, text], true), () => count(-1));
    });
  },
  // Back or Forward: the entry's screen and save ("" for an entry we did not make) and the fragment.
  listenHistory() {
    history.scrollRestoration = "manual";  // each screen is drawn anew, at its top (scrollToTop)
    addEventListener("popstate", (event) => {
      const state = event.state;
      send(["history", String(state?.screen ?? ""), String(state?.save ?? ""), fragment()]);
    });
  },
  listenFragment() {
    addEventListener("hashchange", () => send(["fragment", fragment()]));
  },
  // The whole localStorage as JSON (a worker has none: Python keeps a copy and writes through here).
  storageAll() {
    const all = {};
    for (let i = 0; i < localStorage.length; i++) all[localStorage.key(i)] = localStorage.getItem(localStorage.key(i));
    return JSON.stringify(all);
  },
  // "" when stored, "full" when the browser refused for its quota; any other failure is thrown.
  storageSet(key, value) {
    try {
      localStorage.setItem(key, value);
      return "";
    } catch (error) {
      if (String(error?.name).toLowerCase().includes("quota") || String(error).toLowerCase().includes("quota")) return "full";
      throw error;
    }
  },
  // One entry as stored now (another tab may have written it a moment ago: its storage event may not be here yet).
  storageGet(key) {
    return JSON.stringify(localStorage.getItem(key));
  },
  storageRemove(key) {
    localStorage.removeItem(key);
  },
  askPersistentStorage() {
    navigator.storage?.persist?.().catch(() => {});
  },
  formValues(formId) {
    return JSON.stringify(formValues(formId));
  },
  download(fileName, text) {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
  pageUrl,
  fragment,
  setFragment(text) {
    history.replaceState(history.state, "", address(text));
  },
  pushScreen(screen, save, text) {
    history.pushState({ screen, save }, "", address(text));
  },
  replaceScreen(screen, save, text) {
    history.replaceState({ screen, save }, "", address(text));
  },
  scrollToTop() {
    scrollTo(0, 0);
  },
  // Scroll a scrolling list (not the page) so that its item `itemSelector` (else its last) is in sight.
  showNewest(listSelector, itemSelector) {
    const box = document.querySelector(listSelector);
    const item = box && (box.querySelector(itemSelector) || box.lastElementChild);
    if (!item) return;
    const below = item.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom;
    if (below > 0) box.scrollTop += below + 8;
  },
  reveal(selector) {
    document.querySelector(selector)?.scrollIntoView({ block: "nearest" });
  },
  // When none of the elements `targets` (what may be tapped next) has its centre in the free part of the screen,
  // between the bars `pinned` stuck at its top (the status bar) and at its bottom (a guided game's panel), scroll
  // the first one to the middle of that free part; true if it scrolled. A piece under a bar is not in sight: a tap
  // there would land on the bar.
  // A view's `[data-reveal]` (Luthier's dome once a chip is chosen, far below on a phone) is brought wholly into
  // sight first, at the foot of the free part, which leaves the prompt above it in sight too.
  showTargets(targets, pinned) {
    const found = document.querySelectorAll(targets);
    if (found.length === 0) return false;
    const bars = [...document.querySelectorAll(pinned)];
    let top = 0, bottom = innerHeight;
    for (const bar of bars) {
      const box = bar.getBoundingClientRect();
      if (box.height === 0) continue;
      if (box.top <= 1) top = Math.max(top, box.bottom);
      else if (box.bottom >= innerHeight - 1) bottom = Math.min(bottom, box.top);
    }
    const reveal = document.querySelector("#board [data-reveal]");
    if (reveal) {
      const box = reveal.getBoundingClientRect();
      const clear = Math.max(0, top);  // a prompt scrolled away above (not pinned) hides nothing
      if (box.top < clear || box.bottom > bottom) {
        scrollBy(0, box.height > bottom - clear ? box.top - clear : box.bottom - bottom);
        return true;
      }
    }
    for (const element of found) {
      const box = element.getBoundingClientRect();
      if (box.height === 0) continue;
      if (bars.some((bar) => bar.contains(element))) {  // a button of a bar: in sight once the bar is on screen
        if (box.bottom > 8 && box.top < innerHeight - 8) return false;  // (a sticky bar not yet pinned may be below)
        continue;
      }
      const middle = box.top + box.height / 2;
      if (middle > top + 4 && middle < bottom - 4) return false;
    }
    const box = found[0].getBoundingClientRect();
    scrollBy(0, box.top + box.height / 2 - (top + bottom) / 2);
    return true;
  },
  // The player's pointer: a mouse (say "click") or a finger (say "tap"); see app.pointer.
  pointer() {
    return matchMedia("(hover: hover) and (pointer: fine)").matches ? "mouse" : "touch";
  },
  // The Web Share API where present, else the clipboard; what was done, for the page to say.
  share(title, text, url) {
    const data = { title, text, url };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      navigator.share(data).catch(() => {});
      return "shared";
    }
    if (navigator.clipboard) {
      navigator.clipboard.writeText(`${text} ${url}`).catch(() => {});
      return "copied";
    }
    return "shown";
  },
  // Play at a distance (web/identity.js, asynchronous): answered as messages, counted as pending until handled.
  deviceKey() {
    count(1);
    identity.deviceKey().then((key) => send(["device-key", JSON.stringify(key)], true));
  },
  sign(request, message) {
    count(1);
    performance.mark("atelier:webcrypto-sign-start");  // tools/bench_signing.py: WebCrypto's part of signing
    identity.sign(message).then((signature) => {
      performance.mark("atelier:webcrypto-sign-end");
      send(["signed", request, signature], true);
    }, () => send(["signed", request, ""], true));
  },
  verify(request, claims) {
    count(1);
    identity.verify(JSON.parse(claims)).then((valid) => send(["verified", request, JSON.stringify(valid)], true));
  },
  // The languages the browser asks for, most wanted first (app.i18n.choose), as JSON; and the page's language
  // once chosen (screen readers, hyphenation, the fonts' forms).
  languages() {
    return JSON.stringify(navigator.languages?.length ? navigator.languages : [navigator.language || "en"]);
  },
  setLanguage(code) {
    document.documentElement.lang = code;
  },
  // A language's compiled catalog (app.i18n), next to this file: fetched only by a player of that language.
  catalogUrl(code) {
    return new URL(`./locale/${code}.mo`, import.meta.url).href;
  },
  // Python is running our code (interpreter and wheels ready): marked for tests and the load benchmark.
  pythonReady() {
    performance.mark("atelier:python-ready");
    globalThis.atelierShowStep?.("rules");
  },
  // The app has taken over from the first screen: clicks act at once (until now they were kept) and a stored
  // picture stops being "waking up" (boot.js). Then the service worker fetches the interpreter image for the
  // next start (web/sw.js, web/interpreter.mjs), after the first visit's own downloads.
  setReady() {
    document.body.classList.remove("waking");
    document.body.classList.add("app-ready");
    performance.mark("atelier:app-ready");
    navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage("interpreter-image"));
  },
};
