"""The narration on the table (app.story, app.history, the status line): "Since your last turn"
after a bot's turn, the history grouped by turn and player, "Last:" in the rules' words, and a
face-down chip kept secret on another player's screen."""

import re

import pytest

from app.history import render_log
from app.markup import esc
from app.session import Session
from app.story import STATUS_LINES, changed_pieces, since_last_turn, since_panel, turns
from app.table import Screen, board, render_table, status_line
from pycore.engine.match import make_seat, new_match, replay


def session_of(game: str, seats, seed: int = 5) -> Session:
    match = new_match(game, seats, seed)
    return Session("s", match, replay(match))


def play_until_human(session: Session, human: int) -> None:
    """The human plays their first action until the turn passes, then the bots play theirs."""
    while session.to_move() == human:
        session.act(session.game.legal_actions(session.state)[0].id)
    while session.to_move() != human:
        session.act(session.bot_action().id)


def test_since_your_last_turn_sums_up_the_bots_turn_and_highlights_its_pieces():
    session = session_of("opera-magna", [make_seat("Ann"), make_seat("Robo", "bot", "random")])
    human = 0
    while session.to_move() != human:  # the compensation choice may come first
        session.act(session.bot_action().id if session.is_bot(session.to_move()) else session.game.legal_actions(session.state)[0].id)
    play_until_human(session, human)
    since = since_last_turn(session, human)
    assert since and all(turn.seat == 1 for turn in since)
    panel = since_panel(session, human)
    assert "Since your last turn" in panel and "Robo:" in panel and "moves a Merchant" in panel
    assert f'data-action="hist:{since[-1].before}"' in panel
    pieces = changed_pieces(session, human)
    assert any(p.startswith("area:") for p in pieces) and "p1:merchants" in pieces
    html = render_table(session, Screen())
    assert "Since your last turn" in html and " chg" in html  # the view outlines the bot's pieces


def test_the_history_is_the_narration_grouped_by_turn_and_player_newest_last():
    session = session_of("opera-magna", [make_seat("Ann"), make_seat("Bob")])
    for _ in range(12):
        session.act(session.game.legal_actions(session.state)[0].id)
    log = render_log(session)
    assert log.count('class="log-turn"') >= 2 and log.count('class="log-entry') == 12
    assert "moves a Merchant from their supply to" in log and "A0" not in log.split("<ol")[1]  # no card ids
    reader = session.screen_seat()
    other = session.names[1 - reader]
    assert "You move a Merchant from your supply to" in log  # the reader's own turns, in the second person
    last = session.log()[-1].lines(reader)[-1]
    assert log.rindex("log-what") > log.index(f">{other}<") and ">You<" in log and last.replace("'", "&#x27;") in log


def test_the_status_line_says_what_the_last_action_did():
    session = session_of("opera-magna", [make_seat("Ann"), make_seat("Bob")])
    session.act(session.game.legal_actions(session.state)[0].id)
    line = status_line(session)
    assert "last:" in line and "gains" in line and 'aria-live="polite"' in line
    assert "; ".join(session.log()[-1].lines(session.screen_seat())) in line.replace("&#x27;", "'")


@pytest.mark.parametrize("game, seats", [
    ("opera-magna", [make_seat("Ann"), make_seat("Robo", "bot", "random")]),
    ("luthier", [make_seat("Ann")]),
])
def test_the_last_action_is_told_once_at_either_table_in_the_status_line(game, seats):
    """Both games alike: the status line says what the last action did ("Ann to play — last: ..."), and
    neither game's view says it again (Luthier's board had its own "What just changed" list)."""
    session = session_of(game, seats)
    for _ in range(40):  # on into the game, a few of Ann's actions and the bot's
        session.act((session.bot_action() if session.is_bot(session.to_move()) else session.legal()[0]).id)
    while session.to_move() != 0 or session.log()[-1].seat != 0:  # Ann's own last action, Ann to move
        session.act((session.bot_action() if session.is_bot(session.to_move()) else session.legal()[0]).id)
    lines = session.log()[-1].lines(0)
    assert lines
    screen = Screen()
    html, view = render_table(session, screen), board(session, screen)
    status = status_line(session)
    for line in lines[:STATUS_LINES]:
        assert html.count(esc(line)) == 1 and esc(line) in status and esc(line) not in view, line
    for line in lines[STATUS_LINES:]:  # the rest in the history, counted in the status line
        assert esc(line) not in view and f"and {len(lines) - STATUS_LINES} more" in status, line


def test_the_status_line_tells_the_first_lines_of_a_long_action_and_counts_the_rest():
    """A Luthier round's start tells every card dealt to the dome's locations: the status line (pinned on a phone)
    keeps the first lines and says how many more the history holds, so the table's targets stay in sight."""
    session = session_of("luthier", [make_seat("Ann")])
    while True:
        action = session.legal()[0]
        session.act(action.id)
        lines = session.log()[-1].lines(0)
        if len(lines) > STATUS_LINES:
            break
    status = status_line(session)
    assert all(esc(line) in status for line in lines[:STATUS_LINES])
    assert not any(esc(line) in status for line in lines[STATUS_LINES:])
    assert f"and {len(lines) - STATUS_LINES} more" in status


