"""Changes an audit of the narration found silent (issue 27), each now told in players' words with the
piece the board outlines: found in seeded random games, the first action showing each change."""

from __future__ import annotations

from typing import Callable, Iterator

from pycore.engine import Rng, get_game
from pycore.engine.narration import Event, narrate


def steps(game_id: str, players: int, options: dict | None = None, games: int = 12) -> Iterator[tuple[dict, list[Event], dict]]:
    """(spectator's observation before, events, after) for every action of seeded random games."""
    game = get_game(game_id)
    for seed in range(games):
        state = game.new_game([f"P{i}" for i in range(players)], seed, options or {})
        chooser = Rng.from_seed(seed ^ 0x6A9)
        while not game.is_over(state):
            before = game.observation(state, None)
            events = narrate(game, state, chooser.choice(game.legal_actions(state)))
            yield before, events, game.observation(state, None)


def first(game_id: str, players: int, change: Callable[[dict, dict], bool], options: dict | None = None) -> tuple[dict, list[Event], dict]:
    found = next((step for step in steps(game_id, players, options) if change(step[0], step[2])), None)
    assert found is not None, "no seeded game shows this change"
    return found


def test_opera_magna_another_seat_losing_the_opera_majority_is_told_to_it():
    def lead_lost(before, after):
        return any(a["score"]["breakdown"]["Opera majority"] < b["score"]["breakdown"]["Opera majority"]
                   and a["seat"] != before["current"] for b, a in zip(before["players"], after["players"]))
    before, events, after = first("opera-magna", 3, lead_lost)
    loser = next(a["seat"] for b, a in zip(before["players"], after["players"])
                 if a["score"]["breakdown"]["Opera majority"] < b["score"]["breakdown"]["Opera majority"])
    told = [e for e in events if e.key == "projected" and e.seat == loser]
    assert told and f"p{loser}:score" in told[0].pieces and told[0].text.startswith("Opera majority for P")


def test_opera_magna_market_prices_changing_with_the_turn_are_told():
    def prices_moved(before, after):
        return [m["price"] for m in before["market"]] != [m["price"] for m in after["market"]]
    before, events, after = first("opera-magna", 2, prices_moved)
    (told,) = [e for e in events if e.key == "market_prices"]
    shown = ", ".join(str(m["price"]) for m in after["market"][:-1]) + f" and {after['market'][-1]['price']}"
    assert shown in told.text
    assert {f"market:{m['space']}" for m, b in zip(after["market"], before["market"]) if m["price"] != b["price"]} == set(told.pieces)


def test_opera_magna_the_left_side_tells_its_discount_and_the_carts_are_told():
    def left_placed(before, after):
        return any(a["discounts"] != b["discounts"] for b, a in zip(before["players"], after["players"]))
    _, events, _ = first("opera-magna", 2, left_placed)
    (told,) = [e for e in events if e.key == "side_left"]
    assert "less to pay in Cost Areas" in told.text

    def carts_changed(before, after):
        return any(a["carts"] != b["carts"] for b, a in zip(before["players"], after["players"]))
    before, events, after = first("opera-magna", 2, carts_changed)
    seat = next(a["seat"] for b, a in zip(before["players"], after["players"]) if a["carts"] != b["carts"])
    (told,) = [e for e in events if e.key == "carts" and e.seat == seat]
    assert told.pieces == (f"p{seat}:carts",) and str(after["players"][seat]["carts"]) in told.text


def test_luthier_apprentices_going_back_to_the_pool_are_told():
    _, events, _ = first("luthier", 2, lambda b, a: a["apprentice_pool"] > b["apprentice_pool"])
    told = [e for e in events if e.key in ("worker_home", "worker_stays") and "back to the Market" in e.text]
    assert told and all("market" in e.pieces for e in told)


def test_luthier_the_chip_gained_at_the_start_of_rounds_3_and_5_is_told():
    for round_ in (3, 5):
        before, events, after = first("luthier", 3, lambda b, a, r=round_: a["round"] == r and b["round"] == r - 1)
        told = [e for e in events if e.key == "new_chip"]
        assert {e.seat for e in told} == {0, 1, 2}
        assert all(e.pieces == (f"p{e.seat}:chips",) for e in told)


def test_luthier_patience_cubes_moving_are_told():
    def cube_moved(before, after):
        return any(x["cube"] != y["cube"] for b, a in zip(before["players"], after["players"])
                   for x in b["patrons"] for y in a["patrons"] if x["card"] == y["card"])
    _, events, _ = first("luthier", 2, cube_moved)
    told = [e for e in events if e.key == "patience"]
    assert told and "patience cube moves to space" in told[0].text and told[0].pieces[0].endswith(":patrons")


def test_luthier_market_visits_and_purchases_reset_at_the_end_of_a_round_are_told():
    def reset(before, after):
        return any(b["market_visits"] and not a["market_visits"] for b, a in zip(before["players"], after["players"]))
    _, events, _ = first("luthier", 2, reset)
    assert [e.pieces for e in events if e.key == "market_reset"] == [("market",)]


def test_luthier_the_warehouse_storage_cap_is_told_with_the_materials_it_caps():
    def cap_changed(before, after):
        return any(a["storage_cap"] != b["storage_cap"] for b, a in zip(before["players"], after["players"]))
    before, events, after = first("luthier", 3, cap_changed)
    seat = next(a["seat"] for b, a in zip(before["players"], after["players"]) if a["storage_cap"] != b["storage_cap"])
    (told,) = [e for e in events if e.key == "storage_cap"]
    assert told.pieces == (f"p{seat}:animal", f"p{seat}:wood", f"p{seat}:metal")
    assert f"up to {after['players'][seat]['storage_cap']} of each material" in told.text
