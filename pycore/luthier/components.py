"""Luthier's components as data: every card, tile and constant, loaded once from `components.json`.

The JSON is the reference data file (`luthier-components.json`, v3) carried into the package, changed
only by rules versions: the newest version's numbers are in its tables, and the reference's own (rules
`lu-2`) and each later version's changes under "earlier_rules" at the end (docs/rules/luthier.md,
"Rules lu-3" and "Rules lu-4"). This module only indexes it:

    card(id)      -> the card's dict (instrument, patron, performance, repair, market card,
                     specialist, family, objective, award or automa card), for views and rules
    C             -> the `constants` block
    INSTRUMENTS, PATRONS, ... -> dicts id -> card, in data order
"""

from __future__ import annotations

from typing import Any

from ..engine.versions import components_data

# The newest rules version's numbers; an earlier version's tables are this module run again over its
# data (`engine/versions.py`).
_DATA: dict[str, Any] = components_data(__package__)

C: dict[str, Any] = _DATA["constants"]
VOCABULARY: dict[str, Any] = _DATA["vocabulary"]
SOLO: dict[str, Any] = _DATA["solo_automa"]


def _index(key: str) -> dict[str, dict]:
    return {c["id"]: c for c in _DATA[key]}


INSTRUMENTS = _index("instruments")
PATRONS = _index("patrons")
PERFORMANCES = _index("performances")
REPAIRS = _index("repairs")
MARKET = _index("market")
SPECIALISTS = _index("specialists")
FAMILIES = _index("families")
OBJECTIVES = _index("objectives")
AWARDS = _index("awards")
AUTOMA = {c["id"]: c for c in SOLO["deck"]}

_ALL: dict[str, dict] = {}
for _table in (INSTRUMENTS, PATRONS, PERFORMANCES, REPAIRS, MARKET, SPECIALISTS, FAMILIES, OBJECTIVES, AWARDS, AUTOMA):
    _ALL.update(_table)


def card(card_id: str) -> dict:
    """Any component by its id (e.g. "I05", "PA13", "AW2")."""
    return _ALL[card_id]


MATERIALS: tuple[str, ...] = tuple(C["materials"])  # animal, wood, metal
SECTIONS: tuple[str, ...] = tuple(C["orchestra"]["sections"])  # string, wind, percussion, keyboard
ERAS: tuple[str, ...] = ("baroque", "classical", "romantic")
PATRON_TYPES: tuple[str, ...] = ("composer", "performer", "noble", "royal")
TRACKS: tuple[str, ...] = ("reputation", "performance", "craft")

MAIN_LOCATIONS: tuple[str, ...] = ("salon", "guild", "perform", "repair", "balcony")
BENCHES: tuple[str, ...] = ("rough_bench", "finish_bench")
LOCATIONS: tuple[str, ...] = MAIN_LOCATIONS + BENCHES
CARD_LOCATIONS: tuple[str, ...] = ("salon", "guild", "perform", "repair")

# which deck feeds each display, and the table its cards come from
DECK_OF = {"salon": "patron", "guild": "instrument", "perform": "performance", "repair": "repair"}
TABLE_OF_DECK = {"patron": PATRONS, "instrument": INSTRUMENTS, "performance": PERFORMANCES, "repair": REPAIRS}

LOCATION_NAMES = {
    "salon": "Salon",
    "guild": "Guild",
    "perform": "Perform",
    "repair": "Repair",
    "balcony": "Balcony",
    "rough_bench": "roughing bench",
    "finish_bench": "finishing bench",
}

STARTERS: tuple[str, ...] = tuple(
    i["id"]
    for i in INSTRUMENTS.values()
    if i["craft_req"] == C["setup"]["starter_filter"]["craft_req"] and i["rare"] == C["setup"]["starter_filter"]["rare"]
)


# The score's categories (scoring.py): scored during play, then at the end; the rival family's per-round bonus.
PLAY_CATEGORIES = (
    "instruments",
    "masterworks",
    "performances",
    "repairs",
    "patrons",
    "tracks",
    "awards",
    "powers",
    "patrons left",
)
END_CATEGORIES = ("orchestra", "award ranking", "objective", "reputation", "money", "unsatisfied patrons")
AUTOMA_CATEGORIES = ("difficulty",)


def name(card_id: str) -> str:
    """A component's printed name, for labels."""
    return _ALL[card_id]["name"]
