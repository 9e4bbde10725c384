"""Build the whole static site into one folder (default `dist/site`), from local inputs only.

    python tools/build_site.py [--out DIR]

Steps: build the `pycore` wheel (`python -m build`), pack every Python module under `web/` into an
`atelier_web` wheel, fetch the pinned browser wheels of pydantic (tools/browser-wheels.txt) and
precompile them to bytecode (tools/precompile.mjs), copy Pyodide's core and PyScript from
`node_modules` (only what the app loads: tools/shipped.py), write a `pyodide-lock.json` that lists
exactly the wheels we ship, fill in the page (with the home screen drawn into it by the app's own
Python, `app.firstscreen`) and the service worker. The message catalogs (web/locale/*.po, tools/i18n.py)
are compiled into `assets/<hash>/locale/<language>.mo` (fetched only by a player of that language, so
not precached), and the manifest is written once per language. Everything but the page, the service worker, the
manifest and the icons lives under `assets/<hash>/`, where the hash covers the content: same inputs,
same files, and a new build gets new URLs and a new service-worker cache.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import html
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename

from i18n import compiled_catalogs
from shipped import patch_pyscript, pycore_left_out, pydantic_left_out, pyscript_files, rewrite_zip, stdlib_left_out
from wheelkit import lock_entry, sha256_file, write_wheel

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
NODE_MODULES = ROOT / "node_modules"
BROWSER_WHEELS = ROOT / "tools" / "browser-wheels.txt"
WHEEL_CACHE = ROOT / "build" / "browser-wheels"
PRECOMPILED_CACHE = ROOT / "build" / "precompiled"
PRECOMPILE = ROOT / "tools" / "precompile.mjs"
MAKE_IMAGE = ROOT / "tools" / "make_interpreter_image.mjs"
IMAGE_CACHE = ROOT / "build" / "interpreter-image"
# The interpreter image (a Pyodide memory snapshot, tools/make_interpreter_image.mjs): fetched by the service
# worker after a first visit, restored by web/interpreter.mjs at every later start. It holds these modules
# imported: what the first screen runs (web/app/first.py) except `app.dom`, which talks to the page as it is
# imported, and nothing that needs pydantic (a binary package would grow the heap past what a restore fills).
IMAGE_NAME = "interpreter-image.bin"
IMAGE_MODULES = ["json", "random", "traceback", "pyodide.ffi", "app.actions", "app.firstscreen", "app.storage"]

# Pyodide 314 for the browser: only the core files; everything else we ship ourselves.
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
PYODIDE_PLATFORM = ["--platform", "pyemscripten_2026_0_wasm32", "--python-version", "3.14",
                    "--implementation", "cp", "--abi", "cp314"]
# PyScript plugins we do not use: never loaded (our own loading screen and error panel stand in).
PYSCRIPT_PLUGINS_OFF = ["!codemirror", "!deprecations-manager", "!donkey", "!error",
                        "!py-editor", "!py-game", "!py-terminal"]
# Any fixed time: hatchling stamps wheel entries with it, so the wheel is byte for byte reproducible.
SOURCE_DATE_EPOCH = "315532800"
# Modules of the app that only the build reads, never the page: the manifest's words (written into each
# language's manifest file) and pycore's narration as catalog tables (read by the extraction, tools/i18n.py),
# left out of the web app's wheel.
BUILD_ONLY = ("app/manifestwords.py", "app/narrationtables.py", "app/pagewords.py")
# Files under web/ that are not Python modules of the app but parts of the page.
PAGE_FILES = ["style.css", "views-opera-magna.css", "views-luthier.css", "early.js", "boot.js", "page.js", "longpress.js",
              "identity.js", "main.py"]
# Our module that PyScript loads as its interpreter, in place of pyodide.mjs (next to it: same index URL).
INTERPRETER_MODULE = "interpreter.mjs"
# Where the app says which packages it loads itself, after the home screen (LOADED_LATER).
FIRST_SCREEN = WEB / "app" / "first.py"


def build_pycore_wheel(out: Path) -> Path:
    env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "PYTHONHASHSEED": "0"}
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out), str(ROOT)],
        check=True, env=env, stdout=subprocess.DEVNULL,
    )
    (wheel,) = out.glob("pycore-*.whl")
    return wheel


def web_modules() -> dict[str, bytes]:
    """Every `.py` file under web/ except the entry `main.py`, tests and what only the build reads
    (`BUILD_ONLY`): zero configuration to add one."""
    modules = {}
    for path in sorted(WEB.rglob("*.py")):
        relative = path.relative_to(WEB).as_posix()
        if relative in ("main.py", *BUILD_ONLY) or "/tests/" in f"/{relative}" or path.name.startswith("test_"):
            continue
        modules[relative] = path.read_bytes()
    return modules


def on_demand(file: str) -> bool:
    """A file that only some visits fetch, and the service worker keeps once fetched instead of precaching it:
    a language's catalog (web/sw.js)."""
    return file.endswith(".mo")


