"""The game on the table (app.session): playing, bots, the undo policy, hot-seat privacy, history, charts."""

from pycore.engine import get_game
from pycore.engine.match import Seat, new_match, replay, undoable_steps

from app.session import Session

HUMAN, BOT = Seat(name="Ada"), Seat(name="Bo", kind="bot", bot="random")
CY = Seat(name="Cy")


def session(game_id="opera-magna", seats=(HUMAN, CY), seed=7) -> Session:
    match = new_match(game_id, list(seats), seed)
    return Session("id", match, replay(match))


def play_first_actions(s: Session, count: int) -> None:
    for _ in range(count):
        s.act(s.game.legal_actions(s.state)[0].id)


def test_an_action_is_recorded_and_the_state_follows_the_log():
    s = session()
    first = s.game.legal_actions(s.state)[0]
    s.act(first.id)
    assert [step.action for step in s.match.log] == [first.id]
    assert s.game.to_json(s.state) == s.game.to_json(replay(s.match))
    assert s.log()[0].label == first.label and s.log()[0].number == 1


def test_a_bot_picks_a_legal_action_and_the_same_one_again_at_the_same_point():
    s = session(seats=(BOT, Seat(name="Bi", kind="bot", bot="greedy")))
    for _ in range(10):
        legal = [a.id for a in s.game.legal_actions(s.state)]
        chosen = s.bot_action()
        assert chosen.id in legal and s.bot_action() == chosen
        s.act(chosen.id)


def test_a_hard_bot_thinks_in_slices_and_picks_what_it_would_pick_at_once():
    for game_id in ("luthier", "opera-magna"):
        s = session(game_id, seats=(Seat(name="Hu", kind="bot", bot="hard"), Seat(name="No", kind="bot", bot="normal")))
        thought = 0
        while thought < 3:
            if s.to_move() == 1:
                assert s.bot_search() is None  # one-step levels answer at once
                s.act(s.bot_action().id)
                continue
            search = s.bot_search()
            while not search.step(2):
                pass
            thought += len(search.candidates) > 1
            assert search.choice == s.bot_action()
            s.act(search.choice.id)


def test_undo_only_own_actions_of_this_turn_back_to_a_random_draw_as_the_match_policy_says():
    for game_id in ("opera-magna", "luthier"):
        s = session(game_id)
        for _ in range(40):
            allowed = undoable_steps(s.match, s.state)
            assert s.undoable() == allowed
            if allowed:
                before = s.match.log[:-1]
                s.undo()
                assert s.match.log == before
                s.act(s.game.legal_actions(s.state)[-1].id)
            s.act(s.game.legal_actions(s.state)[0].id)


def test_nothing_is_undone_while_looking_at_the_history():
    s2 = session()
    play_first_actions(s2, 3)
    s2.step_history("prev")
    assert s2.undoable() == 0


def test_both_games_hide_information_between_seats():
    for game_id in ("opera-magna", "luthier"):
        s = session(game_id)
        assert s.hides_between(0, 1)


def test_privacy_screen_when_the_next_human_is_not_the_one_on_screen():
    s = session()
    s.viewer = s.to_move()
    assert not s.needs_privacy()
    while s.to_move() == s.viewer:
        s.act(s.game.legal_actions(s.state)[0].id)
    assert s.needs_privacy()
    s.viewer = s.to_move()
    assert not s.needs_privacy()


def test_no_privacy_screen_for_a_bot_nor_for_the_first_screen():
    s = session(seats=(HUMAN, BOT))
    assert not s.needs_privacy()  # nobody on screen yet
    s.viewer = 0
    for _ in range(30):
        if s.is_bot(s.to_move()):
            assert not s.needs_privacy()
            s.act(s.bot_action().id)
        else:
            assert not s.needs_privacy()
            s.act(s.game.legal_actions(s.state)[0].id)


def test_history_steps_first_previous_next_last_and_back_to_the_present():
    s = session()
    play_first_actions(s, 5)
    s.step_history("prev")
    assert s.viewing == 4
    assert s.game.to_json(s.history_state()) == s.game.to_json(replay(s.match, upto=4))
    s.step_history("first")
    assert s.viewing == 0
    s.step_history("prev")
    assert s.viewing == 0
    s.step_history("next")
    assert s.viewing == 1
    s.step_history("3")
    assert s.viewing == 3
    s.step_history("last")
    assert s.viewing is None
    s.step_history("2")
    s.step_history("present")
    assert s.viewing is None and len(s.match.log) == 5


def test_the_score_chart_points_start_at_zero_and_end_with_the_final_scores():
    s = session()
    while not s.is_over():
        s.act(s.game.legal_actions(s.state)[0].id)
    points = s.score_rounds()
    assert points[0][0] == 0
    assert points[-1][1] == [score.total for score in sorted(s.scores(), key=lambda x: x.seat)]
    rounds = [r for r, _ in points[1:]]
    assert rounds == sorted(set(rounds)) and rounds[-1] == s.game.round(s.state)


