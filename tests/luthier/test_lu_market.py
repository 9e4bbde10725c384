"""The Market (SEED, §2.9, R10-R12): buy or sell each material, apprentices, training, inspiration."""

from __future__ import annotations

from lu_helpers import act, blank_player, ids, planning, resolution_with, take_out

from pycore.luthier import GAME
from pycore.luthier.state import Chip

# M4 Leipzig trade fair: animal 2, wood 3, metal 5


def at_market(money=0, inspiration=0, players=2, **materials):
    s = planning(players, seed=1)
    blank_player(s, 0, money)
    s.players[0].inspiration = inspiration
    s.players[0].materials.update(materials)
    take_out(s, "M4")
    s.discards["market"].append(s.market_card)
    s.market_card = "M4"
    resolution_with(s, [], order=[0, 1] if players == 2 else list(range(players)))
    act(s, "market")
    return s


def test_buy_at_the_current_price_into_storage():
    s = at_market(money=10)
    act(s, "buy:wood", "buy:wood")
    assert s.players[0].materials["wood"] == 2 and s.players[0].money == 4


def test_sell_at_the_same_price():
    s = at_market(metal=2)
    act(s, "sell:metal")
    assert s.players[0].money == 5 and s.players[0].materials["metal"] == 1


def test_never_buy_and_sell_the_same_material_in_one_round():
    s = at_market(money=10, wood=2, animal=1)
    act(s, "buy:wood")
    assert "sell:wood" not in ids(s) and "sell:animal" in ids(s)
    act(s, "sell:animal")
    assert "buy:animal" not in ids(s) and "buy:wood" in ids(s)


def test_buy_sell_ban_holds_across_the_merchants_second_visit():
    # R11: per round, not per visit
    s = planning(2, seed=1)
    blank_player(s, 0, 20)
    s.players[0].chips = [Chip(number=1), Chip(number=3, specialist="S05"), Chip(number=5)]
    s.players[0].materials["wood"] = 1
    resolution_with(s, [(0, 3, "balcony")], order=[0, 1])
    act(s, "market", "sell:wood", "end")
    act(s, "pass")  # seat 1 has nothing
    assert "market" in ids(s)  # Merchant on the Balcony: a second visit
    act(s, "market")
    assert "buy:wood" not in ids(s) and "buy:animal" in ids(s)


def test_merchant_second_visit_needs_the_chip_on_the_balcony():
    s = planning(2, seed=1)
    s.players[0].chips = [Chip(number=1), Chip(number=3, specialist="S05"), Chip(number=5)]
    resolution_with(s, [(0, 3, "guild")], order=[0, 1])
    act(s, "market", "end", "pass")
    assert "market" not in ids(s)


def test_cannot_buy_above_the_storage_cap():
    s = at_market(money=50, wood=3)
    act(s, "buy:wood")
    assert "buy:wood" not in ids(s)  # cap 4 per material


def test_hire_apprentices_for_4_up_to_the_cap_of_three():
    s = at_market(money=50)
    act(s, "hire", "hire", "hire")
    assert s.players[0].apprentices == 3 and s.players[0].money == 38
    assert "hire" not in ids(s)


def test_hiring_fails_when_the_global_pool_is_empty():
    # §3 #3: pool = 4 per player
    s = at_market(money=50)
    assert s.pool == 8
    s.pool = 0
    assert "hire" not in ids(s)


def test_train_one_step_for_15():
    s = at_market(money=30)
    s.players[0].tracks["craft"] = 0
    act(s, "train:craft")
    assert s.players[0].tracks["craft"] == 1 and s.players[0].money == 15


def test_training_never_onto_the_last_step():
    s = at_market(money=100)
    s.players[0].tracks["performance"] = 4
    assert "train:performance" not in ids(s) and "train:craft" in ids(s)


def test_reaching_the_last_step_another_way_gives_2_prestige():
    from pycore.luthier import effects as fx

    s = at_market(money=0)
    s.players[0].tracks["craft"] = 4
    s.players[0].specialist_tracks = ["craft"]
    before = s.players[0].prestige
    fx.move_track(s, 0, "craft", 1)
    assert s.players[0].tracks["craft"] == 5 and s.players[0].prestige == before + 2


def test_inspiration_takes_one_off_each_item_bought():
    s = at_market(money=10, inspiration=2)
    act(s, "buy:metal")  # 5 - 1
    assert s.players[0].money == 6 and s.players[0].inspiration == 1
    act(s, "hire")  # 4 - 1
    assert s.players[0].money == 3 and s.players[0].inspiration == 0


def test_at_most_one_inspiration_per_item():
    # §3 #7
    s = at_market(money=1, inspiration=5)
    assert "buy:animal" in ids(s)  # 2 - 1 = 1 money
    assert "buy:wood" not in ids(s)  # 3 - 1 = 2 money: a second inspiration cannot help
    act(s, "buy:animal")
    assert s.players[0].inspiration == 4 and s.players[0].money == 0


def test_inspiration_never_changes_sell_prices():
    s = at_market(inspiration=3, wood=1)
    act(s, "sell:wood")
    assert s.players[0].money == 3 and s.players[0].inspiration == 3


def test_market_visit_is_unit_steps_ended_by_leaving():
    s = at_market(money=0)
    assert ids(s)[-1] == "end"
    act(s, "end")
    assert GAME.to_move(s) == 1


def test_market_cart_is_a_visited_flag_reset_at_end_of_round():
    # §3 #22
    s = at_market()
    act(s, "end", "pass", "pass")
    assert s.round == 2 and s.players[0].market_visits == 0 and s.players[0].bought == []


def test_overflow_of_a_gain_is_lost_per_material():
    # R12
    from pycore.luthier import effects as fx

    s = at_market(wood=3)
    fx.gain(s, 0, {"wood": 3, "animal": 1})
    assert s.players[0].materials["wood"] == 4 and s.players[0].materials["animal"] == 1


def test_money_is_unlimited():
    # §3 #23: plain integers
    from pycore.luthier import effects as fx

    s = at_market()
    fx.gain(s, 0, {"money": 10_000})
    assert s.players[0].money == 10_000

