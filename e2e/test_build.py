"""The site build: reproducible, self-contained, and shipping the real pydantic-core for Pyodide."""

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from conftest import HOME_TIMEOUT_MS, ROOT, SITE, watch


def digest_tree(folder):
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def checkout_copy(into):
    """A copy of this checkout as it is (its edits too) in another folder: without git, what a build made
    (dist/, and build/'s caches of the precompiled wheels and the interpreter image, which must be made
    again there), but with node_modules and the pinned browser wheels pip downloaded (inputs, not outputs)."""
    made_here = {".git", "dist", "build", "test-results", ".hypothesis"}  # at the top only: node_modules has dist/ folders
    anywhere = shutil.ignore_patterns("__pycache__", ".*_cache")

    def ignored(folder, names):
        return anywhere(folder, names) | (made_here & set(names) if Path(folder) == ROOT else set())

    shutil.copytree(ROOT, into, symlinks=True, ignore=ignored)
    if (ROOT / "build" / "browser-wheels").is_dir():
        shutil.copytree(ROOT / "build" / "browser-wheels", into / "build" / "browser-wheels")
    return into


def test_two_checkouts_of_one_commit_in_different_folders_build_the_same_site(tmp_path):
    # Each copy builds from scratch in its own folder (its own caches), at another depth and name: the same
    # files, the interpreter image and the site hash included (a returning player downloads nothing again).
    sites = []
    for copy in (tmp_path / "a", tmp_path / "other" / "checkout-b"):
        checkout_copy(copy)
        subprocess.run([sys.executable, str(copy / "tools" / "build_site.py"), "--out", str(copy / "dist" / "site")],
                       check=True, capture_output=True, cwd=copy)
        sites.append(copy / "dist" / "site")
    first, second = (digest_tree(site) for site in sites)
    assert first == second
    builds = [json.loads((site / "build.json").read_text()) for site in sites]
    assert builds[0]["site_hash"] == builds[1]["site_hash"]
    image = builds[0]["interpreter_image"]
    assert (sites[0] / image).read_bytes() == (sites[1] / image).read_bytes()
    assert str(tmp_path).encode() not in (sites[0] / image).read_bytes()
    assert any(name.endswith("pyodide.asm.wasm") for name in first)


