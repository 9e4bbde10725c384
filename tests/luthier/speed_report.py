"""Luthier speed on CPU time (not a test: a script). The dev machine is shared, so wall-clock
figures swing with its load; `time.process_time()` counts only this process.

    .venv/bin/python tests/luthier/speed_report.py --games 100
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pycore.engine.rng import Rng  # noqa: E402
from pycore.luthier import GAME  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    names = ["Ada", "Bruno", "Chiara", "Dario"][: args.players]
    actions = 0
    start = time.process_time()
    for seed in range(args.games):
        state = GAME.new_game(names, seed)
        rng = Rng.from_seed(seed + 99)
        while not GAME.is_over(state):
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            actions += 1
    spent = time.process_time() - start
    print(f"{args.games} random games, {args.players} players: {args.games / spent:.1f} games/s CPU time, "
          f"{actions / args.games:.0f} actions per game, {spent / actions * 1e6:.1f} us CPU per action (mean)")
    print(f"python {sys.version.split()[0]}")


if __name__ == "__main__":
    main()
