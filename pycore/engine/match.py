"""The match record: everything that identifies a game as played, and the undo policy.

A `Match` is the header of a game (game, rules version, options, seed, seats) plus its
append-only log of steps. Replaying the log through the rules gives the state:

    match = new_match("opera-magna", [Seat(name="Ada"), Seat(name="Bo", kind="bot", bot="greedy")], seed=7)
    state = replay(match)                           # the position after the whole log
    match, state = play(match, state, "some:id")    # one more action, state updated in place
    if undoable_steps(match, state):
        match, state = undo(match, state)           # Board Game Arena's undo policy

Each step records, besides the action id, who took it, whether it sealed the past (the game's
`undo_barrier` changed: a random draw or revealed information), and the action's index among the
legal actions with their number. So the undo decision and the share link need no re-simulation;
`replay` checks every recorded field against the rules and refuses a log that disagrees.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Final, Iterator, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .errors import IllegalAction
from .game import Game
from .info import GameInfo
from .moves import REFUSALS, Move
from .registry import BOT_NAMES, get_game

MATCH_FORMAT: Final = 1  # Final: its type is Literal[1], the only format `Match` accepts
MAX_SEED = (1 << 64) - 1
MAX_NAME_LENGTH = 40


class Seat(BaseModel):
    """A player at the table: a name (plain text), human or bot (with its level), a colour."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=MAX_NAME_LENGTH)
    kind: Literal["human", "bot"] = "human"
    bot: str | None = Field(default=None, pattern=r"^[a-z0-9-]{1,20}$")  # bot level, e.g. "greedy"
    colour: str | None = Field(default=None, pattern=r"^[A-Za-z0-9#-]{1,20}$")

    @field_validator("name")
    @classmethod
    def _printable_name(cls, name: str) -> str:
        if name != name.strip() or any(unicodedata.category(c).startswith("C") for c in name):
            raise ValueError("a name is printable text without control characters or outer spaces")
        return name

    @model_validator(mode="after")
    def _bot_level_for_bots_only(self) -> "Seat":
        if (self.kind == "bot") != (self.bot is not None):
            raise ValueError("a bot seat needs a bot level, a human seat has none")
        if self.bot is not None and self.bot not in BOT_NAMES:
            # refused when a link or save is read, not when that bot's first turn comes
            raise ValueError(f"{self.name} is a bot this app does not have ('{self.bot}')")
        return self


def own_message(error: ValidationError) -> str | None:
    """The message of one of our own validators (written for players), or None for pydantic's wording."""
    first = error.errors()[0]
    return str(first["ctx"]["error"]) if first["type"] == "value_error" else None


# What is wrong with a seat typed or picked by a player, in their words (not pydantic's), by field.
SEAT_PROBLEMS = {
    "": "this player cannot be set up",
    "name": f"a name has 1 to {MAX_NAME_LENGTH} characters",
    "kind": "a player is a human or a bot",
    "bot": "this is not a bot level of the app",
    "colour": "this is not a colour of the app",
}


def make_seat(name: str, kind: str = "human", bot: str | None = None, colour: str | None = None) -> Seat:
    """A seat from user input, or IllegalAction with a message the player can read."""
    try:
        # validated from a mapping: `kind` is the player's text, checked by the model, not yet a Literal
        return Seat.model_validate({"name": name, "kind": kind, "bot": bot, "colour": colour})
    except ValidationError as error:
        field = ".".join(str(part) for part in error.errors()[0]["loc"])
        reason = own_message(error) or SEAT_PROBLEMS.get(field, SEAT_PROBLEMS[""])
        raise IllegalAction(f"Player '{name}': {reason}.") from None


class Step(BaseModel):
    """One entry of the log: the action and what the undo policy and the link codec need about it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    action: str
    seat: int | None  # who was to move (took the action)
    sealed: bool  # the action drew randomness or revealed information: no undo across it
    index: int = Field(ge=0)  # the action's position among the legal actions at that point
    choices: int = Field(ge=1)  # how many legal actions there were

    @model_validator(mode="after")
    def _index_among_choices(self) -> "Step":
        if self.index >= self.choices:
            raise ValueError(f"index {self.index} is not below choices {self.choices}")
        return self


class Match(BaseModel):
    """A game as played: its header and its append-only log. JSON-ready; the save and link hold it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal[1] = MATCH_FORMAT
    game: str
    rules_version: str
    options: dict[str, str]
    seed: int = Field(ge=0, le=MAX_SEED)
    seats: list[Seat] = Field(min_length=1)
    log: list[Step] = Field(default_factory=list)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]


def _check_seat_count(info: GameInfo, count: int) -> None:
    if not info.min_players <= count <= info.max_players:
        raise IllegalAction(f"{info.name} is for {info.min_players} to {info.max_players} players, not {count}.")


def new_match(
    game_id: str, seats: list[Seat], seed: int, options: dict[str, str] | None = None, rules_version: str | None = None
) -> Match:
    """A match before its first action, under the newest rules (or an earlier version the app still plays:
    tests and measures); refuses an unknown game or version, a bad seat count or bad options."""
    game = get_game(game_id, rules_version)
    info = game.info
    _check_seat_count(info, len(seats))
    if not 0 <= seed <= MAX_SEED:
        raise IllegalAction(f"The seed must be a whole number from 0 to {MAX_SEED}.")
    return Match(
        game=info.id,
        rules_version=info.rules_version,
        options=info.check_options(options),
        seed=seed,
        seats=seats,
    )


def game_of(match: Match) -> Game[Any, Any]:
    """The rules of the match's game in the match's version (an earlier one too, if the app still plays
    it); refuses a version the app does not have."""
    info = get_game(match.game).info
    if match.rules_version not in info.rules_versions:
        raise IllegalAction(
            f"This {info.name} game was made with rules version {match.rules_version}; "
            f"this app plays {info.versions_played()}."
        )
    return get_game(match.game, match.rules_version)


