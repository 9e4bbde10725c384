"""Player-facing text in the player's language: gettext catalogs, read by the standard library's `gettext`.

Every table of player-facing templates is a `Texts`: its English templates keep their named parameters,
and each message is keyed by its table and key (the gettext context `"<table>:<key>"`), the English
template being the msgid. A lookup asks the language in use at that moment, so a screen drawn after
`use(...)` speaks the new language without reloading anything; a table's English stays the fallback for
a message a catalog lacks. A message whose words change with a number is a pair (one, many) read with
`Texts.plural`, which lets each language's catalog give its own plural forms (its `Plural-Forms` header).

The catalogs are web/locale/<language>.po, compiled by tools/i18n.py at build time into the site's
`assets/<hash>/locale/<language>.mo`, fetched only by a player of that language (app.dom.catalog; see
docs/architecture.md, "Languages"). The language is this device's choice (app.prefs) or else the browser's
(`navigator.languages`); a link or a save never carries one.
"""

from __future__ import annotations

import gettext
import io
import math
import re
from collections.abc import Iterator, Mapping
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

# The languages a player can pick, each named in itself (the picker on the home screen shows these words).
LANGUAGES = {"en": "English", "de": "Deutsch", "it": "Italiano"}
# The test language: every message wrapped in ⟦ ⟧, accented and lengthened by 40% (`Pseudo`, made from the
# English at run time), so that e2e can tell text from a catalog from text that is not, and find text that
# overflows. Chromium's own name for its pseudo-locale; chosen only by a browser set to it, never in the picker.
PSEUDO = "en-XA"
SOURCE = "en"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE
TABLES: dict[str, "Texts"] = {}  # every table, by name: what tools/i18n.py extracts
_CACHES: list = []  # cached drawings holding words: emptied when the language changes


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
        return translate(self.table, key, message)

    def plural(self, key: str, count: int, **values: object) -> str:
        """The form of `key` for `count` in the language in use, filled in with `n=count` and `values`."""
        forms = self.messages[key]
        if not isinstance(forms, tuple):
            raise TypeError(f"{self.table}:{key} has one form: read it with [key]")
        one, many = forms
        return translate_plural(self.table, key, one, many, count).format(n=count, **values)

    def __iter__(self) -> Iterator[str]:
        return iter(self.messages)

    def __len__(self) -> int:
        return len(self.messages)


def translate(table: str, key: str, english: str) -> str:
    """The message `key` of catalog table `table` in the language in use (its English as the fallback)."""
    return _translations.pgettext(f"{table}:{key}", english)


def translate_plural(table: str, key: str, one: str, many: str, count: int) -> str:
    """The form for `count` of the message `key` (English `one`/`many`) of catalog table `table`, not filled in."""
    return _translations.npgettext(f"{table}:{key}", one, many, count)


NUMBERS = Texts("number", {"decimal": "."})  # the decimal mark ("0,6 s" in German and Italian)


def decimal(value: float) -> str:
    """A number as the language in use writes it: `decimal(0.15)` is "0.15" in English, "0,15" in German."""
    return f"{value:g}".replace(".", NUMBERS["decimal"])


def language() -> str:
    return _language


KNOWN = [*LANGUAGES, PSEUDO]  # what `choose` may pick


def choose(stored: str, browser: list[str], known: list[str] = KNOWN) -> str:
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


def needs_catalog(lang: str) -> bool:
    """Whether speaking `lang` takes its compiled catalog (fetched on demand: app.dom.catalog)."""
    return lang in LANGUAGES and lang != SOURCE


def use(lang: str, catalog: bytes | None = None) -> str:
    """Speak `lang` from now on, from its compiled catalog (`catalog`: the .mo file's bytes); the test language
    needs none, and a language whose catalog could not be had speaks English. Returns the language in use."""
    global _translations, _language
    if lang == PSEUDO:
        _translations, _language = Pseudo(), PSEUDO
    elif needs_catalog(lang) and catalog is not None:
        _translations, _language = Compiled(io.BytesIO(catalog)), lang
    else:
        _translations, _language = gettext.NullTranslations(), SOURCE
    for cached in _CACHES:
        cached.cache_clear()
    return _language


def cleared_on_language_change(cached: F) -> F:
    """An `lru_cache`d function whose result holds words: its cache is emptied by `use`, so that a drawing made
    in one language is never shown in another."""
    _CACHES.append(cached)
    return cached


PLACEHOLDER = re.compile(r"\{(\w*(?::[\w+]+)?)\}")  # a name, and the kind of its value in narration ("{seat:player}")
PSEUDO_LETTERS = str.maketrans("aeiouyAEIOUYcnsCNSz", "áéíóúýÁÉÍÓÚÝçñšÇÑŠž")
PSEUDO_LONGER = 0.4


def pseudo_text(text: str) -> str:
    """⟦Téxt ··⟧: accented outside the placeholders, 40% longer, wrapped, so that a test sees where every
    message begins and ends, and how a longer language fits."""
    if not text:
        return text
    parts = PLACEHOLDER.split(text)
    out = "".join(part.translate(PSEUDO_LETTERS) if i % 2 == 0 else "{" + part + "}" for i, part in enumerate(parts))
    padding = math.ceil(len(PLACEHOLDER.sub("", text)) * PSEUDO_LONGER)
    return f"\u27e6{out}{' ' if padding > 6 else ''}{'·' * padding}\u27e7"


class Compiled(gettext.GNUTranslations):
    """A compiled catalog as tools/i18n.py writes it: each translation keyed by its context alone (no English
    msgid in the file); a message it lacks is said in English."""

    def pgettext(self, context: str, message: str) -> str:
        found: str = self._catalog.get(context, message)  # type: ignore[attr-defined]
        return found

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        found: str | None = self._catalog.get((context, self.plural(n)))  # type: ignore[attr-defined]
        return found if found is not None else msgid1 if n == 1 else msgid2


class Pseudo(gettext.NullTranslations):
    """The test language, made from the English as it is read (no catalog to ship or keep up to date)."""

    def pgettext(self, context: str, message: str) -> str:
        return pseudo_text(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo_text(msgid1 if n == 1 else msgid2)
