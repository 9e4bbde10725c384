"""Setup (§2.2, R1-R3), the 2-player rival chip and the solo automa (§2.14, C9, C10, R23, R24)."""

from __future__ import annotations

import pytest
from lu_helpers import VERSIONS, act, blank_player, ids, new, planning, put_in_display, resolution_with, under

from pycore.engine import get_game
from pycore.luthier import GAME, rules
from pycore.luthier import effects as fx
from pycore.luthier.components import FAMILIES, INSTRUMENTS, MARKET, PATRONS, STARTERS
from pycore.luthier.setup import finish_setup, new_state
from pycore.luthier.state import AUTOMA, RIVAL, Placement

# ------------------------------------------------------------------ setup


def test_setup_deals_two_starters_and_two_non_royal_patrons_keep_one():
    # R1, C1
    s = new(4, seed=5)
    for p in s.players:
        assert len(p.deal["instrument"]) == 2 and all(c in STARTERS for c in p.deal["instrument"])
        assert len(p.deal["patron"]) == 2 and all(PATRONS[c]["type"] != "royal" for c in p.deal["patron"])
        assert len(p.deal["objective"]) == 2
    first = s.turn_order[0]
    assert s.decisions[0].seat == first and ids(s) == [f"keep:patron:{c}" for c in s.players[first].deal["patron"]]


def test_starters_are_craft_0_non_rare_and_eight():
    assert len(STARTERS) == 8
    assert all(INSTRUMENTS[c]["craft_req"] == 0 and not INSTRUMENTS[c]["rare"] for c in STARTERS)


def test_unkept_cards_shuffle_back_before_the_displays_fill():
    s = new(2, seed=5)
    unkept = []
    while s.phase == "setup":
        d = s.decisions[0]
        options = ids(s)
        unkept += [o.split(":")[2] for o in options[1:] if d.data["what"] != "objective"]
        act(s, options[0])
    cards_in_play = set(s.decks["instrument"]) | set(s.decks["patron"]) | {c for line in s.displays.values() for c in line}
    assert set(unkept) <= cards_in_play | {c for p in s.players for c in p.hand}


def test_awards_drawn_4_at_4_players_3_otherwise():
    assert len(new(4).awards) == 4
    assert len(new(3).awards) == len(new(2).awards) == len(new(1).awards) == 3


def test_display_slots_by_player_count():
    assert len(planning(4).displays["salon"]) == 9
    assert len(planning(3).displays["guild"]) == len(planning(2).displays["guild"]) == 6
    assert len(planning(1).displays["repair"]) == 6


@pytest.mark.parametrize("version", VERSIONS)
def test_seat_money_bonus_by_turn_position(version):
    """Reference §2.2 step 9: "Random first player. Starting money bonus by seat: +0 / +1 / +2 / +3", the seat
    being the place in turn order from the random first player (docs/rules/luthier.md, choice 3)."""
    s = new_state(get_game("luthier", version).components, ["A", "B", "C", "D"], 7, {})
    assert s.turn_order == [3, 0, 1, 2]  # the first player drawn is the fourth seat
    s.decisions = []
    finish_setup(s)  # kits and seat bonus, before any opening action
    for pos, seat in enumerate(s.turn_order):
        p = s.players[seat]
        assert p.money == FAMILIES[p.family]["start"]["money"] + [0, 1, 2, 3][pos]


def test_opening_actions_in_reverse_turn_order(monkeypatch):
    # R3
    s = new(4, seed=7)
    while s.phase == "setup" and len(s.decisions) > 1:
        act(s, ids(s)[0])
    seen = []
    original = rules.fx.apply_effect

    def spy(state, seat, effect, ctx=None):
        if effect is FAMILIES[state.players[seat].family]["opening_action"]:
            seen.append(seat)
        return original(state, seat, effect, ctx)

    monkeypatch.setattr(rules.fx, "apply_effect", spy)
    act(s, ids(s)[0])
    while s.phase == "opening":
        act(s, ids(s)[0])
    assert seen == list(reversed(s.turn_order))


def test_stradivari_opening_takes_a_string_instrument_up_to_tier_2():
    for seed in range(40):
        s = new(2, seed=seed)
        if "F1" not in [p.family for p in s.players]:
            continue
        seat = next(i for i, p in enumerate(s.players) if p.family == "F1")
        while s.phase == "setup":
            act(s, ids(s)[0])
        hand_before = list(s.players[seat].hand)
        while s.phase == "opening":
            act(s, ids(s)[0])
        gained = [c for c in s.players[seat].hand if c not in hand_before]
        assert len(gained) <= 1 and all(INSTRUMENTS[c]["type"] == "string" for c in gained)
        return
    raise AssertionError("no seed dealt Stradivari")


