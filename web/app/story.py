"""What happened, told on the table: the narration of the rules (`pycore.engine.narration`) read
from the session's log, for the status line's "Last:", the history and "Since your last turn".

Plain Python over `Session.log()`: every entry carries its events; each screen reads them as its
seat may (`Event.for_viewer`), so a face-down chip stays "a chip" on another player's screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycore.engine.narration import Event

from .i18n import Texts
from .markup import esc, tag
from .session import LogEntry, Session

# Player-facing words of this module, in one place.
TEXT = Texts("story", {
    "last": " \u2014 last: {lines}",
    "since_title": "Since your last turn",
    "turn": "{name}:",
    "game": "The game:",
    "show": "Step through",
    "show_label": "Step through {name}'s turn in the history (view only)",
    "more": "\u2026 and {n} more",
    "the_game": "the game",
})
SUMMARY_LINES = 3  # lines of a turn shown in the summary; the history has them all
STATUS_LINES = 2  # lines of the last action in the status line (a round's start tells every card dealt): the history has them all


@dataclass
class Told:
    """A step and the part of its events told in one turn's group."""

    entry: LogEntry
    events: list[Event]

    def lines(self, viewer: int | None) -> list[str]:
        return [event.for_viewer(viewer).text for event in self.events]


@dataclass
class Turn:
    """Consecutive steps of one seat (or of the game itself): a turn as the players see it. Its
    `opening` ("Bo's turn", Bo's kept Goods returning) was said by the step that ended the turn
    before (an event that `opens`), but is told at the head of this turn."""

    seat: int | None
    told: list[Told]
    opening: Told | None = None

    @property
    def before(self) -> int:
        """The step number just before the turn: the history's "next" then steps through it."""
        return self.told[0].entry.number - 1 if self.told else self.opening.entry.number if self.opening else 0

    @property
    def round(self) -> int:
        """The round of its first own step (of its opening, for a turn that is only its opening)."""
        first = self.told[0] if self.told else self.opening
        assert first is not None  # a turn holds a step or an opening
        return first.entry.round

    def parts(self) -> list[Told]:
        return ([self.opening] if self.opening else []) + self.told

    def lines(self, viewer: int | None) -> list[str]:
        """Every line of the turn, its opening first, as `viewer` may read them."""
        return [line for part in self.parts() for line in part.lines(viewer)]

    def summary(self, viewer: int | None) -> list[str]:
        """Its lines without the one opening it ("Bo's turn" after "Bo:" says nothing new)."""
        return [e.for_viewer(viewer).text for part in self.parts() for e in part.events if not (e.opens and e.seat == self.seat)]

    def pieces(self, viewer: int | None) -> set[str]:
        return {p for part in self.parts() for e in part.events for p in e.for_viewer(viewer).pieces}


def turns(entries: list[LogEntry]) -> list[Turn]:
    """The log grouped into turns: a new group whenever another seat acts, or a turn opens."""
    grouped: list[Turn] = []
    opening: Told | None = None  # the start of the next turn, said by the step that ended the last one
    for entry in entries:
        cut = next((i for i, event in enumerate(entry.events) if event.opens), len(entry.events))
        own = Told(entry, entry.events[:cut])
        if opening is None and grouped and grouped[-1].seat == entry.seat:
            grouped[-1].told.append(own)
        else:
            grouped.append(Turn(entry.seat, [own], opening))
        opening = Told(entry, entry.events[cut:]) if cut < len(entry.events) else None
    if opening is not None:  # the turn now being played: nothing done in it yet
        grouped.append(Turn(next((e.seat for e in opening.events if e.opens and e.seat is not None), None), [], opening))
    return grouped


def last_lines(session: Session, viewer: int | None) -> list[str]:
    """The narration of the last action, as `viewer` reads it."""
    log = session.log() if session.match.log else []
    return log[-1].lines(viewer) if log else []


def last_told(session: Session, viewer: int | None) -> str:
    """The last action's narration for the status line: its first lines, then how many more the history has."""
    lines = last_lines(session, viewer)
    if not lines:
        return ""
    shown = "; ".join(lines[:STATUS_LINES])
    if len(lines) > STATUS_LINES:
        shown += " " + TEXT["more"].format(n=len(lines) - STATUS_LINES)
    return TEXT["last"].format(lines=shown)


def since_last_turn(session: Session, viewer: int | None) -> list[Turn]:
    """The other players' turns since `viewer` last acted (nothing while it is not the viewer's move)."""
    if viewer is None or session.viewing is not None or session.to_move() != viewer or not session.match.log:
        return []
    grouped = turns(session.log())
    mine = [i for i, turn in enumerate(grouped) if turn.seat == viewer and turn.told]
    after = grouped[mine[-1] + 1:] if mine else grouped
    return [turn for turn in after if turn.seat != viewer]


def after_last_turn(session: Session, seat: int) -> list[LogEntry]:
    """The log's steps since `seat` last acted (the whole log if it has not acted yet)."""
    log = session.log()
    mine = [i for i, entry in enumerate(log) if entry.seat == seat]
    return log[mine[-1] + 1:] if mine else log


def changed_pieces(session: Session, viewer: int | None) -> set[str]:
    """The pieces the view outlines, from the events alone: every piece the other players' turns touched
    since `viewer`'s last turn; else what the action shown did (the last one, or in the history the step
    looked at, so that stepping through a turn outlines each step's pieces in turn)."""
    since = since_last_turn(session, viewer)
    if since:
        return set().union(*(turn.pieces(viewer) for turn in since))
    shown = len(session.match.log) if session.viewing is None else session.viewing
    if not shown:
        return set()
    entry = session.log()[shown - 1]
    return Turn(None, [Told(entry, entry.events)]).pieces(viewer)


def since_panel(session: Session, viewer: int | None) -> str:
    """A short summary of each other player's turn, each with a way to step through it (the history)."""
    since = since_last_turn(session, viewer)
    if not since:
        return ""
    items = []
    for turn in since:
        name = session.names[turn.seat] if turn.seat is not None and 0 <= turn.seat < len(session.names) else ""
        lines = turn.summary(viewer)
        shown = "; ".join(lines[:SUMMARY_LINES])
        if len(lines) > SUMMARY_LINES:
            shown += " " + TEXT["more"].format(n=len(lines) - SUMMARY_LINES)
        who = TEXT["turn"].format(name=name) if name else TEXT["game"]
        show = tag("button", TEXT["show"], type="button", class_="tool since-show", data_action=f"hist:{turn.before}",
                   aria_label=TEXT["show_label"].format(name=name or TEXT["the_game"]))
        items.append(tag("li", tag("strong", esc(who)) + " " + esc(shown) + " " + show, class_="since-turn"))
    return tag("section", tag("h3", TEXT["since_title"]) + tag("ul", "".join(items)), class_="since",
               aria_label=TEXT["since_title"])
