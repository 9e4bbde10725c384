"""CLI: `link <play arguments>` prints the fragment of a whole bot game; `replay '<link>' [--json]`
validates it and prints the final scores or the position reached, or an error with exit status 2."""

import json

from pycore.cli import main
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import Seat, new_match, play, replay
from toy_game import GAME

PLAY_ARGS = ["--game", "toy", "--players", "3", "--seed", "12", "--bots", "greedy,random", "--option", "rounds=3"]


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_link_prints_the_fragment_of_the_same_game_that_play_plays(capsys):
    status, out, _ = run(capsys, "link", *PLAY_ARGS)
    assert status == 0 and out.startswith("#")
    match, state = decode_link(out.strip())
    assert GAME.is_over(state)
    _, played, _ = run(capsys, "play", *PLAY_ARGS, "--json")
    played = json.loads(played)
    assert [step.action for step in match.log] == played["actions"]
    assert [seat.bot for seat in match.seats] == ["greedy", "random", "random"]
    assert [s.total for s in GAME.scores(state)] == played["scores"]


def test_replay_prints_the_final_scores_as_json(capsys):
    _, fragment, _ = run(capsys, "link", *PLAY_ARGS)
    status, out, _ = run(capsys, "replay", "https://atelier.example/#" + fragment.strip()[1:], "--json")
    result = json.loads(out)
    assert status == 0
    assert (result["status"], result["turn"], result["players"]) == ("over", None, ["Ada", "Bruno", "Chiara"])
    assert [s["total"] for s in result["scores"]] == [s.total for s in GAME.scores(decode_link(fragment)[1])]


def test_replay_of_an_unfinished_game_tells_the_position_reached(capsys):
    match = new_match("toy", [Seat(name="Ada"), Seat(name="Bo")], seed=3)
    state = replay(match)
    for action in ["add:1", "end", "add:2"]:
        match, state = play(match, state, action)
    status, out, _ = run(capsys, "replay", encode_link(match))
    assert status == 0
    assert "3 actions: round 1, Bo to move" in out


def test_replay_of_a_bad_link_is_a_clear_error_with_status_2(capsys):
    _, fragment, _ = run(capsys, "link", *PLAY_ARGS)
    mangled = fragment.strip()[:-3]
    status, out, err = run(capsys, "replay", mangled)
    assert status == 2 and out == ""
    assert err.startswith("error: This link is damaged or incomplete")
