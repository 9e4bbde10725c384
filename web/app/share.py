"""Share links: the page URL with the whole game in the fragment (`pycore.engine.link`), and the words
that go with it. Opening a link: decode (replays and checks every action), then find where it belongs."""

from __future__ import annotations

from typing import Any

from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import Match

from .i18n import Texts
from .session import Session

# Player-facing words sent with a link, in one place (in the sender's language: a link carries none).
TEXT = Texts("share", {
    "over": "Atelier \u2013 {game}: game over, {winners} won. See the game:",
    "and": " and ",
    "playing": "Atelier \u2013 {game}, round {round}: {name} to play.",
    "for_them": " This link is for {name}: open it on {name}'s device.",
    "title": "Atelier \u2013 {game}",
})


def share_url(page_url: str, match: Match, fragment: str | None = None) -> str:
    """The page's URL with the game's link (`fragment`: a signed one, for a game at a distance)."""
    return page_url.split("#", 1)[0] + "#" + (fragment if fragment is not None else encode_link(match))


def share_text(session: Session) -> str:
    """The message sent with the link: plain text (a chat app shows it as is)."""
    name = session.game.info.name
    if session.is_over():
        winners = [session.names[s.seat] for s in session.scores() if s.rank == 1]
        return TEXT["over"].format(game=name, winners=TEXT["and"].join(winners))
    seat = session.to_move()
    assert seat is not None  # the game is not over: someone is to move
    text = TEXT["playing"].format(game=name, round=session.game.round(session.state), name=session.names[seat])
    if session.waiting_for() is not None:  # a friend at a distance: the link is for them
        text += TEXT["for_them"].format(name=session.names[seat])
    return text


def same_header(a: Match, b: Match) -> bool:
    return a.model_dump(exclude={"log"}) == b.model_dump(exclude={"log"})


def continues(saved: Match, linked: Match) -> bool:
    """The linked game is the saved one, played on (or the same): same header, the saved log its start."""
    return same_header(saved, linked) and linked.log[:len(saved.log)] == saved.log


def open_link(fragment: str) -> tuple[Match, Any]:
    """The match and state of a link, or BadLink with a message for the player."""
    return decode_link(fragment)
