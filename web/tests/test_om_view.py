"""Opera Magna's table view (issue 6), tested on real positions without a browser.

The central promise: every legal action is reachable by tapping pieces (through the view's own
selections), and nothing that is not legal can be tapped.
"""

from __future__ import annotations

import os
import re
from itertools import islice

import pytest
from om_positions import positions

from app.views import TableContext, table_view
from app.views import opera_magna as view
from app.views.om.taps import action_path
from pycore.opera_magna import GAME

ACTION = re.compile(r'data-action="([^"]*)"')
BUTTON = re.compile(r'<g class="pc[^"]*" data-key="[^"]*" role="button" tabindex="0" aria-label="([^"]*)" data-action="')
POSITIONS = int(os.environ.get("OM_VIEW_POSITIONS", "2000"))
NAMES = ["Ann", "Bob", "Cleo", "Dan"]


def context(state, changed=frozenset(), seat="mover", selection=()) -> TableContext:
    mover = GAME.to_move(state)
    seat = mover if seat == "mover" else seat
    legal = GAME.legal_actions(state) if seat is not None and seat == mover else []
    return TableContext("opera-magna", GAME.observation(state, seat), legal, seat, NAMES[: len(state.players)],
                        selection, {"changed": changed})


def reachable(ctx: TableContext) -> tuple[set[str], int]:
    """Every `act:` id reached by tapping from an empty selection through every `sel:` the view offers
    (and no choice leads nowhere: a started choice always offers a next piece)."""
    seen, todo, acts, renders = {()}, [()], set(), 0
    while todo:
        ctx.selection = todo.pop()
        html = view.render(ctx)
        renders += 1
        found = ACTION.findall(html)
        if ctx.selection:
            onward = [a for a in found if a.startswith("act:") or (a.startswith("sel:") and a[4:] not in ("", "?")
                                                                  and not a.startswith("sel:~") and 'aria-pressed' not in a)]
            assert onward, f"the choice {ctx.selection} leads nowhere"
        for action in found:
            verb, _, rest = action.partition(":")
            if verb == "act":
                acts.add(rest.replace("&quot;", '"'))
            elif verb == "sel" and not rest.startswith("?"):  # "?" opens the rules of pieces: no action there
                following = view.select(ctx, rest)
                if following not in seen:
                    seen.add(following)
                    todo.append(following)
    return acts, renders


def test_the_shell_finds_this_view():
    assert table_view("opera-magna") is view


def test_every_legal_action_is_reachable_by_taps_and_nothing_else_is_tappable():
    checked = 0
    for state, changed in islice(positions(games=40, every=1, seed=6), POSITIONS):
        if GAME.is_over(state):
            continue
        ctx = context(state, changed)
        legal = {a.id for a in ctx.legal}
        acts, _ = reachable(ctx)
        assert acts == legal, f"missing {sorted(legal - acts)}, not legal {sorted(acts - legal)}"
        checked += 1
    assert checked >= min(POSITIONS, 1000) * 0.9


def test_almost_every_action_has_a_piece_on_the_table():
    """Only declining the Notary and keeping nothing more are plain buttons (they act on no piece)."""
    wants = {f"{r}{i}": "bell" for r in "abc" for i in range(1, 5)}
    loose = set()
    for state, _ in islice(positions(games=12, every=3, seed=7), 1500):
        loose |= {a.id for a in GAME.legal_actions(state) if not action_path(a, wants)}
    assert loose <= {"notary:decline", "keep:done"}


def test_tap_paths_never_overlap():
    """In a position no tap path is the start of another, so a tap always means one thing."""
    for state, _ in islice(positions(games=12, every=2, seed=8), 1500):
        obs = GAME.observation(state, None)
        wants = view.wants_by_position(obs)
        paths = [action_path(a, wants) for a in GAME.legal_actions(state)]
        paths = [p for p in paths if p]
        assert len(set(paths)) == len(paths)
        for p in paths:
            assert not any(q != p and q[: len(p)] == p for q in paths)


def first_position(predicate, games=30, seed=9):
    for state, changed in positions(games=games, seed=seed):
        if not GAME.is_over(state) and predicate(state):
            return GAME.clone(state), changed
    pytest.skip("no such position in the sampled games")


