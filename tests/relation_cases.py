"""What the relation tests of both games share (tests/*/test_*_relations.py): a position taken from a real game,
and the one problem a position broken in one relation is refused for."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from pycore.engine import BadLink, Rng

NAMES = ["Ada", "Bo", "Cy", "Di"]


def position_where(game: Any, found: Callable[[Any], bool], players: int, seeds: range) -> dict:
    """The position of the first state of seeded random games of `game` where `found(state)` holds."""
    for seed in seeds:
        state = game.new_game(NAMES[:players], seed)
        chooser = Rng.from_seed(seed)
        while not game.is_over(state):
            if found(state):
                return game.position(state)
            game.apply(state, chooser.choice(game.legal_actions(state)).id)
    raise AssertionError("no random game reached such a state")


def refusal(game: Any, title: str, data: dict) -> str:
    """The one problem a position of the game named `title` is refused for (a test breaks one relation only)."""
    with pytest.raises(BadLink) as error:
        game.from_position(data)
    text = str(error.value)
    assert text.startswith(f"This {title} position is impossible: ") and "; " not in text, text
    return text