def test_the_session_screen_seat_is_the_human_to_move_else_the_last_one_shown():
    s = session(seats=(BOT, HUMAN))
    assert s.screen_seat() == 1
    s.viewer = 1
    assert s.screen_seat() == 1
    game = get_game("opera-magna")
    assert s.game is game


def test_the_log_kept_while_playing_and_undoing_equals_the_log_read_from_the_record():
    s = session("luthier")
    s.log()
    for turn in range(60):
        s.act(s.game.legal_actions(s.state)[turn % 2 and -1].id)
        if s.undoable() and turn % 3 == 0:
            s.undo()
    fresh = Session("id", s.match, replay(s.match))
    assert s.log() == fresh.log()


def test_a_hot_seat_game_opened_from_a_save_or_link_starts_behind_the_privacy_screen():
    s = session()
    play_first_actions(s, 3)
    s.cover_on_open()
    assert s.needs_privacy()
    with_bot = session(seats=(HUMAN, BOT))
    with_bot.cover_on_open()
    assert with_bot.viewer is None and not with_bot.needs_privacy()


# ---- issue 14: a decision with one legal action is taken for the player ---------------------------

def greedy_until(s: Session, found, limit: int = 3000):
    """Play the greedy bot for every seat until `found(s)` (the viewer follows the player to move)."""
    from pycore.bots import get_bot
    from pycore.engine.rng import Rng

    for _ in range(limit):
        if s.is_over():
            break
        s.viewer = s.to_move()
        if found(s):
            return s
        s.act(get_bot("greedy")(s.game, s.state, Rng.from_seed(len(s.match.log))).id)
    raise LookupError("no such position")


def only(s: Session, prefix: str) -> bool:
    legal = s.game.legal_actions(s.state)
    return len(legal) == 1 and legal[0].id.startswith(prefix)


def test_keep_it_for_later_when_keeping_is_the_only_choice_is_taken_for_the_player():
    """Luthier asked "complete it now or keep it" after every card taken at Perform or Repair, even when
    keeping was the only choice: that decision is now taken for the player (the shell says so)."""
    s = greedy_until(session("luthier", (HUMAN,), seed=0), lambda s: s.state.decisions[0].kind == "now" and only(s, "keep"))
    action = s.forced_action()
    assert action is not None and action.id == s.game.legal_actions(s.state)[0].id


def test_an_only_choice_that_draws_or_reveals_is_left_to_the_player():
    """Passing (the turn ends: the next cards are revealed) is the only choice at times, yet not taken."""
    def sealing_only_choice(s: Session) -> bool:
        legal = s.game.legal_actions(s.state)
        if len(legal) != 1:
            return False
        trial = s.game.clone(s.state)
        s.game.apply(trial, legal[0].id)
        return s.game.undo_barrier(trial) != s.game.undo_barrier(s.state)

    s = greedy_until(session("luthier", (HUMAN,), seed=0), sealing_only_choice)
    assert s.forced_action() is None


def test_another_players_only_choice_is_not_taken_on_your_screen():
    s = greedy_until(session(seed=0), lambda s: only(s, "end"))
    assert s.forced_action() is not None
    s.viewer = 1 - s.to_move()  # hot-seat: the screen still shows the other player
    assert s.forced_action() is None
    s.viewer, s.viewing = s.to_move(), 0  # looking at the history: nothing is played
    assert s.forced_action() is None


def test_against_bots_undo_takes_back_your_last_action_with_the_bots_answers_in_both_games():
    """Issue 31, item 7: each Luthier placement ends the turn (a seal) and the bots answer at once, so a misplaced
    chip could never be taken back. With no other human at the table, nobody else has seen it: Undo takes back
    your last action, sealed or not, with the bots' actions after it, while they answer or once they have."""
    for game_id in ("luthier", "opera-magna"):
        s = session(game_id, seats=(HUMAN, BOT, Seat(name="Bi", kind="bot", bot="greedy")))
        answered = 0
        while answered < 3:
            if s.is_bot(s.to_move()):
                s.act(s.bot_action().id)
                continue
            before = (list(s.match.log), s.game.to_json(s.state))
            s.act(s.game.legal_actions(s.state)[0].id)
            sealed = s.match.log[-1].sealed
            while s.is_bot(s.to_move()) and not s.is_over():
                s.act(s.bot_action().id)
            if not sealed or len(s.match.log) == len(before[0]) + 1:
                continue  # your own turn goes on: today's rule covers it
            assert s.undoable() == len(s.match.log) - len(before[0])
            s.undo()
            assert (s.match.log, s.game.to_json(s.state)) == before and s.to_move() == 0
            s.act(s.game.legal_actions(s.state)[0].id)
            answered += 1


def test_with_another_human_at_the_table_a_sealed_action_stays_as_today():
    s = session("luthier", seats=(HUMAN, CY, BOT))
    while s.match.log == [] or not s.match.log[-1].sealed or s.match.log[-1].seat != 0:
        s.act(s.game.legal_actions(s.state)[0].id)
    assert s.undoable() == undoable_steps(s.match, s.state) == 0
