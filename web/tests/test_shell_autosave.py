"""Autosave (app.autosave): every action is saved; a full storage is said clearly and loses nothing."""

from pycore.engine.match import Seat, new_match, replay
from pycore.engine.save import load_save

from app.autosave import TEXT, autosave
from app.session import Session
from app.storage import MemoryStore, SaveStore


def session() -> Session:
    match = new_match("opera-magna", [Seat(name="Ada"), Seat(name="Bo")], 3)
    return Session("g", match, replay(match))


def test_each_action_is_saved_and_loads_back_to_the_same_position():
    store = SaveStore(MemoryStore())
    s = session()
    for _ in range(5):
        s.act(s.game.legal_actions(s.state)[0].id)
        assert autosave(store, s, "2026-11-29T12:00:00+00:00") == ""
        match, state = load_save(store.text("g"))
        assert match == s.match and s.game.to_json(state) == s.game.to_json(s.state)


def test_a_full_storage_gives_the_message_and_keeps_the_last_save_that_fitted():
    s = session()
    store = SaveStore(MemoryStore())
    autosave(store, s, "t")
    first = store.text("g")
    store.kv.quota = len(first) + 40  # room for this save, not for a longer one
    for _ in range(20):
        s.act(s.game.legal_actions(s.state)[0].id)
    assert autosave(store, s, "t") == TEXT["full"]
    assert store.text("g") == first
    assert "Export" in TEXT["full"] and "full" in TEXT["full"]
