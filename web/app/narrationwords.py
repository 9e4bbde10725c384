"""The games' narration in the player's language: pycore's templates and words looked up in the catalogs.

pycore tells every event from its games' templates in English (`pycore/<game>/narration.py`, both persons
as `Forms`), with the words its namers fill in (a game's `WORDS`: component names, "{n} kept {good}"), says the
guided games' texts (`pycore/<game>/tutorial.py`, `Script.say`) alike, and knows no other language. Importing
this module installs the catalogs in pycore as its `Language` (`translate_with`): each template or word is
asked for by its table and key ("narration.<table>:<key>") as it is said, and told with the same named
parameters. It imports no game: the messages themselves are extracted from pycore's tables by
`app.narrationtables` (read by tools/i18n.py only). The command line installs nothing and keeps English.
"""

from __future__ import annotations

from pycore.engine import narration

from .i18n import cleared_on_language_change, translate, translate_plural

PREFIX = "narration."  # before pycore's table names ("opera-magna", "luthier.words", "luthier.tutorial")


class Catalogs:
    """pycore's `Language`: the catalogs of the language in use (app.i18n)."""

    def template(self, table: str, key: str, english: str) -> str:
        return translate(PREFIX + table, key, english)

    def plural(self, table: str, key: str, one: str, many: str, n: int) -> str:
        return translate_plural(PREFIX + table, key, one, many, n)


def decision(game: str, kind: str, english: str) -> str:
    """What the player to move must decide, as an observation says it in English ("decision": {"kind",
    "text"}), in the language in use (table "narration.<game>.decisions")."""
    return translate(f"{PREFIX}{game}.decisions", kind, english)


class _WordsSaid:
    """pycore's memory of the words it said (`narration.forget_words`), emptied with the app's drawings when
    the player picks another language."""

    cache_clear = staticmethod(narration.forget_words)


cleared_on_language_change(_WordsSaid)
narration.translate_with(Catalogs())
