"""Dealing hidden information afresh, for bots that must decide from what their seat may know.

A fair bot never reads the true hidden cards: it copies the state and deals every hidden place
again from the pool of what it cannot see. The pool is sorted before it is shuffled, so the deal
depends only on the bot's own random numbers and on what is hidden *as a set*, never on where the
hidden things truly are: two states that differ only in hidden information give the same deal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .rng import Rng

Place = tuple[list[Any], int]  # a list and an index in it: one hidden spot


def redeal(rng: Rng, places: list[Place], unseen: Iterable[Any] = (), key: Callable[[Any], Any] | None = None) -> None:
    """Fill `places` with their own contents plus `unseen` (hidden things that are in no place,
    e.g. cards out of the game), shuffled. What does not fit is left out, as it was before."""
    pool = sorted([spot[i] for spot, i in places] + list(unseen), key=key)
    rng.shuffle(pool)
    for (spot, i), thing in zip(places, pool):
        spot[i] = thing


def whole(*piles: list[Any]) -> list[Place]:
    """Every spot of every pile (e.g. a face-down deck), as places."""
    return [(pile, i) for pile in piles for i in range(len(pile))]


def reseed(state: Any, rng: Rng) -> None:
    """Chance still to come is hidden too: the copy draws from the bot's own numbers from now on."""
    state.rng.state = rng.next_u64()
