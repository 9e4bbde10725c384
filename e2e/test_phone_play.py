"""Issue 14: whole games played as a player would, with the touch screen on 360x740 and 412x915 phones (a
2-player Opera Magna hot-seat game and a solo Luthier game) and with the mouse on a 1366x768 desktop with
History open. Only what is on screen is tapped (at the piece's centre), never scrolled to by hand.

On a phone: after every tap the next legal targets must be on screen, below the pinned bar (after at most the
app's own scroll), and no page scrolls sideways; the bar stays compact; no text on the table (every 10 taps,
and the end screen) is drawn under 12 CSS px or runs out of its box, nor is any internal id (a card's "A14-w")
drawn as text; after 20 taps, Back returns to the games list, Forward to the
same step, and History opens in sight at its newest entry.
On the desktop, after every click: the status, the History panel and the board do not overlap and stay in the
window, History's buttons are clickable, no sideways scroll.

Each test plays its game to the end (a whole game takes 10 to 30 s here, docs/performance.md, "phone");
PHONE_TAPS=N stops after N taps, and says so. Figures (manual scroll, bar height, smallest text, any text under
12 px, problems found after a tap) are printed and kept in dist/e2e-artifacts/phone-play/*.json."""

from __future__ import annotations

import json
import os
import random
import re
import time

import pytest
from conftest import HOME, HOME_TIMEOUT_MS, ROOT, new_game, watch
from test_phone_first import DESKTOP_1366, PHONE, PHONE_412, open_history_at_the_newest_entry

ARTIFACTS = ROOT / "dist" / "e2e-artifacts" / "phone-play"
TAPS = int(os.environ.get("PHONE_TAPS", "0"))  # 0: to the end of the game
BAR_SHARE = 0.15  # the pinned bar: at most 15% of the screen's height
NEXT = ("#board [data-action^='act:'], #board [data-action^='sel:']:not([data-action='sel:'])"
        ":not([data-action^='sel:?']):not([aria-pressed='true'])")  # as app.main.NEXT_TARGETS
BAR = ".om-status, .lu-prompt"
BOARD = ".om-board, .lu-layout"  # the board under (or beside) the status, without it
MIDGAME = 20  # taps before Back, Forward and History are tried in the middle of a phone game

# For each next target: its centre, whether it is on screen below the pinned bar, and how far the page would
# have to scroll to show it (the manual scroll a player would need).
LOOK = """([next, bar]) => {
  const pinned = document.querySelector(bar); let top = 0;
  if (pinned) { const b = pinned.getBoundingClientRect(); if (b.top <= 1) top = b.bottom; }
  return [...document.querySelectorAll(next)].map(e => { const r = e.getBoundingClientRect();
    const inBar = pinned && pinned.contains(e);  // a button of the pinned bar is always in sight
    const seen = r.height > 0 && (inBar ? r.bottom > 0 : r.bottom > top + 8) && r.top < innerHeight - 8;
    const away = seen ? 0 : (r.top < top ? top - r.top : r.bottom - innerHeight);
    return {action: e.dataset.action, x: r.left + r.width / 2,
            y: Math.max(r.top, inBar ? 0 : top) / 2 + Math.min(r.bottom, innerHeight) / 2,
            seen, away, w: r.width, h: r.height}; }); }"""

# Every text on the table (or the end screen) that is drawn, not only what is in the viewport: its rendered size
# in CSS px. An HTML text by its font size; an SVG text by its font size times the SVG's scale on screen (a
# 360-unit panel drawn 352 px wide shrinks its 12-unit text to 11.7 px). A text inside a closed <details> is not
# drawn until opened; its summary is.
TEXTS = """() => { const out = [];
  for (const root of document.querySelectorAll('#table, #end')) {
    for (const t of root.querySelectorAll('svg text')) { const r = t.getBoundingClientRect(); const m = t.getScreenCTM();
      if (r.width > 0 && m && t.textContent.trim()) out.push([t.textContent.trim(), parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b)]); }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) { const e = n.parentElement;
      if (!n.textContent.trim() || !e || e.closest('svg') || e.closest('details:not([open]) > :not(summary)')) continue;
      if (e.getBoundingClientRect().width === 0 || getComputedStyle(e).visibility === 'hidden') continue;
      out.push([n.textContent.trim(), parseFloat(getComputedStyle(e).fontSize)]); } }
  return out; }"""


def component_ids() -> set[str]:
    """Every component's internal id ("A14-w", "PA03", "W2-B"...) from the games' component files, wherever
    pycore keeps them; the Roman numerals printed on Opera Magna's Shop Boards are their names, not ids."""
    ids: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, dict):
            ids.update(v for k, v in node.items() if k == "id" and isinstance(v, str))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in (ROOT / "pycore").rglob("components.json"):
        walk(json.loads(path.read_text()))
    assert len(ids) > 100, "the component files were not found"
    return ids - {"I", "II", "III", "IV"}


