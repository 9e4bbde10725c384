"""Issue 31, item 8: the player on this device reads about themselves in the second person ("Your turn",
"You win", their own turns in the History under "You"), other players by name; a hot-seat table around one
screen reads every winner by name. The narration's own forms: tests/engine/test_narration_persons.py."""

from __future__ import annotations

import re

import pytest

from app.endscreen import render_end
from app.history import render_log
from app.session import Session
from app.table import status_line
from pycore.engine.match import make_seat, new_match, replay


def played_out(game: str, seats, seed: int = 3) -> Session:
    """A game played to its end, every seat's first legal action (bots' seats by their bot)."""
    match = new_match(game, seats, seed)
    session = Session("s", match, replay(match))
    while not session.is_over():
        session.act((session.bot_action() if session.is_bot(session.to_move()) else session.legal()[0]).id)
    return session


def title(html: str) -> str:
    found = re.search(r"<h2>([^<]*)</h2>", html)
    assert found
    return found.group(1)


@pytest.mark.parametrize("game", ["opera-magna", "luthier"])
def test_against_a_bot_the_end_screen_tells_the_player_whether_they_won_in_the_second_person(game):
    session = played_out(game, [make_seat("Ada"), make_seat("Robo", "bot", "random")])
    scores = session.scores()
    ada = next(s for s in scores if s.seat == 0)
    heading = title(render_end(session, scores))
    if ada.rank == 1 and all(s.rank > 1 for s in scores if s.seat != 0):
        assert heading == "You win"
    elif ada.rank == 1:
        assert heading.startswith("You share the win with ") and "Ada" not in heading
    else:
        assert heading.startswith("Winner") and "Ada" not in heading and "You" not in heading


def test_a_hot_seat_end_screen_names_every_winner():
    session = played_out("opera-magna", [make_seat("Ada"), make_seat("Bo")])
    heading = title(render_end(session, session.scores()))
    assert heading.startswith("Winner") and "You" not in heading


def test_the_status_line_and_the_history_speak_to_the_player_whose_screen_it_is():
    match = new_match("luthier", [make_seat("Ada"), make_seat("Robo", "bot", "random")], 5)
    session = Session("s", match, replay(match))
    while session.to_move() != 0 or not any(step.seat == 1 for step in session.match.log):  # Robo has kept a card too
        session.act((session.bot_action() if session.is_bot(session.to_move()) else session.legal()[0]).id)
    status = status_line(session)
    assert status.startswith('<p class="status" aria-live="polite">Your turn') and "Ada" not in status
    log = render_log(session)
    assert '<span class="log-who">You</span>' in log and "Ada" not in log
    assert "You keep" in log and "You keeps" not in log and "Robo keeps" in log
