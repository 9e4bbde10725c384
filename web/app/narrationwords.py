"""The games' narration in the player's language: pycore's templates and words looked up in the catalogs.

pycore tells every event from its games' templates in English (`pycore/<game>/narration.py`, both persons
as `Forms`), with the words its namers fill in (a game's `WORDS`: component names, "{n} kept {good}"), says the
guided games' texts (`pycore/<game>/tutorial.py`, `Script.say`) alike, and knows no other language. This
module makes each game's templates, words and guided texts catalog tables ("narration.<game>", one message per
form: `pycore.engine.narration.messages`; "narration.<game>.words"; "narration.<game>.tutorial")
and installs the catalogs in pycore as its `Language` (`translate_with`), so that an event is told from the
template in the language in use, with the same named parameters. The command line installs nothing and
keeps English.
"""

from __future__ import annotations

from pycore.engine import narration
from pycore.engine.tutorial import get_script
from pycore.luthier import narration as luthier
from pycore.opera_magna import narration as opera_magna

from .i18n import Texts, translate, translate_plural

PREFIX = "narration."
# Each game's templates by the name its `Telling` gives (`Telling.table`), and its words by their table's name.
TEMPLATES = {"opera-magna": opera_magna.TEXT, "luthier": luthier.TEXT}
WORDS = {opera_magna.WORDS_TABLE: opera_magna.WORDS, luthier.WORDS_TABLE: luthier.WORDS}
# ... and the guided games' texts (pycore/<game>/tutorial.py), by their script's table.
WORDS |= {script.table: script.texts for script in map(get_script, TEMPLATES)}
TEXTS = [Texts(PREFIX + game, narration.messages(table)) for game, table in TEMPLATES.items()] \
    + [Texts(PREFIX + name, words) for name, words in WORDS.items()]


class Catalogs:
    """pycore's `Language`: the catalogs of the language in use (app.i18n)."""

    def template(self, table: str, key: str, english: str) -> str:
        return translate(PREFIX + table, key, english)

    def plural(self, table: str, key: str, one: str, many: str, n: int) -> str:
        return translate_plural(PREFIX + table, key, one, many, n)


narration.translate_with(Catalogs())
