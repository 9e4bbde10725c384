"""What the Hard bot costs: a state copy (before/after the fast copy), a fresh deal of the hidden
information, one rollout, and a whole Hard move, for both games at 2 and 4 players.

    .venv/bin/python tools/bench_search.py [--every 3] [--effort guided=2,...] [--level expert] [--pyodide]

Hard moves: one game per game and player count, seat 0 Hard on every `every`-th of its decisions that
have two or more legal moves (timed), every other move by Normal. Hard is each game's own (`hard_effort`),
with `--effort`'s fields replaced. In CPython, or with --pyodide in
Pyodide under node (the browser's Python, from `make site`). Wall-clock ms: say the machine's load.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from in_pyodide import bench_parser, here_or_in_pyodide
from timing import median, spread, time_each

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

CASES = (("luthier", 2), ("luthier", 4), ("opera-magna", 2), ("opera-magna", 4))


def _mid_game(game, players: int):
    """A round-3 position of a Normal self-play game."""
    from pycore.bots import get_bot
    from pycore.engine.rng import Rng

    state, rng = game.new_game([f"P{i}" for i in range(players)], 3), Rng.from_seed(3)
    while game.round(state) < 3:
        game.apply(state, get_bot("normal")(game, state, rng))
    return state


def parts(reps: int = 200, changes: str = "", level: str = "hard") -> dict:
    """Median µs of a copy (validate(dump) and the fast copy), a fresh deal and one Hard rollout."""
    from pycore.bots import Search, effort_for
    from pycore.engine import get_game
    from pycore.engine.rng import Rng

    out = {}
    for game_id, players in CASES:
        game = get_game(game_id)
        hard = effort_for(level, game).varied(changes)
        state = _mid_game(game, players)
        kind = type(state)
        rng = Rng.from_seed(1)
        search = Search(game, state, Rng.from_seed(1), hard)
        search.run()
        rollouts = max(1, search.rollouts)
        calls = {
            "copy by validate(dump)": (lambda _, k=kind, s=state: k.model_validate(s.model_dump()), reps),
            "copy (clone)": (lambda _, g=game, s=state: g.clone(s), reps),
            "fresh deal (determinize)": (lambda _, g=game, s=state, r=rng: g.determinize(s, 0, r), reps),
            "one rollout": (lambda _, g=game, s=state: Search(g, s, Rng.from_seed(1), hard).run(), 5),
        }
        medians = {name: round(median(time_each(call, range(n))) * 1000) for name, (call, n) in calls.items()}
        medians["one rollout"] = round(medians["one rollout"] / rollouts)
        out[f"{game_id} {players}p"] = medians
    return out


def hard_moves(every: int = 3, changes: str = "", level: str = "hard") -> dict:
    """ms of each timed move of the level (Hard or Expert), per game and player count."""
    from pycore.bots import Search, effort_for, get_bot
    from pycore.engine import get_game
    from pycore.engine.rng import Rng

    out = {}
    for game_id, players in CASES:
        game = get_game(game_id)
        hard = effort_for(level, game).varied(changes)
        state, rng = game.new_game([f"P{i}" for i in range(players)], 5), Rng.from_seed(5)
        times, decisions = [], 0
        while not game.is_over(state):
            seat = game.to_move(state)
            if seat == 0 and len(game.legal_actions(state)) > 1:
                decisions += 1
                if decisions % every == 0:
                    started = time.perf_counter()
                    action = Search(game, state, rng, hard).run()
                    times.append((time.perf_counter() - started) * 1000)
                    game.apply(state, action)
                    continue
            game.apply(state, get_bot("normal")(game, state, rng))
        out[f"{game_id} {players}p"] = spread(times)
    return out


def main() -> None:
    parser = bench_parser(__doc__)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--effort", default="", help="fields of Hard's effort to replace: guided=2,max_worlds=10")
    parser.add_argument("--level", default="hard", choices=["hard", "expert"], help="the searching level timed")
    args = parser.parse_args()
    call = (f"[bench_search.parts(200, {args.effort!r}, {args.level!r}),"
            f" bench_search.hard_moves({args.every}, {args.effort!r}, {args.level!r})]")
    where, (costs, moves) = here_or_in_pyodide(Path(__file__), call, args.pyodide)
    print(f"{where}, median µs")
    for case, values in costs.items():
        print(f"  {case:16} " + ", ".join(f"{k} {v}" for k, v in values.items()))
    print(f"{args.level.title()} moves (ms): n, median, p90, max")
    for case, s in moves.items():
        print(f"  {case:16} {s['n']:4} {s['median']:8} {s['p90']:8} {s['max']:8}")


if __name__ == "__main__":
    main()
