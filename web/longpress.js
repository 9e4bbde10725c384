// Long-press on a touch screen: hold a piece still for half a second to read its rules text in a bubble.
// On the page's own thread, not in Python: whether a release or the click after it plays must be decided
// inside the touch and click events themselves (preventDefault), which a round trip to Python (in its worker,
// web/page.js) cannot do. The views only emit the text: an SVG `<title>` child of a piece, as for hover, or a
// `data-rules` attribute. e2e/test_long_press.py plays the gesture in the browser.

export const HOLD_MS = 500;  // how long a finger rests on a piece before its rules show
const SLOP_PX = 10;  // a finger that moves further is scrolling, not pressing
const MARGIN_PX = 8;  // the bubble keeps this far from the viewport's edges
const GAP_PX = 8;  // and this far from the piece
const CLICK_AFTER_MS = 800;  // a click this soon after a long-press's release, before any other touch, is its own
const BUBBLE_ID = "rules-bubble";
const BOARD_ID = "board";  // the game's view in the table screen: long-press reads its pieces only

// At most one finger on a piece with rules text: held, moved away (cancelled), or shown (fired).
class Press {
  x = 0;
  y = 0;
  held = false;  // a finger is down on the piece and has not moved away
  fired = false;  // the bubble was shown for this press
  releasedAt = -1e9;  // when a fired press ended (ms), to drop the click that follows

  start(x, y) {
    Object.assign(this, { x, y, held: true, fired: false, releasedAt: -1e9 });
  }

  // The finger moved: beyond the slop it is a scroll, and nothing shows.
  move(x, y) {
    if (this.held && !this.fired && (x - this.x) ** 2 + (y - this.y) ** 2 > SLOP_PX ** 2) this.held = false;
  }

  // A touch that is no press (elsewhere, two fingers) or a cancelled one: any click now is its own.
  cancel() {
    this.held = false;
    this.releasedAt = -1e9;
  }

  // The hold time is up (or the browser says long-press): true when the bubble should show now.
  fire() {
    if (!this.held || this.fired) return false;
    this.fired = true;
    return true;
  }

  // The finger lifts: true when it was a long-press, so the tap it would make must not play.
  end(now) {
    const wasLong = this.held && this.fired;
    this.held = false;
    if (wasLong) this.releasedAt = now;
    return wasLong;
  }

  // A click right after a long-press's release, before any other touch, is that release (once).
  swallowsClick(now) {
    if (now - this.releasedAt <= CLICK_AFTER_MS) {
      this.releasedAt = -1e9;
      return true;
    }
    return false;
  }
}

// The text an element carries itself: its `data-rules`, else its `<title>` child's text; "" for none.
function ownRules(element) {
  for (const text of [element.getAttribute("data-rules"), element.querySelector(":scope > title")?.textContent]) {
    if (text && text.trim()) return text.split(/\s+/).filter(Boolean).join(" ");
  }
  return "";
}

// Where the bubble's top-left corner goes, in viewport coordinates: centred on the piece's middle, inside the
// margins; above the piece when there is room (the finger hides what is below it), else below; on a piece
// taller than the screen, at the top of the viewport.
function place({ left, top, width, height }, [bw, bh], [vw, vh]) {
  const x = Math.min(Math.max(left + width / 2 - bw / 2, MARGIN_PX), Math.max(vw - MARGIN_PX - bw, MARGIN_PX));
  const above = top - GAP_PX - bh;
  if (above >= MARGIN_PX) return [x, above];
  const below = top + height + GAP_PX;
  if (below + bh <= vh - MARGIN_PX) return [x, below];
  return [x, MARGIN_PX];
}

// [element, text] of the innermost thing on the board with rules text under the finger, or [null, ""]. A
// piece's hit area covers what is drawn in it, so a Trade Card half inside a City's Area (or a built Building
// on a Shop Board) is found by the point, as if the Area's hit area were not on top.
function rulesElement(x, y) {
  const found = [];
  for (let element of document.elementsFromPoint(x, y)) {
    if (!element.closest(`#${BOARD_ID}`)) continue;
    while (element && element.id !== BOARD_ID) {
      if (element.matches("[data-rules], [data-key], g, svg") && ownRules(element)) {
        found.push(element);
        break;
      }
      element = element.parentElement;
    }
  }
  const inner = found.filter((e) => !found.some((o) => o !== e && e.contains(o)));
  return inner.length ? [inner[0], ownRules(inner[0])] : [null, ""];
}

