"""The Cities: each with its City Power, its Cost Area and Profit Area (three Trade Cards showing the
half that counts there) and the Merchants standing in each Area."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pycore.engine.components import Components
from pycore.opera_magna.observation_types import CityView, Observation

from app.i18n import cleared_on_language_change

from pycore.opera_magna.narration import component_name

from . import rulestext
from .seats import Seats
from .svg import LABEL, icon_row, piece, rect, svg, text
from .taps import Taps
from .texts import CITIES

WIDTH, CARD_W, CARD_H, ROW_H, HEAD_H = 360, 88, 56, 66, 48


def merchant_pawn(seat: int, cx: float, cy: float, colour: str) -> str:
    return (f'<path d="M{cx - 8:g},{cy + 11:g} L{cx - 5:g},{cy - 2:g} A6,6 0 1 1 {cx + 5:g},{cy - 2:g} '
            f'L{cx + 8:g},{cy + 11:g} Z" fill="{colour}" stroke="#2b211b" stroke-width="1"/>'
            + text(cx, cy + 9.5, str(seat + 1), "pawn-n", "middle", LABEL))


@cleared_on_language_change
@lru_cache(maxsize=2048)
def trade_half(k: Components, card: str, side: str, x: float, y: float, changed: bool) -> str:
    cost, profit = rulestext.card_codes(k, card)
    codes = cost if side == "cost" else profit
    body = rect(x, y, CARD_W, CARD_H, "card " + side + (" chg" if changed else ""), rx=5)
    step = min(17, (CARD_W - 12) / max(1, len(codes)))
    body += icon_row(codes, x + (CARD_W - step * max(1, len(codes))) / 2, y + 24, step)
    return tag_title(body, rulestext.trade_card(k, card), card)


def tag_title(body: str, info: str, card: str) -> str:
    """The card with its rules text (hover, long-press); its id only in a data attribute, never as text."""
    from app.markup import esc, tag

    return tag("g", tag("title", esc(info)) + body, data_card=card)


def area_row(k: Components, obs: Observation, city: CityView, side: Literal["cost", "profit"], y: float, taps: Taps | None, changed: set[str], seats: Seats) -> str:
    area = f"{city['name'].lower()}-{side}"
    standing = city["merchants"][side]
    merchants = "".join(merchant_pawn(s, 20 + 16 * (i % 3), y + 20 + 24 * (i // 3), seats.fill(s)) for i, s in enumerate(standing))
    who = ", ".join(seats.name(s) for s in standing) or CITIES["no_merchant"]
    words = CITIES[f"side_{side}"]
    spot = piece(f"merchant:{area}", taps, rect(4, y, 60, CARD_H, "spot") + merchants
                 + text(34, y + CARD_H - 5, words, "area-label", "middle", LABEL), (4, y, 60, CARD_H),
                 CITIES["merchants_in"].format(city=city["name"], side=words, who=who))
    cards = rect(68, y - 4, WIDTH - 72, CARD_H + 8, "area-bg " + side)
    cards += "".join(trade_half(k, card, side, 72 + i * (CARD_W + 4), y, area in changed and i == 2)
                     for i, card in enumerate(city[side]))
    row = piece(f"area:{area}", taps, cards, (68, y - 4, WIDTH - 72, CARD_H + 8),  # the Area's hit area covers
                CITIES["area"].format(city=city["name"], side=words), " ".join(rulestext.trade_card(k, card) for card in city[side]),  # its cards: hover
                cls="area", changed=f"area:{area}" in changed)
    return spot + row


def city_panel(k: Components, obs: Observation, city: CityView, taps: Taps | None, changed: set[str], seats: Seats) -> str:
    power_key = "power" if obs["turn"].get("power") == city["power"] else f"cp:{city['power']}"
    active = power_key == "power"
    badge = (rect(WIDTH - 194, 8, 186, 30, "power" + (" in-force" if active else ""), rx=15)  # room for
             + text(WIDTH - 101, 28, component_name(city["power"]), "power-name", "middle", 13))  # "Carpenters' Guild"
    body = text(10, 30, city["name"], "city-name", size=19)
    body += piece(power_key, taps, badge, (WIDTH - 200, 0, 200, HEAD_H), CITIES["power"].format(power=component_name(city["power"])),
                  rulestext.city_power(city["power"]))
    body += area_row(k, obs, city, "cost", HEAD_H + 4, taps, changed, seats)
    body += area_row(k, obs, city, "profit", HEAD_H + 4 + ROW_H, taps, changed, seats)
    height = HEAD_H + 4 + 2 * ROW_H
    return svg(WIDTH, height, rect(0, 0, WIDTH, height, "city-bg", rx=8) + body, CITIES["city"].format(city=city["name"]), "om-city")


def cities_section(k: Components, obs: Observation, taps: Taps | None, changed: set[str], seats: Seats) -> str:
    from app.markup import tag

    panels = "".join(tag("div", city_panel(k, obs, c, taps, changed, seats), class_="om-cell") for c in obs["cities"])
    return tag("section", tag("h2", CITIES["section"], class_="om-h") + tag("div", panels, class_="om-cities"),
               class_="om-section at-cities", aria_label=CITIES["section"])
