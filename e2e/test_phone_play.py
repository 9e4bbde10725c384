"""Issue 14: games played by taps on a 360x740 touch phone, as a player would: only what is on screen is
tapped (with the touch screen, at the piece's centre), never scrolled to by hand. After every tap the next
legal targets must be on screen, below the pinned bar (after at most the app's own scroll); the bar stays
compact; no page scrolls sideways; no text on the table (every 10 taps, and the end screen) is drawn under 12 CSS px.

Each test plays its game to the end (a whole game takes 10 to 30 s here, docs/performance.md, "phone");
PHONE_TAPS=N stops after N taps, and says so. Figures (manual scroll, bar height, smallest text, any text under 12 px) are printed and kept in
dist/e2e-artifacts/phone-play/*.json."""

from __future__ import annotations

import json
import os
import random
import time

import pytest
from conftest import HOME_TIMEOUT_MS, ROOT, watch
from test_phone_first import PHONE, PHONE_412

ARTIFACTS = ROOT / "dist" / "e2e-artifacts" / "phone-play"
TAPS = int(os.environ.get("PHONE_TAPS", "0"))  # 0: to the end of the game
BAR_SHARE = 0.15  # the pinned bar: at most 15% of the screen's height
NEXT = ("#board [data-action^='act:'], #board [data-action^='sel:']:not([data-action='sel:'])"
        ":not([data-action^='sel:?']):not([aria-pressed='true'])")  # as app.main.NEXT_TARGETS
BAR = ".om-status, .lu-prompt"

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
      if (r.width > 0 && m && t.textContent.trim()) out.push([t.textContent.trim().slice(0, 30), parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b)]); }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) { const e = n.parentElement;
      if (!n.textContent.trim() || !e || e.closest('svg') || e.closest('details:not([open]) > :not(summary)')) continue;
      if (e.getBoundingClientRect().width === 0 || getComputedStyle(e).visibility === 'hidden') continue;
      out.push([n.textContent.trim().slice(0, 30), parseFloat(getComputedStyle(e).fontSize)]); } }
  return out; }"""


class PhonePlayer:
    def __init__(self, page, seed: int, height: int) -> None:
        self.page = page
        self.height = height
        self.rng = random.Random(seed)
        self.taps = 0
        self.unseen: list[tuple[int, str]] = []  # taps after which no next target was on screen
        self.manual_scroll = 0.0
        self.bar_heights: list[float] = []
        self.small_texts: dict[str, float] = {}
        self.smallest = 99.0
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
            if size < 12 - 0.05:
                self.small_texts[text] = min(size, self.small_texts.get(text, 99))

    def play(self, taps: int) -> None:
        page = self.page
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
            page.touchscreen.tap(target["x"], target["y"])
            try:
                page.wait_for_function("old => !old.isConnected", arg=before, timeout=30_000)
            except Exception:
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / "stuck.png"))
                under = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y); return e ? e.outerHTML.slice(0, 300) : null; }",
                                      [target["x"], target["y"]])
                pytest.fail(f"tap {self.taps} on {target} changed nothing; under the finger: {under}")
            self.taps += 1
        if page.locator("#end").count():
            self.measure()  # the end screen: scores and chart

    def report(self, name: str) -> dict:
        figures = {"taps": self.taps, "game_over": bool(self.page.locator("#end").count()),
                   "seconds": round(time.monotonic() - self.started), "after_taps_with_no_target_on_screen": self.unseen[:20],
                   "manual_scroll_px": round(self.manual_scroll), "bar_max_px": round(max(self.bar_heights or [0]), 1),
                   "bar_max_share": round(max(self.bar_heights or [0]) / self.height, 3),
                   "smallest_text_px": round(self.smallest, 1), "sideways_scroll_samples": self.sideways,
                   "texts_under_12px": dict(sorted(self.small_texts.items(), key=lambda kv: kv[1])[:40])}
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / f"{name}.json").write_text(json.dumps(figures, indent=1))
        print(name, json.dumps(figures), flush=True)
        return figures


def new_game(page, site_url: str, game: str, kinds: list[str], seed: int) -> None:
    page.goto(site_url)
    page.wait_for_selector("body.app-ready [data-action='new:']", timeout=HOME_TIMEOUT_MS)
    page.click("[data-action='new:']")
    page.click(f"[data-action='ng-game:{game}']")
    page.click(f"[data-action='ng-count:{len(kinds)}']")
    for i, kind in enumerate(kinds):
        page.select_option(f"select[name='kind-{i}']", kind)
    page.fill("input[name='seed']", str(seed))
    page.click("[data-action='ng-start:']")
    page.wait_for_selector("#table, #privacy")


@pytest.mark.parametrize("phone", ["360x740", "412x915"])
@pytest.mark.parametrize("game, kinds", [("opera-magna", ["human", "human"]), ("luthier", ["human"])])
def test_play_by_taps_on_a_phone_with_every_next_target_on_screen(browser, site_url, game, kinds, phone):
    options = PHONE if phone == "360x740" else PHONE_412
    context = browser.new_context(**options)
    watched = watch(context, site_url)
    page = watched.page
    new_game(page, site_url, game, kinds, seed=71)
    player = PhonePlayer(page, seed=71, height=options["viewport"]["height"])
    player.play(TAPS)
    figures = player.report(f"{game}-{len(kinds)}p-{phone}")
    page.screenshot(path=str(ARTIFACTS / f"{game}-{phone}-after-{player.taps}-taps.png"))
    assert not watched.console_errors, watched.console_errors
    assert figures["after_taps_with_no_target_on_screen"] == [] and figures["manual_scroll_px"] == 0
    assert figures["sideways_scroll_samples"] == 0
    assert figures["bar_max_share"] <= BAR_SHARE, figures["bar_max_px"]
    assert figures["texts_under_12px"] == {}, figures["texts_under_12px"]  # readable on a 360 px phone
    context.close()
