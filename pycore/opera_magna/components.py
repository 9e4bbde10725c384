"""Opera Magna's components as data, loaded once from `components.json` (package data).

Colours are indices 0-3 everywhere in the engine: Lead/Bell, Wood/Planks, Marble/Column, Sand/Glass,
which is also the resolution order of the rules (R2, R10). Every table below is read from the JSON
file; nothing about a single card is written in code.
"""

from __future__ import annotations

from typing import Any

from ..engine.versions import components_data
# The card classes live apart: a rules version's tables, this module run again over its data, are made of
# the same classes as the newest's (`engine/versions.py`).
from .cards import Building, CityPower, Conversion, Effect, OperaBoard, ShopBoard, TradeCard, Worksite

RAW = ("lead", "wood", "marble", "sand")
REFINED = ("bell", "planks", "column", "glass")
RAW_NAMES = ("Lead", "Wood", "Marble", "Sand")
REFINED_NAMES = ("Bell", "Planks", "Column", "Glass")
SIZES = ("S", "M", "L")
SIZE_NAMES = {"S": "Small", "M": "Medium", "L": "Large"}
# The letters of the components' `cost_code`/`profit_code` fields: a Raw Good's initial, a Refined Good's capital initial.
GOOD_CODES = {name[0]: word for name, word in zip(RAW, RAW_NAMES)} | {
    name[0].upper(): word for name, word in zip(REFINED, REFINED_NAMES)}
SIDES = ("left", "right")
# The Trade Card piles of `State.decks`, in order (setup.py deals them): deck A on top of deck B, then deck C's piles.
PILE_NAMES = ("A/B", "C1", "C2", "C3")
AREAS = ("cost", "profit")
COLOUR_OF = {"yellow": 0, "green": 1, "red": 2, "blue": 3}


# The newest rules version's numbers; an earlier version's tables are this module run again over its
# data (`engine/versions.py`).
RAW_DATA: dict[str, Any] = components_data(__package__)


def _vector(goods: dict[str, int], names: tuple[str, ...] = RAW) -> tuple[int, int, int, int]:
    first, second, third, fourth = (goods.get(n, 0) for n in names)  # four Goods of each kind
    return first, second, third, fourth


def _effect(d: dict[str, Any]) -> Effect:
    return Effect(d["name"], d["timing"], d["kind"], d["params"], d["text"])


TRADE_CARDS: dict[str, TradeCard] = {
    c["id"]: TradeCard(
        c["id"], c["deck"], _vector(c["cost"]), _vector(c["profit_raw"]),
        _vector(c["profit_refined"], REFINED), c["cost_code"], c["profit_code"],
    )
    for c in RAW_DATA["trade_cards"]
}

BUILDINGS: dict[str, Building] = {
    b["id"]: Building(
        b["id"], b["size"], REFINED.index(b["builds_with"]), b["construction_cost"], b["vp"],
        _vector(b["left_discount"]), _effect(b["right_effect"]),
    )
    for b in RAW_DATA["buildings"]
}

WORKSITES: dict[str, Worksite] = {
    w["id"]: Worksite(w["id"], w["level"], REFINED.index(w["wants"]), w["vp_per_token"], _effect(w))
    for w in RAW_DATA["worksites"]
}

CITY_POWERS: dict[str, CityPower] = {
    p["id"]: CityPower(p["id"], p["use"], Effect(p["name"], "turn", p["kind"], p["params"], p["text"]))
    for p in RAW_DATA["city_powers"]
}

SHOP_BOARDS: dict[str, ShopBoard] = {
    s["id"]: ShopBoard(
        s["id"], _vector(s["starting_discount"]),
        {
            pos: Conversion(_vector(c["pay"]), c["pay"].get("any", 0), REFINED.index(c["gain"]))
            for pos, c in s["conversions"].items()
        },
    )
    for s in RAW_DATA["shop_boards"]
}

POSITIONS = tuple(f"{row}{i}" for row in "abc" for i in range(1, 5))  # a1..a4 (level 1) .. c1..c4


def _opera_board(name: str) -> OperaBoard:
    d = RAW_DATA["opera_boards"][name]
    by_site = d["supports_by_site"]
    supports = tuple(tuple(POSITIONS.index(s) for s in by_site.get(pos, [])) for pos in POSITIONS)
    return OperaBoard(name, d["mode"], supports)


OPERA_BOARDS: dict[str, OperaBoard] = {n: _opera_board(n) for n in ("base", "eagle", "lion")}

SETUP: dict[str, Any] = RAW_DATA["setup"]
TRACK: dict[str, Any] = RAW_DATA["certificate_track"]
SCORING: dict[str, Any] = RAW_DATA["scoring"]

RAW_MAX: int = TRACK["raw_max"]
CERT_MIN: int = TRACK["cert_min_space"]
CERT_MAX: int = TRACK["cert_max_space"]
LEVEL_BY_SPACE: tuple[int, ...] = tuple(TRACK["level_by_space"].get(str(s), 0) for s in range(CERT_MAX + 1))
BUILDING_VP: dict[str, int] = SCORING["building_vp"]
MARKET_PRICES: tuple[int, ...] = tuple(SETUP["market_spaces"])
ROUNDS: int = SETUP["rounds"]
DISPLAY_SLOTS: tuple[str, ...] = tuple(s for s in SIZES for _ in range(SETUP["building_display_per_size"]))
REFILL_ORDER: dict[str, list[str]] = SETUP["building_display_refill_order"]
RIVAL = -1  # the solo Rival's token on a Worksite


def catalog() -> dict[str, Any]:
    """Every component by id, JSON-ready, for views that render names and icons from an observation."""
    return {
        "trade_cards": {c["id"]: c for c in RAW_DATA["trade_cards"]},
        "buildings": {b["id"]: b for b in RAW_DATA["buildings"]},
        "worksites": {w["id"]: w for w in RAW_DATA["worksites"]},
        "city_powers": {p["id"]: p for p in RAW_DATA["city_powers"]},
        "shop_boards": {s["id"]: s for s in RAW_DATA["shop_boards"]},
        "opera_boards": {n: RAW_DATA["opera_boards"][n]["supports_by_site"] for n in OPERA_BOARDS},
        "positions": list(POSITIONS),
        "raw": list(RAW),
        "refined": list(REFINED),
        "city_names": SETUP["city_names"],
    }
