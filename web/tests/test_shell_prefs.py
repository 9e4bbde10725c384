"""The bots' speed (app.prefs): a preference of the device, read safely, shown on the new-game form and the
table, never in a save or a link."""

import pytest

from pycore.bots import LEVELS
from pycore.engine import all_infos
from pycore.engine.match import Seat, make_seat, new_match, replay

from app.newgame import NewGameForm, build, render_new_game
from app.prefs import BOT_SPEED_KEY, BOT_SPEEDS, DEFAULT_BOT_SPEED, DevicePrefs, bot_pause_ms, next_bot_speed
from app.session import Session
from app.storage import MemoryStore
from app.table import Screen, render_table
from test_shell_screens import Page


def test_no_stored_speed_is_slow_and_a_chosen_one_is_kept_on_the_device():
    kv = MemoryStore()
    assert DevicePrefs(kv).bot_speed() == DEFAULT_BOT_SPEED == "slow"
    assert DevicePrefs(kv).set_bot_speed("instant") == "instant"
    assert kv.get(BOT_SPEED_KEY) == "instant"
    assert DevicePrefs(kv).bot_speed() == "instant"  # a new page on the same device


@pytest.mark.parametrize("stored", ["", "warp", "Fast", " fast", "null", "{\"speed\": \"fast\"}", "\x00", "9" * 5000])
def test_a_damaged_or_unknown_stored_speed_reads_as_slow(stored):
    kv = MemoryStore()
    kv.set(BOT_SPEED_KEY, stored)
    assert DevicePrefs(kv).bot_speed() == "slow"


def test_an_unknown_speed_from_a_tap_stores_slow():
    kv = MemoryStore()
    assert DevicePrefs(kv).set_bot_speed("ludicrous") == "slow"
    assert kv.get(BOT_SPEED_KEY) == "slow"


def test_a_full_storage_keeps_the_choice_for_this_visit():
    kv = MemoryStore(quota=10)
    prefs = DevicePrefs(kv)
    assert prefs.set_bot_speed("fast") == "fast"
    assert prefs.bot_speed() == "fast" and kv.get(BOT_SPEED_KEY) is None


def test_the_pauses_and_the_order_of_the_tables_button():
    assert [bot_pause_ms(s) for s in ("slow", "fast", "instant")] == [600, 150, 0]
    assert bot_pause_ms("garbage") == bot_pause_ms("normal") == 600  # a device that kept the older name: the same pause
    assert [next_bot_speed(s) for s in ("slow", "fast", "instant", "garbage")] == ["fast", "instant", "slow", "slow"]


def test_no_bot_speed_has_the_name_of_a_bot_level():
    """Issue 14: "Bots: Normal" named the speed with a word that is also a bot level (Easy, Normal, Hard)."""
    speeds = {label.lower() for label, _ in BOT_SPEEDS.values()}
    assert speeds.isdisjoint(label.lower() for label in LEVELS.values())
    html = render_new_game(NewGameForm.fresh("opera-magna"), all_infos())  # the seats' levels and the speed, together
    speed_buttons = [Page("<button" + b.split("</button>")[0]).all_text for b in html.split("<button")[1:] if 'data-action="bot-speed:' in b]
    assert speed_buttons == ["Slow", "Fast", "Instant"]
    assert "Bot \u2013 normal" in Page(html).all_text  # the level keeps its name


def test_the_new_game_form_offers_every_speed_with_the_chosen_one_pressed():
    form = NewGameForm.fresh("opera-magna")
    form.bot_speed = "fast"
    page = Page(render_new_game(form, all_infos()))
    assert [a for a in page.actions if a.startswith("bot-speed:")] == [f"bot-speed:{s}" for s in BOT_SPEEDS]
    html = render_new_game(form, all_infos())
    buttons = [chunk for chunk in html.split("<button")[1:] if 'data-action="bot-speed:' in chunk]
    pressed = [b for b in buttons if 'aria-pressed="true"' in b]
    assert len(buttons) == 3 and len(pressed) == 1 and ">Fast</button>" in pressed[0]
    assert all('type="button"' in b for b in buttons)  # a real button: keyboard reachable, 44 px in style.css


def test_the_speed_is_not_in_the_match():
    form = NewGameForm.fresh("opera-magna")
    match = build(form)
    form.bot_speed = "instant"
    form.seed = str(match.seed)
    assert build(form) == match


def bots_table(kinds=("human", "bot")) -> Session:
    seats = [make_seat(f"P{i}", kind, "random" if kind == "bot" else None) for i, kind in enumerate(kinds)]
    match = new_match("opera-magna", seats, 7)
    return Session("g", match, replay(match))


@pytest.mark.parametrize("speed,label,upcoming", [("slow", "Slow", "fast"), ("fast", "Fast", "instant"),
                                                   ("instant", "Instant", "slow"), ("junk", "Slow", "slow")])
def test_the_table_has_a_bots_button_that_says_the_speed_and_goes_to_the_next(speed, label, upcoming):
    page = Page(render_table(bots_table(), Screen(bot_speed=speed)))
    assert f"bot-speed:{upcoming}" in page.actions
    assert f"Bots: {label}" in page.all_text


def test_a_table_without_bots_has_no_bots_button():
    match = new_match("opera-magna", [Seat(name="Ada"), Seat(name="Bo")], 7)
    page = Page(render_table(Session("g", match, replay(match)), Screen(bot_speed="fast")))
    assert not any(a.startswith("bot-speed:") for a in page.actions)
    assert "Bots:" not in page.all_text
