"""Earlier rules versions keep playing (issue 15, `engine/versions.py`): a save, a link or a replay made
with an earlier version opens, replays and plays on under that version's numbers; new games are the
newest; a version the app never had is refused in a player's words.

Opera Magna `om-4` and `om-5` differ in the Opera majority at 3 and 4 players (components.json,
"earlier_rules"): `om-4` awards 4 / 2 (3 players) and 4 / 2 / 1 (4 players), `om-5` 2 / 1. `om-5` and `om-6`
differ in the Trade Card decks at 4 players: `om-5` deals A 8, B 12 and C 4 / 4 / 4, `om-6` A 12, B 14 and
C 2 / 2 / 2.
"""

import json

import pytest

from pycore.engine import BadLink, IllegalAction, Rng, get_game, get_info, registry
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import Seat, game_of, new_match, play, replay
from pycore.engine.save import list_row, load_save, save_text
from pycore.engine.versions import components_data
from pycore.opera_magna import components
from pycore.opera_magna.components import TRADE_CARDS

WHEN = "2026-12-01T23:00:00Z"
SEATS = [Seat(name="Ada"), Seat(name="Bo"), Seat(name="Cy"), Seat(name="Di")]
MAJORITY = {"om-4": {"3": [4, 2], "4": [4, 2, 1]}, "om-5": {"3": [2, 1], "4": [2, 1]}}
MAJORITY["om-6"] = MAJORITY["om-5"]
C_CARDS_AT_4 = {"om-5": 12, "om-6": 6}  # Trade Cards of deck C in a 4-player game
# Each earlier version, with the player count at which it differs from the version after it.
EARLIER = [("om-4", 3), ("om-5", 4)]


OPTIONS = {"opera-magna": {"board": "base"}, "luthier": None}


def played(version, seed, steps=None, players=3, game_id="opera-magna"):
    """A match of `version` of the game, random moves from the start (to the end by default)."""
    match = new_match(game_id, SEATS[:players], seed, OPTIONS[game_id], version)
    state = replay(match)
    game, chooser = game_of(match), Rng.from_seed(seed)
    while not game.is_over(state) and (steps is None or len(match.log) < steps):
        legal = game.legal_actions(state)
        match, state = play(match, state, legal[chooser.below(len(legal))].id)
    return match, state


def majority(game, state):
    return [score.breakdown["Opera majority"] for score in sorted(game.scores(state), key=lambda s: s.seat)]


def tokens(state):
    return [sum(seat in site for site in state.tokens) for seat in range(len(state.players))]


def deck_c_cards(game, state):
    """How many Trade Cards of deck C the game has, wherever they are now (setup deals them once)."""
    text = game.to_json(state)
    return sum(f'"{card}"' in text for card, trade_card in TRADE_CARDS.items() if trade_card.deck == "C")


def test_new_games_are_of_the_newest_rules_version():
    assert new_match("opera-magna", SEATS, 1).rules_version == get_info("opera-magna").rules_version == "om-6"
    assert get_info("opera-magna").rules_versions == ("om-4", "om-5", "om-6")


def test_an_earlier_version_scores_the_opera_majority_with_its_own_numbers():
    match, state = played("om-4", seed=11)
    counts = tokens(state)
    first = max(range(3), key=counts.__getitem__)
    assert counts.count(counts[first]) == 1, "this seed's game has one clear leader on the Opera"
    assert majority(game_of(match), state)[first] == MAJORITY["om-4"]["3"][0] == 4
    newest = match.model_copy(update={"rules_version": "om-6"})  # the same moves under the newest numbers
    assert majority(game_of(newest), replay(newest))[first] == MAJORITY["om-6"]["3"][0] == 2


def test_an_earlier_version_deals_the_4_player_decks_with_its_own_numbers():
    match, state = played("om-5", seed=11, steps=60, players=4)
    assert deck_c_cards(game_of(match), state) == C_CARDS_AT_4["om-5"] == 12
    newest = match.model_copy(update={"rules_version": "om-6", "log": []})  # the same seed, newest numbers
    assert deck_c_cards(game_of(newest), replay(newest)) == C_CARDS_AT_4["om-6"] == 6


