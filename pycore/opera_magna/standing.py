"""What follows from the whole position rather than from one rule, told when an action changes it.

The Market's prices (for the player to move: Porter's Lodge, Exchange), each seat's Carts (right-side
Buildings, Shipyard, Carters' Guild in force this turn) and the points each seat would score at the
end from the Opera majority and the end-game effects (another seat's token can take a lead away)
change as a side effect of many rules. `perform` takes their standing before an action and, while
narrating only, tells every change after it (`tell_changes`): bots and replays pay nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.narration import say
from .market import market_prices
from .opera import carts
from .scoring import breakdowns
from .state import State

# The projected score categories no single rule notes: they follow from the whole table.
PROJECTED = ("Opera majority", "Building effects", "Worksite effects")


@dataclass(frozen=True)
class Standing:
    seat: int
    prices: list[int]
    carts: list[int]
    projected: list[dict[str, int]]


def standing(state: State) -> Standing:
    return Standing(
        state.seat,
        market_prices(state),
        [carts(state, seat) for seat in range(len(state.players))],
        [{k: b[k] for k in PROJECTED} for b in breakdowns(state)],
    )


def tell_changes(state: State, before: Standing) -> None:
    """One event per change of the standing since `before` (see the module docstring)."""
    after = standing(state)
    if after.prices != before.prices:
        spaces = tuple(f"market:{i}" for i, (a, b) in enumerate(zip(before.prices, after.prices)) if a != b)
        say(after.seat, "market_prices", spaces, seat=after.seat, prices=after.prices)
    for seat, (had, has) in enumerate(zip(before.carts, after.carts)):
        if had != has:
            say(seat, "carts", (f"p{seat}:carts",), seat=seat, carts=has)
    for seat, (was, now) in enumerate(zip(before.projected, after.projected)):
        for category in PROJECTED:
            if was[category] != now[category]:
                say(seat, "projected", (f"p{seat}:score",), seat=seat, category=category,
                    before=was[category], after=now[category])
