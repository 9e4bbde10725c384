"""Issue 14, readability on a 360 px phone: every word the Opera Magna table draws in SVG is at least
`LABEL` units tall, which a 360-unit panel drawn on a 360 px phone renders at 12 CSS px or more (the
browser's measure is e2e/test_phone_play.py)."""

from __future__ import annotations

import re

from om_positions import positions
from test_om_view import context

from app.views import opera_magna as view
from app.views.om.svg import LABEL, text_width, wrap_to

SIZE = re.compile(r'<text [^>]*font-size="([0-9.]+)"')
UNSIZED = re.compile(r'<text (?![^>]*font-size=)[^>]*>')


def test_no_text_on_the_table_is_drawn_under_12_px_on_a_360_px_phone():
    for state, previous, last in positions(3, every=10):
        html = view.render(context(state, previous, last))
        sizes = [float(s) for s in SIZE.findall(html)]
        assert sizes and min(sizes) >= LABEL, sorted(set(sizes))[:5]
        assert not UNSIZED.findall(html)  # no text left to a default size


def test_a_building_name_wraps_between_words_within_its_tile():
    lines = wrap_to("Hall of Certificates", 104, LABEL)
    assert lines == ["Hall of", "Certificates"]
    assert all(text_width(line, LABEL) <= 104 for line in lines)
