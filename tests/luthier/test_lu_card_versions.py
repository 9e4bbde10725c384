"""A rules version may add, remove or change cards, not only numbers (issue 28, `engine/versions.py`).

The worked example of docs/architecture.md ("Adding a card as a new rules version"): a toy version `lu-toy`,
defined here and nowhere else, is the newest data with one more instrument. Its games deal that instrument
(every card is somewhere, exactly once: `invariants.problems`); the games of the versions the app plays do
not, before or after, and none of their numbers moved.
"""

import copy

from pycore.engine import Rng, get_game
from pycore.engine.versions import components_data, rules_over
from pycore.luthier import components
from pycore.luthier.invariants import problems

TOY = "lu-toy"
# Not a starter (craft requirement 1): it goes into the shuffled instrument deck (setup, R1).
VIOL = {"id": "I37", "name": "Toy bass viol", "type": "string", "era": "baroque", "rare": False,
        "rough_cost": {"animal": 1, "wood": 2, "metal": 0}, "finish_cost": {"animal": 1, "wood": 0, "metal": 0},
        "craft_req": 1, "mastery": 2, "prestige": 2, "on_complete": None}


def toy_game():
    """Luthier under `lu-toy`: the newest components data with VIOL added to the instruments."""
    data = copy.deepcopy(components_data("pycore.luthier"))
    data["instruments"].append(VIOL)
    return rules_over(get_game("luthier"), TOY, data)


def played(game, seed, players=2):
    """A game of `game`'s version, random legal moves to its end, the invariants checked after each."""
    state = game.new_game(["Ada", "Bo", "Cy", "Di"][:players], seed, None)
    chooser, seen = Rng.from_seed(seed), set()
    assert game.problems(state) == []
    while not game.is_over(state):
        seen.add("I37" in game.to_json(state))
        legal = game.legal_actions(state)
        state = game.apply(state, legal[chooser.below(len(legal))])
        assert game.problems(state) == [], game.problems(state)
    return state, seen


def test_a_version_that_adds_a_card_deals_it_and_plays_to_the_end():
    game = toy_game()
    assert game.info.rules_version == TOY and game.info.earlier_rules_versions == ("lu-2", "lu-3", "lu-4")
    state, seen = played(game, seed=4)
    assert seen == {True}, "the added instrument is in the game from its setup to its end"
    assert len(game.scores(state)) == 2


def test_the_versions_the_app_plays_keep_their_cards_beside_a_version_with_one_more():
    toy_game()  # defined, and its numbers put in and taken out by its games' calls
    played(toy_game(), seed=4, players=3)
    assert "I37" not in components.INSTRUMENTS and "I37" not in [c["id"] for c in components._DATA["instruments"]]
    assert len(components.INSTRUMENTS) == 36
    for version in ("lu-2", "lu-4"):
        state, seen = played(get_game("luthier", version), seed=4)
        assert seen == {False}
    assert problems(get_game("luthier").new_game(["Ada", "Bo"], 4, None)) == []
