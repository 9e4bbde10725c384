"""Luthier's balance measures over bot games: where each bot's prestige came from, per player per game.

    nice -n 10 .venv/bin/python tools/luthier_balance.py --bots builder,builder --games 20 --seed 4000

Seats rotate as in `python -m pycore arena` (its `run_arena`: the same seeds and seats). Prints, per bot:
the mean score by category (docs/rules/luthier.md §2.15), instruments finished, the patrons' net
(satisfied, minus those who left and those unsatisfied at the end) and the winning scores. `builder` is
the game's scripted plan (Normal: `pycore.bots.simple.normal_bot`); any other name is a bot of the registry.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from pycore import bots  # noqa: E402
from pycore.arena import median  # noqa: E402
from pycore.bots.simple import normal_bot  # noqa: E402
from pycore.cli import play_bot_game  # noqa: E402
from pycore.engine import get_game  # noqa: E402

PATRON_CATEGORIES = ("patrons", "patrons left", "unsatisfied patrons")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="hard,hard", help="one bot per seat (the player count)")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=4000)
    args = parser.parse_args()
    bots.BOTS["builder"] = normal_bot
    game = get_game("luthier")
    seated_bots = args.bots.split(",")
    names = [f"P{i + 1}" for i in range(len(seated_bots))]
    totals: dict[str, dict[str, float]] = {}
    seats: dict[str, int] = {}
    winning = []
    for i in range(args.games):
        seated = [seated_bots[(s + i) % len(seated_bots)] for s in range(len(names))]
        state = play_bot_game(game, names, args.seed + i, seated).state
        scores, counts = game.scores(state), game.measures(state)
        winning.append(max(score.total for score in scores))
        for score in scores:
            bot = seated[score.seat]
            row = totals.setdefault(bot, {})
            seats[bot] = seats.get(bot, 0) + 1
            for key, value in list(score.breakdown.items()) + [("total", score.total)] + list(counts[score.seat].items()):
                row[key] = row.get(key, 0) + value
        print(f"game {i + 1}: winning score {winning[-1]}", flush=True)
    for bot, row in totals.items():
        n = seats[bot]
        parts = ", ".join(f"{key} {value / n:.2f}" for key, value in row.items())
        net = sum(row.get(key, 0) for key in PATRON_CATEGORIES) / n
        print(f"{bot} ({n} seat-games), per player per game: {parts}; patrons' net {net:+.2f}")
    print(f"winning scores {winning}, median {median(winning)}")


if __name__ == "__main__":
    main()
