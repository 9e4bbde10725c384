"""Issue 14: say "click" with a mouse and "tap" on touch, everywhere a player reads it, in Chromium.

On a 1366x768 desktop (a mouse: `(hover: hover) and (pointer: fine)`) no text a player can see says "tap": the
home screen and its pre-drawn note, the new-game form, both tables mid-game with a piece chosen (the prompt),
the rules mode, the Goods legend, History, and both guided games' first step; nor a tooltip (a `title`, an SVG
`<title>`) or an accessible name. On a 360x740 touch phone the same prompts say "tap"."""

from __future__ import annotations

import re

import pytest
from conftest import HOME, watch
from test_phone_first import DESKTOP_1366, PHONE, link_after, open_table

TOUCH_WORD = re.compile(r"\btap(s|ped|ping)?\b", re.I)
MOUSE_WORD = re.compile(r"\bclick(s|ed|ing)?\b", re.I)

# What a player may read now: the rendered text (innerText leaves out what is not drawn), the tooltips a mouse
# shows on hover (`title` attributes and SVG `<title>`s of drawn pieces) and the accessible names.
READ = """() => { const out = [document.body.innerText];
  for (const e of document.querySelectorAll('[title], [aria-label]')) {
    const r = e.getBoundingClientRect(); if (!r.width) continue;
    out.push(e.getAttribute('title') || '', e.getAttribute('aria-label') || ''); }
  for (const t of document.querySelectorAll('svg title')) {
    const g = t.parentElement; if (g && g.getBoundingClientRect().width) out.push(t.textContent); }
  return out.filter(Boolean); }"""


def touch_words(page) -> list[str]:
    return [text[:160] for text in page.evaluate(READ) if TOUCH_WORD.search(text)]


def choose_a_piece(page) -> None:
    """Tap or click the first piece that starts a choice, so that the prompt says what to do next."""
    page.click("#board [data-key][data-action^='sel:']:not([data-action='sel:']):not([data-action^='sel:?']) >> nth=0")
    page.wait_for_selector("#board [data-action='sel:']")  # Cancel: a choice is under way


def prompt(page) -> str:
    return page.inner_text(".om-status, .lu-prompt")


@pytest.fixture
def desktop(browser, site_url):
    context = browser.new_context(**DESKTOP_1366)
    watched = watch(context, site_url)
    yield watched, watched.page
    assert not watched.console_errors, watched.console_errors
    context.close()


def test_a_mouse_user_never_reads_tap(desktop, site_url):
    watched, page = desktop
    seen: dict[str, list[str]] = {}
    watched.open_home(site_url)
    seen["home"] = touch_words(page)
    page.click("header [data-action='new:']")
    page.wait_for_selector("#newgame")
    seen["new game"] = touch_words(page)
    for game, names, steps in (("opera-magna", ["Ada", "Bo"], 30), ("luthier", ["Ada", "Bo"], 12)):
        open_table(page, site_url, link_after(game, names, 5, steps))
        choose_a_piece(page)
        assert MOUSE_WORD.search(prompt(page)), prompt(page)  # the prompt names the gesture: click
        seen[f"{game}: a piece chosen"] = touch_words(page)
        page.click("[data-action='log:']")
        page.wait_for_selector("#log")
        seen[f"{game}: History"] = touch_words(page)
        page.click("[data-action='log:']")
        if game == "opera-magna":
            page.click(".om-status [data-action='sel:']")  # Cancel the choice: the status offers Rules again
            page.wait_for_selector(".om-status [data-action='sel:?']")
            page.click(".om-status .om-goods summary")
            seen["Goods legend"] = touch_words(page)
            page.click(".om-status [data-action='sel:?']")  # the rules mode
            page.wait_for_selector(".om-status [data-action='sel:?'][aria-pressed='true'], .om-status [data-action='sel:']")
            seen["rules mode"] = touch_words(page)
    for game in ("opera-magna", "luthier"):
        page.click("[data-action='home:']")
        page.wait_for_selector(HOME)
        page.click(f"[data-action='learn:{game}']")
        page.wait_for_selector(".guide[data-expect]")
        assert MOUSE_WORD.search(page.inner_text(".guide")), page.inner_text(".guide")
        seen[f"{game}: guided game"] = touch_words(page)
    assert {where: texts for where, texts in seen.items() if texts} == {}


def test_the_note_for_a_gesture_made_before_python_is_ready_names_the_pointer(browser, site_url):
    """The pre-drawn page has no Python to choose the word: CSS shows "click" or "tap" by the same media query."""
    for options, word in ((DESKTOP_1366, "click"), (PHONE, "tap")):
        context = browser.new_context(**options, service_workers="block")
        page = context.new_page()
        page.route("**/pyodide.asm.wasm", lambda route: None)  # held: Python never starts here
        page.goto(site_url, wait_until="domcontentloaded")
        page.evaluate("document.documentElement.classList.add('tap-kept')")  # as web/early.js does on a tap
        assert page.inner_text(".tap-kept-note") == f"Starting\u2026 your {word} will be played in a moment."
        context.close()


def test_a_touch_user_reads_tap(browser, site_url):
    context = browser.new_context(**PHONE)
    watched = watch(context, site_url)
    page = watched.page
    for game, names in (("opera-magna", ["Ada", "Bo"]), ("luthier", ["Ada", "Bo"])):
        open_table(page, site_url, link_after(game, names, 5, 30 if game == "opera-magna" else 12))
        choose_a_piece(page)
        assert TOUCH_WORD.search(prompt(page)) and not MOUSE_WORD.search(prompt(page)), prompt(page)
    page.click("[data-action='home:']")
    page.wait_for_selector(HOME)
    page.click("[data-action='learn:luthier']")
    page.wait_for_selector(".guide[data-expect]")
    guide = page.inner_text(".guide")
    assert TOUCH_WORD.search(guide) and not MOUSE_WORD.search(guide), guide
    assert not watched.console_errors, watched.console_errors
    context.close()
