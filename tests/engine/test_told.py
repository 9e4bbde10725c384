"""The check that every visible change is told (pycore/engine/told.py), on small hand-made observations:
what counts as told, what a derived path needs, and what it refuses."""

from pycore.engine.narration import Event
from pycore.engine.told import Asked, Derived, Piece, Said, flatten, untold

OBSERVED = {
    "round": Said("round"),
    "to_move": Asked("the prompt"),
    "players.*.gold": Piece("p{0}:gold"),
    "players.*.cards.#": Piece("p{0}:cards"),
    "players.*.cards.*": Piece("p{0}:cards"),
    "players.*.total": Derived(("players.{0}.gold",), "the gold is the score"),
    "sites.*.tokens.#": Piece("site:{name}"),
    "sites.*.tokens.*": Piece("site:{name}"),
    "chips.#": Derived(("chips.*.*",), "the chips listed"),
    "chips.*.*": Piece("place:{where}"),
}


def obs(gold=(1, 2), total=(1, 2), cards=((), ()), tokens=0, round_=1, to_move=0, chips=()):
    return {
        "round": round_, "to_move": to_move,
        "players": [{"gold": g, "total": t, "cards": list(c)} for g, t, c in zip(gold, total, cards)],
        "sites": [{"name": "a1", "tokens": [0] * tokens}],
        "chips": [{"n": n, "where": w} for n, w in chips],
    }


def said(*pieces, key="x"):
    return [Event(None, "...", tuple(pieces), key=key)]


def test_lists_give_their_length_and_their_items_their_place_or_the_field_they_are_known_by():
    values, items = flatten({"a": [{"n": 7, "v": 1}], "b": ["x"]}, {"a": "n"})
    assert values == {("a", "#"): 1, ("a", "7", "n"): 7, ("a", "7", "v"): 1, ("b", "#"): 1, ("b", "0"): "x"}
    assert items[("a", "7", "v")] == {"n": 7, "v": 1}


def test_a_change_is_told_only_by_an_event_naming_its_piece():
    before, after = obs(), obs(gold=(1, 5), total=(1, 5))
    assert untold(OBSERVED, before, after, said("p1:gold")) == []
    assert untold(OBSERVED, before, after, said("p0:gold")) == ["players.1.gold changed: no event names ['p1:gold']"]


def test_a_piece_key_may_name_a_field_of_the_list_item_the_path_lies_in():
    assert untold(OBSERVED, obs(), obs(tokens=1), said("site:a1")) == []
    assert untold(OBSERVED, obs(), obs(tokens=1), said("site:b2"))


def test_a_change_without_a_piece_is_told_by_an_event_of_its_kind():
    assert untold(OBSERVED, obs(), obs(round_=2), said(key="round")) == []
    assert untold(OBSERVED, obs(), obs(round_=2), said(key="turn"))


def test_the_prompt_is_asked_not_told():
    assert untold(OBSERVED, obs(), obs(to_move=1), []) == []


def test_a_derived_path_may_change_only_with_one_of_its_sources():
    assert untold(OBSERVED, obs(), obs(gold=(3, 2), total=(3, 2)), said("p0:gold")) == []
    problems = untold(OBSERVED, obs(), obs(total=(0, 2)), [])
    assert problems == ["players.0.total changed (players.*.total): none of ('players.{0}.gold',) did"]


def test_a_path_no_pattern_declares_is_refused():
    after = obs()
    after["secret"] = 1
    assert untold(OBSERVED, obs(), after, []) == ["secret changed: no pattern in OBSERVED declares it"]


def test_an_item_taken_out_of_a_list_known_by_a_field_leaves_the_others_unchanged():
    before, after = obs(chips=((1, "salon"), (2, "guild"))), obs(chips=((2, "guild"),))
    assert untold(OBSERVED, before, after, said("place:salon"), {"chips": "n"}) == []
    # by place, the Guild's chip would seem to move into the Salon's slot: an untold change at the Guild
    assert untold(OBSERVED, before, after, said("place:salon"))
