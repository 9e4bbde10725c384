"""The games' narration in the player's language: pycore's templates looked up in the catalogs.

pycore tells every event from its games' templates in English (`pycore/<game>/narration.py`, both persons
as `Forms`) and knows no other language. This module makes each game's templates a catalog table
("narration.<game>", one message per form: `pycore.engine.narration.messages`) and installs the catalogs'
lookup in pycore (`translate_with`), so that an event is told from the template in the language in use, with
the same named parameters. The command line installs nothing and keeps English.
"""

from __future__ import annotations

from pycore.engine import narration
from pycore.luthier import narration as luthier
from pycore.opera_magna import narration as opera_magna

from .i18n import Texts, translate

PREFIX = "narration."
# Each game's table by the name its `Telling` gives (`Telling.table`).
TABLES = {"opera-magna": opera_magna.TEXT, "luthier": luthier.TEXT}
TEXTS = {game: Texts(PREFIX + game, narration.messages(table)) for game, table in TABLES.items()}


def template(table: str, key: str, english: str) -> str:
    return translate(PREFIX + table, key, english)


narration.translate_with(template)
