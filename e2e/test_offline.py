"""After one visit the service worker has the whole site: with the network cut, a reload still starts."""

import json

from conftest import SITE, watch


def test_after_one_visit_the_site_loads_offline(desktop_context, site_url):
    watched = watch(desktop_context, site_url)
    page = watched.page
    watched.open_home(site_url)
    # The worker takes control once its install (the whole precache) has finished.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    cached = page.evaluate(
        "caches.keys().then(keys => Promise.all(keys.map(k => caches.open(k).then(c => c.keys())"
        ".then(r => [k, r.map(q => new URL(q.url).pathname)]))))"
    )
    build = json.loads((SITE / "build.json").read_text())
    assert [name for name, _ in cached] == [f"atelier-{build['site_hash']}"]
    paths = set(cached[0][1])
    assert "/" in paths and f"/{build['assets']}/pyodide/pyodide.asm.wasm" in paths

    desktop_context.set_offline(True)
    watched.console_errors.clear()
    page.reload()
    watched.wait_for_home()
    assert page.locator("#home .game").count() == 2
    assert watched.console_errors == []


def test_the_service_worker_precaches_every_file_of_the_site():
    """Every file but the ones only some visits fetch (a language's catalog: kept once fetched,
    e2e/test_languages.py) and the interpreter image (fetched after a visit)."""
    from build_site import on_demand

    worker = (SITE / "sw.js").read_text()
    listed = json.loads(worker[worker.index("const FILES = ") + len("const FILES = "):worker.index(";\n", worker.index("const FILES = "))])
    on_disk = {"./" + name for p in SITE.rglob("*") if p.is_file() and not on_demand(name := p.relative_to(SITE).as_posix())}
    image = "./" + json.loads((SITE / "build.json").read_text())["interpreter_image"]  # fetched after a visit
    assert set(listed) == (on_disk - {"./sw.js", "./index.html", "./build.json", image}) | {"./"}
