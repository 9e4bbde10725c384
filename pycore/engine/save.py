"""The save format: a match plus the summary the saved-games list shows, as one JSON text.

    text = save_text(match, state, last_played="2026-11-29T17:30:00Z")   # after every action
    entry = read_entry(text)       # for the list: summary only, no replay; BadLink if unreadable
    row = list_row(text)           # for the list, never raises: the summary if readable, else the problem
    match, state = load_save(text) # validates everything and replays; BadLink, never half-loaded

A save is {"atelier": "save", "format": 1, "last_played": ..., "summary": {...}, "match": {...}}.
Loading checks, in order: JSON (size and nesting bounded first: `jsontext`), the marker, the format (a newer one is refused by name), the game,
its rules version (one the app plays: the newest or an earlier one it keeps), the shape of every field, then replays the log through the rules.
"""

from __future__ import annotations

from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, SkipValidation, ValidationError

from .errors import BadLink, IllegalAction
from .jsontext import BOM, TooDeep, TooLarge, read_json
from .labels import Labels
from .match import Match, own_message, replay
from .registry import get_info
from .summary import Summary, summarize

SAVE_FORMAT: Final = 1  # Final: its type is Literal[1], the only format `Save` accepts


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


# Every message reading a save can give, in a player's words (no validator wording), in one place.
# Why a saved game cannot be opened, in the player's words (another language: `BadLink.said`, table "save").
_MESSAGES = {
    "not_atelier": "This is not an Atelier saved game.",
    "cut": "This saved game is damaged: its text was cut short or changed.",
    "newer": "This game was saved by a newer version of Atelier (format {version}); update the app.",
    "unknown_format": "This saved game has a format this app does not know ({version}).",
    "unknown_game": "This saved game is of a game this app does not know ('{game}').",
    "other_rules": "This {name} game was saved with rules version {saved}; this app plays {plays}, "
                   "so it cannot continue it.",
    "refused": "This saved game cannot be opened: {reason}.",
    "damaged_part": "This saved game is damaged: {part:part} is missing or wrong.",
    "no_replay": "This saved game does not replay: {error}",
    "summary": "This saved game is damaged: its summary does not match its moves.",
}
# What each part of a save is, for "damaged_part" (the longest known prefix of the faulty field).
PARTS = {
    "": "its content",
    "last_played": "the date it was last played",
    "summary": "its summary",
    "match": "the game itself",
    "match.game": "which game it is",
    "match.options": "its options",
    "match.seed": "its seed",
    "match.seats": "its players",
    "match.seats.name": "a player's name",
    "match.seats.bot": "a bot's level",
    "match.seats.colour": "a player's colour",
    "match.log": "its moves",
}
MESSAGES: Labels = Labels("save", {**_MESSAGES, **{f"part.{key}": words for key, words in PARTS.items()}},
                  {"part": lambda key: MESSAGES.said(f"part.{key}", {})})


def _looks_like_a_save(text: str) -> bool:
    """An object mentioning the marker: damaged if unreadable (cut short, edited); anything else is not ours."""
    return text.lstrip(BOM + " \t\r\n").startswith("{") and '"atelier"' in text[:200]


def _checked_header(text: str) -> dict[str, Any]:
    """The parsed save, after the checks that give the clearest messages (format, game, rules)."""
    if not isinstance(text, str):
        raise BadLink(MESSAGES("not_atelier"))
    try:
        data = read_json(text)
    except (TooLarge, TooDeep):
        raise BadLink(MESSAGES("not_atelier")) from None
    except ValueError:
        raise BadLink(MESSAGES("cut" if _looks_like_a_save(text) else "not_atelier")) from None
    if not isinstance(data, dict) or data.get("atelier") != "save":
        raise BadLink(MESSAGES("not_atelier"))
    version = data.get("format")
    if type(version) is int and version > SAVE_FORMAT:
        raise BadLink(MESSAGES("newer", version=version))
    if version != SAVE_FORMAT:
        raise BadLink(MESSAGES("unknown_format", version=repr(version)[:30]))
    match = data.get("match")
    if isinstance(match, dict):
        try:
            info = get_info(str(match.get("game")))  # not the rules: the saved-games list stays light
        except IllegalAction:
            raise BadLink(MESSAGES("unknown_game", game=str(match.get("game"))[:30])) from None
        if match.get("rules_version") not in info.rules_versions:
            raise BadLink(MESSAGES("other_rules", name=info.name, saved=str(match.get("rules_version"))[:30],
                                   plays=info.versions_played()))
    return data


def _validated(data: dict[str, Any]) -> Save:
    try:
        return Save.model_validate(data)
    except ValidationError as error:
        reason = own_message(error)
        if reason is not None:
            raise BadLink(MESSAGES("refused", reason=reason)) from None
        field = ".".join(str(part) for part in error.errors()[0]["loc"] if isinstance(part, str))
        known = max((key for key in PARTS if field == key or field.startswith(key + ".") or not key), key=len)
        raise BadLink(MESSAGES("damaged_part", part=known)) from None


def read_entry(text: str) -> Save:
    """The save's fields for the saved-games list, validated but not replayed (cheap)."""
    return _validated(_checked_header(text))


def load_save(text: str) -> tuple[Match, Any]:
    """The match and its state, or BadLink; nothing is returned unless every step replayed."""
    save = read_entry(text)
    try:
        state = replay(save.match)
    except IllegalAction as error:
        raise BadLink(MESSAGES("no_replay", error=error)) from None
    if summarize(save.match, state) != save.summary:
        raise BadLink(MESSAGES("summary"))
    return save.match, state


class ListRow(BaseModel):
    """One line of the saved-games list: what could be read, and why it cannot be continued, if so."""

    summary: Summary | None = None
    last_played: str | None = None
    problem: SkipValidation[str | None] = None  # None: the game can be continued (a `Label`: said in a language)
    earlier_rules: str | None = None  # the rules version it plays on, when the app has a newer one


def list_row(text: str) -> ListRow:
    """Never raises: an unreadable or other-version save still gets a row (to export or delete it)."""
    try:
        entry = read_entry(text)
        version = entry.match.rules_version
        newest = get_info(entry.match.game).rules_version
        return ListRow(summary=entry.summary, last_played=entry.last_played,
                       earlier_rules=None if version == newest else version)
    except BadLink as problem:
        return ListRow(**_salvaged(text), problem=problem.args[0])


def _salvaged(text: str) -> dict[str, Any]:
    """Whatever of the summary and date a broken save still holds, for the list."""
    try:
        data = read_json(text)
        found = {"summary": Summary.model_validate(data.get("summary"))}
    except (ValueError, AttributeError, TypeError):  # ValidationError is a ValueError
        return {}
    played = data.get("last_played")
    return {**found, "last_played": played if isinstance(played, str) and len(played) <= 64 else None}
