"""Bots that play any game of the kernel contract, by level: one registry for the CLI, the new-game
form, saves and links.

    easy    one of Normal's best moves, weighted towards the best (human-like slips)
    normal  the game's plan where it has one (Luthier's builder), else the move the heuristic rates best
            after one step
    hard    a search over Normal's best moves (`search.py`)
    expert  the same search with four times the work, and in Opera Magna longer rollouts (`EXPERT_BY_GAME`)

All four are fair: they decide in copies where what their seat cannot see is dealt afresh
(`Game.determinize`). Names kept from earlier versions, not offered as levels, still played by saves,
links and benchmarks that name them: `greedy` (Normal as it was: one step ahead in the true state, so
it sees a card it would draw) and `random` (any legal move).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..engine.errors import IllegalAction
from ..engine.game import Move, Game
from ..engine.registry import BOT_NAMES, LUTHIER, OPERA_MAGNA
from ..engine.rng import Rng
from .search import Effort, Search
from .simple import easy_bot, greedy_bot, normal_bot, random_bot

Bot = Callable[[Game, Any, Rng], Move]

HARD = Effort(top=5, plies=3500, min_worlds=8, max_worlds=30, depth=200)  # measured: docs/performance.md (Hard bot)
# Hard's effort where a game plays better with another (measured, docs/performance.md): in Opera Magna
# the seat's own rollout moves are a cheap Normal (best of 2 random moves): 74 of 100 games against
# Normal where random own moves won 65 (same seeds). In Luthier also rollouts on to the second round
# end (a build spans rounds), in 8 worlds: what fits the time once a guided move cost half as much;
# and where they stop rated by what holdings were worth in played games (`measured`); its own rollout
# moves and one candidate are the game's builder plan (`scripted`, `sound`: 3.0 instruments finished per
# player in self-play where it had 0.75 to 0.92, and 30 of 30 games against Normal); in Luthier it keeps the
# plan's move unless another is 4 points a world better (`keep`, issue 30: the same move with two seeds in 35
# of 40 positions where it was 24, and 14 of 17 games against Normal, as without it on the same seeds); in Opera
# Magna unless another is 1 point a world better (the same move in 34 of 40 positions where it was 31, with 2 in 39
# but 52 of 79 games against Normal; with 1 still about three games in four against Normal)
HARD_BY_GAME: dict[str, Effort] = {OPERA_MAGNA: replace(HARD, guided=2, keep=1),
                                   LUTHIER: replace(HARD, guided=2, rounds=2, max_worlds=8, measured=1,
                                                    scripted=1, sound=1, keep=4)}


def four_times(effort: Effort) -> Effort:
    return replace(effort, plies=4 * effort.plies, min_worlds=4 * effort.min_worlds, max_worlds=4 * effort.max_worlds)


# Expert: Hard with four times the rollout work (issue 30, measured in its report). Luthier: four times the
# worlds too, always the best total (Hard with 4x effort won 13 of 20 against Hard by about 11 points). Opera Magna gained nothing
# from more worlds alone (8 of 20), so its rollouts also run on to the end of the next round, in half the
# worlds (what the same work allows).
EXPERT_BY_GAME: dict[str, Effort] = {
    LUTHIER: replace(four_times(HARD_BY_GAME[LUTHIER]), keep=0),  # 32 worlds are steady enough
    OPERA_MAGNA: replace(four_times(HARD_BY_GAME[OPERA_MAGNA]), rounds=2, min_worlds=16, max_worlds=60,
                         keep=0)}  # as measured: always the best total


def hard_effort(game: Game) -> Effort:
    return HARD_BY_GAME.get(game.info.id, HARD)


def expert_effort(game: Game) -> Effort:
    return EXPERT_BY_GAME.get(game.info.id, four_times(HARD))


def effort_for(level: str, game: Game) -> Effort | None:
    """How hard a level thinks in this game (None for the one-step levels)."""
    if level == "hard":
        return hard_effort(game)
    return expert_effort(game) if level == "expert" else None


def hard_bot(game: Game, state: Any, rng: Rng) -> Move:
    return Search(game, state, rng, hard_effort(game)).run()


def expert_bot(game: Game, state: Any, rng: Rng) -> Move:
    return Search(game, state, rng, expert_effort(game)).run()


LEVELS: dict[str, str] = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "expert": "Expert"}  # offered, in this order
BOTS: dict[str, Bot] = {"easy": easy_bot, "normal": normal_bot, "hard": hard_bot, "expert": expert_bot,
                        "greedy": greedy_bot, "random": random_bot}
# A match's seats are checked against the kernel's list of bot names (the kernel never imports the bots):
# both lists name the same bots, in the same order.
if tuple(BOTS) != BOT_NAMES:
    raise ImportError(f"pycore.bots plays {tuple(BOTS)}, the kernel's registry names {BOT_NAMES}")


def known_bots() -> list[str]:
    """Every bot name a save, a link or the CLI may name (levels first)."""
    return list(BOTS)


def get_bot(name: str) -> Bot:
    if name not in BOTS:
        raise IllegalAction(f"Unknown bot '{name}'. Known bots: {', '.join(BOTS)}.")
    return BOTS[name]


def start_search(name: str, game: Game, state: Any, rng: Rng) -> Search | None:
    """A search to run in slices for a level that searches (None for the one-step levels)."""
    effort = effort_for(name, game)
    return None if effort is None else Search(game, state, rng, effort)
