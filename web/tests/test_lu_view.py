"""Luthier's table view over real positions: every legal action is reachable by taps, nothing
else is tappable, hidden things stay hidden, text is escaped, the printed rules are on the cards."""

from __future__ import annotations

import re
from html import unescape

from lu_positions import context, positions, targets

from pycore.luthier.state import NEWEST
from pycore.luthier import GAME
from pycore.luthier.components import C, INSTRUMENTS, PATRONS

from app.views import luthier as view
from app.views.lu.faces import face
from app.views.lu.taps import Taps, path


def reachable(ctx, limit: int = 400) -> tuple[set[str], int]:
    """Every `act:` id the view offers, following its `sel:` taps from an empty selection."""
    found: set[str] = set()
    seen: set[tuple[str, ...]] = set()
    todo = [()]
    while todo:
        sel = todo.pop()
        if sel in seen:
            continue
        seen.add(sel)
        assert len(seen) < limit, "the selection tree should be small"
        ctx.selection = sel
        for t in targets(view.render(ctx)):
            verb, _, arg = t.partition(":")
            assert verb in ("act", "sel"), t
            if verb == "act":
                found.add(arg)
            elif arg:
                todo.append(view.select(ctx, arg))
    return found, len(seen)


def test_every_legal_action_is_reachable_by_taps_and_nothing_else_is_tappable():
    checked = 0
    for state, seat in positions(games=20, every=3):
        if seat is None:
            continue
        ctx = context(state, seat)
        legal = {a.id for a in ctx.legal}
        found, _ = reachable(ctx)
        assert found == legal, (state.decisions[0].kind, sorted(legal - found), sorted(found - legal))
        checked += 1
    assert checked > 2000


def test_a_watching_screen_has_nothing_to_tap():
    for state, seat in positions(games=4, every=25):
        if seat is None:
            continue
        other = (seat + 1) % len(state.players)
        if other == seat:
            continue
        ctx = context(state, other)
        ctx.legal = GAME.legal_actions(state)  # even if the shell passed them, another seat may not act
        assert targets(view.render(ctx)) == []


def test_planning_is_chip_then_location_then_apprentices():
    for state, seat in positions(games=8):
        if seat is not None and state.decisions[0].kind == "plan" and state.players[seat].apprentices > 0:
            break
    ctx = context(state, seat)
    chip = min(c["number"] for c in ctx.observation["players"][seat]["chips"])
    html = view.render(ctx)
    assert f'data-action="sel:chip.{chip}"' in html
    assert "act:place:" not in html  # nothing is placed by one tap: choose a chip first
    ctx.selection = view.select(ctx, f"chip.{chip}")
    html = view.render(ctx)
    assert f'data-action="sel:chip.{chip}/loc.salon"' in html  # several placements: with 0, 1.. apprentices
    ctx.selection = view.select(ctx, f"chip.{chip}/loc.salon")
    offered = targets(view.render(ctx))
    assert f"act:place:chip{chip}:salon" in offered and f"act:place:chip{chip}:salon:apprentices1" in offered
    assert "sel:" in offered  # and a way back


def test_a_stale_selection_starts_again_instead_of_offering_nothing():
    for state, seat in positions(games=3, every=40):
        if seat is None:
            continue
        ctx = context(state, seat, selection=("chip.99", "loc.nowhere"))
        assert {t[4:] for t in targets(view.render(ctx)) if t.startswith("act:")} <= {a.id for a in ctx.legal}
        assert targets(view.render(ctx))


def test_others_face_down_chips_show_only_their_backs():
    hidden_seen = 0
    for state, seat in positions(games=8, players=(3, 4), every=2):
        if seat is None or state.phase != "planning":
            continue
        ctx = context(state, seat)
        html = view.render(ctx)
        for pl in state.placements:
            if pl.seat != seat and not pl.revealed:
                hidden_seen += 1
                assert pl.chip is not None
        hidden = sum(1 for pl in ctx.observation["placements"] if pl["chip"] is None)
        labels = re.findall(r'class="stack-label">([^<]*)<', html)
        assert sum(": a face-down chip" in t for t in labels) == hidden  # one labelled back per hidden chip
    assert hidden_seen > 0


