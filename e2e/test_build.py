"""The site build: reproducible, self-contained, and shipping the real pydantic-core for Pyodide."""

import hashlib
import json
import os
import subprocess
import sys

from conftest import ROOT, SITE


def digest_tree(folder):
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_rebuilding_from_the_same_inputs_gives_the_same_files(tmp_path):
    # Two builds back to back (not against dist/site, which may predate edits in a shared work tree).
    for name in ("first", "second"):
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(tmp_path / name)],
                       check=True, capture_output=True)
    first = digest_tree(tmp_path / "first")
    assert first == digest_tree(tmp_path / "second")
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


def test_every_wheel_ships_bytecode_for_our_pyodide_and_ours_keep_their_sources_too():
    import zipfile

    magic = bytes.fromhex("2b0e0d0a")  # Python 3.14's magic number, Pyodide 314's Python
    assets = SITE / json.loads((SITE / "build.json").read_text())["assets"]
    for wheel in (assets / "pyodide").glob("*.whl"):
        archive = zipfile.ZipFile(wheel)
        names = archive.namelist()
        if wheel.name.startswith(("pycore-", "atelier_web-")):
            sources = [n for n in names if n.endswith(".py")]
            cached = {folder + "/__pycache__/" + name[:-3] + ".cpython-314.pyc"
                      for folder, _, name in (n.rpartition("/") for n in sources)}
            assert sources and cached <= set(names), wheel.name
            assert all(archive.read(n)[:4] == magic for n in cached)
        else:
            modules = [n for n in names if n.endswith((".py", ".pyc"))]
            assert modules and all(n.endswith(".pyc") for n in modules), wheel.name
            assert archive.read(modules[0])[:4] == magic


def test_the_page_names_no_other_host():
    page = (SITE / "index.html").read_text()
    assert "http://" not in page and "https://" not in page and "//" not in page.replace("://", "")


def test_nothing_the_site_ships_comes_from_the_browser_test_tools():
    """puppeteer-core (npm), selenium (PyPI) and the watch the test server adds to boot.js (tools/engines.py)
    drive and watch the browsers in the tests only."""
    from engines import WATCH_JS

    marks = ("puppeteer", "chromium-bidi", "webdriver-bidi", "selenium", WATCH_JS.splitlines()[1])
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
    image: not precached, the service worker fetches it after a visit, for the next start (e2e/test_interpreter_image.py)."""
    from conftest import HOME, watch

    context = browser.new_context(service_workers="block")
    watched = watch(context, site_url)
    page = watched.page
    page.goto(site_url)
    page.wait_for_selector(HOME, timeout=90_000)
    page.click("header [data-action='new:']")
    page.click("[data-action='ng-start:']")
    page.wait_for_selector("#table, #privacy", timeout=90_000)
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
