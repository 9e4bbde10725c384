"""The round dome: the five locations as sectors around the Market, with the chips placed on them.

Drawn in SVG; a sector is tappable (place a chip, activate a location) through the same keys as
the location headings below the dome, which are the keyboard- and screen-reader-friendly buttons.
"""

from __future__ import annotations

from functools import lru_cache
from math import atan2, cos, degrees, hypot, radians, sin

from app.markup import esc, tag

from pycore.luthier.components import MAIN_LOCATIONS, MATERIALS
from pycore.luthier.narration import counter_word, location_name
from pycore.luthier.observation_types import Observation, PlacementView

from .pieces import DEFAULT_FILLS, chip_svg, outline, seat_class, seat_fill
from .taps import Taps
from .texts import PIECES

SIZE = 320
CX = CY = SIZE / 2
OUTER, INNER = 154, 60
SPAN = 360 / len(MAIN_LOCATIONS)
ICONS = {"salon": "\u265b", "guild": "\u2692", "perform": "\u266b", "repair": "\u2702", "balcony": "\u2691"}


def _point(angle: float, r: float) -> tuple[float, float]:
    a = radians(angle - 90)
    return CX + r * cos(a), CY + r * sin(a)


def _sector(start: float, end: float, outer: float = OUTER, inner: float = INNER) -> str:
    (x1, y1), (x2, y2) = _point(start, outer), _point(end, outer)
    (x3, y3), (x4, y4) = _point(end, inner), _point(start, inner)
    return (f"M{x1:.1f},{y1:.1f} A{outer},{outer} 0 0 1 {x2:.1f},{y2:.1f} L{x3:.1f},{y3:.1f} "
            f"A{inner},{inner} 0 0 0 {x4:.1f},{y4:.1f} Z")


LEGAL_INSET = 7  # the legal mark: a thick dashed outline inside the sector (a neighbour never covers it)


def _legal_mark(start: float) -> str:
    """A legal sector is told by shape and thickness, not by colour alone (colour-blind safe)."""
    return (f'<path class="sector-legal" d="{_sector(start + 3, start + SPAN - 3, OUTER - LEGAL_INSET, INNER + LEGAL_INSET)}"/>')


# Chips on a sector: rings from the Market outwards, each ring's chips centred on the sector's middle and spaced
# wider than a chip, so that every chip lies inside its own location (issue 31: with the first chip a twelfth of
# the sector from its edge, chips sat on the line between two locations and touched each other).
CHIP_R = 11
RINGS = ((85, 4, 15.0), (114, 6, 11.5))  # (radius, chips at most, degrees between two chips' centres)
LABEL_R = OUTER - 22  # the location's name, just inside the rim (at the top and bottom)
# A name is written level: on a sector at the side it lies across the radius, and at LABEL_R its far end met
# the rim on a phone (issue 31). Its box (12 px Georgia: about 6.5 units a character, 14 high) is placed as
# near the sector's middle line and as far out as it stays LABEL_ROOM clear of the rim and of the sector's
# edges, and clear of the first ring of chips (a fifth chip and more, on the outer ring, may cover it).
LABEL_CHAR, LABEL_HALF_HEIGHT, LABEL_ROOM = 6.5, 7, 10


def chip_spots(count: int, start: float) -> list[tuple[float, float]]:
    """Where the first `count` chips of a sector starting at `start` degrees go: (x, y) centres, ring by ring."""
    spots: list[tuple[float, float]] = []
    for radius, room, step in RINGS:
        here = min(room, count - len(spots))
        middle = start + SPAN / 2
        spots += [_point(middle + (k - (here - 1) / 2) * step, radius) for k in range(here)]
    return spots


def _angle(x: float, y: float) -> float:
    return (degrees(atan2(y - CY, x - CX)) + 90) % 360


