"""What one tap asks of the rules (issue 12), counted on the app's real controller with the fake glue: an
action tap computes the new step's legal actions once (none when a bot moves next), encodes the link once
and each shown seat's observation once; a selection tap (nothing played) asks the rules nothing and writes
no save. Before, an action tap asked `legal_actions` 2 to 4 times (session, match, table, only-choice
check) and encoded the link twice; a selection tap asked `legal_actions` and `observation` twice each.
Figures: docs/performance.md ("What a tap asks of the rules"), from tools/bench_taps.py."""

import pytest

from pycore.engine.match import make_seat, new_match, replay
from pycore.engine.save import save_text

from app.storage import SAVE_PREFIX, MemoryStore
from fakes import FakePage, shell_app, your_taps

RULES = ("legal_actions", "observation", "scores", "apply", "encode_link", "saves written")


def taps_against_a_bot(game_id: str, count: int):
    kv = MemoryStore()
    match = new_match(game_id, [make_seat("Ada"), make_seat("Cy", "bot", "normal")], 7)
    kv.set(SAVE_PREFIX + "g", save_text(match, replay(match), "2026-12-01T00:00:00+00:00"))
    page = FakePage()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:g")
    return list(your_taps(app, page, count))


@pytest.mark.parametrize("game_id", ["opera-magna", "luthier"])
def test_an_action_tap_computes_the_legal_actions_the_link_and_the_observation_once(game_id):
    actions = [tap for tap in taps_against_a_bot(game_id, 30) if tap.action_id.startswith("act:")]
    assert len(actions) >= 8
    for tap in actions:
        calls = tap.calls
        forced = calls["apply"] - 1  # only-choice actions taken for you after yours, each a new step
        assert calls["legal_actions"] <= 1 + forced, tap
        assert calls["legal_actions"] >= (1 if tap.your_turn else 0), tap
        assert calls["encode_link"] == 1 and calls["saves written"] == 1, tap
        assert calls["observation"] == calls["observation of seat 0"] == 1, tap  # your table, once


@pytest.mark.parametrize("game_id", ["opera-magna", "luthier"])
def test_a_selection_tap_asks_the_rules_nothing_and_writes_no_save(game_id):
    selections = [tap for tap in taps_against_a_bot(game_id, 30) if tap.action_id.startswith("sel:")]
    assert selections
    for tap in selections:
        assert {key: tap.calls[key] for key in RULES} == dict.fromkeys(RULES, 0), tap


def test_a_hot_seat_tap_compares_the_two_seats_once_each_and_the_next_player_sees_theirs_from_it():
    kv = MemoryStore()
    match = new_match("luthier", [make_seat("Ada"), make_seat("Bo")], 4)
    kv.set(SAVE_PREFIX + "g", save_text(match, replay(match), "2026-12-01T00:00:00+00:00"))
    page = FakePage()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:g")
    taps = list(your_taps(app, page, 16))
    passed = [before for before, after in zip(taps, taps[1:]) if after.action_id == "privacy:" and before.action_id]
    assert passed, "no privacy screen in 16 taps"
    for tap in passed:  # the table hides: did the two seats' observations differ? each asked once
        assert tap.calls["observation of seat 0"] == tap.calls["observation of seat 1"] == 1, tap
    for tap in taps:
        assert all(n <= 1 for key, n in tap.calls.items() if key.startswith("observation of")), tap
        if tap.action_id == "privacy:":  # the next player's table uses the observation the check made
            assert tap.calls["observation"] == 0 and tap.calls["legal_actions"] <= 1, tap
