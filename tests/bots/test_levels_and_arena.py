"""Bot levels in one registry (issue 15), old names kept, and the arena command."""

from __future__ import annotations

import pytest

from pycore.arena import LEGEND, run_arena, wilson
from pycore.bots import BOTS, LEVELS, get_bot, known_bots
from pycore.bots.simple import EASY_WEIGHTS, greedy_bot, normal_bot, normal_ranking
from pycore.cli import main
from pycore.engine import IllegalAction, get_game
from pycore.engine.rng import Rng


def test_levels_easy_normal_hard_expert_and_the_old_names_random_and_greedy_are_known():
    assert list(LEVELS) == ["easy", "normal", "hard", "expert"]
    assert set(known_bots()) == {"easy", "normal", "hard", "expert", "greedy", "random"}
    assert BOTS["greedy"] is greedy_bot and BOTS["normal"] is normal_bot  # greedy plays as it always did
    with pytest.raises(IllegalAction, match="Unknown bot 'genius'"):
        get_bot("genius")


def test_easy_picks_one_of_normals_best_moves_and_not_always_the_best():
    game = get_game("luthier")
    state = game.new_game(["Ada", "Bo"], 4)
    picks, best = 0, 0
    for seed in range(40):
        if len(game.legal_actions(state)) >= len(EASY_WEIGHTS):
            top = normal_ranking(game, state, Rng.from_seed(seed))  # in the deal Easy sees
            choice = get_bot("easy")(game, state, Rng.from_seed(seed))
            assert choice in top[: len(EASY_WEIGHTS)]
            picks, best = picks + 1, best + (choice == top[0])
        game.apply(state, get_bot("normal")(game, state, Rng.from_seed(seed)))
    assert picks >= 5 and 0 < best < picks


def test_luthiers_normal_follows_the_builders_plan_where_it_has_one():
    # issue 30: Normal finishes instruments; the plan's move, in the deal Normal sees, is the move it plays
    game = get_game("luthier")
    state = game.new_game(["Ada", "Bo"], 4)
    planned_moves = 0
    for seed in range(60):
        if game.is_over(state):
            break
        world = game.determinize(state, game.to_move(state), Rng.from_seed(seed))
        planned = game.scripted_move(world, game.legal_actions(world))
        choice = get_bot("normal")(game, state, Rng.from_seed(seed))
        if planned is not None and len(game.legal_actions(state)) > 1:
            assert choice.id == planned.id
            planned_moves += 1
        else:
            assert choice.id in {a.id for a in game.sound_moves(state, game.legal_actions(state))}
        game.apply(state, choice)
    assert planned_moves >= 5


def test_normal_and_easy_play_opera_magna_by_the_heuristic_alone_as_before():
    # Opera Magna has no plan and no wasteful moves: Normal is greedy in a fresh deal, Easy among its best three
    game = get_game("opera-magna")
    state = game.new_game(["Ada", "Bo"], 5)
    for seed in range(20):
        ranked = normal_ranking(game, state, Rng.from_seed(seed))
        world = game.determinize(state, game.to_move(state), Rng.from_seed(seed))
        assert [a.id for a in ranked] == [a.id for a in sorted(
            game.legal_actions(world), key=lambda a: -game.heuristic(game.branch(world, a), game.to_move(state)))]
        game.apply(state, get_bot("normal")(game, state, Rng.from_seed(seed)))


def test_cli_play_accepts_the_levels(capsys):
    assert main(["play", "--game", "opera-magna", "--players", "2", "--seed", "3", "--bots", "hard,easy"]) == 0
    assert "Ada" in capsys.readouterr().out
    assert main(["play", "--game", "luthier", "--players", "2", "--seed", "3", "--bots", "expert,normal"]) == 0
    assert "Ada" in capsys.readouterr().out