def picker_languages() -> list[str]:
    from app.i18n import LANGUAGES  # importable once compiled_catalogs() has put web/ on the path

    return list(LANGUAGES)


def manifests(catalogs: dict[str, bytes]) -> dict[str, str]:
    """{file name: text} of the web app manifest in English (`manifest.webmanifest`) and in each language of the
    picker (`manifest-<language>.webmanifest`, which web/early.js links for a player of that language)."""
    from app import i18n
    from app.manifestwords import TEXT

    template = json.loads((WEB / "manifest.webmanifest").read_text())
    files = {}
    for lang in i18n.LANGUAGES:
        i18n.use(lang, catalogs.get(lang))
        name = "manifest.webmanifest" if lang == i18n.SOURCE else f"manifest-{lang}.webmanifest"
        files[name] = json.dumps({**template, "lang": lang, **{key: TEXT[key] for key in TEXT}},
                                 indent=2, ensure_ascii=False) + "\n"
    i18n.use(i18n.SOURCE)
    return files


def pycore_version() -> str:
    namespace: dict = {}
    exec((ROOT / "pycore" / "__init__.py").read_text(), namespace)
    return namespace["__version__"]


def pinned_browser_wheels() -> dict[str, tuple[str, str]]:
    """tools/browser-wheels.txt as {canonical name: (version, sha256)}."""
    pins = {}
    for line in BROWSER_WHEELS.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            requirement, digest = line.split(" --hash=sha256:")
            name, version = requirement.split("==")
            pins[canonicalize_name(name)] = (version.strip(), digest.strip())
    return pins


def fetch_browser_wheels() -> list[Path]:
    """The pinned browser wheels (paths in build/browser-wheels, where they are downloaded once), hashes checked."""
    pins = pinned_browser_wheels()

    def cached() -> dict[str, Path]:
        found = {}
        for wheel in WHEEL_CACHE.glob("*.whl"):
            name = canonicalize_name(parse_wheel_filename(wheel.name)[0])
            if name in pins and sha256_file(wheel) == pins[name][1]:
                found[name] = wheel
        return found

    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    if cached().keys() != pins.keys():
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
             "--only-binary=:all:", *PYODIDE_PLATFORM, "--require-hashes", "-r", str(BROWSER_WHEELS),
             "--dest", str(WHEEL_CACHE)],
            check=True,
        )
    found = cached()
    if found.keys() != pins.keys():
        raise SystemExit(f"browser wheels missing or with a wrong hash: {sorted(pins.keys() - found.keys())}")
    core = found["pydantic-core"]
    if "pyemscripten_2026_0_wasm32" not in core.name or core.stat().st_size < 100_000:
        raise SystemExit(f"{core.name} is not pydantic-core for Pyodide (the 1 KB stub?)")
    return [found[name] for name in sorted(found)]


def cached_by_inputs(cache_root: Path, inputs: list[Path], salt: str, names: list[str], make) -> Path:
    """The folder under `cache_root` holding the files `names` that `make(folder)` writes from `inputs`, made
    only when an input (by content) or `salt` changed: Pyodide boots in Node only then."""
    key = hashlib.sha256(salt.encode())
    for path in inputs:
        key.update(f"{path.name}\0{sha256_file(path)}\n".encode())
    cache = cache_root / key.hexdigest()[:16]
    if not all((cache / name).exists() for name in names):
        shutil.rmtree(cache, ignore_errors=True)
        cache_root.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(dir=cache_root, prefix=".tmp-"))
        make(staging)
        staging.rename(cache)
    return cache


