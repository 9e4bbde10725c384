"""Share links: header + actions coded as indices among the legal actions, entropy-coded in one
mixed-radix number, URL-safe, with a checksum; decoding replays and validates every action."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from pycore.engine import BadLink, registry
from pycore.engine.link import decode_link, encode_link, header_chars, information_bits
from pycore.engine.match import MAX_NAME_LENGTH, Seat, new_match, play, replay
from toy_game import GAME


def played(seats, seed, options, digits):
    """A toy match whose i-th action is the legal action number digits[i] (mod their count)."""
    match = new_match("toy", seats, seed, options)
    state = replay(match)
    for digit in digits:
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        match, state = play(match, state, legal[digit % len(legal)].id)
    return match, state


ADA_BO = [Seat(name="Ada"), Seat(name="Bo", kind="bot", bot="greedy", colour="#a03020")]


def test_a_link_round_trips_the_whole_match_and_its_position():
    match, state = played(ADA_BO, 99, {"rounds": "3"}, [3, 1, 0, 5, 4, 2, 2, 2, 0, 1] * 5)
    fragment = encode_link(match)
    decoded, decoded_state = decode_link(fragment)
    assert decoded == match
    assert GAME.to_json(decoded_state) == GAME.to_json(state)


def test_a_link_is_url_safe_text():
    match, _ = played([Seat(name="Zoë 🎻"), Seat(name="<img src=x onerror=alert(1)>")], 2**64 - 1, None, [4] * 30)
    fragment = encode_link(match)
    assert re.fullmatch(r"[A-Za-z0-9_-]+", fragment)
    assert decode_link(fragment)[0].seats[1].name == "<img src=x onerror=alert(1)>"


def test_the_whole_link_a_hash_fragment_or_a_wrapped_fragment_are_accepted():
    match, _ = played(ADA_BO, 3, None, [1, 2, 3])
    fragment = encode_link(match)
    wrapped = fragment[:10] + "\n " + fragment[10:]  # as a chat app may wrap it
    for text in (fragment, "#" + fragment, f"  http://localhost:8000/index.html#{fragment}\n", wrapped):
        assert decode_link(text)[0] == match


def test_the_actions_cost_the_information_bound_plus_a_few_bytes():
    match, _ = played(ADA_BO, 8, {"rounds": "3"}, list(range(200)))
    bound = information_bits(match)
    # header + 2 bytes of step count + the number (at most one spare byte) + 4 bytes of checksum
    allowance = header_chars(match) + (2 + 1 + 4) * 8 / 6 + 2
    assert any(step.choices == 1 for step in match.log)  # forced `end` steps are in there, for free
    assert len(encode_link(match)) <= bound / 6 + allowance


def test_a_mangled_character_is_caught():
    match, _ = played(ADA_BO, 3, None, [1, 2, 3, 4, 5])
    fragment = encode_link(match)
    for position in range(1, len(fragment)):
        swapped = "A" if fragment[position] != "A" else "B"
        with pytest.raises(BadLink):
            decode_link(fragment[:position] + swapped + fragment[position + 1:])


def test_a_truncated_link_is_refused():
    match, _ = played(ADA_BO, 3, None, [1, 2, 3, 4, 5])
    fragment = encode_link(match)
    for length in range(len(fragment)):
        with pytest.raises(BadLink):
            decode_link(fragment[:length])


def test_a_link_of_an_unknown_game_is_refused(monkeypatch):
    fragment = encode_link(played(ADA_BO, 3, None, [1])[0])
    monkeypatch.delitem(registry._MODULES, "toy")
    with pytest.raises(BadLink, match="game this app does not know \\('toy'\\)"):
        decode_link(fragment)


def test_a_link_from_other_rules_is_refused():
    match, _ = played(ADA_BO, 3, None, [1])
    with pytest.raises(BadLink, match="rules version 'toy-0'; this app plays version toy-1"):
        decode_link(encode_link(match.model_copy(update={"rules_version": "toy-0"})))


def test_a_link_from_a_newer_format_or_another_site_is_refused():
    fragment = encode_link(played(ADA_BO, 3, None, [1])[0])
    with pytest.raises(BadLink, match="newer version"):
        decode_link("3" + fragment[1:])  # "2" is the signed format (engine/signing.py)
    with pytest.raises(BadLink, match="not an Atelier game link"):
        decode_link("section-2")
    with pytest.raises(BadLink, match="no game"):
        decode_link("https://example.org/#")


def test_a_link_that_goes_on_after_the_end_is_refused():
    match, _ = played(ADA_BO, 3, {"rounds": "1"}, [5, 5])  # both players end: game over
    longer = match.model_copy(update={"log": [*match.log, match.log[-1]]})
    with pytest.raises(BadLink, match="after the game ended"):
        decode_link(encode_link(longer))


names = st.text(st.characters(exclude_categories=("C",)), min_size=1, max_size=MAX_NAME_LENGTH).filter(lambda n: n == n.strip())
seats = st.builds(
    lambda name, level, colour: Seat(name=name, kind="bot" if level else "human", bot=level, colour=colour),
    names, st.sampled_from([None, "random", "greedy"]), st.sampled_from([None, "red", "#00ff88"]),
)



@settings(max_examples=150, deadline=None)
@given(
    seats=st.lists(seats, min_size=1, max_size=4),
    seed=st.integers(0, 2**64 - 1),
    rounds=st.sampled_from(["1", "2", "3"]),
    digits=st.lists(st.integers(0, 10), max_size=80),
)
def test_any_match_round_trips_through_its_link(seats, seed, rounds, digits):
    match, state = played(seats, seed, {"rounds": rounds}, digits)
    decoded, decoded_state = decode_link(encode_link(match))
    assert decoded == match
    assert GAME.to_json(decoded_state) == GAME.to_json(state)


@pytest.mark.parametrize("level", ["zzz", "gpeedy"])
def test_a_link_with_a_bot_level_the_app_does_not_have_is_refused_when_decoded(level):
    # Made as a hand-edited or future app would: Seat's own check is bypassed to build it.
    match = new_match("toy", ADA_BO, seed=3)
    odd = match.model_copy(update={"seats": [ADA_BO[0], Seat.model_construct(name="Bo", kind="bot", bot=level)]})
    with pytest.raises(BadLink, match=f"^This link cannot be opened: Bo is a bot this app does not have \\('{level}'\\)\\.$"):
        decode_link(encode_link(odd))


def test_the_known_bot_levels_are_the_registrys_names_which_the_bots_play():
    # the kernel checks a seat's level against its registry's names (it never imports the bots); the bots
    # play exactly those
    from pycore import bots
    from pycore.engine.registry import BOT_NAMES

    assert tuple(bots.BOTS) == BOT_NAMES
    for level in BOT_NAMES:
        match = new_match("toy", [ADA_BO[0], Seat(name="Bo", kind="bot", bot=level)], seed=3)
        assert decode_link(encode_link(match))[0] == match
    with pytest.raises(ValidationError, match="a bot this app does not have"):
        Seat(name="Bo", kind="bot", bot="zzz")
