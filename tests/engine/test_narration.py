"""The narration kernel (pycore/engine/narration.py): events said by the rules, their deltas,
what each viewer receives, and the words of both games for their actions."""

from pycore.engine import Rng, get_game
from pycore.engine.narration import Event, Telling, collecting, counter_changes, events_for, narrate, note, say, sum_deltas

TELLING = Telling(
    {"gain": "{who:player} gains {changes:plain}", "draw": ("{who:player} draws a card", "{who:player} draws {card}")},
    {"player": ["Ada", "Bo"].__getitem__, "plain": lambda c: ", ".join(f"{n} {k}" for k, n in c.items())},
    lambda seat, counter: f"p{seat}:{counter}",
)


def test_an_event_takes_the_changes_noted_since_the_last_one_as_its_deltas_and_pieces():
    with collecting(TELLING) as story:
        note(0, "gold", 2)
        note(0, "gold", 1)
        say(0, "gain", ("chest",), who=0)
        say(1, "gain", who=1)
    first, second = story.events
    assert (first.text, dict(first.deltas), first.pieces) == ("Ada gains 3 gold", {0: {"gold": 3}}, ("chest", "p0:gold"))
    assert (second.text, second.deltas) == ("Bo gains ", {})


def test_an_aside_leaves_the_changes_to_the_event_that_follows():
    with collecting(TELLING) as story:
        note(1, "gold", -4)
        say(1, "draw", (), {"card": "the Oboe"}, aside=True, who=1)
        say(1, "gain", who=1)
    drawn, paid = story.events
    assert drawn.deltas == {} and paid.deltas == {1: {"gold": -4}}


def test_a_hidden_card_is_named_to_its_owner_only_never_to_others_or_the_spectator():
    with collecting(TELLING) as story:
        say(1, "draw", (), {"card": "the Oboe"}, ("hand:oboe",), who=1)
    (event,) = story.events
    assert event.for_viewer(1).text == "Bo draws the Oboe" and event.for_viewer(1).pieces == ("hand:oboe",)
    for viewer in (0, None):
        assert event.for_viewer(viewer).text == "Bo draws a card" and event.for_viewer(viewer).pieces == ()


def test_outside_a_collection_the_rules_say_nothing_and_pay_nothing():
    note(0, "gold", 5)
    say(0, "no such template")  # never formatted: no collection is open


def test_deltas_add_up_per_seat_and_zeros_are_left_out():
    events = [Event(0, "a", deltas={0: {"vp": 2}}), Event(0, "b", deltas={0: {"vp": -2, "wood": 1}})]
    assert sum_deltas(events) == {0: {"wood": 1}}
    assert counter_changes({0: {"vp": 3, "wood": 1}}, {0: {"vp": 3, "wood": 2}}) == {0: {"wood": 1}}
    assert Event(0, "a", ("x",), {0: {"vp": 1}}).to_json() == {"seat": 0, "text": "a", "pieces": ["x"], "deltas": {"0": {"vp": 1}}}


def test_opera_magna_a_missing_good_costs_a_certificate_then_a_vp_and_says_so():
    """Issue 13's example: paying a City's Cost Area with a good missing."""
    game = get_game("opera-magna")
    state = game.new_game(["Ada", "Bo"], 3, {"board": "base"})
    chooser = Rng.from_seed(1)
    texts: list[str] = []
    while not any("lacks 1" in t for t in texts):
        texts = [e.text for e in narrate(game, state, chooser.choice(game.legal_actions(state)))]
    assert any(t.startswith(("Ada lacks 1", "Bo lacks 1")) and ("Certificate" in t or "VP" in t) for t in texts)
    assert any(" activates: " in t and " pays " in t for t in texts)
    assert any(" profit: " in t and " gains " in t for t in texts)


def test_luthier_a_face_down_chip_is_a_chip_to_others_and_numbered_to_its_owner():
    game = get_game("luthier")
    state = game.new_game(["Ada", "Bo"], 4, {})
    while not game.legal_actions(state)[0].id.startswith("place:"):
        narrate(game, state, game.legal_actions(state)[-1])
    seat = game.to_move(state)
    action = next(a for a in game.legal_actions(state) if a.id.startswith("place:chip"))
    number = action.id.split(":")[1][4:]
    (placed, *_) = [e for e in narrate(game, state, action) if "face down" in e.text]
    assert f"#{number}" in placed.for_viewer(seat).text
    for viewer in (1 - seat, None):
        assert "a chip face down" in placed.for_viewer(viewer).text and "#" not in placed.for_viewer(viewer).text
    assert events_for([placed], None)[0].text == placed.text


def test_cli_play_json_has_steps_and_counters_that_add_up(capsys):
    """`play --json`: every step's events per viewer; start + the deltas of a seat's events = end."""
    import json

    from pycore.cli import main

    assert main(["play", "--game", "luthier", "--players", "2", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [s["action"] for s in out["steps"]] == out["actions"]
    for viewer in ("spectator", "0", "1"):
        total = {seat: dict(c) for seat, c in out["start_counters"].items()}
        for step in out["steps"]:
            for event in step["events"][viewer]:
                assert set(event) == {"seat", "text", "pieces", "deltas"}
                for seat, deltas in event["deltas"].items():
                    for counter, change in deltas.items():
                        total[seat][counter] += change
        assert total == out["end_counters"]


def test_cli_play_narrate_prints_what_every_action_did(capsys):
    from pycore.cli import main

    assert main(["play", "--game", "opera-magna", "--players", "2", "--seed", "3", "--narrate"]) == 0
    out = capsys.readouterr().out
    assert "Bruno moves a Merchant from their supply to" in out and " activates: " in out and "Round 9 begins" in out


def test_luthier_specialists_drawn_are_named_to_their_owner_only():
    """Two specialists drawn to choose from: the owner reads their names, the others "2 specialists";
    the one put back under the deck stays unnamed to the others too."""
    game = get_game("luthier")
    state = game.new_game(["A", "B"], 5, {})
    chooser = Rng.from_seed(5)
    while True:
        events = narrate(game, state, chooser.choice(game.legal_actions(state)))
        drawn = [e for e in events if e.owner_text and " to choose from" in e.owner_text]
        if drawn:
            break
    (event,) = drawn
    names = event.owner_text.split(" draws ")[1].removesuffix(" to choose from").split(" and ")
    assert len(names) == 2 and all(n in event.for_viewer(event.seat).text for n in names)
    for viewer in (1 - event.seat, None):
        assert not any(n in event.for_viewer(viewer).text for n in names)
    keep = next(a for a in game.legal_actions(state) if a.id.startswith("specialist:"))
    (kept,) = narrate(game, state, keep)
    back = [n for n in names if n not in kept.for_viewer(None).text]
    assert back and all(n not in kept.for_viewer(1 - kept.seat).text for n in back)
    assert all(n in kept.for_viewer(kept.seat).text for n in names)