READABLE = 12 - 0.05  # CSS px: the smallest text a player should have to read (issue 14)


def texts_under_12px(page) -> dict[str, float]:
    """Every text drawn on the table (TEXTS) under 12 CSS px: its first 30 characters and its size."""
    small: dict[str, float] = {}
    for text, size in page.evaluate(TEXTS):
        if size < READABLE:
            small[text[:30]] = min(size, small.get(text[:30], 99))
    return small


COMPONENT_IDS = component_ids()
WORD = re.compile(r"[A-Za-z0-9]+(?:-[A-Za-z])?")  # "A14-w" is one word

# Text that runs out of its box: an SVG text past the hit area of its piece, or an HTML element whose own text is
# wider than the element and spills (overflow visible; a text cut with an ellipsis on purpose is not counted).
OUT_OF_BOX = """() => { const out = [];
  for (const g of document.querySelectorAll('#table g.pc, #end g.pc')) { const hit = g.querySelector(':scope > .hit'); if (!hit) continue;
    const h = hit.getBoundingClientRect(); if (!h.width) continue;
    for (const t of g.querySelectorAll('text')) { const r = t.getBoundingClientRect();
      if (r.width && (r.left < h.left - 1 || r.right > h.right + 1 || r.top < h.top - 1 || r.bottom > h.bottom + 1)) out.push('svg: ' + t.textContent.trim().slice(0, 30)); } }
  for (const e of document.querySelectorAll('#table *, #end *')) { if (e.closest('svg') || !e.clientWidth) continue;
    const s = getComputedStyle(e); if (s.overflowX !== 'visible') continue;
    if (e.scrollWidth > e.clientWidth + 1 && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) out.push('html: ' + e.textContent.trim().slice(0, 30)); }
  return out; }"""


class PhonePlayer:
    """Plays a game to its end by touching (or, with `gesture=page.mouse.click`, clicking) what is on screen.
    `check(page) -> [problem, ...]` runs on every table drawn after a tap (and before the first); its problems
    are kept by tap number (`problems`)."""

    def __init__(self, page, seed: int, height: int, gesture=None, check=None) -> None:
        self.page = page
        self.height = height
        self.gesture = gesture or page.touchscreen.tap
        self.check = check
        self.problems: list[tuple[int, list[str]]] = []
        self.rng = random.Random(seed)
        self.taps = 0
        self.unseen: list[tuple[int, str]] = []  # taps after which no next target was on screen
        self.manual_scroll = 0.0
        self.bar_heights: list[float] = []
        self.small_texts: dict[str, float] = {}
        self.smallest = 99.0
        self.ids_shown: set[str] = set()  # internal ids drawn as text
        self.out_of_box: set[str] = set()  # texts that run out of their box
        self.sideways = 0
        self.started = time.monotonic()

    def wait_for_table(self) -> None:
        self.page.wait_for_selector("#table, #privacy, #end", timeout=HOME_TIMEOUT_MS)

    def look(self) -> list[dict]:
        return self.page.evaluate(LOOK, [NEXT, BAR])

    def measure(self) -> None:
        page = self.page
        bar = page.evaluate(f"(() => {{ const b = document.querySelector('{BAR}'); return b && getComputedStyle(b).position === 'sticky'"
                            " ? b.getBoundingClientRect().height : 0; })()")  # only a pinned bar
        self.bar_heights.append(bar)
        if page.evaluate("document.documentElement.scrollWidth > innerWidth"):
            self.sideways += 1
        for text, size in page.evaluate(TEXTS):
            self.smallest = min(self.smallest, size)
            if size < READABLE:
                self.small_texts[text[:30]] = min(size, self.small_texts.get(text[:30], 99))
            self.ids_shown.update(set(WORD.findall(text)) & COMPONENT_IDS)
        self.out_of_box.update(page.evaluate(OUT_OF_BOX))

    def inspect(self) -> None:
        found = self.check(self.page) if self.check else []
        if found and len(self.problems) < 20:
            self.problems.append((self.taps, found))

    def play(self, taps: int) -> None:
        page = self.page
        self.inspect()
        while (taps == 0 or self.taps < taps) and not page.locator("#end").count():
            if page.locator("#privacy").count():
                page.click("[data-action='privacy:']")
                self.wait_for_table()
                continue
            targets = self.look()
            if not targets:  # a bot or the automa is playing
                steps = page.get_attribute("#table", "data-steps")
                page.wait_for_function("s => !document.querySelector('#table') || document.querySelector('#table').dataset.steps !== s"
                                       " || document.querySelector('#end')", arg=steps, timeout=60_000)
                continue
            seen = [t for t in targets if t["seen"]]
            if not seen:
                self.unseen.append((self.taps, targets[0]["action"]))
                y = page.evaluate("scrollY")  # the player scrolls to the nearest target by hand
                page.evaluate("next => document.querySelector(next).scrollIntoView({block: 'center'})", NEXT)
                self.manual_scroll += abs(page.evaluate("scrollY") - y)
                seen = [t for t in self.look() if t["seen"]]
                assert seen, f"a target cannot be brought on screen: {targets[:3]}"
            if self.taps % 10 == 0:
                self.measure()
            acts = [t for t in seen if t["action"].startswith("act:")]
            pool = acts if acts and (len(acts) == len(seen) or self.rng.random() < 0.6) else [t for t in seen if t not in acts] or seen
            target = self.rng.choice(pool)
            before = page.evaluate_handle("document.querySelector('#app').firstElementChild")
            self.gesture(target["x"], target["y"])
            try:
                page.wait_for_function("old => !old.isConnected", arg=before, timeout=30_000)
            except Exception:
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / "stuck.png"))
                under = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y); return e ? e.outerHTML.slice(0, 300) : null; }",
                                      [target["x"], target["y"]])
                pytest.fail(f"tap {self.taps} on {target} changed nothing; under the finger: {under}")
            self.taps += 1
            self.inspect()
        if page.locator("#end").count():
            self.measure()  # the end screen: scores and chart

    def report(self, name: str) -> dict:
        figures = {"taps": self.taps, "game_over": bool(self.page.locator("#end").count()),
                   "seconds": round(time.monotonic() - self.started), "after_taps_with_no_target_on_screen": self.unseen[:20],
                   "manual_scroll_px": round(self.manual_scroll), "bar_max_px": round(max(self.bar_heights or [0]), 1),
                   "bar_max_share": round(max(self.bar_heights or [0]) / self.height, 3),
                   "smallest_text_px": round(self.smallest, 1), "sideways_scroll_samples": self.sideways,
                   "texts_under_12px": dict(sorted(self.small_texts.items(), key=lambda kv: kv[1])[:40]),
                   "checked_after_taps_with_problems": self.problems, "ids_as_text": sorted(self.ids_shown),
                   "texts_out_of_their_box": sorted(self.out_of_box)[:20]}
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / f"{name}.json").write_text(json.dumps(figures, indent=1))
        print(name, json.dumps(figures), flush=True)
        return figures


