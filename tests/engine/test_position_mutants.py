"""Mutated positions (tools/mutate_positions.py): positions of real seeded games of every player count, one field
changed at a time (a key deleted or misspelt, a number, an id unknown or moved to another pile, two ids swapped, a
value of the wrong type...). Each mutant is refused with BadLink, or loads and plays to the game's end with random
legal moves, every invariant kept after every action and no exception. The big run (2,000 and more per game):
`.venv/bin/python tools/mutate_positions.py --game luthier --mutants 2000 --seed N`."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from mutate_positions import run

MUTANTS = 300  # per game and seed: a few seconds of CPU each


@pytest.mark.parametrize("game_id", ["luthier", "opera-magna"])
@pytest.mark.parametrize("seed", [11, 12])
def test_every_mutant_is_refused_or_plays_to_the_end_keeping_every_invariant(game_id, seed):
    outcome = run(game_id, MUTANTS, seed)
    assert not outcome.broke, f"{outcome.line()}: " + "; ".join(f"{what}: {why}" for what, why in outcome.broke[:5])
    assert outcome.accepted and outcome.refused  # both kinds of mutant were met