def test_arena_rotates_seats_and_counts_every_seat_game():
    game = get_game("luthier")
    tally = run_arena(game, ["Ada", "Bo"], ["normal", "easy"], 2, 7)
    assert [r.seats for r in tally.bots.values()] == [2, 2]
    assert sum(r.firsts for r in tally.bots.values()) >= 2  # someone wins each game (ties: both)
    assert all("instruments finished" in r.measures for r in tally.bots.values())


def test_arena_counts_each_place_in_the_turn_order_whoever_sat_there():
    """The seat that plays first is the game's to say (Luthier draws it at setup, R1): each game's first player
    is counted once as playing 1st, and the wins of each place add up to the bots' wins."""
    game = get_game("luthier")
    tally = run_arena(game, ["Ada", "Bo"], ["normal", "easy"], 4, 11)
    assert [r.seats for r in tally.turns] == [4, 4]
    assert sum(r.firsts for r in tally.turns) == sum(r.firsts for r in tally.bots.values())
    assert sum(r.points for r in tally.turns) == sum(r.points for r in tally.bots.values())
    firsts = [game.observation(game.new_game(["Ada", "Bo"], 11 + i), None)["turn_order"][0] for i in range(4)]
    assert len(set(firsts)) == 2  # these seeds draw both seats first, so seat and place differ


def test_arena_command_prints_first_places_with_an_interval_and_the_measures(capsys):
    code = main(["arena", "--game", "opera-magna", "--players", "2", "--bots", "normal,easy", "--games", "2", "--seed", "1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "normal: first" in out and "easy: first" in out and "95%" in out
    assert "Buildings completed" in out and "Opera tokens placed" in out and "mean score" in out
    assert LEGEND in out  # what each column means, once above the lines


def test_arena_progress_prints_the_tally_after_every_game(capsys):
    code = main(["arena", "--game", "opera-magna", "--players", "2", "--bots", "normal,easy", "--games", "2",
                 "--seed", "1", "--progress"])
    out = capsys.readouterr().out
    assert code == 0
    assert "1 games\n" in out and "2 games\n" in out
    assert out.count("normal: first") == 2 and out.count(LEGEND) == 1


def test_arena_refuses_unknown_bots_and_no_games_in_a_players_words(capsys):
    assert main(["arena", "--game", "luthier", "--bots", "hard,genius", "--games", "2"]) == 2
    assert main(["arena", "--game", "luthier", "--bots", "hard", "--games", "0"]) == 2
    assert "Unknown bot 'genius'" in capsys.readouterr().err


def test_wilson_interval():
    low, high = wilson(8, 10)
    assert (round(low, 3), round(high, 3)) == (0.490, 0.943)
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("levels", [["hard", "easy"], ["expert", "normal"], ["greedy", "random"]])
def test_links_and_saves_keep_the_bot_levels_new_and_old_and_the_bots_play_on(levels):
    from pycore.engine.link import decode_link, encode_link
    from pycore.engine.match import make_seat, new_match, play, replay
    from pycore.engine.save import load_save, save_text

    match = new_match("luthier", [make_seat("Ada", "bot", levels[0]), make_seat("Bo", "bot", levels[1])], 9)
    state = replay(match)
    for _ in range(3):
        seat = get_game("luthier").to_move(state)
        action = get_bot(match.seats[seat].bot)(get_game("luthier"), state, Rng.from_seed(1))
        match, state = play(match, state, action.id)
    linked, _ = decode_link(encode_link(match))
    saved, _ = load_save(save_text(match, state, "2026-12-01T00:00:00+00:00"))
    for again in (linked, saved):
        assert [s.bot for s in again.seats] == levels and again.log == match.log


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert", "greedy"])
def test_a_bot_asked_for_a_move_in_a_finished_game_says_so(level):
    game = get_game("opera-magna")
    state = game.new_game(["Ada", "Bo"], 2)
    state.phase = "over"
    with pytest.raises(IllegalAction, match="The game is over"):
        get_bot(level)(game, state, Rng.from_seed(1))