# 2 players: each display is 6 slots, tier I = 0-1, tier II = 2-3, tier III = 4-5.
@pytest.mark.parametrize("family, location, line, taken", [
    # Stradivari: "Take a tier I or II string instrument card for free": the tier III strings are out of reach
    ("F1", "guild", ["I10", "I19", "I01", "I28", "I02", "I03"], "I01"),
    # Érard: "Take a tier I non-royal patron card": the tier II composers are out of reach
    ("F5", "salon", ["PA01", None, "PA02", "PA03", "PA04", "PA05"], "PA01"),
])
def test_r3_an_opening_action_takes_only_cards_up_to_its_tier(family, location, line, taken):
    """R3: "the owner picks among the matching display cards (tier <= max_tier)": with one match within the
    tiers and more above them, the one match is taken and the others stay."""
    s = planning(2, seed=1)
    seat = 0
    for other in (0, 1):
        blank_player(s, other)  # no card of the line held by anyone
    for slot, card in enumerate(line):
        if card:
            put_in_display(s, location, slot, card)
        else:
            s.displays[location][slot] = None
    decisions = len(s.decisions)
    fx.apply_effect(s, seat, FAMILIES[family]["opening_action"])
    held = s.players[seat].hand if location == "guild" else [slot.card for slot in s.players[seat].patrons]
    assert held == [taken] and len(s.decisions) == decisions  # no choice: a single card was in reach
    assert s.displays[location] == [None if card == taken else card for card in line]


def test_same_seed_same_setup():
    assert GAME.to_json(new(3, seed=42)) == GAME.to_json(new(3, seed=42))
    assert GAME.to_json(new(3, seed=42)) != GAME.to_json(new(3, seed=43))


def test_apprentice_pool_4_per_player_solo_6():
    assert new(3).pool == 12 and new(1).pool == 6


# ------------------------------------------------------------------ 2 players: the rival chip


def test_rival_chip_placed_after_the_second_players_first_chip():
    s = planning(2, seed=1)
    act(s, "place:chip1:guild")
    assert not any(pl.seat == RIVAL for pl in s.placements)
    act(s, "place:chip1:guild")
    rival = [pl for pl in s.placements if pl.seat == RIVAL]
    assert len(rival) == 1 and rival[0].seq == 3 and rival[0].chip == 3
    assert rival[0].location == MARKET[s.market_card]["rival_location"]


def test_rival_chip_discards_the_leftmost_tier_1_card():
    s = planning(2, seed=1)
    line = s.displays["repair"]
    left = line[0]
    resolution_with(s, [(-1, 3, "repair"), (0, 1, "repair")], order=[0, 1])
    act(s, "activate:repair")
    assert s.displays["repair"][0] is None and left in s.discards["repair"]
    assert ids(s)[0].startswith("take:")  # then seat 0's worker


def test_rival_chip_ties_against_later_chips():
    s = planning(2, seed=1)
    resolution_with(s, [(-1, 3, "repair"), (0, 3, "repair")], order=[0, 1])
    act(s, "activate:repair")
    assert [p.seat for p in s.placements if not p.resolved] == [0]


def test_rival_chip_resolves_after_both_players_pass():
    # C9
    s = planning(2, seed=1)
    left = s.displays["salon"][0]
    resolution_with(s, [(-1, 3, "salon")], order=[0, 1])
    act(s, "pass", "pass")
    assert left in s.discards["patron"] and s.round == 2


def test_rival_on_an_empty_display_does_nothing():
    s = planning(2, seed=1)
    s.displays["salon"] = [None] * 6
    resolution_with(s, [(-1, 3, "salon")], order=[0, 1])
    act(s, "pass", "pass")
    assert s.round == 2


# ------------------------------------------------------------------ solo


def test_solo_bot_places_right_after_each_player_placement():
    s = planning(1, seed=3)
    act(s, "place:chip1:guild")
    assert [pl.seat for pl in s.placements] == [0, AUTOMA]