@pytest.mark.parametrize("version,players", EARLIER)
def test_an_older_version_save_opens_replays_and_accepts_moves_under_the_old_numbers(version, players):
    match, state = played(version, seed=11, steps=120, players=players)
    text = save_text(match, state, WHEN)
    assert list_row(text).problem is None  # listed as a game to continue, not as another version's
    loaded, loaded_state = load_save(text)
    assert loaded == match and loaded.rules_version == version
    game = game_of(loaded)
    assert game.info.rules_version == version and game.to_json(loaded_state) == game.to_json(state)
    chooser = Rng.from_seed(5)
    while not game.is_over(loaded_state):
        legal = game.legal_actions(loaded_state)
        loaded, loaded_state = play(loaded, loaded_state, legal[chooser.below(len(legal))].id)
    assert loaded.rules_version == version
    if players == 4:  # played to its end with the version's decks
        assert deck_c_cards(game, loaded_state) == C_CARDS_AT_4[version]
    again, again_state = load_save(save_text(loaded, loaded_state, WHEN))
    assert again == loaded and majority(game, again_state) == majority(game, loaded_state)


@pytest.mark.parametrize("version,players", EARLIER)
def test_an_older_version_link_opens_replays_and_plays_on(version, players):
    match, state = played(version, seed=23, steps=80, players=players)
    decoded, decoded_state = decode_link(encode_link(match))
    assert decoded == match and decoded.rules_version == version
    game = game_of(decoded)
    assert game.to_json(decoded_state) == game.to_json(state)
    move = game.legal_actions(decoded_state)[0].id
    further, _ = play(decoded, decoded_state, move)
    assert decode_link(encode_link(further))[0] == further


REPUTATION_AT_END = {"lu-2": [0, 0, 1, 2, 3, 5, 7, 9, 12], "lu-3": [0, 0, 0, 1, 1, 2, 3, 4, 6]}  # lu-4 kept lu-3's


def under(game, state):
    """The same position under `game`'s rules version (a state carries its version's components)."""
    return state.copy_state().play_under(game.components)


def carried_and_played_to_the_end(carried_by, version, seed, steps, players):
    """A Luthier game of `version` played `steps` steps at random, saved or linked, opened again, checked to be
    the same game of the same version, then played to its end: the game's rules and its final state."""
    match, state = played(version, seed=seed, steps=steps, players=players, game_id="luthier")
    if carried_by == "save":
        loaded, loaded_state = load_save(save_text(match, state, WHEN))
    else:
        loaded, loaded_state = decode_link(encode_link(match))
    assert loaded == match and loaded.rules_version == version
    game = game_of(loaded)
    assert game.info.rules_version == version and game.to_json(loaded_state) == game.to_json(state)
    chooser = Rng.from_seed(seed + 1)
    while not game.is_over(loaded_state):
        legal = game.legal_actions(loaded_state)
        loaded, loaded_state = play(loaded, loaded_state, legal[chooser.below(len(legal))].id)
    assert loaded.rules_version == version
    return game, loaded_state


@pytest.mark.parametrize("carried_by", ["save", "link"])
def test_a_luthier_lu_2_game_saved_or_linked_opens_replays_and_plays_on_under_lu_2s_numbers(carried_by):
    game, state = carried_and_played_to_the_end(carried_by, "lu-2", seed=31, steps=150, players=2)
    steps = [p.tracks["reputation"] for p in state.players]
    lu2_points = [score.breakdown["reputation"] for score in game.scores(state)]
    assert lu2_points == [REPUTATION_AT_END["lu-2"][step] for step in steps]
    newest = get_game("luthier")
    assert newest.info.rules_version == "lu-4"
    lu3_points = [score.breakdown["reputation"] for score in newest.scores(under(newest, state))]
    assert lu3_points == [REPUTATION_AT_END["lu-3"][step] for step in steps] != lu2_points


