"""The app's message catalogs, with Babel: extract, update the translations, check them, compile them.

    python tools/i18n.py update     # every language's web/locale/<lang>.po gets the new messages (empty) and
                                    # loses the ones gone (kept as obsolete "#~" entries to reuse)
    python tools/i18n.py check      # what a catalog lacks or holds too much (web/tests/test_catalogs.py runs it)

Extraction imports every module of the web app (`app.dom` aside, which needs the browser) and reads
`app.i18n.TABLES`, every table of player-facing templates: a message is its table and key (the gettext
context "<table>:<key>") with its English template as the msgid, and a plural pair as msgid/msgid_plural.
tools/build_site.py calls `compiled_catalogs()`: each language's .mo, for the site's `assets/<hash>/locale/`.
The test language needs no catalog (`app.i18n.Pseudo` makes it from the English).
"""

from __future__ import annotations

import copy
import importlib
import io
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
LOCALE = WEB / "locale"
DOMAIN = "atelier"
# Modules that only run in the browser (they import Pyodide's `js`): they hold no table.
BROWSER_ONLY = {"app.dom", "app.first"}
PLACEHOLDER = re.compile(r"\{(\w*(?::[\w+]+)?)\}")  # a name, and the kind of its value in narration ("{seat:player}")


for _path in (str(ROOT), str(WEB)):  # pycore and the web app's package `app`, from the sources
    if _path not in sys.path:
        sys.path.insert(0, _path)


def tables() -> dict:
    """`app.i18n.TABLES` with every module of the web app imported."""
    for path in sorted((WEB / "app").rglob("*.py")):
        module = ".".join(path.relative_to(WEB).with_suffix("").parts).removesuffix(".__init__")
        if module not in BROWSER_ONLY:
            importlib.import_module(module)
    from app.i18n import TABLES

    return TABLES


def extracted() -> Catalog:
    """Every message of the app, in English (the template that the translations follow)."""
    catalog = Catalog(domain=DOMAIN, project="Atelier", locale="en", fuzzy=False)
    for name, table in sorted(tables().items()):
        for key, message in table.messages.items():
            catalog.add(message, context=f"{name}:{key}", flags=["python-brace-format"])
    return catalog


def languages() -> list[str]:
    return sorted(p.stem for p in LOCALE.glob("*.po"))


def read(lang: str) -> Catalog:
    with open(LOCALE / f"{lang}.po", "rb") as file:
        return read_po(file, locale=lang)


def update() -> None:
    template = extracted()
    for lang in languages():
        catalog = read(lang)
        catalog.update(template, no_fuzzy_matching=True)
        with open(LOCALE / f"{lang}.po", "wb") as file:
            write_po(file, catalog, width=116, sort_output=True, ignore_obsolete=False)


# The pointer's verb is always given in both cases (app.pointer.words): a language whose sentence starts with
# the verb ("Tippe jetzt auf ...") writes {Tap} where the English has "Now {tap} ...".
SAME_PARAMETER = {"Tap": "tap"}


def placeholders(text: str) -> set[str]:
    return {SAME_PARAMETER.get(name, name) for name in PLACEHOLDER.findall(text)}


def problems(lang: str, template: Catalog | None = None) -> list[str]:
    """What stops `lang`'s catalog from speaking every message: one line per missing, untranslated or
    unused message, per placeholder a translation lacks or adds, per plural form missing."""
    template = template or extracted()
    catalog = read(lang)
    found = []
    wanted = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id}
    have = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in catalog if m.id}
    for context, msgid in sorted(have.keys() - wanted, key=str):
        found.append(f"{lang}: unused message {context} ({msgid!r})")
    for message in template:
        if not message.id:
            continue
        key = (message.context, message.id if isinstance(message.id, str) else message.id[0])
        translated = have.get(key)
        if translated is None:
            found.append(f"{lang}: missing message {message.context} ({key[1]!r})")
            continue
        if translated.id != message.id:
            found.append(f"{lang}: {message.context} translates an older English ({translated.id!r})")
        if translated.fuzzy:  # `update` guessed it from a near message: not compiled until a person checks it
            found.append(f"{lang}: {message.context} is marked fuzzy")
        strings = translated.string if isinstance(translated.string, tuple) else (translated.string,)
        if isinstance(message.id, tuple) and len(strings) != catalog.num_plurals:
            found.append(f"{lang}: {message.context} has {len(strings)} plural forms, not {catalog.num_plurals}")
        english = set().union(*(placeholders(i) for i in (message.id if isinstance(message.id, tuple) else (message.id,))))
        # a plural form may leave out the number ("un giocatore"), never add or lose a name
        needed = english - {"n"} if isinstance(message.id, tuple) else english
        for string in strings:
            if not string:
                found.append(f"{lang}: untranslated message {message.context}")
            elif not needed <= placeholders(string) <= english:
                found.append(f"{lang}: {message.context} has placeholders {sorted(placeholders(string))}, "
                             f"the English {sorted(english)}")
    return found


# What a compiled catalog keeps of the .po's header: gettext reads these; the rest is for people.
MO_HEADERS = ("Language", "Plural-Forms", "MIME-Version", "Content-Type", "Content-Transfer-Encoding")


class _Compiled(Catalog):
    """A catalog whose header keeps only `MO_HEADERS` (Babel writes the header from `mime_headers`)."""

    @property
    def mime_headers(self) -> list[tuple[str, str]]:
        return [(name, value) for name, value in super().mime_headers if name in MO_HEADERS]


def mo_bytes(catalog: Catalog) -> bytes:
    """The catalog compiled, each translation keyed by its context alone ("<table>:<key>", a plural's forms by
    that key too): the English msgid is left out, a third of the bytes a player fetches (the app reads it with
    `app.i18n.Compiled`; the .po keeps the msgid, and the check catches a translation of an older English)."""
    compiled = copy.copy(catalog)
    compiled.__class__ = _Compiled
    compiled._messages = type(catalog._messages)()  # the copy's own messages; the catalog read keeps its
    for message in catalog:
        if message.id and not message.fuzzy:
            key = message.context if isinstance(message.id, str) else (message.context, message.context)
            compiled[key] = Message(key, message.string)
    out = io.BytesIO()
    write_mo(out, compiled, use_fuzzy=False)
    return out.getvalue()


def compiled_catalogs() -> dict[str, bytes]:
    """{language: .mo bytes} for every catalog."""
    return {lang: mo_bytes(read(lang)) for lang in languages()}


def main(argv: list[str]) -> int:
    if argv == ["update"]:
        update()
        return 0
    if argv == ["check"]:
        template = extracted()
        found = [line for lang in languages() for line in problems(lang, template)]
        print("\n".join(found) or f"{len(languages())} catalogs complete")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
