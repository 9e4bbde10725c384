"""What the site ships of PyScript, Python's standard library, pydantic and pycore: only what the app loads.

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
# or Pyodide's and PyScript's own Python does, except in functions never called here (checked by scanning
# every import of the kept standard library, of PyScript's core and of every shipped wheel: the command-line
# entries of pycore import argparse; e.g. traceback imports difflib for a syntax error's keyword typos, under
# `suppress(Exception)`; datetime falls back on _pydatetime only without the built-in _datetime, which
# Pyodide 314 has).
STDLIB_LEFT_OUT = {
    # developer tools and command-line programs (argparse only for those; gettext stays: app.i18n reads the catalogs)
    "_pyrepl", "argparse", "bdb", "cProfile", "cmd", "code", "compileall", "doctest", "filecmp", "getopt",
    "modulefinder", "optparse", "pdb", "pickletools", "profile", "pstats", "py_compile", "pyclbr", "pydoc",
    "pydoc_data", "symtable", "tabnanny", "timeit", "trace", "unittest", "zipapp",
    # servers, mail, the web, XML, processes, databases, sound
    "ftplib", "http", "imaplib", "mailbox", "mimetypes", "multiprocessing", "netrc", "plistlib", "poplib", "sched",
    "shelve", "smtplib", "socketserver", "sqlite3", "webbrowser", "wsgiref", "wave", "xml", "xmlrpc",
    # pure-Python twins of built-in modules, and modules nothing here uses
    "_pydatetime", "_pyio", "configparser", "ctypes", "difflib", "graphlib", "statistics", "tomllib",
    # imported by the interpreter itself only when asked: `_pylong` to turn an int of thousands of digits into
    # text, `_strptime` for `time.strptime` / `datetime.strptime`; nothing here does either (the bots' seeds are
    # 64-bit, pydantic-core reads dates itself)
    "_pylong", "_strptime",
}
# Modules of packages that stay, which need one of the above and serve nothing here (the import checked as above).
STDLIB_FILES_LEFT_OUT = {
    "antigravity.py", "concurrent/futures/process.py", "json/tool.py", "logging/config.py", "urllib/request.py",
    "urllib/robotparser.py",
}
ENCODINGS_LEFT_OUT = re.compile(
    r"encodings/(cp(?!437\.|1252\.)\d+|mac_\w+|iso8859_\d+|koi8_\w|kz1048|ptcp154|hp_roman8|tis_620|palmos"
    r"|big5\w*|euc_\w+|gb\w+|hz|iso2022_\w+|johab|shift_\w+)\.py$")
# pydantic's copy of its version 1 (for `from pydantic.v1 import ...`), its mypy plugin and its experimental
# pipeline API: never imported. Nor are its version-1 methods and decorators (`deprecated/`, imported only
# inside `.dict()`, `.copy()`, `parse_obj`, `@validator`..., which nothing here calls; `_decorators_v1` is theirs),
# its URL, e-mail and colour types (`networks`, `color`: only `from pydantic import AnyUrl`, `Color`... would
# load them) or the git lookup of `pydantic.version.version_info()` (`_git`): about 60 KB less for a first
# visit, which the languages' catalogs need (issue 32). e2e/test_build.py checks that nothing here imports them.
PYDANTIC_LEFT_OUT = ("pydantic/v1/", "pydantic/mypy.", "pydantic/experimental/", "pydantic/deprecated/",
                     "pydantic/_internal/_decorators_v1.", "pydantic/_internal/_git.", "pydantic/networks.",
                     "pydantic/color.")
# pycore's command line (`python -m pycore`: the CLI, its commands, the bot arena) and its console-script
# entry: the page never imports them. Only the site's copy of the wheel goes without them; the wheel that
# pip installs stays whole. e2e/test_build.py checks that nothing else in pycore or web/app imports them.
PYCORE_COMMAND_LINE = ("pycore/__main__", "pycore/cli", "pycore/arena", "pycore/position_command",
                       "pycore/tutorial_command")


def pyscript_files(dist: Path) -> list[Path]:
    """The files of PyScript's `dist/` folder that the page loads."""
    chunk = re.compile(rf"^({'|'.join(map(re.escape, PYSCRIPT_CHUNKS))})-[\w-]{{8}}\.js$")
    return sorted(p for p in dist.iterdir() if p.name in PYSCRIPT_FILES or chunk.match(p.name))


# PyScript's Python in a worker sets up `pyscript.js_import` with `window.Function(...)` on the page, which the
# Content-Security-Policy forbids (no 'unsafe-eval'); the exception that follows disables `pyscript.window`,
# `document` and `sync` with a misleading "requires SharedArrayBuffer" message. Nothing of ours uses
# `js_import`: the build takes that one assignment out of PyScript's bundled Python.
PYSCRIPT_EVAL = "js_import=window.Function('return (...urls) => Promise.all(urls.map((url) => import(url)))')()"


def patch_pyscript(core: Path) -> None:
    """PyScript's core chunk without `PYSCRIPT_EVAL` (an error if it is not there: another PyScript)."""
    text = core.read_text()
    if text.count(PYSCRIPT_EVAL) != 1:
        raise SystemExit(f"{core.name}: PyScript's js_import setup not found once; check tools/shipped.py")
    core.write_text(text.replace(PYSCRIPT_EVAL, "js_import=None"))


def stdlib_left_out(name: str) -> bool:
    top = name.split("/")[0].removesuffix(".py").removesuffix(".pyc")
    return top in STDLIB_LEFT_OUT or name in STDLIB_FILES_LEFT_OUT or bool(ENCODINGS_LEFT_OUT.match(name))


def stdlib_modules_left_out() -> set[str]:
    """The dotted names of the standard-library modules left out (codecs aside)."""
    return STDLIB_LEFT_OUT | {name.removesuffix(".py").replace("/", ".") for name in STDLIB_FILES_LEFT_OUT}


def pydantic_left_out(name: str) -> bool:
    return name.startswith(PYDANTIC_LEFT_OUT)


def pycore_left_out(name: str) -> bool:
    """A command-line module (its source, or its bytecode once tools/precompile.mjs has replaced it), or the
    console-script entry."""
    module = re.sub(r"\.pyc?$", "", name)
    return module in PYCORE_COMMAND_LINE or (name.startswith("pycore-") and name.endswith(".dist-info/entry_points.txt"))


def rewrite_zip(path: Path, left_out=lambda _name: False) -> None:
    """Rewrite the zip (or wheel) at `path` without the entries `left_out(name)` names, each remaining entry
    with its own time stamp and compression method (reproducible); a wheel's RECORD loses their lines too.
    Deflated entries are compressed at zlib's level 9: about 30 KB less for a first visit than the level 6 the
    wheels come with (gzip cannot shrink what the zip has already deflated)."""
    with zipfile.ZipFile(path) as source:
        entries = [(info, source.read(info)) for info in source.infolist() if not left_out(info.filename)]
    with zipfile.ZipFile(path, "w") as archive:
        for info, data in entries:
            if info.filename.endswith(".dist-info/RECORD"):
                data = "".join(line for line in data.decode().splitlines(keepends=True)
                               if not left_out(line.split(",")[0])).encode()
            archive.writestr(info, data, compress_type=info.compress_type, compresslevel=9)