def test_player_names_are_text_not_markup():
    state = GAME.new_game(["<img src=x onerror=alert(1)>", "Bo & <i>Co</i>"], 5)
    seat = GAME.to_move(state)
    ctx = context(state, seat, names=["<img src=x onerror=alert(1)>", "Bo & <i>Co</i>"])
    html = view.render(ctx)
    assert "<img" not in html and "<i>" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html and "Bo &amp; &lt;i&gt;Co&lt;/i&gt;" in html


def test_every_card_shows_its_printed_rules():
    inst = INSTRUMENTS["I01"]
    title, kind, lines = face(NEWEST, "I01")
    assert title == inst["name"] and kind == "instrument"
    assert "Rough: 2 wood" in lines and "Finish: 1 animal, 1 wood" in lines
    assert f"{inst['prestige']} prestige · masterwork at skill {inst['mastery']}" in lines
    title, kind, lines = face(NEWEST, "PA01")
    assert kind == "patron" and "Perform a baroque piece" in lines and "Power: +1 skill at Perform" in lines
    assert f"{PATRONS['PA01']['reward_prestige']} prestige · leaves: −{PATRONS['PA01']['leave_penalty']}" in lines
    state = next(s for s, seat in positions(games=1, players=(2,)) if s.phase == "planning")
    html = view.render(context(state, GAME.to_move(state)))
    for slot in GAME.observation(state, 0)["displays"]["guild"]:
        if slot["card"]:
            for line in face(NEWEST, slot["card"])[2]:
                assert line.replace("·", "&middot;") in html or line in html


def test_tiers_show_their_cost_and_when_reputation_waives_it():
    from app.views.lu.board import tier_badge

    assert tier_badge(NEWEST, {"tier": 1, "fee": 0}) == ("I · free", "")
    assert tier_badge(NEWEST, {"tier": 2, "fee": C["tier_cost"][1]}) == (f"II · {C['tier_cost'][1]}", "")
    assert tier_badge(NEWEST, {"tier": 3, "fee": 0}) == (f"III · {C['tier_cost'][2]}", "free for you")


def test_search_and_the_alternate_action_show_the_rules_own_numbers():
    """The board's Search (cost, apprentices), alternate action (money) and bonus (skill) are read from
    pycore's constants, not written into the view."""
    search = f"Search ({C['search']['cost']}, uses {C['search']['needs_apprentices']} apprentice)"
    alternate = f"Alternate: take {C['alternate_action_money']} money"
    bonus = f"Bonus at skill {C['main_board_bonus_min_skill']}+: "
    shown = set()
    for state, seat in positions(games=8):  # a search is rare in these games: the fifth has one
        if seat is None:
            continue
        legal = {a.id for a in GAME.legal_actions(state)}
        wanted = {"search"} if any(i.startswith("search:") for i in legal) else set()
        wanted |= {"alternate"} if "alternate" in legal else set()
        if wanted - shown:
            html = view.render(context(state, seat))
            assert bonus in html
            if "search" in wanted:
                assert search in html
            if "alternate" in wanted:
                assert alternate in html
            shown |= wanted
        if shown == {"search", "alternate"}:
            break
    assert shown == {"search", "alternate"}


def test_the_orchestra_and_the_awards_say_what_they_pay_at_this_tables_player_count():
    """3-4 players: first and second place (rules lu-4: Orchestra 4 and 2, awards 3 and 1); 2 players: the first
    place only; solo: the Orchestra's first seat against the rival family, an award's threshold reached (§2.7,
    §2.13, §2.14). Read from the rules' numbers, not written into the view."""
    from pycore.luthier.components import SOLO

    seat_first, seat_second = C["orchestra"]["points"]["3-4p"]
    award_first, award_second = C["awards"]["points"]["3-4p"]
    assert (seat_first, seat_second, award_first, award_second) == (4, 2, 3, 1)  # rules lu-4
    at_3_or_4 = (f"End: most seats in a section scores {seat_first}, second most {seat_second}. \u2605 leads.",
                 f"End: the most in an award's count scores {award_first}, second most {award_second}.")
    expected = {
        1: ("End: a section where you have a seat and at least as many as the rival family scores "
            f"{SOLO['orchestra_first_seat_points']}. \u2605 leads.",
            f"End: an award whose first-to-reach number you reach scores {C['awards']['points']['solo_threshold']}."),
        2: (f"End: most seats in a section scores {C['orchestra']['points']['2p'][0]}. \u2605 leads.",
            f"End: the most in an award's count scores {C['awards']['points']['2p'][0]}."),
        3: at_3_or_4,
        4: at_3_or_4,
    }
    for players, (orchestra, awards) in expected.items():
        state = GAME.new_game([f"P{i}" for i in range(players)], 5, {})
        html = view.render(context(state, GAME.to_move(state)))
        assert unescape(re.search(r"End: [^<]*leads\.", html).group(0)) == orchestra
        assert unescape(re.search(r"End: [^<]*award[^<]*\.", html).group(0)) == awards


