"""Learning (issue 17) as plain Python: the how-to-play screens of both games, the home screen's way in,
and the guided game around the table (only the scripted piece tappable, the bots' moves said, Hint,
the scoring explained at the end)."""

import re
from pathlib import Path

import pytest
from app.guide import bot_moves, render_guide, script_of, tappable
from app.home import render_home
from app.howto import render_howto, screen_for_phase, screens
from app.session import Session
from app.table import Screen, render_table, table_context
from app.views import table_view
from app.views.lu.taps import path as lu_path
from app.views.om.status import PHASES as OM_PHASES
from app.views.om.taps import action_path
from app.views.opera_magna import wants_by_position
from test_shell_screens import Page

from pycore.luthier.state import NEWEST
from pycore.engine import all_infos
from pycore.engine.match import play, replay
from pycore.bots.guided import hint, play_bots
from pycore.engine.tutorial import get_script
from pycore.luthier.state import Phase

TESTS = Path(__file__).resolve().parents[2] / "tests"
RULE_DIRS = {"opera-magna": "opera_magna", "luthier": "luthier"}
GAME_PHASES = {"opera-magna": set(OM_PHASES), "luthier": set(Phase.__args__)}
GAMES = list(RULE_DIRS)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_howto_screen_names_rule_tests_that_exist(game_id):
    for screen in screens(game_id):
        assert screen.tests, screen.key
        for name in screen.tests:
            file, _, test = name.partition("::")
            source = (TESTS / RULE_DIRS[game_id] / file).read_text()
            assert re.search(rf"def {re.escape(test)}\(", source), name


@pytest.mark.parametrize("game_id", GAMES)
def test_howto_has_the_goal_a_screen_per_phase_and_scoring(game_id):
    keys = [screen.key for screen in screens(game_id)]
    assert keys[0] == "goal" and keys[-2:] == ["scoring", "variants"]  # the variants after the base game
    explained = {phase for screen in screens(game_id) for phase in screen.phases}
    assert explained == GAME_PHASES[game_id]  # the table's "?" has a screen for every phase
    for phase in GAME_PHASES[game_id]:
        assert phase in screens(game_id)[screen_for_phase(game_id, phase)].phases


@pytest.mark.parametrize("game_id", GAMES)
def test_howto_screens_draw_the_games_pieces_with_back_next_and_no_test_names(game_id):
    """Issue 31: the screens list their rule tests for developers (`HowtoScreen.tests`), never to a player."""
    count = len(screens(game_id))
    for index in range(count):
        html = render_howto(game_id, "<b>Game</b>", index)
        page = Page(html)
        assert "b" not in page.tags and "style" not in html.lower().replace("data-", "")
        assert "Rules tested" not in page.all_text and "test_" not in html
        assert "svg" in page.tags  # the game's own SVG pieces
        assert f"howto:{game_id}:{index + 1}" in page.actions or index == count - 1
        assert "howto-close:" in page.actions
    assert render_howto(game_id, "G", 99) == render_howto(game_id, "G", count - 1)


def test_home_offers_how_to_play_and_a_guided_game_for_each_game():
    page = Page(render_home(all_infos(), "1"))
    for info in all_infos():
        assert f"howto:{info.id}:0" in page.actions and f"learn:{info.id}" in page.actions


def guided(game_id: str) -> Session:
    match = get_script(game_id).new_match()
    session = Session("t", match, replay(match))
    session.match, session.state = play_bots(session.match, session.state)
    return session


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scripts_pieces_are_the_ones_the_view_plays_its_action_with(game_id):
    session = guided(game_id)
    script = get_script(game_id)
    for step in script.steps:
        obs = session.game.observation(session.state, 0)
        move = session.game.find(session.state, step.action)
        keys = action_path(move, wants_by_position(obs)) if game_id == "opera-magna" else lu_path(move, obs)
        assert keys == step.highlight, step
        session.match, session.state = play(session.match, session.state, step.action)
        session.match, session.state = play_bots(session.match, session.state)


