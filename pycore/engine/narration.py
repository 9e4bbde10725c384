"""Narration: what every action did, one event per effect, with its cause (game-agnostic).

The rules of a game tell the story while they apply an action, through two calls:

    note(seat, "vp", -1)                        # a counter of `seat` changed (said where it changes)
    say(seat, "lacks_vp", pieces=("vp:0",), player=seat, good=2)   # one event: the notes so far are its deltas

`note` and `say` do nothing unless a collection is open, so bots and replays pay one test per call.
`narrate(game, state, action)` opens one, applies the action (mutating `state`, like `apply`) and
returns the events. Events are derived by replaying the actions: saves and links do not grow.

An event's text is a template of the game's (one table per game, `TEXT`), formatted with named
parameters; a format spec names the kind of a value (`{player:player}`, `{good:raw}`, ...) and the
game's `NAMERS[kind](value)` turns it into players' words, so texts never show internal ids.

Hidden information: a template may be a pair (public, owner). The owner text (with its own
`secret` parameters and pieces) is shown only to the event's seat; every other seat and the
spectator get the public text and pieces (`Event.for_viewer`).

Persons: an event is about its seat. A template that names that seat declares both of its forms,
`Forms(they=..., you=...)`: the third person, by name ("Ada gains 2 money"), for everyone else,
and the second person for the seat itself ("You gain 2 money"), each written whole with its own
agreement (never built by editing an English verb), so that a translation writes its own two
sentences. A value that names several seats (a turn order) is a reader's kind (`Telling.for_reader`):
each seat reads itself in it in its own word. `Event.for_viewer` gives each reader its form; the
command line's narration keeps the third person (`addressed=False`).

Languages: the templates are English, and pycore knows no other language. A game's `Telling` names its
table (`table`), whose messages are the templates one per form (`messages`: "turn.they", "turn.you",
"reveal.owner.you", ...); a program that speaks another language installs a `Language`
(`translate_with`), asked for every template as it is said, and the event is formatted from what it
returns, with the same named parameters. The words its namers fill in (a component's name, "{n} kept
{good}") are a game's `Words` table read with `word`, asked the same way. The web app's catalogs are
such a language (app.narrationwords); the command line installs none and speaks English.

Deltas are stated by the rules (`note`), never measured: the random-game suites check that, for
every action and every seat, the sum of the deltas equals the change of the counters that seat's
observation shows (`counters` of the game). Deltas are public: only public counters are noted.
"""

from __future__ import annotations

import string
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Protocol


@dataclass(frozen=True)
class Forms:
    """One template in both persons: `they` tells of the event's seat by name, `you` tells that seat
    of itself. A template naming no seat as its subject is a plain string, the same for every reader."""

    they: str
    you: str


Template = str | Forms
Entry = Template | tuple[Template, Template]  # a template, or (public, owner): see the module docstring


class Language(Protocol):
    """Another language than the English of the templates: asked for a table's message as it is said."""

    def template(self, table: str, key: str, english: str) -> str: ...

    def plural(self, table: str, key: str, one: str, many: str, n: int) -> str: ...


_language: Language | None = None
_installed: list[Language] = []


def translate_with(language: Language | None) -> Language | None:
    """Say every template and word of a named table in `language` from now on (None: the English as
    written). Returns the language it replaces."""
    global _language
    before, _language = _language, language
    if language is not None and not any(language is held for held in _installed):
        _installed.append(language)  # held, so that its id (in the words said) is never another's
    return before


Words = Mapping[str, str | tuple[str, str]]


# The words said so far, by language, table, key and values: a table's drawing asks for the same few hundred
# words (Goods, names, counts) at every tap. A language that changes what it says (the app's catalogs, when
# the player picks another language) calls `forget_words`.
_said: dict[tuple[Any, ...], str] = {}
_SAID_AT_MOST = 20_000


def forget_words() -> None:
    """Forget the words said so far: the installed language now says them otherwise."""
    _said.clear()


def word(table: str, words: Words, key: str, **values: Any) -> str:
    """A game's word `key` of its table `words` (a component's name, or a small template its namers fill in
    with `values`; a pair (one, many) picked by `values["n"]`), in the installed language, else as written."""
    entry = words[key]
    memo = (id(_language), table, key, entry, *values.items())
    keep = True
    try:
        return _said[memo]
    except KeyError:
        pass
    except TypeError:  # a value that cannot be a key (a list): said afresh
        keep = False
    if isinstance(entry, tuple):
        n = values["n"]
        one, many = entry
        text = (one if n == 1 else many) if _language is None else _language.plural(table, key, one, many, n)
    else:
        text = entry if _language is None else _language.template(table, key, entry)
    said = text.format(**values) if values else text
    if keep:
        if len(_said) >= _SAID_AT_MOST:
            _said.clear()
        _said[memo] = said
    return said


