"""Luthier's table in the browser, through taps alone: a 2-player hot-seat game to the end screen on
a 360x740 phone, a solo game against the automa to the end on a desktop. Taps are chosen among the
pieces the view offers (`page.evaluate` only reads them); screenshots go to dist/e2e-artifacts/luthier/.
Tap-to-render times (click to the new step drawn) are written next to them for docs/performance.md."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

from conftest import HOME_TIMEOUT_MS, ROOT, new_game, watch
import tap_timing
from timing import spread

PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
ARTIFACTS = ROOT / "dist" / "e2e-artifacts" / "luthier"  # pytest-playwright empties test-results/
STEP_TIMEOUT_MS = 30_000
READY = "#board [data-action^='act:'], #board [data-action^='sel:'], #privacy, #end"


def offered(page) -> list[str]:
    return page.eval_on_selector_all("#board [data-action]", "els => els.map(e => e.dataset.action)")


def steps(page) -> int:
    return int(page.get_attribute("#table", "data-steps"))


def tap(page, action: str) -> None:
    """Tap the piece: a button if the action has one, else the drawn piece (an SVG sector)."""
    selector = f'#board [data-action="{action}"]'
    buttons = page.locator(f'#board button[data-action="{action}"]')
    (buttons if buttons.count() else page.locator(selector)).first.click()


def choose(rng: random.Random, targets: list[str]) -> str:
    acts = [t for t in targets if t.startswith("act:")]
    sels = [t for t in targets if t.startswith("sel:") and t != "sel:"]
    if acts and (not sels or rng.random() < 0.6):
        return rng.choice(acts)
    return rng.choice(sels or acts)


def play_to_the_end(page, seed: int, shots: str, max_taps: int = 3000) -> dict:
    """Tap legal pieces until the end screen; return tap counts and tap-to-render times."""
    rng = random.Random(seed)
    timings: list[float] = []  # act: click to the new step drawn (rules, autosave, link, view, page)
    select_timings: list[float] = []  # sel: click to the new selection drawn (view and page only)
    taps = privacy = 0
    shot_kinds: set[str] = set()
    while taps < max_taps:
        page.wait_for_selector(READY, timeout=STEP_TIMEOUT_MS)
        tap_timing.install(page)
        if page.locator("#end").count():
            break
        if page.locator("#privacy").count():
            privacy += 1
            page.click("[data-action='privacy:']")
            continue
        kind = page.get_attribute("#board .lu-table", "data-waiting") or ""
        if kind not in shot_kinds:
            shot_kinds.add(kind)
            page.screenshot(path=str(ARTIFACTS / f"{shots}-{kind or 'table'}.png"))
        action = choose(rng, offered(page))
        taps += 1
        if action.startswith("act:"):
            before = steps(page)
            started = time.perf_counter()
            tap(page, action)
            try:
                page.wait_for_selector(f"#table:not([data-steps='{before}']), #privacy, #end", timeout=STEP_TIMEOUT_MS)
            except Exception:
                page.screenshot(path=str(ARTIFACTS / f"{shots}-stuck.png"), full_page=True)
                raise AssertionError(f"tap {action} did not play: " + page.inner_text("#app")[:1500]) from None
            timings.append((time.perf_counter() - started) * 1000)
        else:
            started = time.perf_counter()
            tap(page, action)
            page.wait_for_selector(f'#board .lu-table[data-selection="{action[4:]}"]', timeout=STEP_TIMEOUT_MS)
            select_timings.append((time.perf_counter() - started) * 1000)
    assert page.locator("#end").count(), f"no end screen after {taps} taps"
    return {"taps": taps, "privacy": privacy, "timings": timings, "select_timings": select_timings,
            "in_page": tap_timing.figures(page)}


def record(name: str, result: dict) -> None:
    t, sel = spread(result["timings"]), spread(result["select_timings"])
    figures = {"taps": result["taps"], "actions": t["n"], "median_ms": t["median"], "p90_ms": t["p90"], "max_ms": t["max"],
               "selections": sel["n"], "select_median_ms": sel["median"],
               **result["in_page"]}
    (ARTIFACTS / f"{name}-timings.json").write_text(json.dumps(figures, indent=1))
    print(name, figures)


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    yield context
    context.close()


@pytest.fixture
def desktop(browser):
    context = browser.new_context(**DESKTOP)
    yield context
    context.close()


def test_two_player_hot_seat_game_on_a_phone_through_taps_alone(phone, site_url):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    watched = watch(phone, site_url)
    page = watched.page
    watched.open_home(site_url)
    new_game(page, "luthier", ["human", "human"], seed=21, names=["Ada <b>", "Bo"], colours={0: "black"})

    # Planning on the dome: a chip, then a sector of the dome itself (its name is drawn on it).
    page.wait_for_selector(READY, timeout=HOME_TIMEOUT_MS)
    while page.locator("#privacy").count() or page.get_attribute("#board .lu-table", "data-waiting") != "plan":
        if page.locator("#privacy").count():
            page.click("[data-action='privacy:']")
        else:
            tap(page, choose(random.Random(1), [t for t in offered(page) if t.startswith("act:")]))
        page.wait_for_selector(READY, timeout=STEP_TIMEOUT_MS)
    chip = next(t for t in offered(page) if t.startswith("sel:chip."))
    tap(page, chip)
    page.wait_for_selector("#board .sector-salon.tappable")
    # the colour Ada chose (Black) is her seat's fill on the table: her workbench's band and chip
    assert page.get_attribute("#lu-player-0 .seat-band rect", "fill") == "#333333"
    assert page.get_attribute("#lu-player-0 .workshop-head svg.chip .chip-body", "fill") == "#333333"
    assert page.get_attribute("#lu-player-1 .seat-band rect", "fill") == "#1f5fa8"  # Bo kept Blue
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(path=str(ARTIFACTS / "phone-chip-chosen.png"))
    before = steps(page)
    page.locator("#board .sector-salon .sector-shape").click()  # a tap on the drawn Salon sector
    page.wait_for_selector(f"#table:not([data-steps='{before}']), #board .lu-prompt .lu-choice, #privacy")
    page.screenshot(path=str(ARTIFACTS / "phone-after-salon-tap.png"))

    result = play_to_the_end(page, seed=5, shots="phone")
    record("phone-2p", result)
    assert result["privacy"] > 0  # the privacy screen came between the two humans
    page.screenshot(path=str(ARTIFACTS / "phone-end.png"), full_page=True)
    assert "Ada <b>" in page.inner_text("#end")
    assert watched.console_errors == []
    assert watched.csp_violations() == []


def test_solo_game_against_the_automa_on_a_desktop(desktop, site_url):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    watched = watch(desktop, site_url)
    page = watched.page
    watched.open_home(site_url)
    new_game(page, "luthier", ["human"], seed=8, names=["Solo"])
    page.wait_for_selector(READY, timeout=HOME_TIMEOUT_MS)
    assert page.locator("#board .lu-automa").count() == 1
    result = play_to_the_end(page, seed=9, shots="desktop")
    record("desktop-solo", result)
    page.screenshot(path=str(ARTIFACTS / "desktop-end.png"), full_page=True)
    assert watched.console_errors == []
    assert watched.csp_violations() == []


def test_on_a_phone_a_chosen_chips_places_are_in_sight_without_scrolling(browser, site_url):
    """Issue 31, item 6: the chips are on the player's workbench, far below the dome on a phone (the table was
    9,600 px tall mid-game): after choosing one, "tap a location on the dome or one of your benches" showed
    neither the dome nor, once scrolled up, the benches. The table brings the dome into sight with the prompt
    above it, which offers the benches too: every place of the chip is on screen, the player scrolls nothing."""
    from test_phone_first import link_after

    context = browser.new_context(**PHONE)
    watched = watch(context, site_url)
    page = watched.page
    page.goto(site_url + "#" + link_after("luthier", ["Ada", "Bo"], 9, 40))
    page.wait_for_selector("body.app-ready #table, body.app-ready #privacy", timeout=HOME_TIMEOUT_MS)
    while page.locator("#privacy").count():
        page.click("[data-action='privacy:']")
    assert page.get_attribute("#table .lu-table", "data-waiting") == "plan"
    height = page.evaluate("document.documentElement.scrollHeight")
    print("Luthier 2 players, step 40, page height at 360x740:", height, flush=True)
    chip = page.locator("#board .chip-piece[data-action^='sel:']").first
    chip.scroll_into_view_if_needed()  # the player scrolls down to their chips
    chip.click()
    places = page.eval_on_selector_all(
        "#board [data-action^='act:place:'], #board .sector[data-action^='sel:'], #board [data-action^='sel:'][data-key^='loc.']",
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return [e.dataset.key, r.top >= 0 && r.bottom <= innerHeight && r.height > 0]; })")
    keys = {key for key, _ in places}
    assert {"loc.rough_bench", "loc.finish_bench"} & keys and any(key.startswith("loc.") and "bench" not in key for key in keys)
    seen = {key for key, in_sight in places if in_sight}  # a place may be drawn twice (its sector and its section)
    assert seen == keys, f"out of sight: {sorted(keys - seen)}"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "chip-chosen-phone.png"))
    assert watched.console_errors == []
    context.close()


def test_the_end_screen_on_a_phone_breaks_no_word_and_names_its_rows_in_words(browser, site_url):
    """Issue 31, item 5: at 360 px the breakdown's headers broke mid-word ("Playe / r 1"), its rows read like keys
    ("tracks", "award ranking") and the ranking said "points" where Luthier says prestige."""
    from test_phone_first import link_after

    context = browser.new_context(**PHONE)
    watched = watch(context, site_url)
    page = watched.page
    page.goto(site_url + "#" + link_after("luthier", ["Player 1", "Player 2", "Player 3", "Player 4"], 9, None))
    page.wait_for_selector("body.app-ready #end", timeout=HOME_TIMEOUT_MS)
    broken = page.eval_on_selector_all(".breakdown th", """cells => cells.filter(cell => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
        return lines > cell.textContent.trim().split(/\\s+/).length;  // more lines than words: a word was cut
    }).map(cell => cell.textContent)""")
    assert broken == []
    rows = page.eval_on_selector_all(".breakdown tbody th", "cells => cells.map(c => c.textContent)")
    assert "Top steps of the tracks" in rows and not {"tracks", "powers", "award ranking"} & set(rows)
    assert all(text.endswith(" prestige") for text in page.eval_on_selector_all(".rank-total", "e => e.map(x => x.textContent)"))
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.locator(".breakdown").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "end-phone.png"))
    assert watched.console_errors == []
    context.close()