def test_a_merchant_then_an_area():
    state, _ = first_position(lambda s: any(a.id.startswith("merchant:supply:") for a in GAME.legal_actions(s)))
    ctx = context(state)
    first = view.render(ctx)
    assert 'data-action="sel:merchant:supply"' in first
    assert "act:merchant:" not in first  # the Area comes second
    ctx.selection = view.select(ctx, "merchant:supply")
    assert ctx.selection == ("merchant:supply",)
    second = view.render(ctx)
    targets = {a for a in ACTION.findall(second) if a.startswith("act:")}
    expected = {f"act:{a.id}" for a in ctx.legal if a.id.startswith("merchant:supply:")}
    assert targets == expected
    assert 'aria-pressed="true"' in second  # the chosen Merchant shows as selected
    assert "Now tap the Area" in second
    assert view.select(ctx, "") == ()  # cancel


def test_ending_the_refined_goods_phase_asks_once():
    state, _ = first_position(lambda s: any(a.id == "end" for a in GAME.legal_actions(s)))
    ctx = context(state)
    html = view.render(ctx)
    assert "act:end" not in html and 'data-action="sel:end"' in html
    ctx.selection = view.select(ctx, "end")
    confirm = view.render(ctx)
    assert 'data-action="act:end"' in confirm and "Yes, end the phase" in confirm
    assert "Unused Refined Goods are lost" in confirm


def test_a_stale_selection_is_dropped_not_obeyed():
    state, _ = first_position(lambda s: GAME.observation(s, None)["phase"] == "merchant" and not s.pending)
    ctx = context(state, selection=("refined:bell", "work:0"))
    html = view.render(ctx)
    assert "aria-pressed" not in html
    assert view.select(ctx, "no-such-piece") == ()


def test_only_the_screen_whose_turn_it_is_can_tap():
    state, _ = first_position(lambda s: len(s.players) >= 2)
    mover = GAME.to_move(state)
    other = next(seat for seat in range(len(state.players)) if seat != mover)
    for seat in (other, None):
        html = view.render(context(state, seat=seat))
        assert ACTION.findall(html) == ["sel:?"]  # only the button that opens the rules
        assert 'role="button"' not in html


def test_a_hand_is_shown_only_to_its_owner():
    state, _ = first_position(lambda s: len(s.players) >= 2 and all(p.hand for p in s.players))
    mover = GAME.to_move(state)
    html = view.render(context(state))
    assert "Your hand" in html and "Your Shop Board" in html
    for seat, player in enumerate(state.players):
        for card in player.hand:
            if seat == mover:
                assert f'data-key="hand:{card}"' in html
            else:
                on_table = card in html
                assert not on_table, f"{card} of seat {seat} shown to seat {mover}"


def test_player_names_are_text_never_markup():
    state, _ = first_position(lambda s: len(s.players) == 2)
    ctx = context(state)
    ctx.names = ['<img src=x onerror=alert(1)>', 'Bob & "Co"']
    html = view.render(ctx)
    assert "<img" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "Bob &amp; &quot;Co&quot;" in html


def test_every_tappable_piece_is_a_named_focusable_button():
    for state, changed in islice(positions(games=6, every=7, seed=10), 200):
        if GAME.is_over(state):
            continue
        html = view.render(context(state, changed))
        pieces = html.count('role="button"')
        assert pieces == len(BUTTON.findall(html))
        assert all(label.strip() for label in BUTTON.findall(html))


def test_what_changed_is_highlighted():
    for state, changed in islice(positions(games=4, seed=11), 400):
        if any(piece.startswith("p0:raw:") for piece in changed):  # the last action changed Ann's Raw Goods
            html = view.render(context(state, changed))
            assert re.search(r'class="pc[^"]* chg" data-key="raw:', html)
            return
    pytest.fail("no position where Raw Goods changed")


def test_the_table_shows_what_players_see():
    state, _ = first_position(lambda s: len(s.players) == 3)
    obs = GAME.observation(state, GAME.to_move(state))
    html = view.render(context(state))
    for city in obs["cities"]:
        assert f">{city['name']}<" in html and city["power_name"].replace("'", "&#x27;") in html
        for card in city["cost"] + city["profit"]:
            assert card in html
    for site in obs["opera"]:
        assert f'data-key="site:{site["position"]}"' in html
    for card in filter(None, obs["display"]):
        assert f'data-key="display:{card}"' in html
    assert html.count('class="om-svg om-shop"') == 3
    assert f"Round {obs['round']} of {obs['final_round']}" in html
    assert obs["decision"]["text"] in html


