"""The shape of Opera Magna's observation (`observation.observation(state, seat)`), declared once:
`Observation` and the parts it is made of. The web views read observations through these types, so mypy
checks every key a view reads; at run time an observation is the plain JSON-ready dict they describe.

Component ids resolve with `components.catalog()`. Luthier's observation (`pycore.luthier.observation_types`)
names its parts alike.
The annotations are evaluated (no `from __future__ import annotations`), so that a TypedDict's
`__optional_keys__` is right at run time.
"""

from typing_extensions import TypedDict  # pydantic validates it on Python < 3.12 too (tests)


class DecisionView(TypedDict):
    """What `to_move` must decide."""

    kind: str  # `rules.DECISIONS`' keys
    seat: int | None
    text: str
    units: int  # single-unit choices still to make
    source: str  # the component or colour the choice comes from, else ""


class ConversionView(TypedDict):
    pay: dict[str, int]  # printed Raw Goods, by Raw Good
    any: int  # extra Raw Goods of any type
    gain: str  # the Refined Good


class WorkView(TypedDict):
    """A Building under construction."""

    card: str
    placed: int  # Refined Goods placed on it
    cost: int
    colour: str  # the Refined Good it is built with


class ScoreView(TypedDict):
    total: int
    breakdown: dict[str, int]  # points by category, as if the game ended now


class PlayerView(TypedDict):
    seat: int
    name: str
    board: str  # Shop Board id
    discounts: list[int]  # per Raw Good colour
    conversions: dict[str, ConversionView]  # by size S, M, L
    raw: list[int]
    cert: list[int]  # Certificate spaces 3-10
    levels: list[int]
    vp: int
    refined: list[int]
    stored: list[int]
    hand: list[str] | None  # the viewer's own only
    hand_size: int
    merchants: list[str]  # an Area name, or "" in the supply
    works: list[WorkView]
    left: list[list[str]]  # completed Buildings by position S, M, L
    right: list[list[str]]
    carts: int
    opera_tokens: int
    score: ScoreView


class CityView(TypedDict):
    name: str
    power: str
    power_name: str
    cost: list[str]  # the 3 Trade Cards of the Cost Area
    profit: list[str]
    merchants: dict[str, list[int]]  # by side, "cost" and "profit": the seats of the Merchants there


class MarketSpaceView(TypedDict):
    space: int
    card: str  # "" when empty
    price: int  # for the player to move


class WorksiteView(TypedDict):
    position: str  # a1..c4
    site: str
    name: str
    level: int
    wants: str  # the Refined Good it is built with
    open: bool
    tokens: list[int]  # seats, in the order they arrived (-1 = Rival)


class TurnView(TypedDict):
    """This turn's allowances used so far (`state.Turn`)."""

    area: str
    power: str
    power_used: bool
    refines: int
    carts_used: int
    wild_used: int
    conversions_used: list[bool]
    converted: bool
    discard: str


class Observation(TypedDict):
    game: str
    board: str  # the Opera board: base, eagle or lion
    viewer: int | None  # the viewer's seat; None: a spectator
    round: int
    final_round: int
    last_round: bool
    phase: str
    over: bool
    to_move: int | None
    current: int  # whose turn it is
    turn_order: list[int]
    decision: DecisionView
    players: list[PlayerView]
    cities: list[CityView]
    market: list[MarketSpaceView]
    decks: list[int]  # cards left in each pile: A/B, C1, C2, C3
    discard: list[str]  # oldest first
    building_decks: dict[str, int]  # cards left, by size
    display: list[str]  # 6 Building ids, "" when empty
    opera: list[WorksiteView]
    turn: TurnView