@lru_cache(maxsize=64)
def label_spot(start: float, label: str) -> tuple[float, float]:
    """The centre of the name of the sector starting at `start` degrees (see LABEL_CHAR)."""
    half = len(label) * LABEL_CHAR / 2
    middle = start + SPAN / 2
    chips = chip_spots(RINGS[0][1], start)
    for turn in range(0, int(SPAN / 2)):
        for side in (1, -1):
            for r in range(LABEL_R, INNER, -2):
                x, y = _point(middle + side * turn, r)
                corners = [(x + dx, y + dy) for dx in (-half, half) for dy in (-LABEL_HALF_HEIGHT, LABEL_HALF_HEIGHT)]
                inside = all(INNER + LABEL_ROOM <= hypot(cx - CX, cy - CY) <= OUTER - LABEL_ROOM
                             and hypot(cx - CX, cy - CY) * sin(radians(min((_angle(cx, cy) - start) % 360,
                                                                           (start + SPAN - _angle(cx, cy)) % 360))) >= LABEL_ROOM / 2
                             for cx, cy in corners)
                clear = all(hypot(max(abs(px - x) - half, 0), max(abs(py - y) - LABEL_HALF_HEIGHT, 0)) > CHIP_R + 1
                            for px, py in chips)
                if inside and clear:
                    return x, y
    return _point(middle, LABEL_R)


def _chips(placements: list[PlacementView], start: float, fills: tuple[str, ...]) -> str:
    """Chips on a sector (face-down chips show their back, "?"), as many as the rings hold; the location's list
    below the dome names them all."""
    out = []
    for pl, (x, y) in zip(placements, chip_spots(len(placements), start)):
        text = "?" if pl["chip"] is None else str(pl["chip"])
        cls = f"chip {seat_class(pl['seat'])}" + (" resolved" if pl["resolved"] else "")
        body = chip_svg(pl["seat"], seat_fill(pl["seat"], fills), x, y, CHIP_R, text)
        if pl["apprentices"]:
            body += f'<text class="chip-appr" x="{x + 12:.1f}" y="{y - 8:.1f}">{PIECES["apprentices"].format(n=pl["apprentices"])}</text>'
        out.append(tag("g", body, class_=cls))
    return "".join(out)


def dome(obs: Observation, taps: Taps, fills: tuple[str, ...] = DEFAULT_FILLS, changed: frozenset[str] = frozenset()) -> str:
    parts = [f'<circle class="dome-rim" cx="{CX}" cy="{CY}" r="{OUTER + 4}"/>']
    active = obs["activation"]["location"] if obs["activation"] else None
    for i, loc in enumerate(MAIN_LOCATIONS):
        start = i * SPAN - SPAN / 2
        action = taps.target(f"loc.{loc}")
        cls = f"sector sector-{loc}" + (" tappable" if action else "") + (" active" if loc == active else "") + outline(changed, f"place:{loc}")
        name = f"{ICONS[loc]} {location_name(loc)}"
        lx, ly = label_spot(start, name)  # measured for the name in the language in use
        label = f'<text class="sector-name" x="{lx:.1f}" y="{ly:.1f}" dy="0.35em" text-anchor="middle">{esc(name)}</text>'
        here = [pl for pl in obs["placements"] if pl["location"] == loc]
        body = (f'<path class="sector-shape" d="{_sector(start, start + SPAN)}"/>' + (_legal_mark(start) if action else "")
                + label + _chips(here, start, fills))
        parts.append(tag("g", body, class_=cls, data_action=action, data_key=f"loc.{loc}"))
    market_action = taps.target("loc.market")
    card = obs["market"]
    prices = card.get("prices") or {}
    centre = f'<circle class="market-disc" cx="{CX}" cy="{CY}" r="{INNER - 6}"/>'
    centre += f'<text class="market-name" x="{CX}" y="{CY - 22}" text-anchor="middle">{PIECES["market"]}</text>'
    for j, m in enumerate(MATERIALS):
        if m in prices:
            centre += (f'<text class="market-price" x="{CX}" y="{CY - 4 + j * 15}" text-anchor="middle">'
                       + PIECES["price"].format(material=esc(counter_word(m)), price=prices[m]) + "</text>")
    parts.append(tag("g", centre, class_="market-spot" + (" tappable" if market_action else "") + outline(changed, "market"),
                     data_action=market_action, data_key="loc.market"))
    # a chip chosen (down on its workbench, on a phone): the shell brings the dome into sight (dom.show_targets)
    reveal = "true" if taps.selection and any(taps.live(f"loc.{loc}") for loc in MAIN_LOCATIONS) else None
    return tag("svg", "".join(parts), class_="lu-dome", viewBox=f"0 0 {SIZE} {SIZE}", aria_hidden="true",
               focusable="false", data_reveal=reveal)
