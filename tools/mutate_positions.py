"""Mutated positions: one field of a real game's position changed at a time, each mutant refused or played out.

    .venv/bin/python tools/mutate_positions.py --game luthier --mutants 2000 --seed 1
    .venv/bin/python tools/mutate_positions.py --game opera-magna --mutants 2000 --seed 1 --show 20

Positions come from seeded random games of every player count, taken at several points of each game (the
setup, the middle, the end...). A mutant changes ONE thing: a key deleted or misspelt, a number changed, a
flag flipped, an id replaced by an unknown one or by another id of the position, a card moved to another
pile, two ids swapped, an item dropped or doubled, a value of the wrong type. Each mutant must either be
refused cleanly (`BadLink`, in a player's words) or load and play on with random legal moves to the game's
end with no invariant broken (`game.problems` after every action) and no exception. Anything else "broke":
the command lists those and exits 1. tests/engine/test_position_mutants.py runs a few hundred per game.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.engine import BadLink, Rng, get_game

MAX_ACTIONS = 5000  # a game longer than this is stuck
POINTS = (0.0, 0.15, 0.35, 0.55, 0.75, 0.95, 1.0)  # where in a game its positions are taken (1.0: the end)
UNKNOWN_IDS = ("Z99", "I99", "PA99", "A99-l", "S99", "zz")
TYPOS = ("x", "_", "s")


@dataclass
class Outcome:
    accepted: int = 0
    refused: int = 0
    broke: list[tuple[str, str]] = field(default_factory=list)  # (the mutation, what went wrong)

    def line(self) -> str:
        return f"accepted {self.accepted}, refused {self.refused}, broke {len(self.broke)}"


def sample_positions(game, games: int, seed: int) -> list[dict]:
    """Positions of `games` random games (each player count in turn), at each of POINTS of the game."""
    out = []
    counts = range(game.info.min_players, game.info.max_players + 1)
    for k in range(games):
        players = counts[k % len(counts)]
        state = game.new_game([f"P{i + 1}" for i in range(players)], seed * 1000 + k)
        chooser = Rng.from_seed(seed * 7919 + k)
        log = [game.clone(state)]
        while not game.is_over(state):
            game.apply(state, chooser.choice(game.legal_actions(state)).id)
            log.append(game.clone(state))
        out += [game.position(log[min(len(log) - 1, int(point * len(log)))]) for point in POINTS]
    return out


def _places(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path inside a JSON value (the value itself included)."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _places(item, (*path, index))
    return found


def _get(data: Any, path: tuple) -> Any:
    for part in path:
        data = data[part]
    return data


def _strings(data: Any) -> list[str]:
    return sorted({v for p in _places(data) if isinstance(v := _get(data, p), str) and p and p[0] != "game"})


def mutate(position: dict, rng: Rng) -> tuple[str, dict]:
    """One mutant of `position` (a copy) and what was changed, in words."""
    data = copy.deepcopy(position)
    places = [p for p in _places(data) if p and p[0] != "game"]
    ids = _strings(data)
    while True:
        path = rng.choice(places)
        parent, last = _get(data, path[:-1]), path[-1]
        value = parent[last]
        where = ".".join(map(str, path))
        kind = rng.below(10)
        if kind == 0 and isinstance(parent, dict):
            del parent[last]
            return f"deleted {where}", data
        if kind == 1 and isinstance(parent, dict):
            parent[f"{last}{rng.choice(TYPOS)}"] = parent.pop(last)
            return f"misspelt {where}", data
        if kind == 2:
            other = rng.choice([None, "text", 3, -1, [], {}, [1, 2], True])
            if type(other) is not type(value):
                parent[last] = other
                return f"{where}: {json.dumps(value)[:40]} -> {json.dumps(other)}", data
        if isinstance(value, bool):
            parent[last] = not value
            return f"flipped {where}", data
        if isinstance(value, int):
            new = rng.choice([value + 1, value - 1, 0, -1, value + 1 + rng.below(20), 10 ** 6])
            if new != value:
                parent[last] = new
                return f"{where}: {value} -> {new}", data
            continue
        if isinstance(value, str) and ids:
            new = rng.choice(UNKNOWN_IDS) if kind < 5 else rng.choice(ids)
            if new != value:
                parent[last] = new
                return f"{where}: {value!r} -> {new!r}", data
            continue
        if isinstance(value, list) and value:
            i = rng.below(len(value))
            op = rng.below(4)
            if op == 0:
                item = value.pop(i)
                return f"dropped {json.dumps(item)[:40]} from {where}", data
            if op == 1:
                value.insert(i, copy.deepcopy(value[i]))
                return f"doubled {json.dumps(value[i])[:40]} in {where}", data
            if op == 2 and len(value) > 1:
                j = rng.below(len(value))
                value[i], value[j] = value[j], value[i]
                return f"swapped items {i} and {j} of {where}", data
            if op == 3 and isinstance(value[i], (str, type(None))):
                lists = [p for p in places if isinstance(_get(data, p), list) and p != path]
                if lists:
                    target_path = rng.choice(lists)
                    target = _get(data, target_path)
                    item = value.pop(i)
                    target.insert(rng.below(len(target) + 1), item)
                    return f"moved {item!r} from {where} to {'.'.join(map(str, target_path))}", data
            continue
        if isinstance(value, str) and len(ids) > 1 and kind >= 5:
            # two ids swapped between their places
            other_path = rng.choice([p for p in places if isinstance(_get(data, p), str) and p != path] or [path])
            other_parent = _get(data, other_path[:-1])
            parent[last], other_parent[other_path[-1]] = other_parent[other_path[-1]], value
            return f"swapped {where} and {'.'.join(map(str, other_path))}", data


def play_out(game, mutant: dict, rng: Rng) -> str | None:
    """None when the mutant is refused or plays to the end with every invariant kept; else what went wrong.
    Refused: returns "refused"."""
    try:
        state = game.from_position(mutant)
    except BadLink:
        return "refused"
    except Exception as error:
        return f"loading raised {type(error).__name__}: {error}"
    actions = 0
    try:
        while not game.is_over(state):
            legal = game.legal_actions(state)
            if not legal:
                return "a game not over offers no action"
            action = rng.choice(legal).id
            game.apply(state, action)
            actions += 1
            found = game.problems(state)
            if found:
                return f"after {actions} actions ('{action}'): {found[0]}"
            if actions > MAX_ACTIONS:
                return f"still not over after {MAX_ACTIONS} actions"
        game.scores(state)
    except Exception as error:
        where = traceback.extract_tb(error.__traceback__)[-1]
        return f"after {actions} actions: {type(error).__name__}: {error} ({Path(where.filename).name}:{where.lineno})"
    return None


def run(game_id: str, mutants: int, seed: int, games: int | None = None) -> Outcome:
    game = get_game(game_id)
    positions = sample_positions(game, games or max(4, min(12, mutants // 50)), seed)
    rng = Rng.from_seed(seed)
    outcome = Outcome()
    for _ in range(mutants):
        what, mutant = mutate(rng.choice(positions), rng)
        result = play_out(game, mutant, rng)
        if result == "refused":
            outcome.refused += 1
        elif result is None:
            outcome.accepted += 1
        else:
            outcome.broke.append((what, result))
    return outcome


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("luthier", "opera-magna"), required=True)
    parser.add_argument("--mutants", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=10, help="how many broken mutants to list")
    args = parser.parse_args()
    outcome = run(args.game, args.mutants, args.seed)
    print(f"{args.game}: {args.mutants} mutants (seed {args.seed}): {outcome.line()}")
    for what, why in outcome.broke[: args.show]:
        print(f"  {what}: {why}")
    return 1 if outcome.broke else 0


if __name__ == "__main__":
    sys.exit(main())
