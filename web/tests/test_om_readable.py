"""Issue 14, readability on a 360 px phone: every word the Opera Magna table draws in SVG is at least
`LABEL` units tall, which a 360-unit panel drawn on a 360 px phone renders at 12 CSS px or more (the
browser's measure is e2e/test_phone_play.py)."""

from __future__ import annotations

import re

from om_positions import positions
from test_om_view import context

from app.views import opera_magna as view
from app.views.om.status import GOOD_CODES
from app.views.om.svg import COLOURS, LABEL, good_icon, text_width, wrap_to
from app.views.om.taps import RAW, REFINED

SIZE = re.compile(r'<text [^>]*font-size="([0-9.]+)"')
UNSIZED = re.compile(r'<text (?![^>]*font-size=)[^>]*>')


def test_no_text_on_the_table_is_drawn_under_12_px_on_a_360_px_phone():
    for state, previous in positions(3, every=10):
        html = view.render(context(state, previous))
        sizes = [float(s) for s in SIZE.findall(html)]
        assert sizes and min(sizes) >= LABEL, sorted(set(sizes))[:5]
        assert not UNSIZED.findall(html)  # no text left to a default size


def test_a_building_name_wraps_between_words_within_its_tile():
    lines = wrap_to("Hall of Certificates", 104, LABEL)
    assert lines == ["Hall of", "Certificates"]
    assert all(text_width(line, LABEL) <= 104 for line in lines)


PIECE = re.compile(r'<g class="pc[^"]*" data-key="([^"]*)"[^>]*><title>([^<]*)</title>(.*?)<rect [^>]*class="hit"/></g>', re.S)


def test_each_good_is_named_in_the_legend_one_tap_away_and_in_the_rules_text_of_every_piece_that_shows_it():
    """Issue 14: Goods were shapes with no names. The status bar's "Goods" (one tap) names each shape; every
    piece that draws a Good names it in its rules text (its `<title>`: the long-press bubble and the hover)."""
    names_by_colour = {COLOURS[c]: {RAW[c].lower(), REFINED[c].lower()} for c in range(len(COLOURS))}
    checked = 0
    for state, previous in positions(2, every=25):
        html = view.render(context(state, previous))
        legend = html[html.index('class="om-goods"'):]
        legend = legend[:legend.index("</details>")]
        for code, word in GOOD_CODES.items():
            assert good_icon(code, 12, 12, 8) + "</svg>" + word in legend  # the shape, then its name
        pieces = PIECE.findall(html)
        assert pieces
        for key, title, body in pieces:
            shown = {colour for colour in names_by_colour if f'fill="{colour}"' in body}
            unnamed = [colour for colour in shown if not any(n in title.lower() for n in names_by_colour[colour])]
            assert not unnamed, (key, title, unnamed)
            checked += len(shown)
    assert checked > 100, checked  # Goods on cards, tracks, Buildings, Worksites... were looked at


SCORE_LINE = re.compile(r'<text [^>]*class="player-sub"[^>]*>([^<]*)')


def test_each_shop_board_says_its_vp_points_and_cards_whole_without_an_ellipsis():
    """The line under a player's name was cut short ("5 VP · 12 points now · 2 cards…") from the first turn."""
    lines = []
    for state, previous in positions(3, every=10):
        lines += SCORE_LINE.findall(view.render(context(state, previous)))
    assert lines and all("\u2026" not in line and line.endswith(("card", "cards")) for line in lines), lines[:3]
