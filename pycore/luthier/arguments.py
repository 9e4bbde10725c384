"""What a Luthier move carries: each verb's arguments, a frozen dataclass (`Move.args`).

The verbs themselves (which arguments each takes, how it is performed, its flags) are declared in
`moves.py`; these are apart only because the rules' modules build moves with them and `moves.py` names
those modules' handlers (one-way imports). Some arguments are there for the views only (a price, a
chip's number): a handler reads what the rules need.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.moves import Args


@dataclass(frozen=True, slots=True)
class CardArgs(Args):
    """A card by its id: taken for free, kept as a specialist, put on the roughing bench, taken back."""

    card: str


@dataclass(frozen=True, slots=True)
class KeepArgs(Args):
    """A card kept from the setup deal (`what`: patron, instrument or objective)."""

    what: str
    card: str


@dataclass(frozen=True, slots=True)
class ChooseArgs(Args):
    """One of the effects offered, by its place among them."""

    option: int


@dataclass(frozen=True, slots=True)
class RetireArgs(Args):
    """The numbered chip that becomes the new specialist; None when none is left (the card is discarded)."""

    chip: int | None


@dataclass(frozen=True, slots=True)
class SatisfyArgs(Args):
    patron: str


@dataclass(frozen=True, slots=True)
class DeliverArgs(Args):
    """An instrument of the showcase delivered to a patron (a free action, R7)."""

    instrument: str
    patron: str


@dataclass(frozen=True, slots=True)
class PlaceArgs(Args):
    chip: int
    location: str
    apprentices: int


@dataclass(frozen=True, slots=True)
class LocationArgs(Args):
    """A location where the seat's chips are, activated."""

    location: str


@dataclass(frozen=True, slots=True)
class BenchWorkArgs(Args):
    """A blueprint roughed or an instrument finished by the worker placed `worker` (its sequence number;
    `chip` its number, for the views), paying `cost` (materials by name)."""

    chip: int
    worker: int
    card: str
    cost: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class WorkerArgs(Args):
    """A worker on a bench that takes the alternate action."""

    chip: int
    worker: int


@dataclass(frozen=True, slots=True)
class MaterialArgs(Args):
    """One material bought or sold at the Market, at `price` (for the views: the rules read the Market card)."""

    material: str
    price: int


@dataclass(frozen=True, slots=True)
class PriceArgs(Args):
    """An apprentice hired at `price` (for the views)."""

    price: int


@dataclass(frozen=True, slots=True)
class TrainArgs(Args):
    track: str
    price: int


@dataclass(frozen=True, slots=True)
class TakeArgs(Args):
    """A card of a display taken by a worker, paying `fee` money."""

    card: str
    fee: int


@dataclass(frozen=True, slots=True)
class EffectArgs(Args):
    """An effect chosen at the Guild's gather or the Balcony: `option` its key, `effect` the rules' effect."""

    option: str
    effect: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class PerformArgs(Args):
    card: str
    instrument: str


@dataclass(frozen=True, slots=True)
class RepairArgs(Args):
    card: str
    cost: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class SearchArgs(Args):
    """A search of the location's deck for a card whose `criterion` (section, era, patron type) is `value`."""

    criterion: str
    value: str