def _template_messages(key: str, template: Template) -> dict[str, str]:
    return {f"{key}.they": template.they, f"{key}.you": template.you} if isinstance(template, Forms) else {key: template}


def messages(table: Mapping[str, Entry]) -> dict[str, str]:
    """A table's templates as messages, one per form, by the keys a lookup is asked for: "key" (one form),
    "key.they" and "key.you" (`Forms`), "key.public..." and "key.owner..." (a pair)."""
    found: dict[str, str] = {}
    for key, entry in table.items():
        parts = {f"{key}.public": entry[0], f"{key}.owner": entry[1]} if isinstance(entry, tuple) else {key: entry}
        for part, template in parts.items():
            found |= _template_messages(part, template)
    return found


def in_language(table: str, key: str, entry: Entry) -> Entry:
    """`entry` (the template `key` of `table`) as the installed lookup says it; as written when none is."""
    language = _language
    if language is None or not table:
        return entry
    lookup = language.template

    def said(part: str, template: Template) -> Template:
        if isinstance(template, Forms):
            return Forms(lookup(table, f"{part}.they", template.they), lookup(table, f"{part}.you", template.you))
        return lookup(table, part, template)

    if isinstance(entry, tuple):
        return said(f"{key}.public", entry[0]), said(f"{key}.owner", entry[1])
    return said(key, entry)


@dataclass(frozen=True)
class Event:
    """One effect of an action: whom it concerns (None: the table), what happened, what it touched."""

    seat: int | None
    text: str
    pieces: tuple[str, ...] = ()
    deltas: Mapping[int, Mapping[str, int]] = field(default_factory=dict)
    owner_text: str | None = None  # the same event as its seat sees it (hidden information named)
    owner_pieces: tuple[str, ...] | None = None
    # True: this event starts its seat's turn ("Bo's turn"); it and what follows in the same action
    # belong to that turn, though the action that ended the turn before said them (the history's groups)
    opens: bool = False
    key: str = ""  # the template it was said with: what kind of event it is (`pycore.engine.told` matches on it)
    # The text as a seat reads it when the event speaks to it: its own events in the second person (with
    # what it owns named), an event naming several seats with the reader's word for itself. Others: `text`.
    addressed: Mapping[int, str] = field(default_factory=dict)

    def for_viewer(self, viewer: int | None, addressed: bool = True) -> "Event":
        """The event as `viewer` receives it (None: a spectator): hidden parts only for its owner; the
        event's own seat in the second person unless not `addressed` (the command line's third person)."""
        if addressed and viewer is not None and viewer in self.addressed:
            pieces = self.owner_pieces if viewer == self.seat and self.owner_pieces is not None else self.pieces
            return Event(self.seat, self.addressed[viewer], pieces, self.deltas, opens=self.opens, key=self.key)
        if self.owner_text is None:
            return self
        if viewer is not None and viewer == self.seat:
            pieces = self.pieces if self.owner_pieces is None else self.owner_pieces
            return Event(self.seat, self.owner_text, pieces, self.deltas, opens=self.opens, key=self.key)
        return Event(self.seat, self.text, self.pieces, self.deltas, opens=self.opens, key=self.key)

    def to_json(self) -> dict[str, Any]:
        """`{"seat", "text", "pieces", "deltas"}` with string seat keys (JSON objects)."""
        return {
            "seat": self.seat,
            "text": self.text,
            "pieces": list(self.pieces),
            "deltas": {str(s): dict(d) for s, d in self.deltas.items()},
        }


class _Words(string.Formatter):
    """`{value:kind}` -> NAMERS[kind](value); plain `{value}` as usual."""

    def __init__(self, namers: Mapping[str, Callable[[Any], str]]):
        super().__init__()
        self.namers = namers

    def line(self, template: str, params: Mapping[str, Any]) -> str:
        """A template said as a line: its first letter a capital (a second-person form may open on a
        parameter that is empty, "{why:why}you gain ...")."""
        text = self.format(template, **params)
        return text[:1].upper() + text[1:]

    def format_field(self, value: Any, format_spec: str) -> str:
        namer = self.namers.get(format_spec)
        if namer is not None:
            return namer(value)
        text: str = super().format_field(value, format_spec)
        return text