@pytest.mark.parametrize("game_id", GAMES)
def test_during_a_scripted_step_only_its_action_is_tappable_and_the_panel_says_it(game_id):
    session = guided(game_id)
    script = get_script(game_id)
    assert script_of(session.match) is script
    step = script.steps[0]
    ctx = table_context(session, Screen())
    assert [a.id for a in ctx.legal] == [step.action]
    html = render_table(session, Screen())
    assert f'data-expect="{step.action}"' in html
    assert "Step 1 of" in Page(html).all_text
    acts = {a[4:] for a in Page(table_view(game_id).render(ctx)).actions if a.startswith("act:")}
    assert acts <= {step.action}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_guided_steps_say_click_to_a_mouse_and_tap_to_a_finger(game_id):
    """Issue 14: say "click" with a mouse and "tap" on touch; the scripts are written with "Tap"."""
    session = guided(game_id)
    script = get_script(game_id)
    assert re.search(r"\btap\b", script.say(script.steps[0].text, script.steps[0].params), re.I), "the step names the gesture"
    for pointer, word, other in (("mouse", "click", "tap"), ("touch", "tap", "click")):
        text = Page(render_table(session, Screen(pointer=pointer))).all_text.lower()
        guide = text[text.index("step 1 of"):]
        assert re.search(rf"\b{word}\b", guide) and not re.search(rf"\b{other}\b", guide), (pointer, guide[:300])


def test_the_panel_says_what_the_bots_did_since_your_last_move():
    session = guided("opera-magna")  # the learner plays second: after the compensation, the bot's first turn
    session.match, session.state = play(session.match, session.state, get_script("opera-magna").steps[0].action)
    session.match, session.state = play_bots(session.match, session.state)
    moves = bot_moves(session)
    told = [line for entry in session.log()[1:] for line in entry.lines(0)]  # after the learner's first move
    assert moves and moves == told[-len(moves):]  # the narration's words, as the learner reads them, the latest
    assert any(line.startswith("Bruno ") for line in moves)
    assert moves[0] in Page(render_guide(session)).all_text


def component_ids(session: Session) -> set[str]:
    """The internal ids the game's actions name: cards, buildings, patrons, spaces ("A04-l", "PA03", "rough_bench")."""
    parts = {part for step in session.match.log for part in step.action.split(":")}
    return {part for part in parts if re.search(r"\d|_", part) and not part.isdigit()}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_bots_moves_are_told_in_players_words_without_a_component_id(game_id):
    session = guided(game_id)
    said = []
    while not session.is_over():
        said += bot_moves(session)
        session.match, session.state = play(session.match, session.state, hint(session.match, session.state).id)
        session.match, session.state = play_bots(session.match, session.state)
    ids = component_ids(session)
    assert said and len(ids) > 10
    for line in said:
        assert not [part for part in ids if re.search(rf"\b{re.escape(part)}\b", line)], line


def test_a_bots_face_down_chip_stays_unnamed_for_the_learner():
    session = guided("luthier")
    script = get_script("luthier")
    said = []
    for step in script.steps:
        said += bot_moves(session)
        session.match, session.state = play(session.match, session.state, step.action)
        session.match, session.state = play_bots(session.match, session.state)
    placed = [line for line in said if "places a chip face down" in line]
    assert placed and not any("#" in line for line in placed)  # its number is the bot's secret until revealed


def test_after_the_script_every_action_is_open_and_hint_picks_one_highlighted_alone():
    session = guided("luthier")
    script = get_script("luthier")
    for step in script.steps:
        session.match, session.state = play(session.match, session.state, step.action)
        session.match, session.state = play_bots(session.match, session.state)
    legal = session.game.legal_actions(session.state)
    assert tappable(session, legal) == legal
    assert 'data-action="hint:"' in render_guide(session)
    suggested = hint(session.match, session.state)
    assert [a.id for a in tappable(session, legal, suggested.id)] == [suggested.id]
    assert f"Hint: {suggested.label}" in Page(render_guide(session, suggested.label)).all_text


