"""What happened, told on the table: the narration of the rules (`pycore.engine.narration`) read
from the session's log, for the status line's "Last:", the history and "Since your last turn".

Plain Python over `Session.log()`: every entry carries its events; each screen reads them as its
seat may (`Event.for_viewer`), so a face-down chip stays "a chip" on another player's screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from .markup import esc, tag
from .session import LogEntry, Session

# Player-facing words of this module, in one place.
TEXT = {
    "last": " \u2014 last: {lines}",
    "since_title": "Since your last turn",
    "turn": "{name}:",
    "game": "The game:",
    "show": "Step through",
    "show_label": "Step through {name}'s turn in the history (view only)",
    "more": "\u2026 and {n} more",
}
SUMMARY_LINES = 3  # lines of a turn shown in the summary; the history has them all


@dataclass
class Turn:
    """Consecutive steps of one seat (or of the game itself): a turn as the players see it."""

    seat: int | None
    entries: list[LogEntry]

    @property
    def before(self) -> int:
        """The step number just before the turn: the history's "next" then steps through it."""
        return self.entries[0].number - 1

    def lines(self, viewer: int | None) -> list[str]:
        return [line for entry in self.entries for line in entry.lines(viewer)]

    def pieces(self, viewer: int | None) -> set[str]:
        return {p for entry in self.entries for e in entry.events for p in e.for_viewer(viewer).pieces}


def turns(entries: list[LogEntry]) -> list[Turn]:
    """The log grouped into turns: a new group whenever another seat acts."""
    grouped: list[Turn] = []
    for entry in entries:
        if grouped and grouped[-1].seat == entry.seat:
            grouped[-1].entries.append(entry)
        else:
            grouped.append(Turn(entry.seat, [entry]))
    return grouped


def last_lines(session: Session, viewer: int | None) -> list[str]:
    """The narration of the last action, as `viewer` reads it."""
    log = session.log() if session.match.log else []
    return log[-1].lines(viewer) if log else []


def since_last_turn(session: Session, viewer: int | None) -> list[Turn]:
    """The other players' turns since `viewer` last acted (nothing while it is not the viewer's move)."""
    if viewer is None or session.viewing is not None or session.to_move() != viewer or not session.match.log:
        return []
    return [turn for turn in turns(after_last_turn(session, viewer)) if turn.seat != viewer]


def after_last_turn(session: Session, seat: int) -> list[LogEntry]:
    """The log's steps since `seat` last acted (the whole log if it has not acted yet)."""
    log = session.log()
    mine = [i for i, entry in enumerate(log) if entry.seat == seat]
    return log[mine[-1] + 1:] if mine else log


def changed_pieces(session: Session, viewer: int | None) -> set[str]:
    """Every piece the other players' turns touched since `viewer`'s last turn, else the last action's."""
    since = since_last_turn(session, viewer)
    if since:
        return set().union(*(turn.pieces(viewer) for turn in since))
    if session.viewing is None and session.match.log:
        return Turn(None, [session.log()[-1]]).pieces(viewer)
    return set()


def since_panel(session: Session, viewer: int | None) -> str:
    """A short summary of each other player's turn, each with a way to step through it (the history)."""
    since = since_last_turn(session, viewer)
    if not since:
        return ""
    items = []
    for turn in since:
        name = session.names[turn.seat] if turn.seat is not None and 0 <= turn.seat < len(session.names) else ""
        lines = turn.lines(viewer)
        shown = "; ".join(lines[:SUMMARY_LINES])
        if len(lines) > SUMMARY_LINES:
            shown += " " + TEXT["more"].format(n=len(lines) - SUMMARY_LINES)
        who = TEXT["turn"].format(name=name) if name else TEXT["game"]
        show = tag("button", TEXT["show"], type="button", class_="tool since-show", data_action=f"hist:{turn.before}",
                   aria_label=TEXT["show_label"].format(name=name or "the game"))
        items.append(tag("li", tag("strong", esc(who)) + " " + esc(shown) + " " + show, class_="since-turn"))
    return tag("section", tag("h3", TEXT["since_title"]) + tag("ul", "".join(items)), class_="since",
               aria_label=TEXT["since_title"])
