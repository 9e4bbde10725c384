"""The bots' part of a guided first game (`pycore.engine.tutorial`: the script as data): their moves between
the learner's steps, seeded as in the app (`Rng.for_step`) so that a replay is deterministic, the move
"Hint" suggests, and the script's replay against the rules:

    problem = check(get_script("luthier"))   # None, or a TutorialProblem naming the first step that is not legal
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.errors import IllegalAction
from ..engine.game import Game, Move
from ..engine.match import Match, game_of, play, start
from ..engine.rng import Rng
from ..engine.tutorial import ANY, Script
from . import get_bot

HINT_BOT = "normal"  # the bot whose choice "Hint" shows: the Normal level, fair (it decides from what the seat may see)


@dataclass(frozen=True)
class TutorialProblem:
    number: int  # the step, counted from 1
    action: str
    reason: str

    def __str__(self) -> str:
        return f"Tutorial step {self.number} ('{self.action}') is not legal: {self.reason}"


def bot_choice(game: Game, match: Match, state: Any, level: str) -> Move:
    """The action a bot of this level picks here, exactly as the app's bots do (`Session.bot_action`)."""
    return get_bot(level)(game, state, Rng.for_step(match.seed, len(match.log)))


def hint(match: Match, state: Any) -> Move:
    """The move "Hint" suggests to the player to move: the hint bot's choice."""
    return bot_choice(game_of(match), match, state, HINT_BOT)


def play_bots(match: Match, state: Any) -> tuple[Match, Any]:
    """Let the bots move until the learner is to move or the game is over."""
    game = game_of(match)
    while (mover := game.to_move(state)) is not None:
        seat = match.seats[mover]
        if seat.kind != "bot":
            break
        assert seat.bot is not None  # Seat validates that a bot seat names its level
        match, state = play(match, state, bot_choice(game, match, state, seat.bot).id)
    return match, state


def check(script: Script, to_the_end: bool = False) -> TutorialProblem | None:
    """Replay the script against the rules: None if every step is legal where it comes, else the first
    that is not. An ANY step takes the hint. With `to_the_end`, the learner then plays the hints until
    the game is over (the free part is playable, and the scoring text is reached)."""
    match = script.new_match()
    game = game_of(match)
    state = start(game, match)
    for number, step in enumerate(script.steps, start=1):
        match, state = play_bots(match, state)
        if game.is_over(state):
            return TutorialProblem(number, step.action, "the game is already over")
        action = hint(match, state).id if step.action == ANY else step.action
        try:
            match, state = play(match, state, action)
        except IllegalAction as error:
            return TutorialProblem(number, step.action, str(error))
        for key in (step.text, script.free_play, script.scoring):
            try:
                script.say(key, step.params)
            except (KeyError, IndexError) as missing:
                return TutorialProblem(number, step.action, f"its text '{key}' needs the parameter {missing}")
    while to_the_end and not game.is_over(state):
        match, state = play_bots(match, state)
        if not game.is_over(state):
            match, state = play(match, state, hint(match, state).id)
    return None
