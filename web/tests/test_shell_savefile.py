"""Save files from the wild (issue 11): imported with a byte-order mark, twice, or not a save at all;
exported under a name that says which game, who played and when."""

import itertools
import json

import pytest

from pycore.engine.match import Seat, new_match, replay
from pycore.engine.save import save_text

from app.savefile import export_name, import_save
from app.storage import MemoryStore, SaveStore

WHEN = "2026-12-01T14:30:00+00:00"


def save_file(names=("Ada", "Bo"), game="opera-magna", seed=5) -> str:
    match = new_match(game, [Seat(name=n) for n in names], seed)
    return save_text(match, replay(match), WHEN)


def ids():
    numbers = itertools.count(1)
    return lambda: f"id{next(numbers)}"


def test_a_file_starting_with_a_byte_order_mark_is_imported():
    store = SaveStore(MemoryStore())
    message = import_save(store, "game.json", "\ufeff" + save_file(), ids())
    assert message == "Imported Opera Magna from game.json."
    [saved] = store.games()
    assert saved.row.problem is None and not saved.text.startswith("\ufeff")


def test_the_same_file_imported_twice_says_it_is_already_there_and_adds_nothing():
    store = SaveStore(MemoryStore())
    new_id = ids()
    import_save(store, "game.json", save_file(), new_id)
    message = import_save(store, "game (1).json", "\ufeff" + save_file(), new_id)
    assert message == "game (1).json: this Opera Magna game is already in your saved games."
    assert store.ids() == ["id1"]
    assert import_save(store, "other.json", save_file(seed=6), new_id) == "Imported Opera Magna from other.json."


@pytest.mark.parametrize("text", ["# Atelier\nA README.", "\ufffdPNG\r\n\x1a\n\x00\x00IHDR", "[" * 20000, '{"a": [1]}'])
def test_a_file_that_is_not_a_save_is_called_not_an_atelier_save_and_nothing_is_stored(text):
    store = SaveStore(MemoryStore())
    assert import_save(store, "photo.png", text, ids()) == "photo.png: This is not an Atelier saved game."
    assert store.ids() == []


def test_an_import_never_shows_validator_wording():
    data = json.loads(save_file())
    del data["last_played"]
    message = import_save(SaveStore(MemoryStore()), "g.json", json.dumps(data), ids())
    assert message == "g.json: This saved game is damaged: the date it was last played is missing or wrong."


def test_an_exported_file_is_named_by_game_players_and_date():
    assert export_name(save_file(), "2027-01-01T00:00:00+00:00") == "atelier-opera-magna-ada-bo-2026-12-01.json"


def test_an_exported_file_name_has_safe_characters_only_whatever_the_names():
    names = ("Zoë 🎻", "<img src=x>", "../../etc", "Ωμέγα" + "A" * 35)
    name = export_name(save_file(names, game="luthier"), "2027-01-01")
    assert name.startswith("atelier-luthier-zoe-img-src-x-etc-")
    assert name.endswith("-2026-12-01.json") and len(name) <= 100
    assert set(name) <= set("abcdefghijklmnopqrstuvwxyz0123456789-.")


def test_an_unreadable_entry_is_exported_with_todays_date():
    assert export_name("[" * 20000, "2027-01-02T10:00:00+00:00") == "atelier-unreadable-2027-01-02.json"