# With History open on a desktop, on every table drawn: the boxes of the status, the History panel and the board
# do not intersect (but a status pinned at the top lies over the board scrolled under it) and stay inside the window; each History button is the element at its own centre (nothing
# covers it; while playing it is pinned in the window, only the end screen's ranking and chart push it down, and
# then it is checked scrolled into sight); no sideways scroll.
HISTORY_CLEAR = """([bar, board]) => { if (!document.querySelector('#table')) return [];  // a privacy screen
  const log = document.querySelector('#log'); if (!log) return ['History is closed'];
  const boxes = {status: document.querySelector(bar), history: log, board: document.querySelector(board)};
  const problems = [], names = Object.keys(boxes), r = {};
  for (const n of names) { if (!boxes[n]) { problems.push(n + ' missing'); continue; }
    r[n] = boxes[n].getBoundingClientRect();
    if (r[n].left < -0.5 || r[n].right > innerWidth + 0.5) problems.push(`${n} runs off the window: ${r[n].left}..${r[n].right}`); }
  // a status pinned at the top while the page is scrolled lies over the board that scrolled under it, by design
  const pinned = r.status && r.status.top <= 1 && getComputedStyle(boxes.status).position === 'sticky';
  for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) { const a = r[names[i]], b = r[names[j]];
    if (pinned && names[i] === 'status' && names[j] === 'board') continue;
    if (a && b && a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
      problems.push(`${names[i]} and ${names[j]} overlap`); }
  const [x0, y0] = [scrollX, scrollY];
  for (const button of log.querySelectorAll('.stepper button:not([disabled])')) { let b = button.getBoundingClientRect();
    if (b.top < 0 || b.bottom > innerHeight) { button.scrollIntoView({block: 'nearest'}); b = button.getBoundingClientRect(); }  // as a player scrolls to it
    const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    if (!top || !button.contains(top)) problems.push('History button not clickable: ' + (button.getAttribute('aria-label') || button.textContent)); }
  scrollTo(x0, y0);  // the game goes on from where the player was
  if (document.documentElement.scrollWidth > innerWidth) problems.push('sideways scroll');
  return problems; }"""


