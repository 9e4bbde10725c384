"""Save files: importing one into the saved games (refused, already there, or added) and the name an
exported one gets (game, players, date: `atelier-opera-magna-ada-bo-2026-12-01.json`)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from pycore.engine import BadLink
from pycore.engine.jsontext import BOM
from pycore.engine.save import list_row, load_save, read_entry

from .i18n import Texts
from .storage import SaveStore, StorageFull

MESSAGES = Texts("savefile", {
    "refused": "{file}: {problem}",
    "already": "{file}: this {game} game is already in your saved games.",
    "imported": "Imported {game} from {file}.",
    "full": "The browser's storage is full: delete a game, then import again.",
})
MAX_NAME_PART = 60  # characters of players' names in a file name; the date and game always fit
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def import_save(store: SaveStore, file_name: str, text: str, new_id: Callable[[], str]) -> str:
    """Store the file's game unless it is unreadable or already there; the message for the player."""
    text = text.removeprefix(BOM)
    try:
        match, _ = load_save(text)
    except BadLink as problem:
        return MESSAGES["refused"].format(file=file_name, problem=problem.said())
    game = read_entry(text).summary.game_name
    for saved in store.games():
        if saved.row.problem is None and read_entry(saved.text).match == match:
            return MESSAGES["already"].format(file=file_name, game=game)
    try:
        store.put(new_id(), text)
    except StorageFull:
        return MESSAGES["full"]
    return MESSAGES["imported"].format(game=game, file=file_name)


def slug(text: str) -> str:
    """Letters and digits of `text` in lower-case ASCII, runs of anything else as one '-'."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


def export_name(text: str, today: str) -> str:
    """The file name of an exported save: safe characters only, whatever the names hold.

    `today` ('2026-12-01...') dates it when the save has no readable date of last play.
    """
    row = list_row(text)
    date = next((d for d in (row.last_played or "", today) if _DATE.match(d)), "")[:10]
    if row.summary is None:
        parts = ["unreadable", date]
    else:
        players = "-".join(filter(None, map(slug, row.summary.players)))[:MAX_NAME_PART].strip("-")
        parts = [slug(row.summary.game), players, date]
    return "-".join(["atelier", *filter(None, parts)]) + ".json"
