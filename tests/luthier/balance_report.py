"""Luthier balance report: greedy against random, and greedy self-play (not a test: a script).

    .venv/bin/python tests/luthier/balance_report.py --games 200 --selfplay 40

Greedy against random: 2 players, greedy in seat 0 for even games and seat 1 for odd ones; a win
is an outright first place. Self-play: 2-player and 4-player games of greedy bots, with the
median winning prestige and the instruments finished per player (the reference's targets:
about 3 instruments per player and a mean score of 30 for its scripted solitaire line).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pycore.bots import greedy_bot, random_bot  # noqa: E402
from pycore.engine.rng import Rng  # noqa: E402
from pycore.luthier import GAME  # noqa: E402


def play(bots, seed):
    state = GAME.new_game([f"P{i}" for i in range(len(bots))], seed)
    rng = Rng.from_seed(seed * 7 + 1)
    while not GAME.is_over(state):
        GAME.apply(state, bots[GAME.to_move(state)](GAME, state, rng))
    return state


def against_random(games: int) -> str:
    wins, scores, start = 0, [], time.process_time()
    for k in range(games):
        seat = k % 2
        bots = [random_bot, random_bot]
        bots[seat] = greedy_bot
        final = GAME.scores(play(bots, 500 + k))
        first = [sc.seat for sc in final if sc.rank == 1]
        wins += first == [seat]
        scores.append(final[seat].total)
    return (f"greedy vs random, 2 players, {games} games: greedy wins {wins} ({wins / games:.1%}), "
            f"greedy median score {statistics.median(scores)} ({time.process_time() - start:.0f} s CPU)")


def self_play(players: int, games: int) -> str:
    winners, totals, finished, start = [], [], [], time.process_time()
    for k in range(games):
        state = play([greedy_bot] * players, 900 + k)
        final = GAME.scores(state)[:players]
        winners.append(max(sc.total for sc in final))
        totals += [sc.total for sc in final]
        finished += [len(p.finished) for p in state.players]
    return (f"greedy self-play, {players} players, {games} games: median winning prestige {statistics.median(winners)}, "
            f"median score {statistics.median(totals)}, instruments finished per player median "
            f"{statistics.median(finished)} (mean {statistics.mean(finished):.2f}) ({time.process_time() - start:.0f} s CPU)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--selfplay", type=int, default=40)
    args = parser.parse_args()
    print(against_random(args.games), flush=True)
    print(self_play(2, args.selfplay), flush=True)
    print(self_play(4, max(1, args.selfplay // 2)), flush=True)


if __name__ == "__main__":
    main()
