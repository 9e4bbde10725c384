"""Benchmark: Luthier table view render time over whole games (CPython, no browser).

    .venv/bin/python tools/bench_lu_view.py [--games 4] [--players 2]

Renders the table for the player to move at every position of seeded games (the same cheap
policy as the view tests) and prints the median, p90 and max render time. The browser figure
(tap to new picture, Pyodide) comes from e2e/test_lu_table.py.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web"), str(ROOT / "web" / "tests")]

from lu_positions import context, positions  # noqa: E402

from app.views import luthier as view  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    times = []
    for state, seat in positions(args.games, players=(args.players,), seed0=100):
        if seat is None:
            continue
        ctx = context(state, seat)
        started = time.perf_counter()
        view.render(ctx)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    print(f"{len(times)} renders ({args.games} games, {args.players} players): median {statistics.median(times):.1f} ms, "
          f"p90 {times[int(len(times) * 0.9)]:.1f} ms, max {times[-1]:.1f} ms")


if __name__ == "__main__":
    main()
