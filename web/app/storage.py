"""Saved games in a key-value store (the browser's localStorage, a dict in tests).

Each game is one key, `atelier:save:<id>`, holding the save text of `pycore.engine.save` (the match and
its summary). Beside them, `atelier:snapshot` holds the last rendered table with its game's id and link,
so that a reload shows that table at once, before Python starts (web/boot.js reads it).
Nothing here raises on a damaged entry: the list shows it with its problem, to export or delete.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from pycore.engine.jsontext import read_json

if TYPE_CHECKING:  # reading saves needs pydantic, which loads after the first screen (app.first)
    from pycore.engine.save import ListRow

SAVE_PREFIX = "atelier:save:"
SNAPSHOT_KEY = "atelier:snapshot"  # the latest table shown, for boot.js: {"id", "link", "html"}


class StorageFull(Exception):
    """The browser refused to store more (quota exceeded)."""


class KeyValue(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...  # raises StorageFull when the quota is reached

    def remove(self, key: str) -> None: ...

    def keys(self) -> list[str]: ...


class MemoryStore:
    """A KeyValue in memory, with an optional quota in characters (for tests and as a fallback)."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise StorageFull()
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


@dataclass
class SavedGame:
    id: str
    text: str
    row: ListRow


class SaveStore:
    def __init__(self, kv: KeyValue) -> None:
        self.kv = kv

    def ids(self) -> list[str]:
        return sorted(key[len(SAVE_PREFIX):] for key in self.kv.keys() if key.startswith(SAVE_PREFIX))

    def text(self, save_id: str) -> str | None:
        return self.kv.get(SAVE_PREFIX + save_id)

    def text_now(self, save_id: str) -> str | None:
        """The entry as stored this moment: the page's storage read afresh where the store keeps a copy
        (`dom.LocalStorage.fresh`), so that another tab's write just made is seen before this one writes."""
        fresh = getattr(self.kv, "fresh", None)
        return fresh(SAVE_PREFIX + save_id) if fresh is not None else self.text(save_id)

    def put(self, save_id: str, text: str) -> None:
        self.kv.set(SAVE_PREFIX + save_id, text)

    def games(self) -> list[SavedGame]:
        """Every entry, the most recently played first; unreadable ones too (with their problem)."""
        from pycore.engine.save import list_row

        found = []
        for save_id in self.ids():
            text = self.text(save_id) or ""
            found.append(SavedGame(save_id, text, list_row(text)))
        return sorted(found, key=lambda g: (g.row.last_played or "", g.id), reverse=True)

    def delete(self, save_id: str) -> None:
        self.kv.remove(SAVE_PREFIX + save_id)
        latest = self.snapshot()
        if latest and latest.get("id") == save_id:
            self.kv.remove(SNAPSHOT_KEY)

    def put_snapshot(self, save_id: str, link: str, html: str) -> None:
        """The last rendered table; skipped silently when storage is full (the save matters more)."""
        try:
            self.kv.set(SNAPSHOT_KEY, json.dumps({"id": save_id, "link": link, "html": html}))
        except StorageFull:
            self.kv.remove(SNAPSHOT_KEY)

    def snapshot(self) -> dict | None:
        try:
            data = read_json(self.kv.get(SNAPSHOT_KEY) or "null")
        except ValueError:  # damaged, too large or too deep: no picture, the game itself is in its save
            return None
        return data if isinstance(data, dict) else None
