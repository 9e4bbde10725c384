"""Speed of the rules in CPU time, so that the figures hold on a shared, busy machine.

    python -m pycore.opera_magna.speed [--games 100] [--players 4]

`python -m pycore bench --game opera-magna` measures the same in wall-clock time; on a machine
whose cores are shared with other jobs the wall clock also counts the time spent waiting for a core.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from ..engine.rng import Rng
from . import GAME


def measure(games: int, players: int) -> dict[str, float]:
    names = [f"P{i + 1}" for i in range(players)]
    start = time.process_time()
    actions = 0
    for seed in range(games):
        state = GAME.new_game(names, seed)
        rng = Rng.from_seed(seed)
        while not GAME.is_over(state):
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            actions += 1
    elapsed = time.process_time() - start

    legal_ns, apply_ns = [], []
    clock = time.process_time_ns
    for seed in range(max(1, games // 5)):
        state = GAME.new_game(names, 10_000 + seed)
        rng = Rng.from_seed(seed)
        while not GAME.is_over(state):
            t0 = clock()
            legal = GAME.legal_actions(state)
            t1 = clock()
            action = rng.choice(legal)
            t2 = clock()
            GAME.apply(state, action)
            t3 = clock()
            legal_ns.append(t1 - t0)
            apply_ns.append(t3 - t2)
    return {
        "games per CPU second": round(games / elapsed, 1),
        "actions per game": round(actions / games, 1),
        "median CPU us, legal_actions": round(statistics.median(legal_ns) / 1000, 1),
        "median CPU us, apply": round(statistics.median(apply_ns) / 1000, 1),
        "median CPU us, legal_actions + apply": round(statistics.median([a + b for a, b in zip(legal_ns, apply_ns)]) / 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    print(f"Opera Magna, {args.players} players, {args.games} random games, Python {sys.version.split()[0]}")
    for key, value in measure(args.games, args.players).items():
        print(f"{key:>40}: {value}")


if __name__ == "__main__":
    main()