@dataclass(frozen=True)
class Telling:
    """How a game tells its events: its templates, the words for its ids, the piece of a counter."""

    text: Mapping[str, Entry]
    namers: Mapping[str, Callable[[Any], str]]
    piece_of: Callable[[int, str], str]  # (seat, counter) -> the key of the piece showing it
    # The seats who read (the players; a solo rival reads nothing) and the kinds of value that name
    # several of them, each reader seeing itself in its own word: `(value, reader) -> words` (reader None:
    # the third person, every seat by name).
    readers: tuple[int, ...] = ()
    for_reader: Mapping[str, Callable[[Any, int | None], str]] = field(default_factory=dict)
    table: str = ""  # the name its templates are looked up by in another language (`translate_with`)


def _they(template: Template) -> str:
    return template.they if isinstance(template, Forms) else template


class Collection:
    """The events of one action, as the rules say them (see `note` and `say`)."""

    def __init__(self, telling: Telling):
        self.text = telling.text
        self.table = telling.table
        # a reader's kind said to nobody in particular (the third person): every seat by its name
        self.words = _Words({**telling.namers, **{kind: _reading(name, None) for kind, name in telling.for_reader.items()}})
        self.piece_of = telling.piece_of
        self.readers = telling.readers
        self.reader_kinds = tuple(telling.for_reader)
        self.reader_words = {reader: _Words({**telling.namers, **{kind: _reading(name, reader) for kind, name in
                                                                  telling.for_reader.items()}})
                             for reader in telling.readers} if telling.for_reader else {}
        self.events: list[Event] = []
        self.open: dict[int, dict[str, int]] = {}  # deltas noted since the last event

    def note(self, seat: int, counter: str, change: int) -> None:
        if change:
            seat_deltas = self.open.setdefault(seat, {})
            seat_deltas[counter] = seat_deltas.get(counter, 0) + change

    def say(self, seat: int | None, key: str, pieces: tuple[str, ...], secret: dict[str, Any] | None,
            secret_pieces: tuple[str, ...] | None, aside: bool, opens: bool, params: dict[str, Any]) -> None:
        template = in_language(self.table, key, self.text[key])
        held, self.open = (self.open, {}) if aside else ({}, self.open)
        if seat is not None:  # `{changes:...}` in a template: this event's own deltas for its seat
            params.setdefault("changes", dict(self.open.get(seat, {})))
        owner_text = None
        public, owner = template if isinstance(template, tuple) else (template, None)
        if owner is not None:
            owner_text = self.words.line(_they(owner), {**params, **(secret or {})})
        addressed = self._addressed(seat, public, owner, {**params, **(secret or {})})
        deltas = {s: d for s, d in self.open.items() if any(d.values())}
        self.open = held
        touched = tuple(self.piece_of(s, counter) for s, d in deltas.items() for counter in d)
        pieces = tuple(dict.fromkeys(pieces + touched))  # a counter that changed is a piece that changed
        if secret_pieces is not None:
            secret_pieces = tuple(dict.fromkeys(secret_pieces + touched))
        self.events.append(Event(seat, self.words.line(_they(public), params), pieces, deltas, owner_text, secret_pieces,
                                 opens, key, addressed))

    def _addressed(self, seat: int | None, public: Template, owner: Template | None, params: dict[str, Any]) -> dict[int, str]:
        """The texts of the readers the event speaks to: its seat in the second person (its owner form when
        there is one), and every reader in an event naming several seats (`Telling.for_reader`)."""
        texts = {}
        they = _they(public)
        if any(f":{kind}}}" in they for kind in self.reader_kinds):
            texts = {reader: words.line(they, params) for reader, words in self.reader_words.items()}
        spoken = owner if owner is not None else public
        if seat is not None and seat in self.readers and isinstance(spoken, Forms):
            texts[seat] = (self.reader_words[seat] if self.reader_words else self.words).line(spoken.you, params)
        return texts


def _reading(name: Callable[[Any, int | None], str], reader: int | None) -> Callable[[Any], str]:
    return lambda value: name(value, reader)


_collection: Collection | None = None


def note(seat: int, counter: str, change: int, /) -> None:
    """A public counter of `seat` changed by `change`: it becomes a delta of the next event said."""
    if _collection is not None:
        _collection.note(seat, counter, change)


