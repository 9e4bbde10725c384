"""What the table says in a game at a distance (issue 29): whose device a turn waits for, with Share at hand, and
the invitation to play a friend's seat nobody has claimed yet; for a lost key, the offer to invite a friend
again, the other players' agreement and the History's line. Pure functions of the session."""

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
    if session.distance.owners[seat] is not None or any(session.here(h) for h in session.humans()) \
            or session.release_waiting(seat):
        return None
    return seat


def spoken(names: list[str]) -> str:
    """"Ada", "Ada and Cy", "Ada, Bo and Cy"."""
    return names[0] if len(names) == 1 else TEXT["and"].format(first=", ".join(names[:-1]), last=names[-1])


def waiting_note(name: str, text: str = "", extra: str = "") -> str:
    """"Waiting for Bo. Send Bo the game", with the Share button beside it (and `extra`, another button)."""
    return tag("div", tag("p", esc(text or TEXT["waiting"].format(name=name)))
               + tag("button", SHARE_LABEL, type="button", class_="primary", data_action="share:") + extra,
               class_="waiting", role="status")


def waiting_for_friend(session: Session, seat: int, playing: bool) -> str:
    """The seat to move plays on a friend's device: send it; or the other players must first agree that it plays
    on a new device; or (by a device that plays a seat), its player having lost their key, invite them again."""
    name = session.names[seat]
    waiting = [session.names[s] for s in session.release_waiting(seat)]
    if waiting:
        return waiting_note(name, TEXT["waiting_agreement"].format(names=spoken(waiting), name=name, first=waiting[0]))
    offer = ""
    if playing and session.distance is not None and session.distance.owners[seat] is not None:
        offer = tag("button", esc(TEXT["reinvite_offer"].format(name=name)), type="button", class_="link reinvite",
                    data_action=f"reinvite:{seat}")
    return waiting_note(name, extra=offer)


def signers(session: Session, release: int) -> list[str]:
    """The players whose devices signed a release so far."""
    distance = session.distance
    assert distance is not None
    humans = session.humans()
    return [session.names[s] for seal in distance.agreeing(release, humans) if distance.seals[seal].moves > release
            for s in distance.seats_of(seal) if s in humans]


def agreement(session: Session) -> str:
    """Another player invited a friend again (a lost key) and this device's player is asked to agree."""
    seats = session.to_agree()
    if not seats:
        return ""
    distance = session.distance
    assert distance is not None
    release = next(i for i, r in enumerate(distance.releases) if r.seat == seats[0])
    name = session.names[seats[0]]
    asked = signers(session, release) or [name]
    return tag("div", tag("p", esc(TEXT["agree_ask"].format(asked=spoken(asked), name=name)))
               + tag("button", esc(TEXT["agree_yes"].format(name=name)), type="button", class_="primary",
                     data_action="agree:"),
               class_="agreement", role="status")


def release_notes(session: Session) -> dict[int, list[str]]:
    """The History's lines of the lost keys, by the step after which each seat left its key."""
    notes: dict[int, list[str]] = {}
    distance = session.distance
    if distance is None:
        return notes
    humans = session.humans()
    for index, release in enumerate(distance.releases):
        name = session.names[release.seat]
        waiting = [session.names[s] for seal in distance.waiting_to_agree(index, humans)
                   for s in distance.seats_of(seal) if s in humans]
        agreed = signers(session, index)
        line = TEXT["history_pending"].format(name=name, step=release.at, waiting=spoken(waiting)) if waiting \
            else TEXT["history_moved"].format(name=name, step=release.at, agreed=spoken(agreed or [name]))
        notes.setdefault(release.at, []).append(line)
    return notes


def distance_banner(session: Session) -> str:
    """The table's line for a game at a distance ("" for a game of this device, or while looking back)."""
    if session.distance is None or session.viewing is not None or session.is_over():
        return ""
    asked = agreement(session)
    seat = claimable(session)
    if seat is not None:
        name = session.names[seat]
        again = any(r.seat == seat for r in session.distance.releases)
        return tag("div", tag("p", esc(TEXT["invited_again" if again else "invited"].format(name=name)))
                   + tag("button", esc(TEXT["claim"].format(name=name)), type="button", class_="primary",
                         data_action=f"claim:{seat}"),
                   class_="invitation", role="status")
    waiting = session.waiting_for()
    playing = any(session.here(h) for h in session.humans())
    watching = "" if playing else tag("p", esc(TEXT["spectator"]), class_="muted spectator")
    return asked + watching + ("" if waiting is None else waiting_for_friend(session, waiting, playing))
