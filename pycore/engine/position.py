"""Positions: a whole game state as readable JSON that a person can write by hand (like FEN for chess).

    data = game.position(state)          # {"game": "luthier", "round": 2, "players": [...], ...}
    state = game.from_position(data)     # checked: BadLink naming what is wrong
    state = load_position(data)          # any game, picked by data["game"]
    text = position_text(data)           # indented, each list of ids or numbers on one line

A position holds the full state (the seed and the random generator included), not what one seat sees:
it is for tests, tutorials and bug reports, never shown to a player. Each game's fields and what it
fills in by itself are in docs/positions.md. This module holds what both games share: reading the
data with every field name checked, and the refusal in words.
"""

from __future__ import annotations

import json
from typing import Any, Callable, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from .errors import BadLink
from .registry import get_game
from .rng import Rng

M = TypeVar("M", bound=BaseModel)

ONE_LINE = 72  # position_text writes a value this short on one line
SHOWN_PROBLEMS = 5  # a refusal names this many problems, then "and N more"


def position_of(game_id: str, state: BaseModel, drop: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """The state as a position: `game` first, then every field that differs from its default; `drop`
    removes what the game derives again when loading (see each game's `position.py`)."""
    data = state.model_dump(mode="json", exclude_defaults=True)
    if drop is not None:
        drop(data)
    return {"game": game_id, **data}


def _where(location: tuple[int | str, ...]) -> str:
    return ".".join(str(part) for part in location) or "the position"


def _error_words(error: ErrorDetails) -> str:
    where = _where(error["loc"])
    if error["type"] == "extra_forbidden":
        return f"'{where}' is not a field of this game's positions"
    if error["type"] == "missing":
        return f"'{where}' is missing"
    return f"'{where}': {error['msg'][:1].lower()}{error['msg'][1:]}"


def refuse(name: str, problems: list[str], what: str = "position") -> BadLink:
    """The error for an impossible position (or save: `what`), naming its first problems."""
    shown = "; ".join(problems[:SHOWN_PROBLEMS])
    more = f"; and {len(problems) - SHOWN_PROBLEMS} more" if len(problems) > SHOWN_PROBLEMS else ""
    return BadLink(f"This {name} {what} is impossible: {shown}{more}.")


def unreadable(name: str, what: str, error: ValidationError) -> BadLink:
    """The refusal of data that is not the game's model, naming its first problems in a player's words."""
    found = [_error_words(e) for e in error.errors(include_url=False)]
    return BadLink(f"This {name} {what} cannot be read: {'; '.join(found[:SHOWN_PROBLEMS])}"
                   f"{'; ...' if len(found) > SHOWN_PROBLEMS else ''}.")


def read_model(model: type[M], data: Any, game_id: str, name: str) -> M:
    """`data` as the game's state model: every field name known (a typo is refused, not ignored), every
    value of its type. The random generator may be given as `seed` alone (a fresh `Rng` from it)."""
    if not isinstance(data, dict):
        raise BadLink(f"A {name} position is a JSON object with named fields, not {type(data).__name__}.")
    data = dict(data)
    game = data.pop("game", game_id)
    if game != game_id:
        raise BadLink(f"This is a position of '{game}', not of {name}.")
    if "rng" not in data and isinstance(data.get("seed"), int):
        data["rng"] = Rng.from_seed(data["seed"]).model_dump()
    if "seed" not in model.model_fields:
        data.pop("seed", None)
    try:
        return model.model_validate(data, extra="forbid")
    except ValidationError as error:
        raise unreadable(name, "position", error) from None


def read_state_json(model: type[M], text: str, name: str, problems: Callable[..., list[str]],
                    made: Callable[[M], M] | None = None) -> M:
    """A state as a game's `to_json` wrote it (inside a save or a link), read back and checked: BadLink in a
    player's words, naming the first problems, where it is not that JSON or not a position the rules reach.
    `made` completes the state before it is checked (its rules version's components: never in the JSON)."""
    try:
        state = model.model_validate_json(text)
    except ValidationError as error:
        raise unreadable(name, "save", error) from None
    return possible(state if made is None else made(state), name, problems, what="save")


def possible(state: M, name: str, problems: Callable[..., list[str]], settled: bool = True, what: str = "position") -> M:
    """The state if the game's invariants hold (`problems(state)` is empty), else BadLink naming them."""
    found = problems(state, settled=settled)
    if found:
        raise refuse(name, found, what)
    return state


def checked(state: M, name: str, problems: Callable[..., list[str]], advance: Callable[[M], None]) -> M:
    """Check a position read by hand, run its automatic steps to the next decision, and check it again."""
    possible(state, name, problems, settled=False)
    try:
        advance(state)
    except (KeyError, IndexError, ValueError, AssertionError, StopIteration, TypeError) as error:
        raise refuse(name, [f"its automatic steps cannot run ({type(error).__name__}: {error})"]) from None
    return possible(state, name, problems)


def load_position(data: Any) -> Any:
    """Any game's position, the game named by its `game` field."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise BadLink('A position is a JSON object whose "game" field names the game (e.g. "luthier").')
    try:
        game = get_game(data["game"])
    except ValueError as error:
        raise BadLink(str(error)) from None
    return game, game.from_position(data)


def position_text(data: Any, indent: str = "") -> str:
    """JSON for people: a value that fits in ONE_LINE characters, or a list of plain values (ids,
    numbers), on one line; otherwise one field or item a line."""
    compact = json.dumps(data)
    plain_list = isinstance(data, list) and not any(isinstance(item, (dict, list)) for item in data)
    if len(compact) <= ONE_LINE or plain_list or not data:
        return compact
    inner = indent + " "
    if isinstance(data, dict):
        fields = [f"{inner}{json.dumps(key)}: {position_text(value, inner)}" for key, value in data.items()]
        return "{\n" + ",\n".join(fields) + "\n" + indent + "}"
    return "[\n" + ",\n".join(inner + position_text(item, inner) for item in data) + "\n" + indent + "]"
