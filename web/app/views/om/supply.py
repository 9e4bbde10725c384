"""The Market (four Trade Cards with their prices), the Trade Card decks and the rounds, and the
Building display (two face-up Buildings of each size) with the Building decks."""

from __future__ import annotations

from functools import lru_cache

from pycore.engine.components import Components
from pycore.opera_magna.components import PILE_NAMES
from pycore.opera_magna.observation_types import Observation

from app.i18n import cleared_on_language_change
from app.markup import tag

from . import rulestext
from .svg import LABEL, icon_row, piece, rect, refined_icon, svg, text, wrap_to
from .taps import Taps
from .texts import SHOP, SUPPLY

WIDTH = 360


@cleared_on_language_change
@lru_cache(maxsize=2048)
def full_card(k: Components, card: str, x: float, y: float, w: float, h: float) -> str:
    """A Trade Card with both halves: cost on top, profit below."""
    cost, profit = rulestext.card_codes(k, card)
    body = rect(x, y, w, h, "card", rx=5)
    body += rect(x + 3, y + 3, w - 6, h / 2 - 5, "half cost", rx=3)
    body += rect(x + 3, y + h / 2 + 1, w - 6, h / 2 - 12, "half profit", rx=3)
    for codes, cy in ((cost, y + h / 4), (profit, y + h * 0.7)):
        step = min(16, (w - 10) / max(1, len(codes)))
        body += icon_row(codes, x + (w - step * max(1, len(codes))) / 2, cy, step, 6.5)
    return body


def market_panel(k: Components, obs: Observation, taps: Taps | None, changed: set[str]) -> str:
    w, h, gap, top = 84, 96, 4, 30
    body = text(8, 20, SUPPLY["market"], "panel-title", size=15)
    rounds_left = obs["final_round"] - obs["round"]
    body += text(WIDTH - 8, 20, SUPPLY["round"].format(round=obs["round"], last=obs["final_round"])
                 + (SUPPLY["last_round"] if obs["last_round"] else SUPPLY["rounds_left"].format(n=rounds_left)), "round", "end", 13)
    for space in obs["market"]:
        x = 8 + space["space"] * (w + gap)
        card = space["card"]
        inner = full_card(k, card, x, top, w, h) if card else rect(x, top, w, h, "empty", rx=5)
        inner += tag("g", rect(x + w / 2 - 16, top + h + 4, 32, 18, "price", rx=9)
                     + text(x + w / 2, top + h + 17, str(space["price"]), "price-n", "middle", LABEL))
        info = SUPPLY["card_price"].format(card=rulestext.trade_card(k, card), price=space["price"]) if card else SUPPLY["empty_space"]
        body += piece(f"market:{space['space']}", taps, inner, (x, top, w, h + 24),
                      SUPPLY["market_card"].format(card=card or SUPPLY["none"], price=space["price"]), info, changed=f"market:{space['space']}" in changed)
    y = top + h + 40
    decks = " \u00b7 ".join(SUPPLY["deck"].format(name=name, n=n) for name, n in zip(PILE_NAMES, obs["decks"]))
    line = SUPPLY["decks"].format(decks=decks, discard=len(obs["discard"]))
    body += text(8, y, line, "decks", size=LABEL, room=WIDTH - 16)
    return svg(WIDTH, y + 10, rect(0, 0, WIDTH, y + 10, "panel-bg", rx=8) + body, SUPPLY["market_label"], "om-market")


def display_panel(k: Components, obs: Observation, taps: Taps | None, changed: set[str]) -> str:
    """Three Buildings a row, wide enough for their names at LABEL size."""
    w, h, gap, top, per_row = 112, 76, 4, 30, 3
    decks = obs["building_decks"]
    body = text(8, 20, SUPPLY["buildings"], "panel-title", size=15)
    body += text(WIDTH - 8, 20, SUPPLY["building_decks"].format(s=decks["S"], m=decks["M"], l=decks["L"]), "decks", "end", LABEL)
    for slot, card in enumerate(obs["display"]):
        x, y = 8 + (slot % per_row) * (w + gap), top + (slot // per_row) * (h + gap)
        key = f"display:{card}" if card else f"slot:{slot}"
        inner = building_tile(k, card, x, y, w, h) if card else rect(x, y, w, h, "empty", rx=5)
        name = SUPPLY["building"].format(name=rulestext.building_name(card)) if card else SUPPLY["empty_slot"]
        body += piece(key, taps, inner, (x, y, w, h), name, rulestext.building(k, card) if card else "",
                      changed=f"slot:{slot}" in changed)
    height = top + -(-len(obs["display"]) // per_row) * (h + gap) + 4
    return svg(WIDTH, height, rect(0, 0, WIDTH, height, "panel-bg", rx=8) + body, SUPPLY["display_label"], "om-display")


@cleared_on_language_change
@lru_cache(maxsize=2048)
def building_tile(k: Components, card: str, x: float, y: float, w: float, h: float, placed: int | None = None, named: bool = True) -> str:
    """A Building card: size, the Refined Good it is built with (one icon per Good), VP, and its name at the
    bottom unless `named` is False (a Building under construction has its name written beside it)."""
    b = rulestext.components(k)["buildings"][card]
    colour = rulestext.building_colour(k, card)
    cost = b["construction_cost"]
    body = rect(x, y, w, h, f"bcard size-{b['size']}", rx=5)
    body += text(x + 5, y + 14, SHOP[f"size_letter.{b['size']}"], "bsize", size=LABEL) + text(x + w - 5, y + 14, SUPPLY["vp"].format(vp=b["vp"]), "bvp", "end", LABEL)
    per_row = max(1, int((w - 6) // 15))
    for i in range(cost):
        cx, cy = x + 10 + (i % per_row) * 15, y + 28 + (i // per_row) * 16
        body += refined_icon(colour, cx, cy, 5.5)
        if placed is not None and i < placed:
            body += f'<path d="M{cx - 4:g},{cy:g} l3,4 l6,-8" class="tick"/>'
    if named:
        lines = wrap_to(rulestext.building_name(card), w - 8, LABEL)
        lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines  # two lines, no word lost
        for i, line in enumerate(lines):
            body += text(x + w / 2, y + h - 7 - 15 * (len(lines) - 1 - i), line, "bname", "middle", LABEL, w - 8)
    return body


def supply_section(k: Components, obs: Observation, taps: Taps | None, changed: set[str]) -> str:
    return tag("section", tag("h2", SUPPLY["section"], class_="om-h")
               + tag("div", tag("div", market_panel(k, obs, taps, changed), class_="om-cell")
                     + tag("div", display_panel(k, obs, taps, changed), class_="om-cell"), class_="om-supply"),
               class_="om-section at-supply", aria_label=SUPPLY["section"])
