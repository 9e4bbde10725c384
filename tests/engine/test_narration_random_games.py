"""The narration property, on seeded random games of both games, every player count and option:
for every action, every seat and the spectator, the deltas of the events that viewer receives add up
to the change of every counter its observation shows (nothing changes unexplained, nothing is
explained that did not change); every other change of its whole observation (each number, list
length and visible value, `pycore.engine.told`) is told by an event it receives, or declared derived
from told ones in the game's `narration.OBSERVED`; and no event text shows an internal id or a card
the viewer may not see. `NARRATION_SIM_GAMES` sets the games per game (40 by default: each action is
observed twice per viewer, so this suite checks a subset of the 2,000 games the rules suites play)."""

from __future__ import annotations

import os
import re

import pytest

from pycore.engine import Rng, get_game
from pycore.engine.narration import counter_changes, events_for, narrate, sum_deltas
from pycore.engine.told import untold
from pycore.luthier import narration as lu_narration
from pycore.opera_magna import narration as om_narration

GAMES = int(os.environ.get("NARRATION_SIM_GAMES", "40"))

# (game id, players, options) cycled through by seed: every count, every option value.
SETUPS = {
    "opera-magna": [(n, {"board": b}) for n in (1, 2, 3, 4) for b in ("base", "eagle", "lion")],
    "luthier": [(1, {"automa": lvl}) for lvl in ("apprentice", "journeyman", "master")] + [(n, {}) for n in (2, 3, 4)],
}


def internal_ids(game_id: str) -> set[str]:
    """Every component id of the game: none may appear in a text a player reads."""
    if game_id == "opera-magna":
        from pycore.opera_magna.components import BUILDINGS, CITY_POWERS, TRADE_CARDS, WORKSITES
        return set(BUILDINGS) | set(CITY_POWERS) | set(TRADE_CARDS) | set(WORKSITES)
    from pycore.luthier.components import _ALL
    return set(_ALL)


# Each game's declaration of how every change its observations show is told.
DECLARED = {
    "opera-magna": (om_narration.OBSERVED, {}),
    "luthier": (lu_narration.OBSERVED, lu_narration.KNOWN_BY),
}

WORD = re.compile(r"[A-Za-z0-9-]+")


def strings(data) -> set[str]:
    """Every string in an observation (the card ids it shows, among others)."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set().union(*map(strings, data.values()), *map(strings, data.keys())) if data else set()
    if isinstance(data, list):
        return set().union(*map(strings, data)) if data else set()
    return set()


def card_names(game_id: str) -> dict[str, str]:
    """Card id -> printed name, for the games whose cards have names (Opera Magna's Trade Cards have none)."""
    if game_id != "luthier":
        return {}
    from pycore.luthier.components import _ALL
    return {cid: c["name"] for cid, c in _ALL.items() if "name" in c}


def check_action(game, state, action, ids: set[str], names: dict[str, str], viewers: list[int | None]) -> None:
    observed, known_by = DECLARED[game.info.id]
    before = {v: game.observation(state, v) for v in viewers}
    events = narrate(game, state, action)
    assert events, f"{action.id} says nothing"
    for viewer in viewers:
        mine = events_for(events, viewer)
        after = game.observation(state, viewer)
        changes = counter_changes(game.counters(before[viewer]), game.counters(after))
        assert sum_deltas(mine) == changes, (action.id, viewer, [e.text for e in mine])
        silent = untold(observed, before[viewer], after, mine, known_by)
        assert not silent, (action.id, viewer, silent, [e.text for e in mine])
        for event in mine:
            leaked = set(WORD.findall(event.text)) & ids
            assert not leaked, (event.text, leaked)
        if not names or not any(n in e.text for e in mine for n in names.values()):
            continue  # no card named: nothing to check against what the viewer sees
        seen = strings(before[viewer]) | strings(after)
        visible = {names[c] for c in seen if c in names}
        hidden = {n for c, n in names.items() if c not in seen} - visible
        for event in mine:
            rest = event.text
            for n in sorted(visible, key=len, reverse=True):  # a hidden name may be part of a shown one
                rest = rest.replace(n, "")
            assert not [n for n in hidden if n in rest], (viewer, event.text)


@pytest.mark.parametrize("game_id", sorted(SETUPS))
@pytest.mark.parametrize("batch", range(4))
def test_every_action_narrates_every_visible_change_for_every_seat(game_id: str, batch: int) -> None:
    game = get_game(game_id)
    ids = internal_ids(game_id)
    names = card_names(game_id)
    setups = SETUPS[game_id]
    for seed in range(batch, GAMES, 4):
        players, options = setups[seed % len(setups)]
        state = game.new_game([f"Name{i}" for i in range(players)], seed, options)
        viewers: list[int | None] = [None, *range(players)]
        chooser = Rng.from_seed(seed ^ 0x7E11)
        while not game.is_over(state):
            check_action(game, state, chooser.choice(game.legal_actions(state)), ids, names, viewers)
