"""Bots against bots: K games with the seats rotating, and how each bot did.

    python -m pycore arena --game luthier --players 2 --bots hard,normal --games 100 --seed 1

Game i starts from seed S+i with the bot list turned by i places, so every bot sits in every seat
equally often. What each line says of one bot (`LEGEND`, printed above the lines): first places (shared
ones count) out of its seat-games with a 95% Wilson interval, its mean score, the median winning score
of its games, and the game's own measures per player (`game.measures`; Opera Magna: Buildings
completed and Opera tokens placed, Luthier: instruments finished). With one bot in every seat
(`--bots normal`) it is the balance report: self-play figures to set beside the designed targets
(docs/rules/). Below the bots, the same figures for each place in the first round's turn order (who
played first, second...), whoever sat there: whether the seats start equal. `--progress` prints the tally
after every game, so a run cut short still tells what it played.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Iterable

from .bots.selfplay import play_bot_game
from .engine.game import Game


@dataclass
class Record:
    """One bot's results over its seat-games."""

    seats: int = 0
    firsts: int = 0
    points: int = 0
    measures: dict[str, int] = field(default_factory=dict)
    winning: list[int] = field(default_factory=list)  # the winning score of each of its seat-games

    def add(self, first: bool, points: int, counts: dict[str, int], winning: int) -> None:
        self.seats += 1
        self.winning.append(winning)
        self.firsts += first
        self.points += points
        for name, value in counts.items():
            self.measures[name] = self.measures.get(name, 0) + value


@dataclass
class Tally:
    """An arena's results: each bot's over its seat-games, and each place in the first round's turn order's
    (`turns[0]`: the seat that played first, whoever sat there), read from the observation's `turn_order`,
    which every game gives."""

    bots: dict[str, Record]
    turns: list[Record]


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (sound at small samples and near 0 or 1)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def run_arena(game: Game, players: list[str], bots: list[str], games: int, seed: int,
              options: dict[str, str] | None = None,
              after_game: Callable[[Tally, int], None] | None = None) -> Tally:
    """Play `games` games; `bots` has one bot per seat (turned by one seat each game); `after_game`
    is told the tally and the number of games played after each game."""
    tally = Tally({name: Record() for name in dict.fromkeys(bots)}, [Record() for _ in players])
    for i in range(games):
        seated = [bots[(s + i) % len(bots)] for s in range(len(players))]
        order = game.observation(game.new_game(players, seed + i, options), None)["turn_order"]
        state = play_bot_game(game, players, seed + i, seated, options).state
        counts = game.measures(state)
        scores = game.scores(state)
        winning = max(score.total for score in scores)
        for score in scores:
            result = (score.rank == 1, score.total, counts[score.seat], winning)
            tally.bots[seated[score.seat]].add(*result)
            if score.seat in order:  # not Luthier's solo automa
                tally.turns[order.index(score.seat)].add(*result)
        if after_game is not None:
            after_game(tally, i + 1)
    return tally


def median(values: Iterable[float]) -> float:
    """The median, the mean of the two middle values for an even count (0 for none).

    The one median of pycore and tools/ (tools/timing.py reports it): not `statistics.median`,
    which the page's trimmed standard library does not ship."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    if not ordered:
        return 0
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


ORDINALS = ("1st", "2nd", "3rd", "4th")

LEGEND = ("Each line: a bot over its seat-games (one per seat it held in each game): first places"
          " (shared ones count) with a 95% interval, its mean final score, the median winning score of"
          " those games, then the game's own measures, mean per player per game; then the same for each"
          " place in the first round's turn order (playing 1st, 2nd...), whoever sat there.")


def format_arena(tally: Tally, games: int) -> str:
    lines = []
    turns = {f"playing {ORDINALS[place]}" if place < len(ORDINALS) else f"playing #{place + 1}": r
             for place, r in enumerate(tally.turns)}
    for name, r in {**tally.bots, **turns}.items():
        low, high = wilson(r.firsts, r.seats)
        share = r.firsts / r.seats if r.seats else 0.0
        parts = [f"{name}: first {r.firsts}/{r.seats} = {share:.1%} (95% {low:.1%}-{high:.1%})",
                 f"mean score {r.points / max(1, r.seats):.1f}",
                 f"median winning score {median(r.winning)}"]
        parts += [f"{m} {v / max(1, r.seats):.2f}/player" for m, v in r.measures.items()]
        lines.append(", ".join(parts))
    return f"{games} games\n" + "\n".join(lines)
