"""Guided first games: a tutorial script as data, and where a guided game stands.

A script (one per game, `pycore/<game>/tutorial.py`, `SCRIPT`) fixes a setup (seed, options, the
learner in seat 0 against bots) and lists the learner's first decisions, each with the expected
action id (or `ANY`: any legal action), the text that says what to do and why (a template of the
game's `texts`, filled with the step's named `params` and the script's rule `facts`; a parameter's kind names
how its value, an id, is said: `{name:card}`, with the script's `namers`, as the narration's), and the
pieces to highlight (piece keys of the game's table view). The bots' moves between the learner's
steps, "Hint" and the script's replay against the rules are the bots' part (`pycore.bots.guided`):

    script = get_script("luthier")
    problem = check(script)        # pycore.bots.guided: None, or a TutorialProblem naming the first illegal step

Where a guided game stands is read from its match log alone (how many actions the learner took),
so Undo moves the tutorial back with the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from importlib import import_module
from typing import Any, Callable

from .labels import Labels
from .moves import Move
from .match import Match, Seat, new_match
from .registry import game_ids, package_of

ANY = "any"  # a step that accepts any legal action
LEARNER = 0  # the learner's seat in every script


@dataclass(frozen=True)
class Step:
    action: str  # the expected action id, or ANY
    text: str  # key of a template in the script's texts
    params: Mapping[str, str] = field(default_factory=dict)  # ids and numbers, said by the template's kinds
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
    # How a step's parameters are said, by the kind its template names (`{name:card}`): the game's words.
    namers: Mapping[str, Callable[[Any], str]] = field(default_factory=dict)

    @property
    def table(self) -> str:
        """The name its texts are looked up by in another language (`pycore.engine.narration.word`)."""
        return f"{self.game}.tutorial"

    @cached_property
    def _words(self) -> Labels:
        return Labels(self.table, self.texts, self.namers)

    def say(self, key: str, params: Mapping[str, str] | None = None) -> str:
        """The text `key` filled in, in the installed language (English unless a program installed another)."""
        return self._words.said(key, {**self.facts, **(params or {})})

    def learner(self) -> str:
        """The learner's name as they read it (the text "learner"; the match keeps the name as written, for links)."""
        return self.say("learner")

    def seats(self) -> list[Seat]:
        return [Seat(name=name, kind="human") if bot is None else Seat(name=name, kind="bot", bot=bot)
                for name, bot in zip(self.players, self.bots)]

    def new_match(self) -> Match:
        return new_match(self.game, self.seats(), self.seed, dict(self.options))


def get_script(game_id: str) -> Script:
    script: Script = import_module(package_of(game_id) + ".tutorial").SCRIPT
    return script


def script_of(match: Match) -> Script | None:
    """The tutorial this match is playing, if its setup is exactly a script's."""
    if match.game not in game_ids():
        return None
    script = get_script(match.game)
    same_seats = [(s.name, s.kind, s.bot) for s in match.seats] == [(s.name, s.kind, s.bot) for s in script.seats()]
    return script if same_seats and match.seed == script.seed and match.options == dict(script.options) else None


def names_read(match: Match) -> list[str]:
    """The seats' names as a player reads them: a guided game's learner in the installed language ("You")."""
    script = script_of(match)
    return match.names if script is None else [script.learner(), *match.names[1:]]


def learner_actions(match: Match) -> int:
    """How many actions the learner has taken: the index of the script's next step."""
    return sum(1 for step in match.log if step.seat == LEARNER)


def current_step(script: Script, match: Match) -> Step | None:
    """The step the learner is on, or None once the scripted part is over."""
    taken = learner_actions(match)
    return script.steps[taken] if taken < len(script.steps) else None


def allowed(step: Step | None, legal: list[Move[Any]]) -> list[Move[Any]]:
    """What the learner may tap at this step: the expected action only (all of them for ANY or after the script,
    or when the expected action is not legal here: a guided game saved under an earlier, shorter script that
    the learner had played on from, which must never be left with nothing to tap)."""
    if step is None or step.action == ANY:
        return legal
    return [action for action in legal if action.id == step.action] or legal