def start(game: Game[Any, Any], match: Match) -> Any:
    """The opening position of the match; refuses a seat count or options the game does not have."""
    info = game.info
    _check_seat_count(info, len(match.seats))
    if info.check_options(match.options) != match.options:
        raise IllegalAction(f"{info.name}: every option must be given ({', '.join(o.name for o in info.options)}).")
    return game.new_game(match.names, match.seed, match.options)


def take(game: Game[Any, Any], state: Any, legal: list[Move[Any]], index: int) -> Step:
    """Apply `legal[index]` to `state` (in place) and return the step that records it. `legal` is this step's
    list (`game.legal_actions(state)`), asked for once by the caller."""
    seat = game.to_move(state)
    barrier = game.undo_barrier(state)
    game.apply_at(state, index)  # `legal` is this step's list: the move is not looked up again
    return Step(
        action=legal[index].id,
        seat=seat,
        sealed=game.undo_barrier(state) != barrier,
        index=index,
        choices=len(legal),
    )


def take_id(game: Game[Any, Any], state: Any, action_id: str) -> Step:
    """Apply the legal action with this id to `state` (in place); IllegalAction if there is none, in the game's
    own words (e.g. who must do what instead)."""
    index = game.index_of(state, action_id)  # the one lookup of the id
    return take(game, state, game.legal_actions(state), index)


def _take_all(game: Game[Any, Any], state: Any, action_ids: list[str]) -> Iterator[Step]:
    """Apply the actions one by one (lazily), naming the first illegal one by its step number."""
    for number, action_id in enumerate(action_ids, start=1):
        try:
            yield take_id(game, state, action_id)
        except IllegalAction as error:
            raise IllegalAction(f"Step {number} ('{action_id}') is not legal: {error}") from None


def replay(match: Match, upto: int | None = None) -> Any:
    """The state after the first `upto` steps of the log (all by default), checked step by step.

    A step whose action is not legal there, or whose recorded seat, seal or index disagrees with
    the rules, raises IllegalAction naming the step (counted from 1).
    """
    if upto is not None and not 0 <= upto <= len(match.log):
        raise IllegalAction(f"There is no step {upto}: this game has {len(match.log)}.")
    game = game_of(match)
    state = start(game, match)
    recorded = match.log[:upto]
    redone_steps = _take_all(game, state, [step.action for step in recorded])
    for number, (step, redone) in enumerate(zip(recorded, redone_steps), start=1):
        if redone != step:
            raise IllegalAction(
                f"Step {number} ('{step.action}') does not match the rules: recorded {step}, replayed {redone}."
            )
    return state


def play(match: Match, state: Any, action_id: str) -> tuple[Match, Any]:
    """Apply one action to `state` (in place) and return the match with the step appended.

    The state must be `replay(match)` (the caller keeps it between actions). An illegal action
    raises IllegalAction and changes nothing.
    """
    step = take_id(game_of(match), state, action_id)
    return match.model_copy(update={"log": [*match.log, step]}), state


def match_from_actions(
    game_id: str, seats: list[Seat], seed: int, options: dict[str, str] | None, actions: list[str],
    rules_version: str | None = None,
) -> tuple[Match, Any]:
    """The match that plays these action ids from the start, and its state (IllegalAction naming a bad step)."""
    match = new_match(game_id, seats, seed, options, rules_version)
    game = game_of(match)
    state = start(game, match)
    return match.model_copy(update={"log": list(_take_all(game, state, actions))}), state


def undoable_steps(match: Match, state: Any) -> int:
    """How many of the last steps the player to move may undo (Board Game Arena's policy).

    Only their own actions of the current turn (the trailing run of steps taken by that seat), and
    never a sealed step (a random draw or revealed information) nor anything before it. Reads the
    log only: no replay.
    """
    seat = game_of(match).to_move(state)
    if seat is None:
        return 0
    count = 0
    for step in reversed(match.log):
        if step.seat != seat or step.sealed:
            break
        count += 1
    return count


def only_human(match: Match) -> int | None:
    """The seat of the one human at a table of bots (or alone, as in a solo game); None with two humans or none."""
    humans = [seat for seat, player in enumerate(match.seats) if player.kind == "human"]
    return humans[0] if len(humans) == 1 else None


def undoable_against_bots(match: Match, human: int) -> int:
    """How many of the last steps Undo takes back when `human` is the only human at the table: the last step of
    `human` and the bots' steps after it, though it ended a turn, drew or revealed something, since no other
    human has seen it (issue 31; at a table of several humans, `undoable_steps` alone). Each Undo takes back
    one step of `human`; replaying draws the same (the randomness comes from the seed). Reads the log only."""
    count = 0
    for step in reversed(match.log):
        count += 1
        if step.seat == human:
            return count
    return 0


def undo(match: Match, state: Any, steps: int = 1, *, against_bots: bool = False) -> tuple[Match, Any]:
    """Take back the last `steps` actions, if the undo policy allows; returns the match and its state.
    `against_bots`: the rule of a table with one human (`undoable_against_bots`), the usual one otherwise."""
    human = only_human(match) if against_bots else None
    allowed = undoable_against_bots(match, human) if human is not None else undoable_steps(match, state)
    if steps < 1 or steps > allowed:
        # the app takes back what may be, or shows nothing to take back (the CLI may ask for more steps)
        raise IllegalAction(REFUSALS("no_undo") if allowed == 0 else f"Only the last {allowed} action(s) can be undone.")
    shorter = match.model_copy(update={"log": match.log[:-steps]})
    return shorter, replay(shorter)
