"""A game saved or shared under an earlier rules version keeps playing in the app, under that version's
numbers (issue 15, `pycore/engine/versions.py`); a new game is of the newest version."""

import pytest

from pycore.engine import get_info
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import make_seat, new_match, replay
from pycore.engine.save import read_entry, save_text
from pycore.luthier import components as lu_components
from pycore.opera_magna import components

from app.storage import SAVE_PREFIX, MemoryStore
from fakes import FakePage, go_on, shell_app

OLDER = "om-4"
# Each earlier version with the player count at which it differs from the version after it (om-5: the 4-player
# decks; Luthier lu-2: among others the 2-player Orchestra and awards; lu-3: the 3-4 player Orchestra and awards).
EARLIER = [("opera-magna", "om-4", 3), ("opera-magna", "om-5", 4), ("luthier", "lu-2", 2), ("luthier", "lu-3", 4)]


def older_save(kv: MemoryStore, version: str = OLDER, players: int = 3, game_id: str = "opera-magna") -> str:
    """A saved game of an earlier rules version, you against Normal bots; its id."""
    seats = [make_seat("Ada")] + [make_seat(name, "bot", "normal") for name in ("Bo", "Cy", "Di")[:players - 1]]
    match = new_match(game_id, seats, 9, None, version)
    kv.set(SAVE_PREFIX + "older", save_text(match, replay(match), "2026-11-30T10:00:00+00:00"))
    return "older"


def saved_match(kv: MemoryStore, save_id: str):
    return read_entry(kv.get(SAVE_PREFIX + save_id)).match


@pytest.mark.parametrize("game_id,version,players", EARLIER)
def test_a_saved_game_of_an_earlier_rules_version_resumes_and_plays_on_under_its_version(game_id, version, players):
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    save_id = older_save(kv, version, players, game_id)
    assert f"open:{save_id}" in shell_app(FakePage(), kv).page.actions("open")  # listed as a game to continue
    app.dispatcher.dispatch("open:" + save_id)
    assert app.screen == "table" and app.session.game.info.rules_version == version
    while len(app.session.match.log) < 8:  # your taps and the bots' moves
        go_on(app, page)
    saved = saved_match(kv, save_id)
    assert saved.rules_version == version and saved == app.session.match
    assert decode_link(page.address)[0] == saved  # the address bar's link replays under its version too
    assert components.SCORING["opera_majority"]["3"] == [2, 1], "the newest numbers are back after the table"
    assert components.SETUP["by_players"]["4"]["deck_C_piles"] == [2, 2, 2]
    assert lu_components.C["bench"]["masterwork_prestige"] == 1 and lu_components.C["orchestra"]["points"]["2p"] == [3]
    assert lu_components.C["orchestra"]["points"]["3-4p"] == [4, 2]


def test_a_link_of_an_earlier_rules_version_opens_in_a_fresh_page_and_plays_on():
    seats = [make_seat("Ada"), make_seat("Bo", "bot", "normal"), make_seat("Cy", "bot", "normal")]
    match = new_match("opera-magna", seats, 5, None, OLDER)
    page, kv = FakePage(fragment=encode_link(match)), MemoryStore()
    app = shell_app(page, kv, home_shown=False)
    assert app.screen == "table" and app.session.match == match
    while len(app.session.match.log) < 3:
        go_on(app, page)
    assert saved_match(kv, "save1").rules_version == OLDER and len(saved_match(kv, "save1").log) == 3


def test_a_new_game_is_of_the_newest_rules_version_beside_an_older_save():
    page, kv = FakePage(), MemoryStore()
    older_save(kv)
    app = shell_app(page, kv)
    app.dispatcher.dispatch("new:opera-magna")
    page.forms["newgame"] = {"name-0": "Ada", "kind-1": "bot-normal", "name-1": "Cy", "seed": "7"}
    app.dispatcher.dispatch("ng-start:")
    assert app.screen == "table"
    assert app.session.match.rules_version == get_info("opera-magna").rules_version == "om-6"


def test_the_continue_list_says_a_saved_game_plays_on_under_earlier_rules():
    kv = MemoryStore()
    older_save(kv)
    app = shell_app(FakePage(), kv)
    app.dispatcher.dispatch("new:opera-magna")
    app.page.forms["newgame"] = {"name-0": "Ada", "kind-1": "bot-normal", "name-1": "Cy", "seed": "7"}
    app.dispatcher.dispatch("ng-start:")
    listing = shell_app(FakePage(), kv).page.text()  # the home screen with its Continue list
    assert len(shell_app(FakePage(), kv).page.actions("open")) == 2
    assert listing.count("Earlier rules (om-4)") == 1  # the older save says so; the new game, of the newest rules, not
    assert get_info("opera-magna").rules_version != OLDER


def test_the_table_of_an_earlier_rules_version_draws_that_versions_numbers():
    """A view reads the numbers it shows through its game (`TableContext.k`): a 4-player Luthier game of lu-3
    shows lu-3's Orchestra and award majorities (6 / 3 and 5 / 2), a newest one lu-4's (4 / 2 and 3 / 1)."""
    shown = {}
    for version in ("lu-3", get_info("luthier").rules_version):
        page, kv = FakePage(), MemoryStore()
        app = shell_app(page, kv)
        app.dispatcher.dispatch("open:" + older_save(kv, version, 4, "luthier"))
        assert app.session.game.info.rules_version == version
        shown[version] = page.text()
    assert "most seats in a section scores 6, second most 3" in shown["lu-3"]
    assert "the most in an award's count scores 5, second most 2" in shown["lu-3"]
    assert "most seats in a section scores 4, second most 2" in shown["lu-4"]
    assert "the most in an award's count scores 3, second most 1" in shown["lu-4"]
