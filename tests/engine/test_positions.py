"""Positions (docs/positions.md): the hand-written examples load; a broken position, or an impossible
save (`from_json`), is refused naming what is wrong; what can be derived is filled in; the CLI prints
a link's position and checks a file. Round trips over whole games: tests/engine/test_conformance.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pycore.cli import main
from pycore.engine import BadLink, get_game
from pycore.engine.link import decode_link
from pycore.engine.position import load_position, position_text
from pycore.luthier.components import INSTRUMENTS
from pycore.opera_magna.components import BUILDINGS

DOC = Path(__file__).parents[2] / "docs" / "positions.md"
OM, LU = get_game("opera-magna"), get_game("luthier")


def doc_examples() -> dict[str, dict]:
    """The JSON examples of docs/positions.md, by game."""
    blocks = re.findall(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    examples = [json.loads(block) for block in blocks]
    return {example["game"]: example for example in examples}


def test_the_hand_written_examples_of_the_docs_load_and_play():
    examples = doc_examples()
    assert set(examples) == {"opera-magna", "luthier"}
    om = OM.from_position(examples["opera-magna"])
    assert OM.to_move(om) == 0 and "merchant:supply:pisa-cost" in [a.id for a in OM.legal_actions(om)]
    lu = LU.from_position(examples["luthier"])
    assert LU.to_move(lu) == 0 and "place:chip1:salon" in [a.id for a in LU.legal_actions(lu)]
    for game, state in ((OM, om), (LU, lu)):
        assert game.problems(state) == []
        game.apply(state, game.legal_actions(state)[0])
        assert game.to_json(game.from_position(game.position(state))) == game.to_json(state)


def test_what_a_position_leaves_out_is_filled_in():
    examples = doc_examples()
    om = OM.from_position(examples["opera-magna"])
    ada = om.players[0]
    assert (ada.refined, ada.stored, ada.merchants, ada.left) == ([0] * 4, [0] * 4, ["", "", ""], [[], [], []])
    assert sum(len(deck) for deck in om.building_decks) == len(BUILDINGS) - 4 - 6  # all but 4 in play, 6 on display
    assert [len(deck) for deck in om.decks] == [10, 2, 2, 2]  # dealt as at a 2-player setup
    lu = LU.from_position({**examples["luthier"], "players": [
        {**examples["luthier"]["players"][0], "ledger": {"patrons": 4, "repairs": 1}}, examples["luthier"]["players"][1]]})
    assert lu.players[0].prestige == 5  # the sum of its ledger
    assert lu.decks["patron"][0] == "PA08"  # the first deck A patron named nowhere
    assert lu.decks["instrument"][-1] == list(INSTRUMENTS)[-1]  # the last, at the bottom of its deck


def refused(game, data) -> str:
    with pytest.raises(BadLink) as error:
        game.from_position(data)
    return str(error.value)


def test_a_broken_position_is_refused_naming_what_is_wrong():
    om = doc_examples()["opera-magna"]
    ada = om["players"][0]
    assert "'players.0.raww' is not a field" in refused(OM, {**om, "players": [{**ada, "raww": [1] * 4}, om["players"][1]]})
    cert_below = refused(OM, {**om, "players": [{**ada, "raw": [9, 2, 2, 2]}, om["players"][1]]})
    assert "Ada (seat 0) has 9 Lead with the Lead Certificate on space 3" in cert_below
    assert "in two places at once: A01-l" in refused(OM, {**om, "market": ["A01-l", "A11-w", "A11-m", "A11-s"]})
    assert "unknown Trade Card id(s): Z99" in refused(OM, {**om, "market": ["Z99", "A11-w", "A11-m", "A11-s"]})
    assert "unknown phase 'lunch'" in refused(OM, {**om, "phase": "lunch"})
    assert "not of Opera Magna" in refused(OM, {**om, "game": "luthier"})
    lu = doc_examples()["luthier"]
    assert "space 9 of the reputation track" in refused(LU, {**lu, "players": [
        {**lu["players"][0], "tracks": {"reputation": 9, "performance": 0, "craft": 0}}, lu["players"][1]]})
    assert "owns 2 chips in round 1" in refused(LU, {**lu, "players": [
        {**lu["players"][0], "chips": [{"number": 1}, {"number": 3}]}, lu["players"][1]]})
    assert "'seed' is missing" in refused(LU, {"game": "luthier"})


@pytest.mark.parametrize("game", [OM, LU], ids=["opera-magna", "luthier"])
def test_a_save_of_an_impossible_state_is_refused(game):
    state = game.from_position(doc_examples()[game.info.id])
    data = json.loads(game.to_json(state))
    players = data["players"]
    if game is OM:
        players[0]["raw"], players[0]["cert"] = [9, 2, 2, 2], [3, 3, 3, 3]  # raw goods 9 with the certificate at 3
        duplicate, unknown = {**data, "market": [data["market"][1]] + data["market"][1:]}, {**data, "market": ["Z99"] + data["market"][1:]}
    else:
        players[0]["money"] = -1
        duplicate = {**data, "players": [{**players[1], "hand": players[0]["hand"]}, players[1]]}
        unknown = {**data, "market_card": "M99"}
    for bad, words in ((data, "impossible"), (duplicate, "in two places at once"), (unknown, "unknown")):
        with pytest.raises(BadLink, match=words):
            game.from_json(json.dumps(bad))


def test_load_position_picks_the_game_from_its_field():
    game, state = load_position(doc_examples()["luthier"])
    assert game is LU and state.players[1].name == "Bo"
    with pytest.raises(BadLink, match='"game" field'):
        load_position({"seed": 1})
    with pytest.raises(BadLink, match="Unknown game 'chess'"):
        load_position({"game": "chess"})


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("game_id", ["opera-magna", "luthier"])
def test_cli_prints_the_position_a_link_reaches_and_checks_it(capsys, tmp_path, game_id):
    _, fragment, _ = run(capsys, "link", "--game", game_id, "--players", "3", "--seed", "5")
    status, out, _ = run(capsys, "position", fragment.strip())
    _, state = decode_link(fragment.strip())
    game = get_game(game_id)
    assert status == 0 and json.loads(out) == game.position(state)
    assert out.strip() == position_text(game.position(state))
    written = tmp_path / "position.json"
    written.write_text(out)
    status, out, err = run(capsys, "position", "--check", str(written))
    assert status == 0 and "a possible" in out and "game over" in out and err == ""


def test_cli_check_exits_2_with_the_reason(capsys, tmp_path):
    example = doc_examples()["opera-magna"]
    example["players"][0]["vp"] = 0
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(example))
    status, out, err = run(capsys, "position", "--check", str(broken))
    assert status == 2 and out == ""
    assert err.startswith("error: This Opera Magna position is impossible: Ada (seat 0) has 0 VP: VP never drops below 1")
    not_json = tmp_path / "not.json"
    not_json.write_text("{players: ")
    assert run(capsys, "position", "--check", str(not_json))[0] == 2
    assert run(capsys, "position", "--check", str(tmp_path / "missing.json"))[2].startswith("error: Cannot read")
    assert run(capsys, "position", "#garbage")[0] == 2