def test_solo_bot_uses_the_shown_chip_else_nearest_higher_else_lower():
    s = planning(1, seed=3)
    s.automa.deck = ["AU03", "AU08", "AU13"]  # chips 5, 5, 5
    for _ in range(3):
        act(s, next(i for i in ids(s) if i.startswith("place:")))
    bot = sorted(pl.chip for pl in s.placements if pl.seat == AUTOMA)
    assert bot == [1, 3, 5]
    s = planning(1, seed=3)
    s.automa.deck = ["AU01", "AU06", "AU11"]  # chips 1, 1, 1 -> 1, then 3, then 5
    for _ in range(3):
        act(s, next(i for i in ids(s) if i.startswith("place:")))
    assert [pl.chip for pl in s.placements if pl.seat == AUTOMA] == [1, 3, 5]


# Half the instrument's prestige, rounded up: Vuillaume octobass, the reference's 11 -> 6 (rules lu-2), lu-3's 10 -> 5.
@pytest.mark.parametrize("version, scored", [("lu-2", 6), ("lu-3", 5)])
def test_solo_bot_takes_its_preferred_card_and_scores_it(version, scored):
    s = planning(1, seed=3)
    put_in_display(s, "guild", 4, "I09")
    s.placements = []
    resolution_with(s, [], order=[0])
    s.placements.append(Placement(seat=AUTOMA, chip=5, location="guild", seq=1, automa_card="AU05"))
    under(version, s)
    act(s, "pass")
    assert s.automa.ledger["instruments"] == scored and "I09" in s.discards["instrument"]


def test_solo_bot_performance_scores_prestige_and_a_seat():
    s = planning(1, seed=3)
    put_in_display(s, "perform", 0, "P01")
    resolution_with(s, [], order=[0])
    s.placements.append(Placement(seat=AUTOMA, chip=1, location="perform", seq=1, automa_card="AU08"))
    act(s, "pass")
    assert s.automa.ledger["performances"] == 2 and s.automa.seats["string"] == 1


def test_solo_bot_only_locations_resolve_after_the_player_passes_in_order():
    s = planning(1, seed=3)
    resolution_with(s, [], order=[0])
    s.placements += [
        Placement(seat=AUTOMA, chip=1, location="repair", seq=1, automa_card="AU11"),
        Placement(seat=AUTOMA, chip=3, location="salon", seq=2, automa_card="AU02"),
    ]
    salon, repair = s.displays["salon"][1], s.displays["repair"][1]
    act(s, "pass")
    assert salon in s.discards["patron"] and repair in s.discards["repair"]


def test_solo_difficulty_bonus_every_round_including_round_6():
    s = planning(1, seed=3, automa="master")
    s.round = 6
    resolution_with(s, [], order=[0])
    before = s.automa.prestige
    act(s, "pass")
    assert GAME.is_over(s) and s.automa.prestige == before + 4


def test_solo_player_wins_only_with_strictly_more_prestige():
    s = planning(1, seed=3)
    total = GAME.scores(s)[0].total
    s.automa.prestige = total
    s.automa.ledger = {"difficulty": total}
    player, bot = GAME.scores(s)
    assert (player.rank, bot.rank) == (2, 1)
    s.automa.prestige = total - 1
    s.automa.ledger = {"difficulty": total - 1}
    assert GAME.scores(s)[0].rank == 1


def test_solo_orchestra_first_seat_with_at_least_as_many_markers_as_the_bot():
    from pycore.luthier import scoring

    s = planning(1, seed=3)
    s.players[0].seats = {"string": 1, "wind": 1, "percussion": 0, "keyboard": 0}
    s.automa.seats = {"string": 1, "wind": 2, "percussion": 0, "keyboard": 0}
    assert scoring.orchestra(s) == {0: 5}


def test_solo_awards_score_4_for_reaching_the_threshold():
    from pycore.luthier import scoring

    s = planning(1, seed=3)
    s.awards = ["AW4"]
    s.players[0].repairs = ["R01", "R02", "R03"]
    assert scoring.award_ranking(s) == {0: 4}


def test_solo_player_is_always_first_and_bot_balcony_has_no_effect():
    s = planning(1, seed=3)
    blank_player(s, 0)
    resolution_with(s, [], order=[0])
    s.placements.append(Placement(seat=AUTOMA, chip=5, location="balcony", seq=1, automa_card="AU13"))
    act(s, "pass")
    assert s.turn_order == [0] and s.automa.prestige == 2  # journeyman: difficulty only