def precompile(wheels: list[Path], out: Path) -> list[Path]:
    """The wheels with bytecode compiled by our Pyodide (tools/precompile.mjs, run by Node) instead of
    their sources, so the browser imports them without compiling. Cached in build/precompiled by the
    hash of the inputs."""

    def make(folder: Path) -> None:
        subprocess.run(["node", str(PRECOMPILE), str(folder), *map(str, wheels)], check=True,
                       stdout=subprocess.DEVNULL)

    cache = cached_by_inputs(PRECOMPILED_CACHE, [PRECOMPILE, NODE_MODULES / "pyodide" / "pyodide.asm.wasm",
                                                 *sorted(wheels)], "", [w.name for w in wheels], make)
    return [Path(shutil.copyfile(cache / w.name, out / w.name)) for w in sorted(wheels)]


def make_interpreter_image(pyodide_dir: Path, ours: list[Path]) -> Path:
    """The interpreter image for the Pyodide in `pyodide_dir` (as shipped) with our wheels `ours`
    (tools/make_interpreter_image.mjs; the same bytes for the same inputs). Cached in build/interpreter-image."""
    runtime = [pyodide_dir / name for name in [*PYODIDE_FILES, "pyodide-lock.json"]]

    def make(folder: Path) -> None:
        env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH}
        subprocess.run(["node", str(MAKE_IMAGE), str(pyodide_dir), str(folder / IMAGE_NAME),
                        ",".join(IMAGE_MODULES), *map(str, ours)], check=True, env=env, stdout=subprocess.DEVNULL)

    cache = cached_by_inputs(IMAGE_CACHE, [MAKE_IMAGE, *runtime, *sorted(ours)], ",".join(IMAGE_MODULES),
                             [IMAGE_NAME], make)
    return Path(shutil.copyfile(cache / IMAGE_NAME, pyodide_dir / IMAGE_NAME))


def loaded_later() -> set[str]:
    """The packages web/app/first.py loads itself once the home screen is up (its LOADED_LATER list)."""
    for node in ast.parse(FIRST_SCREEN.read_text()).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "LOADED_LATER" for t in node.targets):
            return {canonicalize_name(name) for name in ast.literal_eval(node.value)}
    raise SystemExit(f"no LOADED_LATER list in {FIRST_SCREEN}")


def loaded_later_closure(pyodide_dir: Path) -> set[str]:
    """`loaded_later()` and everything they depend on, from the lock file written in `pyodide_dir`."""
    packages = json.loads((pyodide_dir / "pyodide-lock.json").read_text())["packages"]
    found, todo = set(), list(loaded_later())
    while todo:
        name = todo.pop()
        if name not in found:
            found.add(name)
            todo += packages[name]["depends"]
    return found


def write_lock(pyodide_dir: Path, wheels: list[Path], ours: set[str]) -> None:
    """`ours` (pycore, atelier-web) are the page's first packages: their lock entries leave out what the
    app loads later, so that Pyodide does not load it before the home screen."""
    stock = json.loads((NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())
    shipped = {canonicalize_name(parse_wheel_filename(w.name)[0]) for w in wheels}
    later = loaded_later()
    packages = {}
    for wheel in sorted(wheels):
        entry = lock_entry(wheel, shipped)
        if canonicalize_name(entry["name"]) in ours:
            entry["depends"] = [d for d in entry["depends"] if d not in later]
        packages[canonicalize_name(entry["name"])] = entry
    lock = {"info": stock["info"], "packages": packages}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")


def copy_runtime(assets: Path) -> None:
    pyodide = assets / "pyodide"
    pyodide.mkdir()
    for name in PYODIDE_FILES:
        shutil.copyfile(NODE_MODULES / "pyodide" / name, pyodide / name)
    rewrite_zip(pyodide / "python_stdlib.zip", stdlib_left_out)
    pyscript = assets / "pyscript"
    pyscript.mkdir()
    for path in pyscript_files(NODE_MODULES / "@pyscript" / "core" / "dist"):
        shutil.copyfile(path, pyscript / path.name)
    patch_pyscript(next(pyscript.glob("core-*.js")))


def tree_hash(folder: Path, skip: set[str] = frozenset()) -> str:
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        relative = path.relative_to(folder).as_posix()
        if relative not in skip:
            digest.update(f"{relative}\0{sha256_file(path)}\n".encode())
    return digest.hexdigest()[:16]


def site_files(site: Path) -> list[str]:
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())