@pytest.mark.parametrize("carried_by", ["save", "link"])
def test_a_luthier_lu_3_game_at_4_players_saved_or_linked_plays_on_under_lu_3s_majorities(carried_by):
    game, state = carried_and_played_to_the_end(carried_by, "lu-3", seed=37, steps=200, players=4)
    # The majorities: each Orchestra section pays its first and second seat, lu-3's 6 and 3, lu-4's 4 and 2; each
    # award its first and second place, lu-3's 5 and 2, lu-4's 3 and 1 (ties split rounded down: at most that).
    majorities = {version: sum(score.breakdown["orchestra"] + score.breakdown["award ranking"]
                               for score in rules.scores(under(rules, state)))
                  for version, rules in {"lu-3": game, "lu-4": get_game("luthier")}.items()}
    sections = sum(any(p.seats[section] for p in state.players) for section in state.players[0].seats)
    assert 0 < majorities["lu-4"] < majorities["lu-3"] <= 9 * sections + 7 * len(state.awards)


def test_an_earlier_versions_numbers_are_its_game_objects_and_the_modules_tables_stay_the_newest():
    match, state = played("om-4", seed=11, steps=30)
    older = game_of(match)
    older.legal_actions(state)
    older.scores(state)
    newest_decks = {"cities": 6, "deck_A": 12, "deck_B": 14, "deck_C_piles": [2, 2, 2]}
    assert components.SCORING["opera_majority"] == MAJORITY["om-6"] | {"1": [4], "2": [4]}  # nothing put in
    assert components.SETUP["by_players"]["4"] == newest_decks
    assert older.components.SCORING["opera_majority"]["4"] == MAJORITY["om-4"]["4"] and state.k is older.components
    assert older.components.RAW_DATA["scoring"]["opera_majority"]["3"] == MAJORITY["om-4"]["3"]
    assert older.components.SETUP["by_players"]["4"]["deck_C_piles"] == [4, 4, 4]  # om-4 has om-5's decks
    om_5 = get_game("opera-magna", "om-5").components
    assert om_5.SETUP["by_players"]["4"] == {"cities": 6, "deck_A": 8, "deck_B": 12, "deck_C_piles": [4, 4, 4]}
    assert om_5.SCORING["opera_majority"]["3"] == MAJORITY["om-5"]["3"]
    newest = get_game("opera-magna").components
    assert newest.SCORING is components.SCORING and newest.SETUP["by_players"]["4"] == newest_decks


def test_a_save_of_a_version_the_app_never_had_is_refused_in_a_players_words():
    match, state = played("om-4", seed=3, steps=10)
    data = json.loads(save_text(match, state, WHEN))
    data["match"]["rules_version"] = "om-3"
    with pytest.raises(BadLink, match=r"^This Opera Magna game was saved with rules version om-3; this app plays "
                                      r"versions om-4, om-5 and om-6, so it cannot continue it\.$"):
        load_save(json.dumps(data))
    assert "rules version om-3" in (list_row(json.dumps(data)).problem or "")


def test_a_link_of_a_version_the_app_never_had_is_refused_in_a_players_words():
    match, _ = played("om-4", seed=3, steps=10)
    with pytest.raises(BadLink, match=r"^This Opera Magna link was made with rules version 'om-9'; this app plays "
                                      r"versions om-4, om-5 and om-6, so it cannot replay it\.$"):
        decode_link(encode_link(match.model_copy(update={"rules_version": "om-9"})))


def test_a_replay_or_a_new_game_of_a_version_the_app_never_had_is_refused_in_a_players_words():
    match, _ = played("om-4", seed=3, steps=10)
    with pytest.raises(IllegalAction, match=r"^This Opera Magna game was made with rules version om-1; "
                                            r"this app plays versions om-4, om-5 and om-6\.$"):
        replay(match.model_copy(update={"rules_version": "om-1"}))
    with pytest.raises(IllegalAction, match=r"^Opera Magna has no rules version 'lu-2': this app plays versions om-4, om-5 and om-6\.$"):
        new_match("opera-magna", SEATS, 1, None, "lu-2")


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_earlier_version_a_game_lists_has_its_numbers_and_no_other_has(game_id):
    game = get_game(game_id)
    package = type(game).__module__.rsplit(".", 1)[0]
    kept = components_data(package).get("earlier_rules", {})
    assert set(kept) - {"_note"} == set(game.info.earlier_rules_versions)
    for version in game.info.earlier_rules_versions:
        assert kept[version]["why"], f"{version}: say why the version after it changed these numbers"
        older, newest = get_game(game_id, version).components, game.components
        assert any(value != getattr(older, name) for name, value in vars(newest).items() if isinstance(value, (dict, list))), \
            f"{version}: its numbers differ from the newest somewhere"
        assert get_game(game_id, version).info.rules_version == version


