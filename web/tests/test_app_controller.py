"""The app's controller (`app.main.App`) in CPython on a fake browser glue (`fakes.FakePage`): what a player
does, tap by tap, from the home screen to a bot's move."""

import subprocess
import sys
from pathlib import Path

from pycore.engine.link import encode_link
from pycore.engine.match import make_seat, new_match, replay
from pycore.engine.save import read_entry, save_text

from app.storage import SAVE_PREFIX, MemoryStore
from fakes import FakePage, go_on, picks, shell_app

WEB = Path(__file__).resolve().parent.parent


def steps(page: FakePage) -> int:
    """The number of steps the table on screen shows (its data-steps)."""
    marker = 'data-steps="'
    start = page.html.index(marker) + len(marker)
    return int(page.html[start:page.html.index('"', start)])


def saved_steps(kv: MemoryStore, save_id: str) -> int:
    return len(read_entry(kv.get(SAVE_PREFIX + save_id)).match.log)


def human_against_bot(kv: MemoryStore, game_id: str = "opera-magna", seed: int = 7) -> str:
    """A saved game, you against a Normal bot; its id."""
    match = new_match(game_id, [make_seat("Ada"), make_seat("Cy", "bot", "normal")], seed)
    kv.set(SAVE_PREFIX + "old", save_text(match, replay(match), "2026-11-30T10:00:00+00:00"))
    return "old"


