"""Luthier's table draws each seat in the colour its player chose (`ctx.extra["seat_fills"]`): chips on
the dome and in the stacks, the workbench's band and chip, the track steps; the defaults without
fills; only plain hex colours reach an attribute; the rival and the automa keep their neutral grey;
a chip's number stays readable on a dark fill."""

from __future__ import annotations

import re

import pytest

from lu_positions import context, positions

from pycore.engine.match import Seat, new_match, replay

from app.palette import COLOURS, colour_fill
from app.session import Session
from app.table import Screen, board
from app.views import luthier as view
from app.views.lu.pieces import DEFAULT_FILLS, NEUTRAL_FILL
from app.views.seatfills import DARK_TEXT, LIGHT_TEXT, contrast, given_fills, text_on

BLACK, YELLOW = COLOURS["black"][1], COLOURS["yellow"][1]
# a chip: <svg class="chip seat0" ...> or <g class="chip seat0">, then its shape, then its number
CHIP = re.compile(r'<(?:svg|g) class="chip (seat[\w-]+)[^"]*"[^>]*>'
                  r'<(?:circle|rect|polygon) class="chip-body" fill="([^"]*)"[^>]*/>'
                  r'<text class="chip-text"[^>]* fill="([^"]*)">')
BAND = re.compile(r'<details class="lu-workshop (seat[\w-]+)[^"]*"[^>]*><summary class="workshop-head">'
                  r'<svg class="seat-band"[^>]*><rect [^>]*fill="([^"]*)"/>')


def chips_by_seat(html: str) -> dict[str, set[tuple[str, str]]]:
    """seat class -> {(chip fill, text fill)} for every chip drawn."""
    found: dict[str, set[tuple[str, str]]] = {}
    for seat, fill, ink in CHIP.findall(html):
        found.setdefault(seat, set()).add((fill, ink))
    return found


def workbench(html: str, seat: int) -> str:
    start = html.index(f'id="lu-player-{seat}"')
    end = html.find("<details", start)
    return html[start:end if end > 0 else len(html)]


def position(players: int, seats_placed: set[int], on_tracks: bool = False):
    """A context of a `players` game in which chips of at least these seats are on the table (and
    with `on_tracks`, every player has climbed a track)."""
    for state, seat in positions(games=3, players=(players,), seed0=0):
        if seat is None:
            continue
        ctx = context(state, seat)
        obs = ctx.observation
        climbed = all(any(p["tracks"].values()) for p in obs["players"])
        if seats_placed <= {pl["seat"] for pl in obs["placements"]} and (climbed or not on_tracks):
            return ctx
    raise LookupError(seats_placed)


def test_a_chosen_colour_is_drawn_for_that_seat_everywhere():
    ctx = position(3, {0, 1, 2}, on_tracks=True)
    ctx.extra = {"seat_fills": [BLACK, YELLOW, COLOURS["purple"][1]]}
    html = view.render(ctx)
    chips = chips_by_seat(html)
    assert chips["seat0"] == {(BLACK, LIGHT_TEXT)}  # every chip of seat 0: dome, stacks, bench, header
    assert chips["seat1"] == {(YELLOW, DARK_TEXT)}
    assert chips["seat2"] == {(COLOURS["purple"][1], LIGHT_TEXT)}
    bands = dict(BAND.findall(html))
    assert bands == {"seat0": BLACK, "seat1": YELLOW, "seat2": COLOURS["purple"][1]}
    for seat, fill in ((0, BLACK), (1, YELLOW)):
        steps_on = re.findall(r'<rect class="pip on"[^>]* fill="([^"]*)"/>', workbench(html, seat))
        assert steps_on and set(steps_on) == {fill}  # the track steps reached, in the player's colour
    for default in DEFAULT_FILLS[:3]:
        assert f'fill="{default}"' not in html  # no default colour left anywhere


