"""Issue 14: "legal targets visible at a glance and colour-blind safe", in Chromium on a 360x740 phone.

Each table's view (the real CSS, no Python in the browser) with a choice under way: every piece that may be
tapped on the board is ringed (an SVG stroke, a border or a box-shadow ring) in a colour with a contrast of 3:1
or more against the cream the pieces lie on (WCAG 2.1, 1.4.11 non-text contrast). Contrast is a ratio of
lightness, so the ring is seen whatever colours a player tells apart. (Before: gold rings of 2.3:1 and 2.5:1.)"""

from __future__ import annotations

import sys

from conftest import ROOT

sys.path[:0] = [str(ROOT / "web"), str(ROOT / "web" / "tests")]

import test_lu_table_static as lu  # noqa: E402
import test_om_table as om  # noqa: E402

from app.views import luthier as lu_view  # noqa: E402
from app.views import opera_magna as om_view  # noqa: E402

PAPER = (255, 250, 242)  # --paper, --om-panel, --lu-card: the cream under the pieces
WCAG_NON_TEXT = 3.0

# Each board target (not the labelled buttons of the status bar or the prompt) and the colour and width of its
# ring: an SVG piece's stroke (Opera Magna's hit area, Luthier's dome sector or market disc), else an HTML
# piece's box-shadow ring, else its border.
RINGS = r"""() => [...document.querySelectorAll('[data-action^="act:"], [data-action^="sel:"]')]
  .filter(e => !e.closest('.om-status, .lu-prompt'))
  .map(e => {
    const ring = e.querySelector(':scope > .hit, :scope > .sector-shape, :scope > .market-disc');
    if (ring) { const s = getComputedStyle(ring);
      return [e.dataset.action, s.stroke, parseFloat(s.strokeWidth) * ring.getScreenCTM().a]; }
    const s = getComputedStyle(e), shadow = s.boxShadow.match(/^(rgba?\([^)]*\)).* (\d+(\.\d+)?)px$/);
    return shadow ? [e.dataset.action, shadow[1], parseFloat(shadow[2])] : [e.dataset.action, s.borderTopColor, parseFloat(s.borderTopWidth)]; })"""


def luminance(rgb: tuple[int, ...]) -> float:
    channels = [c / 255 for c in rgb[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def rgb(css: str) -> tuple[int, ...]:
    return tuple(int(float(v)) for v in css[css.index("(") + 1:css.index(")")].split(",")[:3])


def rings_of(browser, html: str) -> list[tuple[str, str, float]]:
    context = browser.new_context(**lu.PHONE)
    page = context.new_page()
    page.set_content(html)
    rings = page.evaluate(RINGS)
    context.close()
    return rings


def test_legal_targets_are_ringed_in_a_colour_seen_by_its_lightness_alone(browser):
    state, changed, selection = om.sample("merchant")
    tables = {"opera-magna": om.static_page(om_view.render(om.ctx_of(state, changed, selection))),
              "luthier plan": lu.static_page(lu_view.render(lu.sample("plan"))),
              "luthier market": lu.static_page(lu_view.render(lu.sample("market"))),
              "luthier work": lu.static_page(lu_view.render(lu.sample("work")))}
    for name, html in tables.items():
        rings = rings_of(browser, html)
        assert rings, f"{name}: no target on the board"
        faint = [(action, colour, round(contrast(rgb(colour), PAPER), 2)) for action, colour, _ in rings
                 if contrast(rgb(colour), PAPER) < WCAG_NON_TEXT]
        thin = [(action, width) for action, _, width in rings if width < 2]
        assert faint == [] and thin == [], (name, faint[:5], thin[:5])
