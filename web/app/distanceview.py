"""What the table says in a game at a distance (issue 29): whose device a turn waits for, with Share at hand, and
the invitation to play a friend's seat nobody has claimed yet. Pure functions of the session."""

from __future__ import annotations

from .distancewords import TEXT
from .markup import esc, tag
from .session import Session

SHARE_LABEL = "Share"


def claimable(session: Session) -> int | None:
    """The seat to move, when it is a friend's seat no device has and this device plays no seat of the game."""
    seat = session.waiting_for()
    if seat is None or session.distance is None or session.device is None or session.viewing is not None:
        return None
    if session.distance.owners[seat] is not None or any(session.here(h) for h in session.humans()):
        return None
    return seat


def waiting_note(name: str) -> str:
    """"Waiting for Bo. Send Bo the game", with the Share button beside it."""
    return tag("div", tag("p", esc(TEXT["waiting"].format(name=name)))
               + tag("button", SHARE_LABEL, type="button", class_="primary", data_action="share:"),
               class_="waiting", role="status")


def distance_banner(session: Session) -> str:
    """The table's line for a game at a distance ("" for a game of this device, or while looking back)."""
    if session.distance is None or session.viewing is not None or session.is_over():
        return ""
    seat = claimable(session)
    if seat is not None:
        name = session.names[seat]
        return tag("div", tag("p", esc(TEXT["invited"].format(name=name)))
                   + tag("button", esc(TEXT["claim"].format(name=name)), type="button", class_="primary",
                         data_action=f"claim:{seat}"),
                   class_="invitation", role="status")
    waiting = session.waiting_for()
    if waiting is not None:
        return waiting_note(session.names[waiting])
    if not any(session.here(h) for h in session.humans()):
        return tag("p", TEXT["spectator"], class_="muted spectator")
    return ""