def test_without_fills_the_default_colours_are_used():
    ctx = position(2, {0, 1})
    html = view.render(ctx)
    chips = chips_by_seat(html)
    assert {fill for fill, _ in chips["seat0"]} == {DEFAULT_FILLS[0]}
    assert {fill for fill, _ in chips["seat1"]} == {DEFAULT_FILLS[1]}
    assert dict(BAND.findall(html)) == {"seat0": DEFAULT_FILLS[0], "seat1": DEFAULT_FILLS[1]}


@pytest.mark.parametrize("hostile", ['#333" onload="alert(1)', "red", "url(#x)", "#12345", "#33333g", " #333333", "#333333\n", None, 3])
def test_a_fill_that_is_not_a_plain_hex_colour_is_refused(hostile):
    ctx = position(2, {0, 1})
    ctx.extra = {"seat_fills": [hostile, YELLOW]}
    html = view.render(ctx)
    assert "onload" not in html and "url(" not in html
    chips = chips_by_seat(html)
    assert {fill for fill, _ in chips["seat0"]} == {DEFAULT_FILLS[0]}  # all defaults: one bad fill, none taken
    assert {fill for fill, _ in chips["seat1"]} == {DEFAULT_FILLS[1]}
    assert given_fills(ctx, DEFAULT_FILLS) == DEFAULT_FILLS


def test_the_rival_and_the_automa_stay_neutral_whatever_the_players_chose():
    for players, other in ((2, -1), (1, -2)):
        ctx = position(players, {0, other})
        ctx.extra = {"seat_fills": [NEUTRAL_FILL.replace("5", "6")] * players}
        chips = chips_by_seat(view.render(ctx))
        neutral = "seat-rival" if other == -1 else "seat-automa"
        assert {fill for fill, _ in chips[neutral]} == {NEUTRAL_FILL}
        assert {fill for fill, _ in chips["seat0"]} == {"#666666"}


def test_text_on_a_chip_is_readable_on_every_player_colour():
    assert text_on(BLACK) == LIGHT_TEXT and text_on(COLOURS["purple"][1]) == LIGHT_TEXT and text_on("#000") == LIGHT_TEXT
    assert text_on(YELLOW) == DARK_TEXT and text_on("#ffffff") == DARK_TEXT and text_on("#fff8") == DARK_TEXT
    for name, (_, fill) in COLOURS.items():
        assert contrast(fill, text_on(fill)) >= 4.5, name  # WCAG AA for normal text
    for fill in DEFAULT_FILLS + (NEUTRAL_FILL,):
        assert contrast(fill, text_on(fill)) >= 4.5, fill


def test_the_shell_passes_the_chosen_colour_to_the_luthier_table():
    match = new_match("luthier", [Seat(name="Ada", colour="black"), Seat(name="Bo", colour="yellow")], 4)
    session = Session("g1", match, replay(match))
    html = board(session, Screen())
    bands = dict(BAND.findall(html))
    assert bands == {"seat0": colour_fill("black"), "seat1": colour_fill("yellow")}


def test_every_chip_on_the_dome_lies_inside_its_location_apart_from_the_others():
    """Issue 31: chips were drawn on the line between two locations. Each chip's whole shape (a circle of the
    chip's radius around its centre) stays inside its sector, off both edges, and no two chips overlap."""
    from math import atan2, degrees, dist, hypot, radians, sin

    from app.views.lu.dome import CHIP_R, CX, CY, INNER, OUTER, RINGS, SPAN, chip_spots

    start = -SPAN / 2  # the first sector, around the top
    for count in range(1, sum(room for _, room, _ in RINGS) + 1):
        spots = chip_spots(count, start)
        assert len(spots) == count
        for x, y in spots:
            r = hypot(x - CX, y - CY)
            angle = (degrees(atan2(y - CY, x - CX)) + 90 + 180) % 360 - 180  # 0 at the top, clockwise
            to_edge = min(angle - start, start + SPAN - angle)
            assert INNER + CHIP_R < r < OUTER - CHIP_R
            assert r * sin(radians(to_edge)) > CHIP_R + 2, (count, x, y)  # off the line between two locations
        assert all(dist(a, b) > 2 * CHIP_R for i, a in enumerate(spots) for b in spots[i + 1:]), count
