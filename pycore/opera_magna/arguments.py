"""What an Opera Magna move carries: each verb's arguments, a frozen dataclass (`Move.args`).

The verbs themselves (which arguments each takes, how it is performed, its flags) are declared in
`moves.py`; these are apart only because the rules' modules build moves with them and `moves.py` names
those modules' handlers (one-way imports). A Good is its colour, 0-3 (`components.RAW`, `REFINED`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.moves import Args


@dataclass(frozen=True, slots=True)
class GoodArgs(Args):
    """One Good by its colour: gained, paid, a Certificate moved, converted or refined."""

    good: int


@dataclass(frozen=True, slots=True)
class ChosenGoodArgs(Args):
    """A Good chosen, or None for the move that chooses none (decline the Notary, keep nothing more)."""

    good: int | None = None


@dataclass(frozen=True, slots=True)
class SlotArgs(Args):
    """A Building under construction by its slot (0 or 1)."""

    slot: int


@dataclass(frozen=True, slots=True)
class SideArgs(Args):
    """Where a completed Building goes: "left" or "right"."""

    side: str


@dataclass(frozen=True, slots=True)
class MerchantArgs(Args):
    """`source`: "supply" or the Area the Merchant leaves (e.g. pisa-cost); `target`: the Area it enters."""

    source: str
    target: str


@dataclass(frozen=True, slots=True)
class CardArgs(Args):
    """A card by its id: a Trade Card played, a Building taken."""

    card: str


@dataclass(frozen=True, slots=True)
class BuildArgs(Args):
    """A Refined Good (`good`) placed on the Building under construction in `slot`."""

    slot: int
    good: int


@dataclass(frozen=True, slots=True)
class PositionArgs(Args):
    """A Worksite by its index in `components.POSITIONS` (a1..c4)."""

    position: int


@dataclass(frozen=True, slots=True)
class ConversionArgs(Args):
    """A Shop Board Conversion (`size`: S, M or L) and the Raw Good added for its "any" icon, if it has one."""

    size: str
    good: int | None = None


@dataclass(frozen=True, slots=True)
class SpaceArgs(Args):
    """A Market space, 0-3."""

    space: int