def test_each_shop_board_shows_its_goods_and_certificates_within_the_rules_limits():
    """The tracks' limits (Raw Goods 0-RAW_MAX, Certificate spaces CERT_MIN-CERT_MAX) are pycore's."""
    from pycore.opera_magna.components import CERT_MAX, CERT_MIN, RAW, RAW_MAX

    state, _ = first_position(lambda s: len(s.players) == 2)
    obs = GAME.observation(state, GAME.to_move(state))
    html = view.render(context(state))
    for p in obs["players"]:
        for c, name in enumerate(RAW):
            assert f"{name.capitalize()}: {p['raw'][c]} of {RAW_MAX}" in html
            assert CERT_MIN <= p["cert"][c] <= CERT_MAX
            assert f"{name.capitalize()} Certificate: space {p['cert'][c]} of {CERT_MAX}," in html
    assert f"Raw Goods track: at most {RAW_MAX} of each type." in html
    assert ">" + "".join(map(str, range(RAW_MAX + 1))) + "</text>" in html


def test_at_the_end_the_status_says_it_is_over_and_leaves_the_scores_to_the_end_screen():
    """Issue 14, bug 6: the final scores were repeated in the pinned status box (cut off, 40% of a phone)."""
    *_, (state, _) = positions(games=1, every=10_000, seed=12)  # the last position: the game's end
    assert GAME.is_over(state)
    html = view.render(context(state, seat=0))
    assert "The game is over." in html and "act:" not in html
    assert "<table" not in html and "Final scores" not in html
    assert 'class="om-status over"' in html  # not pinned: nothing more to do


def test_seat_colours_from_the_shell_and_only_plain_colours():
    state, _ = first_position(lambda s: len(s.players) == 2 and any(p.merchants.count("") < 3 for p in s.players))
    ctx = context(state)
    ctx.extra = {"seat_fills": ["#b3261e", "#1f5fa8"]}
    assert 'fill="#b3261e"' in view.render(ctx)
    ctx.extra = {"seat_fills": ['red" onclick="x', "#1f5fa8"]}
    html = view.render(ctx)
    assert "onclick" not in html and 'fill="#8e44ad"' in html



def test_the_shell_passes_what_changed_to_the_view():
    """After an action the table context carries the pieces its events touched (the narration, the one
    source of what changed); the view outlines them."""
    from app.session import Session
    from app.table import Screen, table_context
    from pycore.engine.match import make_seat, new_match, replay

    match = new_match("opera-magna", [make_seat("Ann"), make_seat("Bob")], 5)
    session = Session("s", match, replay(match))
    assert table_context(session, Screen()).extra["changed"] == set()
    session.act(GAME.legal_actions(session.state)[0].id)
    ctx = table_context(session, Screen())
    told = {piece for event in session.log()[-1].events for piece in event.for_viewer(ctx.seat).pieces}
    assert told and ctx.extra["changed"] == told
    assert " chg" in view.render(ctx)


def test_the_rules_of_any_piece_without_hover():
    """Rules, then a piece: its rules text shows; no action can be taken meanwhile; Close goes back."""
    state, _ = first_position(lambda s: len(s.players) == 2)
    for seat in (GAME.to_move(state), None):
        ctx = context(state, seat=seat)
        assert 'data-action="sel:?"' in view.render(ctx)
        ctx.selection = view.select(ctx, "?")
        html = view.render(ctx)
        actions = ACTION.findall(html)
        assert not [a for a in actions if a.startswith("act:")]
        keys = [a[len("sel:?"):] for a in actions if a.startswith("sel:?")]
        assert "site:a1" in keys
        assert len(keys) >= 12 + 6 + 4
        ctx.selection = view.select(ctx, "?site:a1")
        shown = view.render(ctx)
        site = GAME.observation(state, None)["opera"][0]
        assert "om-rules-text" in shown and site["name"] in shown and "First to send" in shown
        assert 'data-action="sel:?" aria-pressed="true"' in shown  # the piece shown: tap again to go back
        assert view.select(ctx, "") == ()


def test_a_forty_character_unbroken_name_is_cut_to_fit_its_shop_board_and_kept_whole_in_title_and_label():
    # issue 11: SVG text neither wraps nor ellipsizes; the whole name widened a 360 px page to 724 px
    state = next(positions(1))[0]
    long_name = "W" * 40
    ctx = TableContext("opera-magna", GAME.observation(state, 0), [], 0, [long_name] + NAMES[1: len(state.players)])
    html = view.render(ctx)
    drawn = re.search(r'<text [^>]*class="player-name[^"]*"[^>]*>([^<]*)<title>([^<]*)</title></text>', html)
    assert drawn and drawn.group(1).endswith("\u2026") and 0 < len(drawn.group(1)) < 20
    assert drawn.group(2) == long_name
    assert 'aria-label="Your Shop Board"' in html  # the reader's own board (a solo game here)
    short = view.render(TableContext("opera-magna", GAME.observation(state, 0), [], 0, NAMES[: len(state.players)]))
    assert '<title>Ann</title>' not in short and ">Ann</text>" in short
