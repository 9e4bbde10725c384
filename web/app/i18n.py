"""Player-facing text in the player's language: gettext catalogs, read by the standard library's `gettext`.

Every table of player-facing templates is a `Texts`: its English templates keep their named parameters,
and each message is keyed by its table and key (the gettext context `"<table>:<key>"`), the English
template being the msgid. A lookup asks the language in use at that moment, so a screen drawn after
`use(...)` speaks the new language without reloading anything; a table's English stays the fallback for
a message a catalog lacks. A message whose words change with a number is a pair (one, many) read with
`Texts.plural`, which lets each language's catalog give its own plural forms (its `Plural-Forms` header).

The catalogs are web/locale/<language>.po, compiled by tools/i18n.py at build time into
`app/locale/<language>.mo` inside the web app's wheel (docs/architecture.md, "Languages"). The language is
this device's choice (app.prefs) or else the browser's (`navigator.languages`); a link or a save never
carries one.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterator, Mapping
from pathlib import Path

# The languages a player can pick, each named in itself (the picker on the home screen shows these words).
LANGUAGES = {"en": "English", "de": "Deutsch", "it": "Italiano"}
# The test language: every message wrapped in ⟦ ⟧, accented and lengthened by 40% (tools/i18n.py writes its
# catalog), so that e2e can tell text from a catalog from text that is not, and find text that overflows.
# Chromium's own name for its pseudo-locale; chosen only by a browser set to it, never offered in the picker.
PSEUDO = "en-XA"
SOURCE = "en"
CATALOGS = Path(__file__).parent / "locale"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE
TABLES: dict[str, "Texts"] = {}  # every table, by name: what tools/i18n.py extracts


class Texts(Mapping[str, str]):
    """A table of templates in English, read in the language in use: `TEXT["key"].format(...)`."""

    def __init__(self, table: str, messages: Mapping[str, str | tuple[str, str]]) -> None:
        if table in TABLES:
            raise ValueError(f"two tables of player-facing text are named {table!r}")
        self.table = table
        self.messages = dict(messages)
        TABLES[table] = self

    def __getitem__(self, key: str) -> str:
        message = self.messages[key]
        if isinstance(message, tuple):
            raise TypeError(f"{self.table}:{key} has plural forms: read it with .plural(key, count)")
        return _translations.pgettext(f"{self.table}:{key}", message)

    def plural(self, key: str, count: int, **values: object) -> str:
        """The form of `key` for `count` in the language in use, filled in with `n=count` and `values`."""
        forms = self.messages[key]
        if not isinstance(forms, tuple):
            raise TypeError(f"{self.table}:{key} has one form: read it with [key]")
        one, many = forms
        return _translations.npgettext(f"{self.table}:{key}", one, many, count).format(n=count, **values)

    def __iter__(self) -> Iterator[str]:
        return iter(self.messages)

    def __len__(self) -> int:
        return len(self.messages)


NUMBERS = Texts("number", {"decimal": "."})  # the decimal mark ("0,6 s" in German and Italian)


def decimal(value: float) -> str:
    """A number as the language in use writes it: `decimal(0.15)` is "0.15" in English, "0,15" in German."""
    return f"{value:g}".replace(".", NUMBERS["decimal"])


def language() -> str:
    return _language


def available() -> list[str]:
    """The languages with a catalog here (the source language always), the test language included."""
    found = sorted(p.stem for p in CATALOGS.glob("*.mo")) if CATALOGS.is_dir() else []
    return [SOURCE, *(lang for lang in found if lang != SOURCE)]


def choose(stored: str, browser: list[str], known: list[str]) -> str:
    """The language to speak: the device's stored choice if known, else the first of the browser's languages
    (`navigator.languages`, most wanted first) with a catalog, by its full tag or its primary language
    ("de-CH" -> "de"), else English."""
    if stored in known:
        return stored
    for tag in browser:
        if tag in known:
            return tag
        primary = tag.split("-")[0].lower()
        if primary in known:
            return primary
    return SOURCE


def use(lang: str, catalog: bytes | None = None) -> str:
    """Speak `lang` from now on, from its compiled catalog (`catalog`, else the one shipped); a language
    without a catalog speaks English. Returns the language in use."""
    global _translations, _language
    if lang == SOURCE:
        _translations, _language = gettext.NullTranslations(), SOURCE
        return _language
    if catalog is None:
        path = CATALOGS / f"{lang}.mo"
        if not path.is_file():
            return use(SOURCE)
        catalog = path.read_bytes()
    _translations, _language = gettext.GNUTranslations(io.BytesIO(catalog)), lang
    return _language