def fill(template: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        template = template.replace("{{" + key + "}}", value)
    if "{{" in template:
        raise SystemExit(f"unfilled placeholder in template: {template[template.index('{{'):][:40]}")
    return template


def prerendered_home(catalogs: dict[str, bytes]) -> str:
    """The home screen as Python draws it before the app has loaded (`app.firstscreen`, run here in
    CPython from the sources), for index.html: it shows at the first paint, long before Python starts.
    In its own wrapper, hidden when the page opens with a game's link (web/early.js, style.css); in English,
    followed by a <template> of it in each other language of the picker, which web/early.js puts in its
    place for a player of that language."""
    for path in (str(ROOT), str(WEB)):
        if path not in sys.path:
            sys.path.insert(0, path)
    from app import i18n
    from app.firstscreen import render_first_home

    drawn = {lang: render_first_home(None) for lang in i18n.LANGUAGES if i18n.use(lang, catalogs.get(lang))}
    i18n.use(i18n.SOURCE)
    return f'<div class="prerendered">{drawn.pop(i18n.SOURCE)}</div>' + "".join(
        f'<template class="prerendered-home" data-lang="{lang}">{home}</template>' for lang, home in drawn.items())


def page_words(catalogs: dict[str, bytes]) -> dict[str, str]:
    """index.html's own words (`app.pagewords`): `say:<key>` in English, and `PAGE_WORDS`, a <template> per other
    language of the picker whose elements web/early.js puts in place of the page's (`data-say`); `NOSCRIPT`, the
    line shown without JavaScript, in every language (nothing runs there to choose one)."""
    for path in (str(ROOT), str(WEB)):
        if path not in sys.path:
            sys.path.insert(0, path)
    from app import i18n
    from app.pagewords import TEXT

    said = {lang: {key: html.escape(TEXT[key]) for key in TEXT} for lang in i18n.LANGUAGES if i18n.use(lang, catalogs.get(lang))}
    i18n.use(i18n.SOURCE)
    noscript = "".join(f'<p class="error-text" lang="{lang}">{words["noscript"]}</p>' for lang, words in said.items())
    english = said.pop(i18n.SOURCE)
    templates = "".join(f'<template class="page-words" data-lang="{lang}">'
                        + "".join(f'<span data-say="{key}">{text}</span>' for key, text in words.items()) + "</template>"
                        for lang, words in said.items())
    return {f"say:{key}": text for key, text in english.items()} | {"PAGE_WORDS": templates, "NOSCRIPT": noscript}


def preload_tags(assets: Path, assets_url: str, wheels: list[Path], later: set[str]) -> str:
    """Start every download at once, while the HTML is still parsing, so the network overlaps Python's start.

    In order of need: a browser opens few connections to one host over HTTP/1.1, so the chain that
    starts Python (boot.js, PyScript's modules, Pyodide's) comes first and the wheels the app loads
    after the home screen (`later`) come last, at low priority."""
    # boot.js imports page.js (which imports longpress.js and identity.js) before PyScript, and PyScript's core then imports
    # its other chunks one after the other: preloaded, none of these waits for the one before to arrive.
    pyscript = [f"{assets_url}/pyscript/{chunk.name}" for chunk in sorted((assets / "pyscript").glob("*.js"))
                if chunk.name != "core.js"]
    modules = [f"{assets_url}/page.js", f"{assets_url}/longpress.js", f"{assets_url}/identity.js",
               f"{assets_url}/pyscript/core.js", *pyscript,
               f"{assets_url}/pyodide/{INTERPRETER_MODULE}", f"{assets_url}/pyodide/pyodide.mjs",
               f"{assets_url}/pyodide/pyodide.asm.mjs"]
    first = [w for w in sorted(wheels) if canonicalize_name(parse_wheel_filename(w.name)[0]) not in later]
    last = [w for w in sorted(wheels) if w not in first]
    # Not Pyodide's WebAssembly: Python's worker (web/boot.js) fetches it itself, and a preload still running
    # then is not shared with the worker: the 3.5 MB (gzip) would come twice.
    fetches = [f"{assets_url}/pyodide/python_stdlib.zip",
               f"{assets_url}/pyodide/pyodide-lock.json", f"{assets_url}/main.py"]
    fetches += [f"{assets_url}/pyodide/{w.name}" for w in first]
    lines = [f'<link rel="modulepreload" href="{url}">' for url in modules]
    lines += [f'<link rel="preload" href="{url}" as="fetch" crossorigin>' for url in fetches]
    lines += [f'<link rel="preload" href="{assets_url}/pyodide/{w.name}" as="fetch" crossorigin fetchpriority="low">'
              for w in last]
    return "\n".join(lines)


def build(out: Path) -> str:
    """Build the site into `out` (replaced whole). Returns the site's version hash."""
    with tempfile.TemporaryDirectory(prefix="atelier-site-") as tmp:
        tmp = Path(tmp)
        site = tmp / "site"
        assets = site / "assets" / "next"
        assets.mkdir(parents=True)
        copy_runtime(assets)
        pyodide = assets / "pyodide"
        version = pycore_version()
        built = tmp / "built"
        built.mkdir()
        catalogs = compiled_catalogs()
        ours = [build_pycore_wheel(built),
                write_wheel(built, "atelier-web", version, web_modules(),
                            "Atelier's web app: the Python views and app shell under web/")]
        wheels = precompile(ours, pyodide) + precompile(fetch_browser_wheels(), pyodide)
        rewrite_zip(next(pyodide.glob("pydantic-[0-9]*.whl")), pydantic_left_out)
        rewrite_zip(next(pyodide.glob("pycore-*.whl")), pycore_left_out)
        for wheel in wheels:
            if not wheel.name.startswith(("pydantic-", "pycore-")):  # those two were just rewritten
                rewrite_zip(wheel)
        ours = [canonicalize_name(parse_wheel_filename(w.name)[0]) for w in ours]
        write_lock(pyodide, wheels, set(ours))
        image = make_interpreter_image(pyodide, [w for w in wheels if w.name.startswith(("pycore-", "atelier_web-"))])
        shutil.copyfile(WEB / INTERPRETER_MODULE, pyodide / INTERPRETER_MODULE)
        later = loaded_later_closure(pyodide)
        for name in PAGE_FILES:
            shutil.copyfile(WEB / name, assets / name)
        (assets / "locale").mkdir()
        for lang, data in catalogs.items():  # next to page.js, which gives Python their address (app.dom.catalog)
            (assets / "locale" / f"{lang}.mo").write_bytes(data)

        assets_hash = tree_hash(assets)
        assets = assets.rename(site / "assets" / assets_hash)
        assets_url = f"./assets/{assets_hash}"
        config = {
            "interpreter": f"{assets_url}/pyodide/{INTERPRETER_MODULE}",
            "packages": sorted(ours),
            "packages_cache": "passthrough",
            # No package index: all packages come from our lock file. (Also spares PyScript fetching its
            # package graph, pyodide_graph.js, on the way to starting Pyodide.)
            "index_urls": [],
            "plugins": PYSCRIPT_PLUGINS_OFF,
        }
        page = fill((WEB / "index.html").read_text(), {
            "ASSETS": assets_url,
            "HOME": prerendered_home(catalogs),
            **page_words(catalogs),
            "LANGUAGES": " ".join(picker_languages()),
            "PRELOADS": preload_tags(assets, assets_url, wheels, later),
            "PYSCRIPT_CONFIG": json.dumps(config, separators=(",", ":")),
        })
        (site / "index.html").write_text(page)
        for name, text in manifests(catalogs).items():
            (site / name).write_text(text)
        shutil.copytree(WEB / "icons", site / "icons")

        site_hash = tree_hash(site)
        image_url = f"{assets_url}/pyodide/{image.name}"
        precache = ["./"] + [f"./{f}" for f in site_files(site) if f != "index.html" and f"./{f}" != image_url
                             and not on_demand(f)]
        worker = fill((WEB / "sw.js").read_text(), {
            "VERSION": site_hash,
            "IMAGE": image_url,
            "FILES": json.dumps(precache, indent=1),
        })
        (site / "sw.js").write_text(worker)
        (site / "build.json").write_text(json.dumps(
            {"version": version, "site_hash": site_hash, "assets": assets_url.removeprefix("./"),
             "interpreter_image": image_url.removeprefix("./")},
            indent=1, sort_keys=True) + "\n")

        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(site, out)
    return site_hash


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "site")
    args = parser.parse_args(argv)
    site_hash = build(args.out.resolve())
    files = site_files(args.out)
    size = sum((args.out / f).stat().st_size for f in files)
    print(f"site {site_hash}: {len(files)} files, {size / 1e6:.1f} MB in {args.out}")


if __name__ == "__main__":
    main()
