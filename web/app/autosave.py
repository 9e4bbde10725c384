"""Autosave after every action: the save text under the game's id; a full storage keeps the game playing
and says so, with an export offer (the export is built from the session, so nothing is lost)."""

from __future__ import annotations

from pycore.engine.save import save_text

from .i18n import Texts
from .session import Session
from .storage import SaveStore, StorageFull

TEXT = Texts("autosave", {
    "full": "The browser's storage is full, so this game is not saved. Export it to keep it, or delete old games "
            "from the list.",
})


def autosave(store: SaveStore, session: Session, now: str) -> str:
    """Save the session; returns "" or the message to show (then offer `export:<id>`)."""
    try:
        store.put(session.save_id, save_text(session.match, session.state, now))
    except StorageFull:
        return TEXT["full"]
    return ""
