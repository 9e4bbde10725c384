"""Luthier's table as a plain page (the view's HTML with the real CSS, no Python in the browser):
phone 360x740 without sideways scrolling, 44 px targets, no serious axe violation, reduced motion
honoured. (The screenshots of docs/screenshots are the app's, per viewport: test_phone_first.py.)"""

from __future__ import annotations

import sys

import pytest

from conftest import ROOT

sys.path[:0] = [str(ROOT / "web"), str(ROOT / "web" / "tests")]

from lu_positions import context, positions  # noqa: E402

from app.pointer import MOUSE, TOUCH  # noqa: E402
from app.views import luthier as view  # noqa: E402

PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
ARTIFACTS = ROOT / "dist" / "e2e-artifacts" / "luthier"
KINDS = ("plan", "work", "market", "bench_work")


def static_page(html: str) -> str:
    css = (ROOT / "web" / "style.css").read_text() + (ROOT / "web" / "views-luthier.css").read_text()
    return ("<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Luthier table</title>"
            "<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<style>{css}</style></head><body><main id='app'>{html}</main></body></html>")


def sample(kind: str):
    """A position of a 3-player game (2 for the Market) waiting for this kind of decision, with a chip chosen when planning."""
    players = (1,) if kind == "bench_work" else (3,)
    for state, seat in positions(games=6, players=players, seed0=40):
        if seat is None or state.decisions[0].kind != kind or state.round < 2:
            continue
        ctx = context(state, seat, names=["Ada", "Bo", "Cy"][: len(state.players)])
        if kind == "plan":
            chip = min(c["number"] for c in ctx.observation["players"][seat]["chips"])
            ctx.selection = (f"chip.{chip}",)
        return ctx
    raise LookupError(kind)


@pytest.fixture(params=["phone", "desktop"])
def device(request, browser):
    context = browser.new_context(**(PHONE if request.param == "phone" else DESKTOP))
    yield request.param, context
    context.close()


@pytest.mark.parametrize("kind", KINDS)
def test_fits_the_screen_with_44px_targets(device, kind):
    name, browser_context = device
    page = browser_context.new_page()
    ctx = sample(kind)
    ctx.extra["pointer"] = MOUSE if name == "desktop" else TOUCH  # as app.dom.POINTER reads each device
    page.set_content(static_page(view.render(ctx)))
    width = page.viewport_size["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    small = page.eval_on_selector_all(
        "button[data-action]",
        "els => els.map(e => [e.dataset.action, e.getBoundingClientRect().width, e.getBoundingClientRect().height])"
        ".filter(([a, w, h]) => w < 44 || h < 44)")
    assert small == []
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"static-{kind}-{name}.png"))


@pytest.mark.parametrize("kind", KINDS)
def test_no_serious_accessibility_violation(browser, kind):
    from axe_playwright_python.sync_playwright import Axe

    browser_context = browser.new_context(**PHONE)
    page = browser_context.new_page()
    page.set_content(static_page(view.render(sample(kind))))
    results = Axe().run(page)
    bad = [(v["id"], v["impact"], len(v["nodes"])) for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    assert not bad, bad
    browser_context.close()


def test_reduced_motion_stops_the_glow_but_keeps_the_highlight(browser):
    browser_context = browser.new_context(**PHONE, reduced_motion="reduce")
    page = browser_context.new_page()
    page.set_content(static_page(view.render(sample("plan"))))
    sector = "document.querySelector('.sector.tappable .sector-shape')"
    assert page.evaluate(f"getComputedStyle({sector}).animationName") == "none"
    assert page.evaluate(f"getComputedStyle({sector}).strokeWidth") == "5px"  # still marked, without motion
    browser_context.close()
    moving = browser.new_context(**PHONE, reduced_motion="no-preference")
    page = moving.new_page()
    page.set_content(static_page(view.render(sample("plan"))))
    assert page.evaluate(f"getComputedStyle({sector}).animationName") == "lu-glow"
    moving.close()