def test_the_command_line_plays_and_measures_an_earlier_rules_version_when_asked(capsys):
    from pycore.cli import main

    assert main(["link", "--game", "opera-magna", "--players", "3", "--seed", "4", "--bots", "random", "--rules", "om-4"]) == 0
    match, state = decode_link(capsys.readouterr().out.strip())
    assert match.rules_version == "om-4" and game_of(match).is_over(state)
    assert main(["arena", "--game", "opera-magna", "--players", "3", "--bots", "random", "--games", "1", "--rules", "om-4"]) == 0
    assert capsys.readouterr().out.startswith("Opera Magna (rules om-4), 3 players")
    assert main(["arena", "--game", "opera-magna", "--players", "3", "--bots", "random", "--games", "1", "--rules", "om-3"]) == 2
    assert "has no rules version 'om-3': this app plays versions om-4, om-5 and om-6." in capsys.readouterr().err


def test_each_earlier_version_is_the_newest_data_with_the_later_versions_differences_put_back(monkeypatch):
    from pycore.engine import GameInfo, versions

    info = GameInfo(id="x", name="X", min_players=1, max_players=2, rules_version="x-3", earlier_rules_versions=("x-1", "x-2"))
    newest = {"cards": [{"id": "c1", "vp": 3}, {"id": "c2", "vp": 5}], "majority": {"2": [4]},
              "earlier_rules": {"x-2": {"why": "x-3 raised c1", "numbers": {"cards/c1/vp": 2}},
                                "x-1": {"why": "x-2 raised c1 and lowered the majority", "numbers": {"cards/c1/vp": 1, "majority/2": [6]}}}}
    monkeypatch.setattr(versions, "components_data", lambda package: json.loads(json.dumps(newest)))
    assert versions.data_of(info, "x", "x-3")["cards"][0]["vp"] == 3
    assert versions.data_of(info, "x", "x-2")["cards"][0]["vp"] == 2 and versions.data_of(info, "x", "x-2")["majority"]["2"] == [4]
    assert versions.data_of(info, "x", "x-1")["cards"] == [{"id": "c1", "vp": 1}, {"id": "c2", "vp": 5}]
    assert versions.data_of(info, "x", "x-1")["majority"]["2"] == [6]
    newest["earlier_rules"]["x-1"]["numbers"] = {"cards/c9/vp": 1}
    with pytest.raises(ValueError, match="'cards/c9/vp' names nothing in the components data"):
        versions.data_of(info, "x", "x-1")


def test_a_version_may_not_change_a_value_the_rules_copied_at_import():
    from pycore.engine import versions

    data = components_data("pycore.opera_magna")
    data["setup"]["rounds"] += 1  # ROUNDS is an int of the module, imported by name elsewhere
    with pytest.raises(ValueError, match=r"changes pycore\.opera_magna\.components\.ROUNDS, which the rules copied at import"):
        versions.fixed_values_kept(components, versions.built_over(components, data), "om-x")


