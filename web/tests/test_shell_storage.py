"""Saved games in storage (app.storage) and share links that find their saved game (app.share)."""

import json

import pytest

from pycore.engine import BadLink
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import Seat, new_match, replay
from pycore.engine.save import save_text

from app.session import Session
from app.share import continues, open_link, share_url
from app.storage import SNAPSHOT_KEY, MemoryStore, SaveStore, StorageFull


def played(steps: int, seed=5) -> Session:
    match = new_match("luthier", [Seat(name="Ada"), Seat(name="Bo")], seed)
    s = Session("x", match, replay(match))
    for _ in range(steps):
        s.act(s.game.legal_actions(s.state)[0].id)
    return s


def test_a_full_quota_raises_storage_full_and_keeps_what_was_there():
    store = SaveStore(MemoryStore(quota=500))
    store.put("a", "x" * 100)
    with pytest.raises(StorageFull):
        store.put("b", "y" * 1000)
    assert store.text("a") == "x" * 100 and store.text("b") is None


def test_the_table_picture_is_dropped_not_fatal_when_storage_is_full():
    kv = MemoryStore(quota=300)
    store = SaveStore(kv)
    store.put_snapshot("a", "1abc", "<p>table</p>")
    assert store.snapshot() == {"id": "a", "link": "1abc", "html": "<p>table</p>"}
    store.put_snapshot("a", "1abc", "z" * 1000)
    assert store.snapshot() is None


def test_deleting_a_game_removes_its_save_and_its_picture_and_nothing_else():
    kv = MemoryStore()
    store = SaveStore(kv)
    store.put("a", "1")
    store.put("b", "2")
    store.put_snapshot("a", "1abc", "<p/>")
    kv.set("other-app", "keep")
    store.delete("a")
    assert store.ids() == ["b"] and kv.get(SNAPSHOT_KEY) is None and kv.get("other-app") == "keep"


def test_a_damaged_entry_is_listed_and_never_hides_the_others():
    store = SaveStore(MemoryStore())
    s = played(4)
    store.put("good", save_text(s.match, s.state, "2026-01-01T00:00:00+00:00"))
    store.put("bad", json.dumps({"atelier": "save", "format": 9}))
    rows = {g.id: g.row for g in store.games()}
    assert rows["good"].problem is None and rows["good"].summary.steps == 4
    assert "newer version" in rows["bad"].problem


def test_a_deeply_nested_entry_and_picture_are_listed_as_unreadable_and_never_hide_the_others():
    # '[' * 20000 made json.loads recurse past CPython's limit (and killed Pyodide's page).
    kv = MemoryStore()
    store = SaveStore(kv)
    s = played(2)
    store.put("good", save_text(s.match, s.state, "2026-01-01T00:00:00+00:00"))
    store.put("deep", "[" * 20000)
    kv.set(SNAPSHOT_KEY, '{"id": "good", "html": ' + "[" * 20000)
    rows = {g.id: g.row for g in store.games()}
    assert rows["good"].problem is None
    assert rows["deep"].problem == "This is not an Atelier saved game." and rows["deep"].summary is None
    assert store.snapshot() is None
    store.delete("deep")
    assert store.ids() == ["good"]


def test_the_share_url_holds_the_whole_game_in_the_fragment():
    s = played(12)
    url = share_url("https://example.org/atelier/#old", s.match)
    assert url.startswith("https://example.org/atelier/#1")
    match, state = decode_link(url)
    assert match == s.match


def test_a_link_played_on_continues_its_saved_game_and_another_game_does_not():
    s = played(6)
    saved = s.match
    s.act(s.game.legal_actions(s.state)[0].id)
    assert continues(saved, s.match) and continues(saved, saved)
    assert not continues(s.match, saved)
    other = played(6, seed=6).match
    assert not continues(saved, other)


def test_a_mangled_link_is_refused_with_a_message():
    fragment = encode_link(played(5).match)
    mangled = fragment[:10] + ("A" if fragment[10] != "A" else "B") + fragment[11:]
    for bad in (mangled, fragment[:-3], "2xyz", "hello"):
        with pytest.raises(BadLink):
            open_link(bad)