@pytest.mark.parametrize("game, seats", [
    ("opera-magna", [make_seat("Ann"), make_seat("Robo", "bot", "random")]),
    ("luthier", [make_seat("Ann"), make_seat("Robo", "bot", "random")]),
])
def test_who_is_to_play_is_told_once_at_either_table_in_the_status_line(game, seats):
    """Both games alike: "Your turn" (Ann reads of herself in the second person, issue 31) is the shell's status
    line's, not said again by the game's own status (Luthier's said "Round 1/5 · Planning · Ann to play"); each
    game's status keeps its round and phase, Luthier's its turn order."""
    session = session_of(game, seats)
    while session.is_bot(session.to_move()):
        session.act(session.bot_action().id)
    html = render_table(session, Screen())
    status = status_line(session)
    assert status.startswith('<p class="status" aria-live="polite">Your turn') and "Ann" not in status
    assert "Ann to play" not in html
    obs = session.game.observation(session.state, 0)
    rounds = obs["rounds"] if game == "luthier" else obs["final_round"]
    assert f"Round {obs['round']} of {rounds} · " in html
    if game == "luthier":
        assert html.count("Turn order: ") == 1


def test_a_face_down_chip_is_a_chip_on_another_players_screen():
    session = session_of("luthier", [make_seat("Ann"), make_seat("Bob")], seed=4)
    while not session.game.legal_actions(session.state)[0].id.startswith("place:"):
        session.act(session.game.legal_actions(session.state)[-1].id)
    placer = session.to_move()
    action = next(a for a in session.game.legal_actions(session.state) if a.id.startswith("place:chip"))
    session.act(action.id)
    number = action.id.split(":")[1][4:]
    entry = session.log()[-1]
    assert any(f"chip #{number}" in line for line in entry.lines(placer))
    for viewer in (1 - placer, None):
        assert not any("#" in line for line in entry.lines(viewer) if "face down" in line)


def test_nothing_is_summed_up_while_a_bot_is_to_move_or_the_history_is_open():
    session = session_of("opera-magna", [make_seat("Ann"), make_seat("Robo", "bot", "random")])
    while not session.is_bot(session.to_move()):
        session.act(session.game.legal_actions(session.state)[0].id)
    assert since_last_turn(session, 0) == [] and since_panel(session, 0) == ""
    while session.is_bot(session.to_move()):
        session.act(session.bot_action().id)
    assert since_last_turn(session, 0)
    session.step_history("prev")
    assert since_last_turn(session, 0) == []


def test_luthier_since_your_last_turn_outlines_every_piece_the_other_turns_touched():
    session = session_of("luthier", [make_seat("Ann"), make_seat("Robo", "bot", "random")], seed=3)
    human = 0
    while session.to_move() != human:
        session.act(session.bot_action().id)
    play_until_human(session, human)
    since = since_last_turn(session, human)
    assert since and "Robo:" in since_panel(session, human)
    pieces = changed_pieces(session, human)
    assert pieces == set().union(*(turn.pieces(human) for turn in since)) and pieces
    html = render_table(session, Screen())
    assert 'data-view="luthier"' in html and re.search(r'class="[^"]*\bchg\b', html)


def test_stepping_through_the_history_outlines_what_each_step_did():
    session = session_of("opera-magna", [make_seat("Ann"), make_seat("Bob")])
    for _ in range(6):
        session.act(session.game.legal_actions(session.state)[0].id)
    for step in (2, 3):
        session.step_history(str(step))
        told = {p for event in session.log()[step - 1].events for p in event.for_viewer(session.screen_seat()).pieces}
        assert told and changed_pieces(session, session.screen_seat()) == told
    session.step_history("0")
    assert changed_pieces(session, session.screen_seat()) == set()


def test_bobs_turn_is_told_at_the_head_of_bobs_turn_not_at_the_end_of_anns():
    session = session_of("opera-magna", [make_seat("Ann"), make_seat("Bob")])
    while not any(entry.seat == 1 for entry in session.log()):  # until Bob has acted once
        session.act(session.game.legal_actions(session.state)[0].id)
    groups = render_log(session).split('class="log-turn"')[1:]
    ann, bob = groups[0], groups[1]
    assert session.screen_seat() == 1  # Bob's screen: he reads his own turns in the second person, Ann's by name
    assert ">Ann<" in ann and "Your turn" not in ann  # the step that ended Ann's turn said it
    assert ">You<" in bob and bob.index('class="log-opening">Your turn') < bob.index('class="log-entry')
    turn = turns(session.log())[1]
    assert turn.opening.entry.seat == 0 and turn.before == turn.told[0].entry.number - 1
    assert "Bob's turn" not in turn.summary(0)  # "Bob:" heads Bob's summary already