def test_an_earlier_version_lacks_the_cards_a_later_one_added_and_has_those_it_removed(monkeypatch):
    from pycore.engine import GameInfo, versions

    info = GameInfo(id="x", name="X", min_players=1, max_players=2, rules_version="x-3", earlier_rules_versions=("x-1", "x-2"))
    newest = {"cards": [{"id": "c1", "vp": 3}, {"id": "c3", "vp": 4}],
              "earlier_rules": {"x-2": {"why": "x-3 added c3 and removed c2", "without": ["cards/c3"],
                                        "with": [{"in": "cards", "at": 1, "item": {"id": "c2", "vp": 5}}]},
                                "x-1": {"why": "x-2 renamed and raised c1", "numbers": {"cards/c1": {"id": "c1", "vp": 1, "name": "Old"}}}}}
    monkeypatch.setattr(versions, "components_data", lambda package: json.loads(json.dumps(newest)))
    assert versions.data_of(info, "x", "x-3")["cards"] == newest["cards"]
    assert versions.data_of(info, "x", "x-2")["cards"] == [{"id": "c1", "vp": 3}, {"id": "c2", "vp": 5}]
    assert versions.data_of(info, "x", "x-1")["cards"] == [{"id": "c1", "vp": 1, "name": "Old"}, {"id": "c2", "vp": 5}]


def test_a_version_may_add_a_building_made_of_the_live_tables_classes():
    """Opera Magna's cards are frozen records: a Building only a version has is built with the live classes,
    dealt into its size's deck, and every Building is somewhere once (the invariants) to the game's end."""
    from pycore.engine.versions import rules_over

    data = components_data("pycore.opera_magna")
    villa = dict(data["buildings"][-1], id="L13")
    data["buildings"].append(villa)
    game = rules_over(get_game("opera-magna"), "om-toy", data)
    state = game.new_game(["Ada", "Bo"], 6, {"board": "base"})
    chooser = Rng.from_seed(6)
    while not game.is_over(state):
        assert '"L13"' in game.to_json(state) and game.problems(state) == []
        legal = game.legal_actions(state)
        state = game.apply(state, legal[chooser.below(len(legal))])
    assert game.problems(state) == [] and len(game.scores(state)) == 2
    assert "L13" not in components.BUILDINGS and len(components.BUILDINGS) == 36
    assert '"L13"' not in get_game("opera-magna").to_json(get_game("opera-magna").new_game(["Ada", "Bo"], 6, {"board": "base"}))


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_versions_components_are_a_parameter_of_its_game_object_carried_by_its_states_and_never_saved(game_id):
    newest = get_game(game_id)
    for version in newest.info.earlier_rules_versions:
        game = get_game(game_id, version)
        assert game.components.version == version and game.components is not newest.components
        start = game.new_game(["Ada", "Bo", "Cy"], 5, OPTIONS[game_id])
        state = start
        for _ in range(12):
            state = game.apply(state, game.legal_actions(state)[-1])
        for made in (start, state, game.clone(state), game.determinize(state, 0, Rng.from_seed(1)),
                     game.from_json(game.to_json(state)), game.from_position(game.position(start))):
            assert made.k is game.components, f"{version}: every state its game makes is of its version"
        text = game.to_json(state)
        assert newest.from_json(text).k is newest.components
        assert newest.to_json(newest.from_json(text)) == text, "a save or a link holds no components: its version names them"


def test_a_versions_opera_magna_cards_are_records_of_the_newest_versions_classes():
    """Its tables are the components module run again over its data: the card classes, apart in `cards.py`,
    are the same, so a card of one version compares and tests (`isinstance`) as a card of the other."""
    from dataclasses import replace

    from pycore.opera_magna.cards import Building, TradeCard

    game = rules_of_om_toy_with_a_dearer_building()
    newest = components.BUILDINGS["L12"]
    assert type(game.components.BUILDINGS["L12"]) is Building
    assert all(type(card) is TradeCard for card in game.components.TRADE_CARDS.values())
    assert game.components.BUILDINGS["L12"] == replace(newest, cost=newest.cost + 1)
    assert get_game("opera-magna", "om-4").components.TRADE_CARDS == components.TRADE_CARDS, "om-4 changed no Trade Card"


def rules_of_om_toy_with_a_dearer_building():
    from pycore.engine.versions import rules_over

    data = components_data("pycore.opera_magna")
    dearer = next(b for b in data["buildings"] if b["id"] == "L12")
    dearer["construction_cost"] += 1
    return rules_over(get_game("opera-magna"), "om-toy", data)