def test_the_end_of_a_guided_game_explains_the_scoring():
    session = guided("opera-magna")
    script = get_script("opera-magna")
    while not session.is_over():
        session.match, session.state = play(session.match, session.state, hint(session.match, session.state).id)
        session.match, session.state = play_bots(session.match, session.state)
    assert script.say(script.scoring) in Page(render_guide(session)).all_text


def test_a_game_with_other_seats_is_not_guided():
    from pycore.engine.match import Seat, new_match
    script = get_script("luthier")
    match = new_match("luthier", [Seat(name="You"), Seat(name="Bruno")], script.seed, dict(script.options))
    assert script_of(match) is None
    assert render_guide(Session("x", match, replay(match))) == ""


def test_undo_in_a_guided_game_takes_the_step_back():
    session = guided("luthier")
    script = get_script("luthier")
    for step in script.steps[:5]:  # up to the first instrument put on the roughing bench
        session.act(step.action)
        session.match, session.state = play_bots(session.match, session.state)
    assert "Step 6 of" in Page(render_guide(session)).all_text
    assert session.undoable() >= 1
    session.undo()
    assert "Step 5 of" in Page(render_guide(session)).all_text
    assert [a.id for a in table_context(session, Screen()).legal] == [script.steps[4].action]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_step_of_the_script_is_taken_for_the_learner_even_an_only_choice(game_id):
    """The shell takes an only choice for a player (issue 14), but not in a guided game's script: its steps
    are the learner's, each with its text (an only choice taken for them skipped a step and broke Undo)."""
    from app.guide import scripted

    session = guided(game_id)
    script = get_script(game_id)
    for step in script.steps:
        assert scripted(session)
        session.match, session.state = play(session.match, session.state, step.action)
        session.match, session.state = play_bots(session.match, session.state)
    assert not scripted(session)
    from pycore.engine.match import Seat, new_match

    plain = new_match(game_id, [Seat(name="You"), Seat(name="Bo")], script.seed, dict(script.options))
    assert not scripted(Session("p", plain, replay(plain)))  # a game that is not a tutorial


def test_each_luthier_location_says_what_it_does_where_a_howto_screen_first_names_it():
    """Issue 31: the how-to named the Salon, Guild, Perform, Repair and Balcony but never said what each does."""
    from app.views.lu.board import does

    from pycore.luthier.components import LOCATION_NAMES, MAIN_LOCATIONS

    texts = [Page(render_howto("luthier", "Luthier", index)).all_text for index in range(len(screens("luthier")))]
    for where in MAIN_LOCATIONS:
        first = next(text for text in texts if re.search(rf"\b{LOCATION_NAMES[where]}\b", text))
        assert does(NEWEST, where) in first, where


def test_the_first_om_step_names_who_plays_first_as_the_turn_order_does_and_explains_vp_and_points_now():
    """Issue 31: "You play second" while the seat badge showed 1; "5 VP, 9 points now" with neither explained.
    The step names the player the turn order puts first (never an ordinal a seat number could contradict),
    and both the step and the score line's own rules text (hover, hold) say what VP and points now are."""
    session = guided("opera-magna")
    script = get_script("opera-magna")
    first = session.names[session.game.observation(session.state, 0)["turn_order"][0]]
    said = script.say(script.steps[0].text, script.steps[0].params)
    assert said.startswith(f"{first} has the first turn") and "second" not in said
    assert "the 1 on your pieces only tells them from Bruno's 2" in said  # the seat's mark drawn on the pieces
    assert "VP is your points track" in said and "if the game ended now" in said
    score = re.search(r'data-key="score"><title>([^<]*)</title>', render_table(session, Screen()))
    assert score and "VP track" in score.group(1) and "if the game ended now" in score.group(1)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_guided_games_learner_named_you_is_never_told_in_the_third_person(game_id):
    """Issue 31, item 8: the learner's seat is named "You"; their own board reads "Your …", never "You's …"."""
    session = guided(game_id)
    text = Page(render_table(session, Screen())).all_text + render_table(session, Screen())  # labels too
    assert "You's" not in text and "You has" not in text and "You gains" not in text
    assert ("Your Shop Board" if game_id == "opera-magna" else "Your colour and shape") in text
