"""The shape of Luthier's observation (`observation.observation(state, seat)`), declared once: `Observation`
and the parts it is made of. The web views read observations through these types, so mypy checks every key
a view reads; at run time an observation is the plain JSON-ready dict they describe.

Seats: s >= 0 a player, -1 the 2-player rival (RIVAL), -2 the solo automa (AUTOMA). Card ids resolve through
`components.card(id)`. Opera Magna's observation (`pycore.opera_magna.observation_types`) names its parts alike.
The annotations are evaluated (no `from __future__ import annotations`), so that a TypedDict's
`__optional_keys__` is right at run time.
"""

from typing import Any, Literal

from typing_extensions import NotRequired, TypedDict  # typing_extensions: pydantic validates these on Python < 3.12 too (tests)

from .state import DecisionKind, Phase


class DecisionView(TypedDict):
    """What the game waits for (`waiting_for`): which kind of choice, by whom; its cards only to its owner."""

    kind: DecisionKind
    seat: int
    location: NotRequired[str]  # the location being resolved, while one is
    cards: NotRequired[list[str]]  # specialist / take_card: the cards to choose among
    options: NotRequired[list[dict[str, Any]]]  # choose: the effects to choose among (components' effect data)
    patrons: NotRequired[list[str]]  # satisfy: the patrons an instrument meets
    card: NotRequired[str]  # retire / now: the card concerned
    what: NotRequired[str]  # keep (setup): which deal, "patron", "instrument" or "objective"


class MarketView(TypedDict):
    card: str | None  # the market card in force
    prices: dict[str, int] | None  # by material
    rival_location: str | None  # 2 players: where the rival chip goes this round
    deck: int
    discards: list[str]


class DisplaySlotView(TypedDict):
    slot: int
    tier: int  # 1..3
    card: str | None  # None: taken
    fee: int  # what the viewer pays to take it (a spectator: the printed tier cost)


class AwardView(TypedDict):
    id: str
    holder: int | None


class PlacementView(TypedDict):
    """A chip on a location; its number and specialist are hidden (None) from others until revealed."""

    location: str
    seat: int
    chip: int | None
    specialist: str | None
    apprentices: int
    order: int
    revealed: bool
    resolved: bool
    skill: int | None  # fixed when its location is activated


class ActivationView(TypedDict):
    location: str
    seat: int
    workers: list[int]  # placement orders, in resolution order
    current: int | None


class ChipView(TypedDict):
    number: int
    specialist: str | None


class PatronView(TypedDict):
    card: str
    cube: int  # patience, 0 = start space
    gifts: int


class PlayerView(TypedDict):
    seat: int
    name: str
    family: str
    money: int
    inspiration: int
    materials: dict[str, int]
    storage_cap: int
    apprentices: int
    apprentice_cap: int
    tracks: dict[str, int]
    prestige: int
    chips: list[ChipView]  # the viewer's own unplaced chips; [] for others
    chips_free: int
    hand: list[str]
    rough_bench: list[str]
    finish_bench: list[str]
    showcase: list[str]
    performed: list[str]
    performance_cards: list[str]
    repair_cards: list[str]
    patrons: list[PatronView]
    satisfied: list[str]
    finished: list[str]
    performances: list[list[str]]  # [card, section, era]
    repairs: list[str]
    seats: dict[str, int]  # by orchestra section
    awards: list[str]
    specialists: list[str]
    specialists_new: list[str]
    market_visits: int
    bought: list[str]
    sold: list[str]
    passed: bool
    objective: str | None  # the viewer's own id; "hidden" for another player's
    deal: dict[str, list[str]]  # the viewer's own setup cards to keep one of; {} for others


class AutomaView(TypedDict):
    level: str
    prestige: int
    chips: list[int]
    seats: dict[str, int]
    deck: int  # cards left (their order hidden)
    drawn: int


class Observation(TypedDict):
    game: str
    round: int  # 1..rounds
    rounds: int
    phase: Phase
    you: int | None  # the viewer's seat; None: a spectator
    to_move: int | None
    turn_order: list[int]
    waiting_for: DecisionView | None
    market: MarketView
    displays: dict[str, list[DisplaySlotView]]  # by location
    decks: dict[str, int]  # cards left (their order hidden)
    discards: dict[str, list[str]]
    patron_deck: Literal["A", "B"]
    awards: list[AwardView]
    apprentice_pool: int
    placements: list[PlacementView]
    activation: ActivationView | None
    players: list[PlayerView]
    automa: AutomaView | None  # solo only