const press = new Press();
let pressed = null;  // the element held
let timer = 0;  // the pending hold timer

// Made once, at start (a live region is read when its text changes), outside #app.
function bubble() {
  let element = document.getElementById(BUBBLE_ID);
  if (!element) {
    element = Object.assign(document.createElement("div"), { id: BUBBLE_ID, className: "rules-bubble", hidden: true });
    element.setAttribute("role", "status");
    document.body.append(element);
  }
  return element;
}

const bubbleOpen = () => document.getElementById(BUBBLE_ID)?.hidden === false;

export function closeBubble() {
  pressed?.classList.remove("pressed");
  pressed = null;
  const element = document.getElementById(BUBBLE_ID);
  if (element && !element.hidden) {
    element.hidden = true;
    element.textContent = "";
  }
}

// The text next to the piece, inside the viewport (CSSOM positions are allowed by the CSP).
function showBubble(element, text) {
  closeBubble();
  const box = bubble();
  box.textContent = text;  // text only, never markup
  box.style.left = "0px";
  box.style.top = "0px";
  box.hidden = false;
  const [x, y] = place(element.getBoundingClientRect(), [box.offsetWidth, box.offsetHeight],
    [document.documentElement.clientWidth, innerHeight]);
  box.style.left = `${Math.round(x + scrollX)}px`;
  box.style.top = `${Math.round(y + scrollY)}px`;
  element.classList.add("pressed");
  pressed = element;
}

// The finger rested long enough: the rules of what is under it, if anything there has some.
function onHold() {
  clearTimeout(timer);
  if (!press.held || press.fired) return press.fired;
  const [element, text] = rulesElement(press.x, press.y);  // looked up now, not on every touch
  if (!element) {
    press.cancel();  // a long touch on nothing with rules stays an ordinary touch
    return false;
  }
  press.fire();
  showBubble(element, text);
  return true;
}

// Hold a piece with rules text still for HOLD_MS to read it; the release then plays nothing, and the player's
// current choice stays. A tap anywhere (dropped) or Escape closes the bubble.
export function listenLongPress(app) {
  bubble();
  document.addEventListener("touchstart", (event) => {  // every touch, the bubble's too
    clearTimeout(timer);
    press.cancel();
    if (event.touches.length !== 1 || !event.target.closest?.(`#${app.id}`)) return;  // two fingers: a pinch
    press.start(event.touches[0].clientX, event.touches[0].clientY);
    timer = setTimeout(onHold, HOLD_MS);
  }, { passive: true });
  document.addEventListener("touchmove", (event) => {
    if (press.held && event.touches.length) {
      press.move(event.touches[0].clientX, event.touches[0].clientY);
      if (!press.held) clearTimeout(timer);
    }
  }, { passive: true });
  document.addEventListener("touchend", (event) => {
    clearTimeout(timer);
    if (press.end(performance.now())) event.preventDefault();  // no click from this release
  }, { passive: false });
  document.addEventListener("touchcancel", () => {
    clearTimeout(timer);
    press.cancel();
  }, { passive: true });
  // The browser's own long-press (menu, callout) on a piece with rules: ours instead, at its moment.
  app.addEventListener("contextmenu", (event) => {
    if (press.held && onHold()) event.preventDefault();
  });
  // Before any handler: the click of a long-press's release is dropped; one that closes the bubble too.
  addEventListener("click", (event) => {
    if (press.swallowsClick(performance.now()) || (bubbleOpen() && (closeBubble(), true))) {
      event.preventDefault();
      event.stopPropagation();
    }
  }, true);
  addEventListener("keydown", (event) => {
    if (event.key === "Escape" && bubbleOpen()) {
      closeBubble();
      event.preventDefault();
      event.stopPropagation();
    }
  }, true);
}