def say(seat: int | None, key: str, pieces: tuple[str, ...] = (), /, secret: dict[str, Any] | None = None,
        secret_pieces: tuple[str, ...] | None = None, aside: bool = False, opens: bool = False, **params: Any) -> None:
    """One event: the game's template `key` with `params` (and `secret` for the owner's text).

    The changes noted since the last event are its deltas, unless it is an `aside`: an event in
    the middle of another effect that changes no counter itself (a card drawn while a track moves),
    which leaves them to the event that follows. An event that `opens` starts its seat's turn (`Event.opens`)."""
    if _collection is not None:
        _collection.say(seat, key, pieces, secret, secret_pieces, aside, opens, params)


def narrating() -> bool:
    """True while a collection is open (for a rule whose words cost something to prepare)."""
    return _collection is not None


@contextmanager
def collecting(telling: Telling) -> Iterator[Collection]:
    """Open a collection for the rules' `say` and `note` calls (one at a time; restored after)."""
    global _collection
    outer, _collection = _collection, Collection(telling)
    try:
        yield _collection
    finally:
        _collection = outer


def narrate(game: Any, state: Any, action: Any) -> list[Event]:
    """Apply `action` to `state` (in place, like `game.apply`) and return the events it caused."""
    with collecting(game.telling(state)) as story:
        game.apply(state, action)
    return story.events


def breakdown_words(breakdown: Mapping[str, int], said: Callable[..., str]) -> str:
    """A final score's breakdown in a game's words ("Points track 12, Certificates 9"), for its namers: `said`
    looks up its words "score" ("{category} {points}"), "score.<category>", "list" ("{first}, {then}"), "nothing"."""
    parts = [said("score", category=said(f"score.{category}"), points=points) for category, points in breakdown.items() if points]
    if not parts:
        return said("nothing")
    text = parts[0]
    for part in parts[1:]:
        text = said("list", first=text, then=part)
    return text


def say_final_scores(scores: list[Any]) -> None:
    """One event per seat at the end of a game: its total, rank and breakdown (template `final_score`)."""
    for score in scores:
        say(score.seat, "final_score", name=score.name, total=score.total, rank=score.rank, breakdown=score.breakdown)


def events_for(events: list[Event], viewer: int | None) -> list[Event]:
    return [e.for_viewer(viewer) for e in events]


def sum_deltas(events: list[Event]) -> dict[int, dict[str, int]]:
    """The deltas of `events` added up, per seat and counter (zeros left out)."""
    total: dict[int, dict[str, int]] = {}
    for event in events:
        for seat, deltas in event.deltas.items():
            mine = total.setdefault(seat, {})
            for counter, change in deltas.items():
                mine[counter] = mine.get(counter, 0) + change
    return {s: {k: v for k, v in d.items() if v} for s, d in total.items() if any(d.values())}


def counter_changes(before: dict[int, dict[str, int]], after: dict[int, dict[str, int]]) -> dict[int, dict[str, int]]:
    """What `game.counters` changed between two positions, per seat (zeros left out)."""
    changes: dict[int, dict[str, int]] = {}
    for seat, values in after.items():
        d = {k: v - before[seat][k] for k, v in values.items() if v != before[seat][k]}
        if d:
            changes[seat] = d
    return changes


@dataclass(frozen=True)
class Step:
    """One action of a game and everything it did (the events as told to every viewer: `for_viewer`)."""

    action: str
    seat: int | None
    events: list[Event]

    def to_json(self, viewers: list[int | None]) -> dict[str, Any]:
        """`{"action", "seat", "events": {"spectator": [...], "0": [...], ...}}`."""
        return {
            "action": self.action,
            "seat": self.seat,
            "events": {
                "spectator" if v is None else str(v): [e.for_viewer(v, addressed=False).to_json() for e in self.events]
                for v in viewers
            },
        }


def replay_story(game: Any, state: Any, actions: list[str]) -> Iterator[Step]:
    """Apply `actions` to `state` one by one (in place), yielding what each did: the narration of a
    saved game or a link, derived by replaying it."""
    for action in actions:
        seat = game.to_move(state)
        yield Step(action, seat, narrate(game, state, action))


def own_counters(game: Any, state: Any) -> dict[int, dict[str, int]]:
    """Every seat's counters as its own observation shows them; other counted seats (a solo rival)
    as the spectator sees them."""
    result: dict[int, dict[str, int]] = game.counters(game.observation(state, None))
    for seat in [s for s in result if s >= 0]:
        result[seat] = game.counters(game.observation(state, seat))[seat]
    return result
