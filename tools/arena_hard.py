"""Arenas for variants of the Hard bot's effort, to measure a change before it becomes Hard.

    nice -n 10 .venv/bin/python tools/arena_hard.py --game luthier --games 30 --seed 1070 \
        --effort plies=10500,max_worlds=90 [--against normal] [--players 2]

`--bot builder --against builder` plays the game's scripted plan alone (Luthier's builder, Normal where
it has no opinion). The variant plays as `hardx` (the game's Hard `Effort` with the fields given replaced) against `--against`,
seats rotating as in `python -m pycore arena` (its `run_arena`: same seeds, same seats); it prints the
arena's lines after every game, so a run cut short still tells what it played.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from pycore import bots  # noqa: E402
from pycore.arena import format_arena, run_arena  # noqa: E402
from pycore.bots.search import Search  # noqa: E402
from pycore.bots.simple import normal_bot  # noqa: E402
from pycore.engine import get_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--effort", default="")
    parser.add_argument("--against", default="normal")
    parser.add_argument("--bot", default="hardx", help="the first seat's bot: hardx (the variant) or any bot name")
    args = parser.parse_args()
    game = get_game(args.game)
    effort = bots.hard_effort(game).varied(args.effort)
    bots.BOTS["hardx"] = lambda game, state, rng: Search(game, state, rng, effort).run()
    bots.BOTS["builder"] = normal_bot  # the game's plan alone: Normal since issue 30
    seated = [args.bot] + [args.against] * (args.players - 1)
    names = [f"P{i + 1}" for i in range(args.players)]
    print(effort)
    run_arena(game, names, seated, args.games, args.seed,
              after_game=lambda tally, played: print(format_arena(tally, played), flush=True))


if __name__ == "__main__":
    main()