def no_sideways_scroll(page) -> list[str]:
    return ["sideways scroll"] if page.evaluate("document.documentElement.scrollWidth > innerWidth") else []


def history_clear(page) -> list[str]:
    return page.evaluate(HISTORY_CLEAR, [BAR, BOARD])


def past_privacy(page) -> None:
    if page.locator("#privacy").count():
        page.click("[data-action='privacy:']")
    page.wait_for_selector("#table")


def back_forward_and_history(page, site_url: str) -> None:
    """Mid-game on a phone: Back returns to the games list (still the app), Forward brings the same game back
    at the same step, and History opens in sight at its newest entry (then is closed again)."""
    page.wait_for_selector("#table, #privacy")
    past_privacy(page)
    steps = page.get_attribute("#table", "data-steps")
    page.go_back()
    page.wait_for_selector(HOME)
    assert page.url.startswith(site_url) and "#" not in page.url, page.url
    page.go_forward()
    page.wait_for_selector("#table, #privacy")
    past_privacy(page)
    assert page.get_attribute("#table", "data-steps") == steps
    open_history_at_the_newest_entry(page)
    page.click("[data-action='log:']")
    page.wait_for_selector("#log", state="detached")


@pytest.mark.parametrize("phone", ["360x740", "412x915"])
@pytest.mark.parametrize("game, kinds", [("opera-magna", ["human", "human"]), ("luthier", ["human"])])
def test_play_by_taps_on_a_phone_with_every_next_target_on_screen(browser, site_url, game, kinds, phone):
    options = PHONE if phone == "360x740" else PHONE_412
    context = browser.new_context(**options)
    watched = watch(context, site_url)
    page = watched.page
    watched.open_home(site_url)
    new_game(page, game, kinds, seed=71)
    player = PhonePlayer(page, seed=71, height=options["viewport"]["height"], check=no_sideways_scroll)
    player.play(min(MIDGAME, TAPS or MIDGAME))
    if not page.locator("#end").count():
        back_forward_and_history(page, site_url)
    player.play(TAPS)
    figures = player.report(f"{game}-{len(kinds)}p-{phone}")
    page.screenshot(path=str(ARTIFACTS / f"{game}-{phone}-after-{player.taps}-taps.png"))
    assert not watched.console_errors, watched.console_errors
    assert figures["game_over"] or TAPS, "the game did not reach its end"
    assert figures["after_taps_with_no_target_on_screen"] == [] and figures["manual_scroll_px"] == 0
    assert figures["sideways_scroll_samples"] == 0 and figures["checked_after_taps_with_problems"] == []
    assert figures["bar_max_share"] <= BAR_SHARE, figures["bar_max_px"]
    assert figures["texts_under_12px"] == {}, figures["texts_under_12px"]  # readable on a 360 px phone
    assert figures["ids_as_text"] == []  # ids stay in data attributes
    assert figures["texts_out_of_their_box"] == []
    context.close()


@pytest.mark.parametrize("game, kinds", [("opera-magna", ["human", "human"]), ("luthier", ["human"])])
def test_a_whole_game_clicked_on_a_1366_desktop_with_history_open_overlaps_nothing(browser, site_url, game, kinds):
    """Bug 1 of issue 14 (the status box spread over the History panel and its buttons, and cut the Cities off),
    checked on every table of a whole game played with the mouse, the History open throughout; and no text under
    12 CSS px there either (History beside it shrank Opera Magna's board to 8 px words)."""
    context = browser.new_context(**DESKTOP_1366)
    watched = watch(context, site_url)
    page = watched.page
    watched.open_home(site_url)
    new_game(page, game, kinds, seed=72)
    past_privacy(page)
    page.click("[data-action='log:']")
    page.wait_for_selector("#log")
    player = PhonePlayer(page, seed=72, height=DESKTOP_1366["viewport"]["height"], gesture=page.mouse.click, check=history_clear)
    player.play(TAPS)
    figures = player.report(f"{game}-{len(kinds)}p-1366x768-history")
    page.screenshot(path=str(ARTIFACTS / f"{game}-1366x768-history-after-{player.taps}-clicks.png"))
    assert not watched.console_errors, watched.console_errors
    assert figures["game_over"] or TAPS, "the game did not reach its end"
    assert figures["checked_after_taps_with_problems"] == []
    assert figures["sideways_scroll_samples"] == 0
    assert figures["texts_under_12px"] == {}, figures["texts_under_12px"]  # readable on a common laptop
    assert figures["ids_as_text"] == [] and figures["texts_out_of_their_box"] == []
    context.close()
