"""Balance report: greedy against random, and greedy self-play medians next to the reference's targets.

    python -m pycore.opera_magna.balance [--games 200] [--players 4] [--board base]
"""

from __future__ import annotations

import argparse
import statistics
import time

from ..bots import get_bot
from ..engine.rng import Rng
from . import GAME
from .economy import completed_buildings, owed
from .state import find_area


def play(seed: int, bots: list[str], board: str):
    names = [f"{bot}-{i + 1}" for i, bot in enumerate(bots)]
    state = GAME.new_game(names, seed, {"board": board})
    rng = Rng.from_seed(seed ^ 0x5EED)
    players = [get_bot(b) for b in bots]
    missing_goods = 0
    while not GAME.is_over(state):
        seat = GAME.to_move(state)
        action = players[seat](GAME, state, rng)
        if action.id.startswith("card:"):
            missing_goods += _shortfall(state, seat, action.id[5:])
        GAME.apply(state, action)
    return state, missing_goods


def _shortfall(state, seat: int, card: str) -> int:
    """Raw Goods the player will miss when this card is played (before Notary's Office)."""
    city, side = find_area(state, state.turn.area)
    cost_row = city.cost[1:] + [card] if side == "cost" else city.cost
    due = owed(state.players[seat], cost_row)
    return sum(max(0, d - r) for d, r in zip(due, state.players[seat].raw))


def measures(state) -> list[dict[str, int]]:
    """What the bot arena reports per player besides the score: Buildings and Opera tokens."""
    return [{"Buildings": len(completed_buildings(p)), "Opera tokens": sum(t.count(seat) for t in state.tokens)}
            for seat, p in enumerate(state.players)]


def greedy_vs_random(games: int, players: int, board: str) -> float:
    """Share of games the single greedy seat wins (shared wins count), seats rotating."""
    wins = 0
    for i in range(games):
        bots = ["random"] * players
        bots[i % players] = "greedy"
        state, _ = play(10_000 + i, bots, board)
        wins += any(s.rank == 1 for s in GAME.scores(state) if s.seat == i % players)
    return wins / games


def self_play(games: int, players: int, board: str) -> dict[str, float]:
    winning, buildings, tokens, missing, turns = [], [], [], [], 0
    for i in range(games):
        state, missed = play(20_000 + i, ["greedy"] * players, board)
        scores = GAME.scores(state)
        winning.append(max(s.total for s in scores))
        for counts in measures(state):
            buildings.append(counts["Buildings"])
            tokens.append(counts["Opera tokens"])
        missing.append(missed)
        turns += 9 * players
    return {
        "median winning score": statistics.median(winning),
        "median Buildings per player": statistics.median(buildings),
        "median Opera tokens per player": statistics.median(tokens),
        "missing-goods icons per turn": round(sum(missing) / turns, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--board", default="base")
    args = parser.parse_args()
    start = time.perf_counter()
    rate = greedy_vs_random(args.games, args.players, args.board)
    print(f"greedy win rate against random ({args.players} players, {args.games} games): {rate:.1%}")
    for key, value in self_play(args.games, args.players, args.board).items():
        print(f"greedy self-play, {key}: {value}")
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
