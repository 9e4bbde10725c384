"""The state of a Luthier game: plain data in pydantic models, mutated in place by the rules.

Card ids refer to `components.card(id)`. Seats are player indices; the 2-player rival chip
uses seat RIVAL and the solo automa seat AUTOMA. Nothing here holds behaviour beyond copying.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, Field

from ..engine.copying import fast_copy
from ..engine.rng import Rng
from ..engine.components import Components
from . import components
from .info import INFO

RIVAL = -1
AUTOMA = -2


class Chip(BaseModel):
    """A worker chip a player owns: its number (base skill) and, once retired onto a card, its specialist."""

    number: int
    specialist: str | None = None


class Placement(BaseModel):
    """A chip on a location. `seq` is the global placement order ("placed first" wins ties)."""

    seat: int
    chip: int
    specialist: str | None = None
    location: str
    apprentices: int = 0
    seq: int
    revealed: bool = False
    resolved: bool = False
    skill: int = 0  # effective skill, fixed when its location is activated (R8)
    automa_card: str | None = None  # solo: the automa card that placed it


class PatronSlot(BaseModel):
    """An active (unsatisfied) patron: its card and its patience cube (0 = start space)."""

    card: str
    cube: int = 0
    gifts: int = 0


DecisionKind = Literal[
    "keep", "take_card", "choose", "specialist", "retire", "satisfy", "bench", "plan", "turn", "market", "work", "now",
    "bench_work",
]
Phase = Literal["setup", "opening", "start_round", "planning", "resolution", "end_round", "over"]


class Decision(BaseModel):
    """What the game waits for: `kind` of choice, by `seat`, with its own data."""

    kind: DecisionKind
    seat: int
    data: dict[str, Any] = Field(default_factory=dict)


class Activation(BaseModel):
    """A location being resolved: its workers (placement seqs) in resolution order."""

    location: str
    seat: int  # who activated it
    workers: list[int] = Field(default_factory=list)
    index: int = 0
    stage: str = "bonus"  # bonus -> action -> done
    searched: bool = False


class Player(BaseModel):
    name: str
    family: str
    money: int = 0
    inspiration: int = 0
    materials: dict[str, int] = Field(default_factory=lambda: {"animal": 0, "wood": 0, "metal": 0})
    apprentices: int = 0  # in supply (not on chips)
    tracks: dict[str, int] = Field(default_factory=lambda: {"reputation": 0, "performance": 0, "craft": 0})
    prestige: int = 0
    ledger: dict[str, int] = Field(default_factory=dict)  # prestige scored during play, by category
    chips: list[Chip] = Field(default_factory=list)
    hand: list[str] = Field(default_factory=list)  # instrument blueprints
    rough_bench: list[str] = Field(default_factory=list)
    finish_bench: list[str] = Field(default_factory=list)  # roughed instruments
    showcase: list[str] = Field(default_factory=list)  # finished, not delivered
    performed: list[str] = Field(default_factory=list)  # instruments already performed with
    perf_cards: list[str] = Field(default_factory=list)  # performance cards held
    repair_cards: list[str] = Field(default_factory=list)  # repair cards held
    patrons: list[PatronSlot] = Field(default_factory=list)
    satisfied: list[str] = Field(default_factory=list)  # in the order satisfied
    finished: list[str] = Field(default_factory=list)  # history: every instrument finished
    performances: list[list[str]] = Field(default_factory=list)  # history: [card, section, era]
    repairs: list[str] = Field(default_factory=list)  # history: completed repair cards
    seats: dict[str, int] = Field(
        default_factory=lambda: {"string": 0, "wind": 0, "percussion": 0, "keyboard": 0}
    )
    objective: str | None = None
    deal: dict[str, list[str]] = Field(default_factory=dict)  # setup cards to keep one of
    awards: list[str] = Field(default_factory=list)  # award benefits claimed
    specialists: list[str] = Field(default_factory=list)  # specialist cards in play (with a chip)
    specialists_new: list[str] = Field(default_factory=list)  # gained this round, chip not yet retired
    specialist_tracks: list[str] = Field(default_factory=list)  # tracks whose space-3 icon already paid
    market_visits: int = 0
    bought: list[str] = Field(default_factory=list)  # materials bought this round
    sold: list[str] = Field(default_factory=list)  # materials sold this round
    passed: bool = False
    bench_placed: bool = False  # R6: no take-back after the first placement of the bench step


class Automa(BaseModel):
    """Solo rival family: its chips, its action deck and its prestige."""

    level: str = "journeyman"
    chips: list[int] = Field(default_factory=lambda: [1, 3, 5])
    deck: list[str] = Field(default_factory=list)
    drawn: list[str] = Field(default_factory=list)
    prestige: int = 0
    ledger: dict[str, int] = Field(default_factory=dict)
    seats: dict[str, int] = Field(
        default_factory=lambda: {"string": 0, "wind": 0, "percussion": 0, "keyboard": 0}
    )


# The newest rules version's components: a state's unless its game is of an earlier version.
NEWEST = Components(INFO.rules_version, components)


class State(BaseModel):
    seed: int
    options: dict[str, str] = Field(default_factory=dict)
    players: list[Player]
    round: int = 0  # 0 during setup, then 1..6
    phase: Phase = "setup"
    turn_order: list[int] = Field(default_factory=list)
    cursor: int = 0  # progress of the current phase through the turn order
    decks: dict[str, list[str]] = Field(default_factory=dict)  # top of a deck = index 0
    discards: dict[str, list[str]] = Field(default_factory=dict)
    displays: dict[str, list[str | None]] = Field(default_factory=dict)
    market_card: str | None = None
    awards: list[str] = Field(default_factory=list)
    award_holders: dict[str, int] = Field(default_factory=dict)
    pool: int = 0  # apprentices in the Market
    placements: list[Placement] = Field(default_factory=list)
    seq: int = 0
    decisions: list[Decision] = Field(default_factory=list)
    activation: Activation | None = None
    rival_placed: bool = False
    automa: Automa | None = None
    patron_b_switched: bool = False
    rng: Rng
    reveals: int = 0  # bumped whenever hidden information is revealed
    actions: int = 0  # actions applied so far
    turns: int = 0  # turns ended so far (a chip placed, a worker's turn in resolution)

    # Its rules version's components (`engine/versions.py`), read on the rules' hot path: the newest's, or
    # an earlier version's that its game put into the state's `__dict__` beside its fields (`play_under`),
    # where pydantic neither saves nor compares it and copies keep it.
    k: ClassVar[Components] = NEWEST

    def play_under(self, k: Components) -> State:
        """This state, of the rules version whose components are `k` (its game sets them)."""
        if k is not NEWEST or "k" in self.__dict__:
            self.__dict__["k"] = k
        return self

    def copy_state(self) -> "State":
        """A deep, independent copy, without validation (see docs/performance.md)."""
        return fast_copy(self)
