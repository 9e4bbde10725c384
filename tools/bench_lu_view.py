"""Benchmark: Luthier table view render time over whole games (CPython, no browser).

    .venv/bin/python tools/bench_lu_view.py [--games 4] [--players 2] [--pyodide]

Renders the table for the player to move at every position of seeded games (the same cheap
policy as the view tests) and prints the median, p90 and max render time. With --pyodide the
same loop runs in Pyodide under node (the browser's Python, from the built site: `make site`).
The whole tap in a browser (rules, autosave, link, view, page) is timed by e2e/test_lu_table.py.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from in_pyodide import call_in_pyodide
from timing import describe, time_each

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web"), str(ROOT / "web" / "tests")]
# E402 below: these imports need the sys.path line above (ruff only recognizes sys.path.insert and the like)

from lu_positions import context, positions  # noqa: E402

from app.views import luthier as view  # noqa: E402


def render_times(games: int, players: int) -> list[float]:
    return time_each(view.render, (context(state, seat) for state, seat in positions(games, players=(players,), seed0=100)
                                   if seat is not None))


def pyodide_times(games: int, players: int) -> list[float]:
    """The same renders in Pyodide under node."""
    return sorted(call_in_pyodide(Path(__file__), f"bench_lu_view.render_times({games}, {players})", [ROOT / "web" / "tests" / "lu_positions.py"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--pyodide", action="store_true", help="run the renders in Pyodide under node")
    args = parser.parse_args()
    times = (pyodide_times if args.pyodide else render_times)(args.games, args.players)
    where = "Pyodide" if args.pyodide else f"CPython {sys.version.split()[0]}"
    print(f"{len(times)} renders in {where} ({args.games} games, {args.players} players): "
          + describe(times))


if __name__ == "__main__":
    main()