def test_the_interpreter_image_is_the_same_bytes_when_made_again(tmp_path):
    """The build caches the image (build/interpreter-image), so the rebuild above reuses it: make it again from
    the shipped Pyodide and wheels, as tools/build_site.py does, and compare with the shipped bytes."""
    from build_site import IMAGE_MODULES, MAKE_IMAGE, SOURCE_DATE_EPOCH

    build = json.loads((SITE / "build.json").read_text())
    pyodide = SITE / build["assets"] / "pyodide"
    ours = sorted(str(w) for w in pyodide.glob("*.whl") if w.name.startswith(("pycore-", "atelier_web-")))
    subprocess.run(["node", str(MAKE_IMAGE), str(pyodide), str(tmp_path / "image.bin"), ",".join(IMAGE_MODULES),
                    *ours], check=True, capture_output=True, env={"PATH": os.environ["PATH"],
                                                                  "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH})
    assert (tmp_path / "image.bin").read_bytes() == (SITE / build["interpreter_image"]).read_bytes()


def test_the_lock_file_lists_exactly_the_shipped_wheels_with_their_hashes():
    assets = SITE / json.loads((SITE / "build.json").read_text())["assets"]
    lock = json.loads((assets / "pyodide" / "pyodide-lock.json").read_text())
    wheels = {p.name: p for p in (assets / "pyodide").glob("*.whl")}
    assert {e["file_name"] for e in lock["packages"].values()} == set(wheels)
    for entry in lock["packages"].values():
        assert hashlib.sha256(wheels[entry["file_name"]].read_bytes()).hexdigest() == entry["sha256"]
        assert set(entry["depends"]) <= set(lock["packages"])
    core = lock["packages"]["pydantic-core"]
    assert core["file_name"].endswith("pyemscripten_2026_0_wasm32.whl")
    assert wheels[core["file_name"]].stat().st_size > 1_000_000  # not pip's 1 KB stub
    # pydantic loads after the home screen (web/app/first.py), so our own packages do not pull it in first
    assert lock["packages"]["pycore"]["depends"] == [] and lock["packages"]["atelier-web"]["depends"] == []
    assert lock["packages"]["pydantic"]["depends"]


def test_every_wheel_ships_bytecode_for_our_pyodide_instead_of_its_sources():
    import zipfile

    magic = bytes.fromhex("2b0e0d0a")  # Python 3.14's magic number, Pyodide 314's Python
    assets = SITE / json.loads((SITE / "build.json").read_text())["assets"]
    wheels = sorted((assets / "pyodide").glob("*.whl"))
    assert any(w.name.startswith("pycore-") for w in wheels) and any(w.name.startswith("atelier_web-") for w in wheels)
    for wheel in wheels:
        archive = zipfile.ZipFile(wheel)
        modules = [n for n in archive.namelist() if n.endswith((".py", ".pyc"))]
        assert modules and all(n.endswith(".pyc") for n in modules), wheel.name
        assert all(archive.read(n)[:4] == magic for n in modules), wheel.name


def test_a_traceback_from_our_bytecode_names_the_file_the_line_and_the_function(desktop_context, site_url):
    """Our wheels ship bytecode without their sources (tools/precompile.mjs): the page's error panel still
    says where an error was raised, the file under pycore/, its line in our sources and the function."""
    watched = watch(desktop_context, site_url)
    watched.page.route("**/main.py", lambda route: route.fulfill(
        body="from pycore.engine.registry import get_game\nget_game('no-such-game')\n", content_type="text/plain"))
    watched.page.goto(site_url)
    watched.page.wait_for_selector("#error:not([hidden])", timeout=HOME_TIMEOUT_MS)
    text = watched.page.inner_text("#error-text")
    source = (ROOT / "pycore" / "engine" / "registry.py").read_text().splitlines()
    start = next(i for i, text in enumerate(source) if text.startswith("def package_of("))  # get_game asks it
    line = next(i for i in range(start, len(source)) if source[i].strip().startswith("raise IllegalAction")) + 1
    assert f'pycore/engine/registry.py", line {line}, in package_of' in text
    assert "Unknown game 'no-such-game'" in text


def test_the_page_names_no_other_host():
    page = (SITE / "index.html").read_text()
    assert "http://" not in page and "https://" not in page and "//" not in page.replace("://", "")


def test_nothing_the_site_ships_comes_from_the_browser_test_tools():
    """puppeteer-core (npm), selenium (PyPI) and the watches the test server adds to early.js and boot.js
    (tools/engines.py) drive and watch the browsers in the tests only."""
    from engines import STALLS_JS, WATCH_JS

    marks = ("puppeteer", "chromium-bidi", "webdriver-bidi", "selenium", WATCH_JS.splitlines()[1],
             STALLS_JS.splitlines()[1])
    for path in SITE.rglob("*"):
        if path.is_file():
            assert not any(mark in path.relative_to(SITE).as_posix().lower() for mark in marks), path
            if path.suffix in (".js", ".mjs", ".html", ".json", ".py"):
                text = path.read_text(errors="replace")
                assert not any(mark in text for mark in marks), path


def test_nothing_is_shipped_that_a_visit_never_loads(browser, site_url):
    """Every file under assets/ (all precached by the service worker, so downloaded by every first visit) is
    requested by a visit that opens the home screen and starts a game: PyScript's editor, terminal, TOML
    and zip chunks are left out (tools/shipped.py), and each file left in is used. Except the interpreter
    image: not precached, the service worker fetches it after a visit, for the next start (e2e/test_interpreter_image.py).
    The visit then plays Luthier too and opens How to play and both guided games, without an error; it picks
    each language on the home screen, which fetches its catalog (not precached: fetched by its players only)."""
    from conftest import HOME, new_game, watch

    context = browser.new_context(service_workers="block")
    watched = watch(context, site_url)
    page = watched.page
    page.goto(site_url)
    page.wait_for_selector(HOME, timeout=90_000)
    for lang in ("de", "it", "en"):
        page.click(f"[data-action='lang:{lang}']")
        page.wait_for_selector(f"[data-action='lang:{lang}'][aria-pressed='true']")
    page.click("header [data-action='new:']")
    page.click("[data-action='ng-start:']")
    page.wait_for_selector("#table, #privacy", timeout=90_000)
    # Luthier too, and each game's How to play and guided game: every screen's modules are imported, and
    # none is missing from what the site ships (a missing one fails with ModuleNotFoundError: a console error)
    page.click("[data-action='home:']")
    page.wait_for_selector(HOME)
    new_game(page, "luthier", ["human", "bot-normal"], 7)
    page.click("[data-action='howto-here:']")
    page.wait_for_selector("#howto")
    page.click("[data-action='howto-close:']")
    for game in ("opera-magna", "luthier"):
        page.click("[data-action='home:']")
        page.wait_for_selector(HOME)
        page.click(f"[data-action='learn:{game}']")
        page.wait_for_selector(".guide[data-expect]", timeout=90_000)
    assert not page.is_visible("#error")
    assets = json.loads((SITE / "build.json").read_text())["assets"]
    shipped = {p.relative_to(SITE).as_posix() for p in (SITE / assets).rglob("*") if p.is_file()}
    shipped.remove(json.loads((SITE / "build.json").read_text())["interpreter_image"])
    requested = {url.removeprefix(site_url) for url in watched.requests}
    assert shipped - requested == set()
    assert not any(name.startswith(("codemirror", "xterm")) for name in (p.name for p in (SITE / assets / "pyscript").iterdir()))
    assert watched.console_errors == []
    context.close()


def test_no_kept_standard_library_module_imports_one_left_out_at_its_top():
    """tools/shipped.py leaves modules out of python_stdlib.zip: none of those left in may need one on import
    (a `__main__.py` is a command-line entry, never run in the page)."""
    import re
    import zipfile

    sys.path.insert(0, str(ROOT / "tools"))
    from shipped import stdlib_modules_left_out

    assets = SITE / json.loads((SITE / "build.json").read_text())["assets"]
    stdlib = zipfile.ZipFile(assets / "pyodide" / "python_stdlib.zip")
    left_out = stdlib_modules_left_out()
    top_import = re.compile(rf"^(?:import|from)\s+({'|'.join(map(re.escape, sorted(left_out)))})\b", re.M)
    needs = {name: found for name in stdlib.namelist() if name.endswith(".py") and not name.endswith("__main__.py")
             if (found := top_import.findall(stdlib.read(name).decode("utf-8", "replace")))}
    assert needs == {}
    assert not any(name.removesuffix(".py").replace("/", ".") in left_out for name in stdlib.namelist())


def test_the_python_that_runs_in_the_page_imports_no_standard_library_module_left_out():
    """pycore and web/app may not import what tools/shipped.py leaves out of the page's standard library;
    command-line modules (those importing argparse: pycore's CLI, its commands, benchmarks) never run there."""
    import ast

    sys.path.insert(0, str(ROOT / "tools"))
    from shipped import stdlib_modules_left_out

    left_out = stdlib_modules_left_out()
    found = []
    for path in sorted([*(ROOT / "pycore").rglob("*.py"), *(ROOT / "web" / "app").rglob("*.py")]):
        source = path.read_text()
        if "import argparse" in source:  # a command-line module (the CLI and its commands, benchmarks)
            continue
        for node in ast.walk(ast.parse(source)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else []
            found += [f"{path.relative_to(ROOT)}: {n}" for n in names
                      if n in left_out or n.split(".")[0] in left_out]
    assert found == []


def test_no_pydantic_module_left_out_is_imported_by_the_app_or_the_rest_of_pydantic():
    """tools/shipped.py leaves pydantic's version-1 methods, URL and colour types out of the site: importing
    every module of web/app and pycore (but the command line, and what needs the browser's `js`), and
    reading and writing a match of each game, loads none of them."""
    sys.path.insert(0, str(ROOT / "tools"))
    from shipped import PYDANTIC_LEFT_OUT

    script = (
        "import pkgutil, sys, importlib\n"
        "sys.path.insert(0, 'web')\n"
        "import app, pycore\n"
        "skip = {'app.narrationtables'} | {'pycore.' + n for n in ('__main__', 'cli', 'arena', 'position_command', 'tutorial_command')}\n"
        "for package in (app, pycore):\n"
        "    for info in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
        "        if info.name in skip: continue\n"
        "        try: importlib.import_module(info.name)\n"
        "        except ModuleNotFoundError as e:  # the browser's own modules: app.dom, app.first\n"
        "            if e.name not in ('js', 'pyscript', 'pyodide'): raise\n"
        "from pycore.engine.link import decode_link, encode_link\n"
        "from pycore.engine.match import make_seat, new_match\n"
        "for game in ('opera-magna', 'luthier'):\n"
        "    decode_link(encode_link(new_match(game, [make_seat('Ada'), make_seat('Bo')], 7)))\n"
        "print('\\n'.join(sorted(sys.modules)))\n")
    loaded = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    left_out = tuple(prefix.replace("/", ".").rstrip(".") for prefix in PYDANTIC_LEFT_OUT)
    assert "pydantic.main" in loaded.split()
    assert [name for name in loaded.split() if name.startswith(left_out)] == []


def _module_name(path):
    """The dotted name a file under pycore/ or web/ is imported by in the page (web/app/x.py is app.x)."""
    parts = list(path.relative_to(ROOT / "web" if path.is_relative_to(ROOT / "web") else ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _names_imported(path, module):
    """Every module an `import` or `from ... import` anywhere in the file may load (top level or inside a
    function, relative imports resolved), and every string constant (what `import_module` is given)."""
    import ast

    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([node.module] if node.module else []))
            names |= {base} | {f"{base}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names.add(node.value)
    return names


def test_the_site_copy_of_pycore_leaves_out_only_its_command_line_which_nothing_in_the_page_imports(tmp_path):
    """tools/shipped.py leaves pycore's command line (the CLI, its commands, the arena, `__main__`) out of
    the site's pycore wheel. Every other module of pycore is shipped, and no module the page may run
    (pycore's others, web/app, web/main.py) names a left-out one in any import, at its top or inside a
    function, nor as a string (a dynamic `import_module`): a module the page imports can never be
    trimmed away. The wheel pip installs (pyproject.toml) stays whole."""
    import zipfile

    sys.path.insert(0, str(ROOT / "tools"))
    from shipped import PYCORE_COMMAND_LINE

    left_out = {name.replace("/", ".") for name in PYCORE_COMMAND_LINE}
    assets = SITE / json.loads((SITE / "build.json").read_text())["assets"]
    (wheel,) = (assets / "pyodide").glob("pycore-*.whl")
    shipped = {_module_name(ROOT / name.removesuffix("c")) for name in zipfile.ZipFile(wheel).namelist()
               if name.startswith("pycore/") and name.endswith((".py", ".pyc")) and "/__pycache__/" not in name}
    ours = {_module_name(path): path for path in sorted((ROOT / "pycore").rglob("*.py"))}
    assert ours.keys() - shipped == left_out
    assert shipped <= ours.keys()

    page = {**{m: p for m, p in ours.items() if m not in left_out},
            **{_module_name(p): p for p in sorted((ROOT / "web" / "app").rglob("*.py"))},
            "main": ROOT / "web" / "main.py"}
    stems = {name.rpartition(".")[2] for name in left_out}  # also as `import_module(package + ".cli")`
    needs = {module: sorted(found) for module, path in page.items()
             if (found := {n for n in _names_imported(path, module) if n in left_out or n.lstrip(".") in stems})}
    assert needs == {}
    # the check sees a module that needs the command line: the CLI imports the arena
    assert "pycore.arena" in _names_imported(ROOT / "pycore" / "cli.py", "pycore.cli")

    from build_site import build_pycore_wheel

    whole = zipfile.ZipFile(build_pycore_wheel(tmp_path)).namelist()
    assert {f"{name}.py" for name in PYCORE_COMMAND_LINE} <= set(whole)
    assert any(name.endswith(".dist-info/entry_points.txt") for name in whole)


def test_a_first_visit_downloads_at_most_8_mb_gzip_compressed(record_property):
    """Issue 16: every file of the site a first visit downloads (the service worker precaches them all; not the
    interpreter image, which it fetches after that visit for the later starts) compressed with gzip -6, as
    `make bench-load` counts them, is at most 8 MB. A language's catalog is fetched only by its players (not
    precached): the visit counted is the heaviest, a player of the language with the largest catalog. The total
    is printed (pytest -s) and recorded."""
    sys.path.insert(0, str(ROOT / "tools"))
    from bench_load import first_visit_gzip

    image = json.loads((SITE / "build.json").read_text())["interpreter_image"]
    total = first_visit_gzip(SITE, image)
    record_property("site_gzip_bytes", total)
    print(f"\nsite: {total / 1e6:.3f} MB with gzip -6")
    assert total <= 8_000_000, f"{total / 1e6:.3f} MB with gzip -6: over issue 16's 8 MB"
