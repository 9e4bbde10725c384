"""The save format: a match plus the summary the saved-games list shows, as one JSON text.

    text = save_text(match, state, last_played="2026-11-29T17:30:00Z")   # after every action
    entry = read_entry(text)       # for the list: summary only, no replay; BadLink if unreadable
    row = list_row(text)           # for the list, never raises: the summary if readable, else the problem
    match, state = load_save(text) # validates everything and replays; BadLink, never half-loaded

A save is {"atelier": "save", "format": 1, "last_played": ..., "summary": {...}, "match": {...}}.
Loading checks, in order: JSON, the marker, the format (a newer one is refused by name), the game,
its rules version, the shape of every field, then replays the log through the rules.
"""

from __future__ import annotations

import json
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import BadLink, IllegalAction
from .match import Match, replay
from .registry import get_info
from .summary import Summary, summarize

SAVE_FORMAT: Final = 1  # Final: its type is Literal[1], the only format `Save` accepts
MAX_SAVE_CHARS = 2_000_000


class Save(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    atelier: Literal["save"] = "save"
    format: Literal[1] = SAVE_FORMAT
    last_played: str = Field(max_length=64)  # given by the caller (the browser's clock), shown as is
    summary: Summary
    match: Match


def save_text(match: Match, state: Any, last_played: str) -> str:
    """The JSON text to store for this match at this position (`state` is `replay(match)`)."""
    return Save(last_played=last_played, summary=summarize(match, state), match=match).model_dump_json()


def _checked_header(text: str) -> dict:
    """The parsed save, after the checks that give the clearest messages (format, game, rules)."""
    if not isinstance(text, str) or len(text) > MAX_SAVE_CHARS:
        raise BadLink("This saved game is not readable.")
    try:
        data = json.loads(text)
    except ValueError:
        raise BadLink("This saved game is damaged (not valid JSON).") from None
    if not isinstance(data, dict) or data.get("atelier") != "save":
        raise BadLink("This is not an Atelier saved game.")
    version = data.get("format")
    if type(version) is int and version > SAVE_FORMAT:
        raise BadLink(f"This game was saved by a newer version of Atelier (format {version}); update the app.")
    if version != SAVE_FORMAT:
        raise BadLink(f"This saved game has an unknown format ({version!r}).")
    match = data.get("match")
    if isinstance(match, dict):
        try:
            info = get_info(str(match.get("game")))  # not the rules: the saved-games list stays light
        except IllegalAction:
            raise BadLink(f"This saved game is of a game this app does not know ('{match.get('game')}').") from None
        if match.get("rules_version") != info.rules_version:
            raise BadLink(
                f"This {info.name} game was saved with rules version {match.get('rules_version')}; "
                f"this app plays version {info.rules_version}, so it cannot continue it."
            )
    return data


def _validated(data: dict) -> Save:
    try:
        return Save.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise BadLink(f"This saved game is damaged ({where}: {first['msg']}).") from None


def read_entry(text: str) -> Save:
    """The save's fields for the saved-games list, validated but not replayed (cheap)."""
    return _validated(_checked_header(text))


def load_save(text: str) -> tuple[Match, Any]:
    """The match and its state, or BadLink; nothing is returned unless every step replayed."""
    save = read_entry(text)
    try:
        state = replay(save.match)
    except IllegalAction as error:
        raise BadLink(f"This saved game does not replay: {error}") from None
    if summarize(save.match, state) != save.summary:
        raise BadLink("This saved game is damaged (its summary does not match its moves).")
    return save.match, state


class ListRow(BaseModel):
    """One line of the saved-games list: what could be read, and why it cannot be continued, if so."""

    summary: Summary | None = None
    last_played: str | None = None
    problem: str | None = None  # None: the game can be continued


def list_row(text: str) -> ListRow:
    """Never raises: an unreadable or other-version save still gets a row (to export or delete it)."""
    try:
        entry = read_entry(text)
        return ListRow(summary=entry.summary, last_played=entry.last_played)
    except BadLink as problem:
        return ListRow(**_salvaged(text), problem=str(problem))


def _salvaged(text: str) -> dict:
    """Whatever of the summary and date a broken save still holds, for the list."""
    try:
        data = json.loads(text)
        found = {"summary": Summary.model_validate(data.get("summary"))}
    except (ValueError, AttributeError, TypeError):
        return {}
    played = data.get("last_played")
    return {**found, "last_played": played if isinstance(played, str) and len(played) <= 64 else None}
