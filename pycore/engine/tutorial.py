"""Guided first games: a tutorial script as data, and its replay against the rules.

A script (one per game, `pycore/<game>/tutorial.py`, `SCRIPT`) fixes a setup (seed, options, the
learner in seat 0 against bots) and lists the learner's first decisions, each with the expected
action id (or `ANY`: any legal action), the text that says what to do and why (a template of the
game's `texts`, filled with the step's named `params` and the script's rule `facts`), and the
pieces to highlight (piece keys of the game's table view). The bots' moves between the learner's
steps come from the bots themselves, seeded as in the app (`Rng.for_step`), so a replay is
deterministic:

    script = get_script("luthier")
    problem = check(script)        # None, or a TutorialProblem naming the first step that is not legal

Where a guided game stands is read from its match log alone (how many actions the learner took),
so Undo moves the tutorial back with the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from ..bots import get_bot
from .errors import IllegalAction
from .game import Move, Game
from .match import Match, Seat, game_of, new_match, play, start
from .registry import _MODULES
from .rng import Rng

ANY = "any"  # a step that accepts any legal action
LEARNER = 0  # the learner's seat in every script
HINT_BOT = "normal"  # the bot whose choice "Hint" shows: the Normal level, fair (it decides from what the seat may see)


@dataclass(frozen=True)
class Step:
    action: str  # the expected action id, or ANY
    text: str  # key of a template in the script's texts
    params: Mapping[str, str] = field(default_factory=dict)
    highlight: tuple[str, ...] = ()  # piece keys of the game's view (e.g. "merchant:supply", "area:pisa-cost")
    teaches: str = ""  # the phase or rule family it teaches (the coverage table in docs/learn.md)


@dataclass(frozen=True)
class Script:
    game: str
    seed: int
    options: Mapping[str, str]
    players: tuple[str, ...]  # seat 0 is the learner
    bots: tuple[str | None, ...]  # a bot level per seat, None for the learner
    texts: Mapping[str, str]  # every template the script says, named parameters in braces
    steps: tuple[Step, ...]
    free_play: str  # text key: the scripted part is over, finish freely (Hint on request)
    scoring: str  # text key: how the final score is made, shown when the game ends
    # The rule facts the texts may name (`{rounds}`), read from the game's components, never typed in a text.
    facts: Mapping[str, object] = field(default_factory=dict)

    def say(self, key: str, params: Mapping[str, str] | None = None) -> str:
        return self.texts[key].format(**{**self.facts, **(params or {})})

    def seats(self) -> list[Seat]:
        return [Seat(name=name, kind="human") if bot is None else Seat(name=name, kind="bot", bot=bot)
                for name, bot in zip(self.players, self.bots)]

    def new_match(self) -> Match:
        return new_match(self.game, self.seats(), self.seed, dict(self.options))


@dataclass(frozen=True)
class TutorialProblem:
    number: int  # the step, counted from 1
    action: str
    reason: str

    def __str__(self) -> str:
        return f"Tutorial step {self.number} ('{self.action}') is not legal: {self.reason}"


def get_script(game_id: str) -> Script:
    module = _MODULES.get(game_id)
    if module is None:
        raise IllegalAction(f"Unknown game '{game_id}'. Known games: {', '.join(_MODULES)}.")
    return import_module(module + ".tutorial").SCRIPT


def learner_actions(match: Match) -> int:
    """How many actions the learner has taken: the index of the script's next step."""
    return sum(1 for step in match.log if step.seat == LEARNER)


def current_step(script: Script, match: Match) -> Step | None:
    """The step the learner is on, or None once the scripted part is over."""
    taken = learner_actions(match)
    return script.steps[taken] if taken < len(script.steps) else None


def allowed(step: Step | None, legal: list[Move]) -> list[Move]:
    """What the learner may tap at this step: the expected action only (all of them for ANY or after the script,
    or when the expected action is not legal here: a guided game saved under an earlier, shorter script that
    the learner had played on from, which must never be left with nothing to tap)."""
    if step is None or step.action == ANY:
        return legal
    return [action for action in legal if action.id == step.action] or legal


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
