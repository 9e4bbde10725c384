"""The state of a game of Opera Magna: plain pydantic models, mutated in place by the rules.

Colours are indices 0-3 (Lead/Bell, Wood/Planks, Marble/Column, Sand/Glass). Cards are named by
their ids in `components.json`. A City Area is named `<city>-<cost|profit>`, e.g. `pisa-cost`.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, Field

from ..engine.copying import fast_copy
from ..engine.rng import Rng
from ..engine.components import Components
from . import components
from .info import INFO


class Player(BaseModel):
    name: str
    board: str  # Shop Board id: I, II, III or IV
    raw: list[int]  # 0-9 per colour
    cert: list[int]  # Certificate space 3-10 per colour (always above the Raw token)
    vp: int  # the Victory Points track
    refined: list[int]  # Refined Goods usable this turn, per colour
    stored: list[int]  # Refined Goods kept by Warehouse effects for the next turn (R7)
    hand: list[str]  # Trade Card ids
    merchants: list[str]  # 3 entries: "" = in the supply, else an Area name
    works: list[str]  # Buildings under construction (at most 2)
    placed: list[int]  # Refined Goods placed on each Building under construction
    left: list[list[str]]  # completed Buildings by left position S, M, L
    right: list[list[str]]  # completed Buildings by right position S, M, L


class City(BaseModel):
    name: str
    power: str  # City Power id
    cost: list[str]  # the 3 Trade Cards of the Cost Area, left to right
    profit: list[str]  # the 3 Trade Cards of the Profit Area


class Pending(BaseModel):
    """A decision (or an automatic step) waiting to be resolved before anything else happens.

    Choice kinds: raw, raw_one_type, refined, cert, roof, side, unpaid, keep, pay.
    Automatic kinds: effect, profit, close_refined, end_turn.
    """

    kind: str
    seat: int
    units: int = 1  # single-unit choices still to make (R10)
    floor: int = 0  # lowest colour allowed for the next unit (R10)
    allowed: list[int] = Field(default_factory=lambda: [0, 1, 2, 3])  # colours allowed
    amount: int = 1  # Goods per choice (raw_one_type)
    data: str = ""  # a component id, a colour, ...


class Turn(BaseModel):
    """What happened so far in the current turn: the once-per-turn allowances."""

    area: str = ""  # the Area the activating Merchant entered
    power: str = ""  # the City Power in force this turn (Merchant in the Cost Area), else ""
    power_used: bool = False  # Customs Rebate / Notary used
    refines: int = 0  # Glassworks + Refiners' Guild uses
    carts_used: int = 0
    wild_used: int = 0  # Masons' Guild + Carpenters' Guild allowances used
    conversions_used: list[bool] = Field(default_factory=lambda: [False, False, False])
    converted: bool = False  # a Convert Refined Goods action was taken (Tinker's Bench, R4)
    discard: str = ""  # the Trade Card discarded from a City this turn (Surveyor)

# The newest rules version's components: a state's unless its game is of an earlier version.
NEWEST = Components(INFO.rules_version, components)


class State(BaseModel):
    board: str  # Opera board: base, eagle or lion
    players: list[Player]
    order: list[int]  # seats in turn order (clockwise from the first player)
    turn_index: int = 0  # index into `order`
    round: int = 1
    final_round: int = 9  # the last round (set to the next round when the decks run out)
    phase: str = "setup"  # setup, merchant, card, refined, buildings, market, over
    pending: list[Pending] = Field(default_factory=list)
    turn: Turn = Field(default_factory=Turn)
    cities: list[City]
    market: list[str]  # 4 spaces, "" when empty
    decks: list[list[str]]  # [A over B, C1, C2, C3]; the top card is the last one
    discard: list[str]  # Trade Cards discarded from the Cities, face up
    building_decks: list[list[str]]  # Small, Medium, Large; the top card is the last one
    display: list[str]  # 6 face-up Building slots: S, S, M, M, L, L ("" when empty)
    sites: list[str]  # Worksite id at each position a1..a4, b1..b4, c1..c4
    tokens: list[list[int]]  # seats on each position, in the order they arrived (-1 = Rival)
    rng: Rng
    reveals: int = 0  # cards revealed from hidden decks so far
    steps: int = 0  # actions applied so far

    # Its rules version's components (`engine/versions.py`), read on the rules' hot path: the newest's, or
    # an earlier version's that its game put into the state's `__dict__` beside its fields (`play_under`),
    # where pydantic neither saves nor compares it and copies keep it.
    k: ClassVar[Components] = NEWEST

    def play_under(self, k: Components) -> State:
        """This state, of the rules version whose components are `k` (its game sets them)."""
        if k is not NEWEST or "k" in self.__dict__:
            self.__dict__["k"] = k
        return self

    @property
    def seat(self) -> int:
        """The seat whose turn it is."""
        return self.order[self.turn_index]


_FRESH_TURN = Turn()


def fresh_turn() -> Turn:
    """A new turn's allowances (copied from a template: cheaper than validating a new model)."""
    return fast_copy(_FRESH_TURN)


def area_name(city: City, side: str) -> str:
    return f"{city.name.lower()}-{side}"


def find_area(state: State, area: str) -> tuple[City, str]:
    """The City and the side (cost / profit) of an Area name such as `pisa-cost`."""
    name, side = area.rsplit("-", 1)
    return next(c for c in state.cities if c.name.lower() == name), side