def test_paths_name_the_pieces_the_rules_act_on():
    from pycore.engine import Move
    from pycore.luthier.moves import VERBS

    def move(move_id: str, verb: str, **args) -> Move:
        return Move(move_id, "", verb, VERBS[verb].args(**args))  # the verb's typed arguments, as the rules build them

    obs = {"to_move": 0, "players": [{"rough_bench": ["I01"], "finish_bench": ["I02"]}], "activation": {"location": "guild"}}
    assert path(move("place:chip3:salon:apprentices2", "place", chip=3, location="salon", apprentices=2), obs) == ("chip.3", "loc.salon")
    assert path(move("activate:perform", "activate", location="perform"), obs) == ("loc.perform",)
    assert path(move("deliver:I05:PA07", "deliver", instrument="I05", patron="PA07"), obs) == ("show.I05", "patron.PA07")
    assert path(move("perform:P01:I05", "perform", card="P01", instrument="I05"), obs) == ("perf.P01", "show.I05")
    assert path(move("takeback:I01", "takeback", card="I01"), obs) == ("rough.I01",)
    assert path(move("takeback:I02", "takeback", card="I02"), obs) == ("finish.I02",)
    rough = move("chip3:rough:I01:save:wood", "rough", chip=3, worker=7, card="I01", cost={"wood": 1})
    assert path(rough, obs) == ("rough.I01", "worker.3")
    assert path(move("chip3:alternate", "bench_alternate", chip=3, worker=7), obs) == ("alt", "worker.3")
    assert path(move("search:era:baroque", "search", criterion="era", value="baroque"), obs) == ("deck.guild",)
    assert path(move("pass", "pass"), obs) == () and path(move("bench:done", "bench_done"), obs) == ()
    assert path(move("choose:wood", "choose", option=0), obs) == ()


def test_every_legal_move_of_real_games_has_its_path_from_named_arguments():
    """The views read a move's verb and arguments, never its id: every verb of real games is known to `path`."""
    prompt_only = {"pass", "bench_done", "keep_for_later", "choose", "retire"}
    seen = set()
    for state, _ in positions(games=2, players=(2, 3)):
        obs = GAME.observation(state, GAME.to_move(state))
        for move in GAME.legal_actions(state):
            seen.add(move.verb)
            assert path(move, obs) or move.verb in prompt_only, move
    assert {"place", "activate", "take", "buy", "sell", "bench"} <= seen


def test_an_unambiguous_tap_acts_at_once():
    from pycore.engine import Move
    from pycore.luthier.arguments import TakeArgs

    legal = [Move("take:I01", "Take Baroque violin (free)", "take", TakeArgs("I01", 0)),
             Move("alternate", "Take 2 money instead", "alternate")]
    taps = Taps(legal, {"players": [], "to_move": 0})
    assert taps.target("disp.I01") == "act:take:I01" and taps.target("alt") == "act:alternate"
    assert taps.target("disp.I02") is None


def test_a_spectator_and_the_end_of_the_game_render_without_secrets_or_taps():
    final = None
    for state, _seat in positions(games=3, players=(2, 4), every=30):
        ctx = context(state, None)
        ctx.legal = GAME.legal_actions(state)
        html = view.render(ctx)
        assert targets(html) == []
        assert "Your chips to place" not in html  # no seat: nobody's private chips
        final = state
    assert GAME.is_over(final)
    assert "The game is over." in view.render(context(final, 0))
