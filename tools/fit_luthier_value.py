"""Fit the Luthier value of work in progress (`pycore/luthier/valuation.py`) from recorded games.

    nice -n 10 .venv/bin/python tools/fit_luthier_value.py --players 2 --games 1000 --seed 9000 [--bots normal]

Plays bot games (seats rotating as the arena does); at the first position of every round from the
second on, records each seat's `features` and how much its score then still grew by the end (the
final score minus `score_now`). For each round it fits that growth as a weighted sum of the features
plus a constant (least squares, a little ridge), on even-numbered games, and prints how well the fit
and the heuristic's own `potential` predict the growth on the odd-numbered ones (R², a share of the
variance explained), then the weights as a Python literal for `valuation.py`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from pycore.cli import play_bot_game  # noqa: E402
from pycore.engine import get_game  # noqa: E402
from pycore.luthier.heuristic import potential, score_now  # noqa: E402
from pycore.luthier.valuation import FEATURES, features  # noqa: E402

RIDGE = 1.0  # keeps weights of rarely seen holdings (a Craft-short bench) near 0 rather than wild


def solve(rows: list[list[float]], targets: list[float]) -> list[float]:
    """Ridge least squares by the normal equations (a handful of columns; no numpy in the page's Python
    nor in the venv). The last column is the constant, not shrunk."""
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) + (RIDGE if i == j and i < n - 1 else 0.0) for j in range(n)] for i in range(n)]
    b = [sum(r[i] * t for r, t in zip(rows, targets)) for i in range(n)]
    for col in range(n):  # Gaussian elimination with partial pivoting
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot], b[col], b[pivot] = a[pivot], a[col], b[pivot], b[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if abs(a[i][i]) > 1e-12 else 0.0 for i in range(n)]


def r_squared(predicted: list[float], actual: list[float]) -> float:
    mean = sum(actual) / len(actual)
    total = sum((y - mean) ** 2 for y in actual)
    return 1 - sum((y - p) ** 2 for p, y in zip(predicted, actual)) / total if total else 0.0


def record(game, players: int, games: int, seed: int, bots: list[str]) -> dict[int, list[tuple]]:
    """{round: [(game index, features + [1], growth, heuristic potential)]}"""
    names = [f"P{i + 1}" for i in range(players)]
    samples: dict[int, list[tuple]] = {}
    for i in range(games):
        seated = [bots[(s + i) % len(bots)] for s in range(players)]
        seen: dict[int, list] = {}

        def look(state, _action, seen=seen):
            r = game.round(state)
            if r >= 2 and r not in seen and state.round >= 2:
                seen[r] = [(features(state, s) + [1.0], score_now(state, s), potential(state, s)) for s in range(players)]

        final = play_bot_game(game, names, seed + i, seated, on_action=look).state
        totals = [sc.total for sc in sorted(game.scores(final), key=lambda sc: sc.seat)]
        for r, per_seat in seen.items():
            for s, (row, now, pot) in enumerate(per_seat):
                samples.setdefault(r, []).append((i, row, totals[s] - now, pot))
        print(f"game {i + 1}/{games}", file=sys.stderr, flush=True)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--bots", default="normal", help="one bot per seat, comma-separated (one name: every seat)")
    args = parser.parse_args()
    bots = args.bots.split(",")
    bots = bots * args.players if len(bots) == 1 else bots
    samples = record(get_game("luthier"), args.players, args.games, args.seed, bots)
    weights: dict[int, list[float]] = {}
    for r in sorted(samples):
        fit = [x for x in samples[r] if x[0] % 2 == 0]
        held = [x for x in samples[r] if x[0] % 2 == 1]
        w = solve([x[1] for x in fit], [x[2] for x in fit])
        weights[r] = w
        predicted = [sum(a * b for a, b in zip(w, x[1])) for x in held]
        print(f"round {r}: {len(fit)} fitted, {len(held)} held out; R² of the growth to the end: "
              f"fit {r_squared(predicted, [x[2] for x in held]):.3f}, "
              f"heuristic potential {r_squared([x[3] for x in held], [x[2] for x in held]):.3f}")
    print("#", ", ".join(FEATURES + ("constant",)))
    print("{" + ",\n ".join(f"{r}: ({', '.join(f'{v:.3f}' for v in w)})" for r, w in weights.items()) + "}")


if __name__ == "__main__":
    main()
