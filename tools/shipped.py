"""What the site ships of PyScript, Python's standard library and pydantic: only what the app loads.

Every file shipped is downloaded by a first visit (the service worker precaches the whole site), so a
file the app never loads costs every player its bytes (issue 16: at most 8 MB gzip-compressed in all).
e2e/test_build.py checks that a visit that plays a game requests every file under assets/.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

# PyScript 0.7.31's files that a visit requests (measured with Playwright: the core, and one small module
# per built-in plugin, imported even when the config turns the plugin off). Not shipped: the editor's
# codemirror, the terminal's xterm, the TOML and zip readers, MicroPython, the package graph.
PYSCRIPT_CHUNKS = ["core", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal"]
PYSCRIPT_FILES = ["core.js"]

# Standard-library modules the app never imports (developer tools, servers, mail, XML, processes) and the
# text encodings it never uses (it reads and writes UTF-8; zip file names may be cp437). Importing one
# would fail with ModuleNotFoundError (or LookupError for a codec): nothing in pycore, web/app, pydantic
# or Pyodide's own Python does.
STDLIB_LEFT_OUT = {
    "_pyrepl", "bdb", "doctest", "ftplib", "imaplib", "mailbox", "multiprocessing", "optparse", "pdb",
    "pickletools", "plistlib", "poplib", "pstats", "pydoc", "pydoc_data", "smtplib", "socketserver",
    "trace", "unittest", "wsgiref", "xml", "xmlrpc",
}
ENCODINGS_LEFT_OUT = re.compile(
    r"encodings/(cp(?!437\.|1252\.)\d+|mac_\w+|iso8859_\d+|koi8_\w|kz1048|ptcp154|hp_roman8|tis_620|palmos"
    r"|big5\w*|euc_\w+|gb\w+|hz|iso2022_\w+|johab|shift_\w+)\.py$")
# pydantic's copy of its version 1 (for `from pydantic.v1 import ...`) and its mypy plugin: never imported.
PYDANTIC_LEFT_OUT = ("pydantic/v1/", "pydantic/mypy.")


def pyscript_files(dist: Path) -> list[Path]:
    """The files of PyScript's `dist/` folder that the page loads."""
    chunk = re.compile(rf"^({'|'.join(map(re.escape, PYSCRIPT_CHUNKS))})-[\w-]{{8}}\.js$")
    return sorted(p for p in dist.iterdir() if p.name in PYSCRIPT_FILES or chunk.match(p.name))


def stdlib_left_out(name: str) -> bool:
    top = name.split("/")[0].removesuffix(".py").removesuffix(".pyc")
    return top in STDLIB_LEFT_OUT or bool(ENCODINGS_LEFT_OUT.match(name))


def pydantic_left_out(name: str) -> bool:
    return name.startswith(PYDANTIC_LEFT_OUT)


def rewrite_zip(path: Path, left_out) -> None:
    """Rewrite the zip (or wheel) at `path` without the entries `left_out(name)` names, each remaining entry
    with its own time stamp and compression (reproducible); a wheel's RECORD loses their lines too."""
    with zipfile.ZipFile(path) as source:
        entries = [(info, source.read(info)) for info in source.infolist() if not left_out(info.filename)]
    with zipfile.ZipFile(path, "w") as archive:
        for info, data in entries:
            if info.filename.endswith(".dist-info/RECORD"):
                data = "".join(line for line in data.decode().splitlines(keepends=True)
                               if not left_out(line.split(",")[0])).encode()
            archive.writestr(info, data, compress_type=info.compress_type)
