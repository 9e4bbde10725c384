"""Issue 31: on a phone the dome's location names ("Guild", "Perform", "Balcony") touched the dome's rim. In the
browser, with the fonts a player gets, every name's drawn box keeps clear of the rim and of the chips on the dome."""

from __future__ import annotations

from math import hypot

import pytest
from test_phone_first import DESKTOP_1366, PHONE, link_after, open_table

# Every location name's box and every chip's circle, in the dome's own units (320 across, its centre at 160).
SHAPES = """() => {
  const svg = document.querySelector('.lu-dome');
  const names = [...svg.querySelectorAll('.sector-name')].map(t => { const b = t.getBBox();
    return {name: t.textContent, x: b.x, y: b.y, w: b.width, h: b.height}; });
  const chips = [...svg.querySelectorAll('.chip .chip-text')].map(c => ({x: +c.getAttribute('x'), y: +c.getAttribute('y'),
    r: 11}));  // a chip's centre is its number's; its shape is 11 units around it (app.views.lu.dome.CHIP_R)
  return {names, chips};
}"""
RIM = 154  # the sectors' outer edge (app.views.lu.dome.OUTER); the wooden rim is drawn beyond it


@pytest.mark.parametrize("device", [PHONE, DESKTOP_1366], ids=["phone", "desktop"])
def test_the_dome_names_keep_clear_of_the_rim_and_the_chips(browser, site_url, device):
    context = browser.new_context(**device)
    page = context.new_page()
    open_table(page, site_url, link_after("luthier", ["Ada", "Bo", "Cy"], 9, 20))  # chips placed in Planning
    shapes = page.evaluate(SHAPES)
    assert len(shapes["names"]) == 5 and shapes["chips"]
    for box in shapes["names"]:
        corners = [(box["x"] + dx, box["y"] + dy) for dx in (0, box["w"]) for dy in (0, box["h"])]
        assert max(hypot(x - 160, y - 160) for x, y in corners) <= RIM - 6, box
        for chip in shapes["chips"]:
            nearest = (min(max(chip["x"], box["x"]), box["x"] + box["w"]), min(max(chip["y"], box["y"]), box["y"] + box["h"]))
            assert hypot(nearest[0] - chip["x"], nearest[1] - chip["y"]) >= chip["r"] - 2, (box, chip)
    page.locator(".lu-dome").screenshot(path=f"/tmp/lu-dome-labels-{device['viewport']['width']}.png")
    context.close()