def test_importing_the_controller_does_nothing_and_needs_no_browser():
    probe = ("import sys; sys.path.insert(0, 'web'); before = set(sys.modules); import app.main; "
             "print(hasattr(app.main, 'app'), 'js' in sys.modules, 'app.dom' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=WEB.parent)
    assert out.stdout.split() == ["False", "False", "False"]


def test_a_new_game_from_home_is_on_the_table_saved_and_in_the_address_bar():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    assert page.ready and "new:opera-magna" in page.actions("new")
    app.dispatcher.dispatch("new:opera-magna")
    assert 'id="newgame"' in page.html and page.entries[-1][0] == "new"
    page.forms["newgame"] = {"name-0": "Ada", "kind-1": "bot-normal", "name-1": "Cy", "seed": "7"}
    app.dispatcher.dispatch("ng-start:")
    assert app.screen == "table" and steps(page) == 0
    assert page.entries[-1] == ("table", "save1", encode_link(app.session.match))  # the form's entry became the table's
    assert page.address == encode_link(app.session.match) and saved_steps(kv, "save1") == 0
    assert app.session.names == ["Ada", "Cy"]


def test_an_action_tap_plays_it_saves_it_and_puts_the_new_link_in_the_address_bar():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:" + human_against_bot(kv))
    tap = page.actions("act")[0]
    app.dispatcher.dispatch(tap)
    assert app.session.match.log[0].action == tap.removeprefix("act:")
    assert steps(page) == len(app.session.match.log) == saved_steps(kv, "old")
    assert page.address == encode_link(app.session.match)


def play_until_a_selection(app, page: FakePage) -> str:
    """Your actions (and the bot's) until the board offers a piece to pick; that piece's tap."""
    for _ in range(60):
        if picks(page) and not page.timers:
            return picks(page)[0]
        go_on(app, page)
    raise AssertionError("no piece to pick in 60 taps")


def test_a_selection_tap_marks_the_piece_and_plays_nothing():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:" + human_against_bot(kv))
    pick = play_until_a_selection(app, page)
    before = (len(app.session.match.log), kv.get(SAVE_PREFIX + "old"))
    app.dispatcher.dispatch(pick)
    assert app.table.selection and f'data-action="{pick}"' not in page.html or 'aria-pressed="true"' in page.html
    assert (len(app.session.match.log), kv.get(SAVE_PREFIX + "old")) == before
    app.dispatcher.dispatch("sel:")  # Cancel
    assert app.table.selection == ()


def test_undo_takes_your_action_back_and_the_save_follows():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:" + human_against_bot(kv, "luthier", seed=4))
    for _ in range(40):  # until an action of yours can be taken back
        go_on(app, page)
        if app.session.undoable():
            break
    played = len(app.session.match.log)
    app.dispatcher.dispatch("undo:")
    assert len(app.session.match.log) == saved_steps(kv, "old") == played - 1 == steps(page)


def test_history_goes_back_step_by_step_plays_nothing_there_and_returns_to_the_present():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:" + human_against_bot(kv))
    while len(app.session.match.log) < 3 or page.timers:  # a few steps, then your turn
        go_on(app, page)
    total = len(app.session.match.log)
    app.dispatcher.dispatch("hist:first")
    assert app.session.viewing == 0 and page.actions("act") == picks(page) == []
    assert page.on_key("ArrowRight") and app.session.viewing == 1
    app.dispatcher.dispatch("hist:last")
    assert app.session.viewing is None and len(app.session.match.log) == total
    assert page.actions("act") or picks(page)


def test_a_link_opened_in_a_fresh_page_is_played_on_as_a_new_save_with_the_games_list_behind_it():
    match = new_match("luthier", [make_seat("Ada"), make_seat("Bo")], 4)
    link = encode_link(match)
    page, kv = FakePage(fragment=link), MemoryStore()
    app = shell_app(page, kv, home_shown=False)
    assert app.screen == "table" and app.session.match == match and app.session.save_id == "save1"
    assert [entry[0] for entry in page.entries] == ["home", "table"] and saved_steps(kv, "save1") == 0
    page.back()
    assert app.screen == "home"


def test_a_damaged_link_says_so_on_the_home_screen_and_loses_no_save():
    page, kv = FakePage(fragment="1AAAA"), MemoryStore()
    saved = human_against_bot(kv)
    app = shell_app(page, kv, home_shown=False)
    assert app.screen == "home" and "Your saved games are untouched" in page.text()
    assert f"open:{saved}" in page.actions("open")


def test_a_saved_game_resumes_at_its_step_on_another_visit_and_back_returns_to_the_list():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:" + human_against_bot(kv))
    while len(app.session.match.log) < 2:
        go_on(app, page)
    again = shell_app(FakePage(), kv)  # another visit: a new page, the same storage
    assert "open:old" in again.page.actions("open")
    again.dispatcher.dispatch("open:old")
    assert again.session.match == app.session.match and steps(again.page) == len(app.session.match.log)
    assert again.page.entries[-1][:2] == ("table", "old")
    again.page.back()
    assert again.screen == "home"


def test_a_bots_move_waits_for_its_timer_then_is_played_saved_and_drawn():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:" + human_against_bot(kv))
    while not page.timers:  # your actions until it is the bot's turn
        go_on(app, page)
    before = len(app.session.match.log)
    assert app.session.is_bot(app.session.to_move()) and page.timers[0][0] == 600  # Normal speed
    page.run_timers(limit=1)
    assert len(app.session.match.log) == before + 1 == saved_steps(kv, "old") == steps(page)
    assert app.session.match.log[-1].seat == 1


def test_how_to_play_opens_at_the_tables_phase_goes_on_and_closes_back_to_the_table():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:" + human_against_bot(kv, "luthier", seed=4))
    app.dispatcher.dispatch("howto-here:")
    assert app.screen == "howto" and "The goal" in page.text()  # the setup deal: the goal's screen
    app.dispatcher.dispatch("howto:luthier:1")
    assert "Start of the round" in page.text()
    app.dispatcher.dispatch("howto-close:")
    assert app.screen == "table" and steps(page) == 0


def test_from_home_the_how_to_screens_and_learn_open():
    page = FakePage()
    app = shell_app(page)
    app.dispatcher.dispatch("howto:opera-magna:0")
    assert app.screen == "howto" and "The goal" in page.text()
    app.dispatcher.dispatch("howto-close:")
    assert app.screen == "home"
    app.dispatcher.dispatch("learn:luthier")
    assert app.screen == "table" and page.entries[-1][0] == "table" and app.store.ids() == ["save1"]


def test_the_tables_tools_list_history_share_bot_speed_and_the_guided_hint():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("learn:opera-magna")
    app.dispatcher.dispatch("plain:")
    assert app.table.plain and page.actions("act")  # the List view: every legal action a button
    app.dispatcher.dispatch("log:")
    assert app.table.show_log and "No action yet." in page.text()  # the History, empty at the start
    app.dispatcher.dispatch("share:")
    assert page.shared[-1][2] == "https://atelier.example/#" + encode_link(app.session.match)
    assert app.table.share_url and "Link copied" in app.table.share_note
    app.dispatcher.dispatch("share-close:")
    assert app.table.share_url == ""
    app.dispatcher.dispatch("bot-speed:fast")
    assert app.device.bot_speed() == "fast" and "Bots: Fast" in page.text()
    app.dispatcher.dispatch("hint:")
    assert app.table.hint[0] and app.table.hint[1] in page.text()


def test_home_new_game_form_export_and_delete_with_confirmation():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    saved = human_against_bot(kv)
    app.dispatcher.dispatch("home:")
    app.dispatcher.dispatch("toggle:luthier")
    assert "luthier" in app.open_games
    app.dispatcher.dispatch("new:opera-magna")
    app.dispatcher.dispatch("ng-game:luthier")
    app.dispatcher.dispatch("ng-count:3")
    assert app.form.game_id == "luthier" and len(app.form.seats) == 3
    app.dispatcher.dispatch("home:")
    app.dispatcher.dispatch(f"export:{saved}")
    name, text = page.downloads[-1]
    assert name.startswith("atelier-opera-magna-") and text == kv.get(SAVE_PREFIX + saved)
    app.dispatcher.dispatch(f"delete:{saved}")
    app.dispatcher.dispatch("delete-no:")
    assert app.store.ids() == [saved]
    app.dispatcher.dispatch(f"delete:{saved}")
    app.dispatcher.dispatch(f"delete-yes:{saved}")
    assert app.store.ids() == [] and f"open:{saved}" not in page.actions("open")
    app.message = "Imported."
    app.dispatcher.dispatch("dismiss:")
    assert app.message == ""


def test_opening_history_while_a_hard_bot_thinks_does_not_start_its_thinking_again():
    """A redraw of the same step (History opened and closed, as a player does while waiting) keeps the bot's
    search going: one search, one chain of slices, and the bot's move at its end."""
    page, kv = FakePage(), MemoryStore()
    match = new_match("opera-magna", [make_seat("Ada"), make_seat("Hu", "bot", "hard")], 7)
    kv.set(SAVE_PREFIX + "g", save_text(match, replay(match), "2026-11-30T10:00:00+00:00"))
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:g")
    while not page.timers:  # your actions until it is the bot's turn
        go_on(app, page)
    before = len(app.session.match.log)
    searches = []
    bot_search = app.session.bot_search
    app.session.bot_search = lambda: searches.append(bot_search()) or searches[-1]
    page.run_timers(limit=2)  # the bot's pause, then its first slice of thinking
    assert len(searches) == 1 and len(page.timers) == 1 and len(app.session.match.log) == before
    app.dispatcher.dispatch("log:")
    app.dispatcher.dispatch("log:")
    assert len(page.timers) == 1  # the same chain of slices, no second one
    while len(app.session.match.log) == before and page.run_timers(limit=1):
        pass
    assert len(searches) == 1  # its move came from the search begun before History was opened
    assert len(app.session.match.log) == before + 1 and app.session.match.log[before].seat == 1


def test_a_bot_move_dropped_when_leaving_the_table_is_scheduled_again_on_return():
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:" + human_against_bot(kv))
    while not page.timers:
        go_on(app, page)
    before = len(app.session.match.log)
    app.dispatcher.dispatch("home:")
    page.run_timers()  # the pending move sees the home screen and is dropped
    assert len(app.session.match.log) == before
    app.dispatcher.dispatch("open:old")
    page.run_timers(limit=1)
    assert len(app.session.match.log) == before + 1


def test_in_a_hot_seat_game_a_full_storage_is_said_on_the_pass_the_device_screen():
    """Issue 31, item 14: the "storage is full" message was drawn on the table only, which the privacy screen
    replaces when the device passes to the next player: it is shown above "Pass to <name>" now."""
    page, kv = FakePage(), MemoryStore()
    app = shell_app(page, kv)
    match = new_match("luthier", [make_seat("Ada"), make_seat("Bo")], 5)
    kv.set(SAVE_PREFIX + "hs", save_text(match, replay(match), "2026-11-30T10:00:00+00:00"))
    app.dispatcher.dispatch("open:hs")
    kv.quota = len(SAVE_PREFIX + "hs") + len(kv.get(SAVE_PREFIX + "hs"))  # no longer save fits
    for _ in range(60):  # Ada plays until the device passes to Bo
        go_on(app, page)
        if 'id="privacy"' in page.html:
            break
    assert "storage is full" in page.text() and "export:hs" in page.actions("export")
    assert page.html.index("storage is full") < page.html.index("Pass to")
