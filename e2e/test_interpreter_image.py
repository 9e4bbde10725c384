"""The interpreter image (a Pyodide memory snapshot made by tools/build_site.py): the service worker fetches it
after a first visit, later starts restore Python from it (web/interpreter.mjs), and whenever it is missing,
damaged or from another build Python starts the plain way, with nothing shown to the player."""

import json

from conftest import HOME, SITE, watch

BUILD = json.loads((SITE / "build.json").read_text())
IMAGE = BUILD["interpreter_image"]
RESTORED = "performance.getEntriesByName('atelier:interpreter-image-restored').length"


def _visit_until_the_image_is_cached(context, site_url):
    """A first visit (plain start); returns the watched page once the service worker holds the image."""
    watched = watch(context, site_url)
    watched.open_home(site_url)
    assert watched.page.evaluate(RESTORED) == 0
    watched.page.wait_for_function(f"caches.match('/{IMAGE}').then(hit => !!hit)", timeout=90_000)
    return watched


def _start_a_game(page):
    page.click("header [data-action='new:']")
    page.click("[data-action='ng-start:']")
    page.wait_for_selector("#table, #privacy", timeout=90_000)


def test_a_first_visit_starts_plainly_and_the_next_start_restores_the_image_and_plays(desktop_context, site_url):
    watched = _visit_until_the_image_is_cached(desktop_context, site_url)
    page = watched.page
    warnings = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    ours = ("No interpreter image", "Interpreter image not restored", "Unpacking the wheels")
    page.reload()
    watched.wait_for_home()
    assert page.evaluate(RESTORED) == 1
    assert [w for w in warnings if w.startswith(ours)] == []  # no failed restore, no wheels left to Pyodide
    _start_a_game(page)
    assert watched.console_errors == [] and watched.csp_violations() == []
    assert watched.foreign_requests() == []


def test_two_restores_of_the_image_draw_different_random_numbers(desktop_context, site_url):
    """The image froze `random`'s state (the same draw after every bare restore); web/interpreter.mjs seeds it
    again after each restore, so two starts deal different games."""
    watched = _visit_until_the_image_is_cached(desktop_context, site_url)
    folder = f"/{BUILD['assets']}/pyodide/"
    draw = "py => py.runPython('import random; random.random()')"
    bare, seeded = watched.page.evaluate(f"""async () => {{
        const image = async () => new Uint8Array(await (await caches.match('/{IMAGE}')).arrayBuffer());
        const bare = await import('{folder}pyodide.mjs');
        const ours = await import('{folder}interpreter.mjs');
        const draws = [];
        for (const load of [() => bare.loadPyodide({{indexURL: '{folder}', _loadSnapshot: image()}}),
                            () => ours.loadPyodide({{indexURL: '{folder}'}})]) {{
            draws.push([({draw})(await load()), ({draw})(await load())]);
        }}
        return draws;
    }}""")
    assert bare[0] == bare[1]
    assert seeded[0] != seeded[1]
    assert watched.console_errors == []


def test_after_one_visit_a_start_offline_restores_the_image(desktop_context, site_url):
    watched = _visit_until_the_image_is_cached(desktop_context, site_url)
    desktop_context.set_offline(True)
    watched.page.reload()
    watched.wait_for_home()
    assert watched.page.evaluate(RESTORED) == 1
    assert watched.page.locator("#home .game").count() == 2
    assert watched.console_errors == []


def test_a_missing_image_leaves_the_plain_start(desktop_context, site_url):
    desktop_context.route(f"**/{IMAGE}", lambda route: route.fulfill(status=404, body="not found"))
    watched = watch(desktop_context, site_url)
    page = watched.page
    watched.open_home(site_url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_timeout(1000)  # the worker's request for the image has come back 404
    page.reload()
    watched.wait_for_home()
    assert page.evaluate(RESTORED) == 0
    assert page.evaluate(f"caches.match('/{IMAGE}').then(hit => !!hit)") is False
    _start_a_game(page)
    assert watched.console_errors == []


def test_a_damaged_image_is_passed_over_and_python_starts_plainly(desktop_context, site_url):
    desktop_context.route(f"**/{IMAGE}", lambda route: route.fulfill(
        status=200, body=b"\x00garbage, not a memory snapshot" * 1000, content_type="application/octet-stream"))
    watched = _visit_until_the_image_is_cached(desktop_context, site_url)
    page = watched.page
    page.reload()
    page.wait_for_selector(f"{HOME}, #error:not([hidden])", timeout=90_000)
    assert page.is_visible("#error") is False
    assert page.evaluate(RESTORED) == 0
    _start_a_game(page)
    assert watched.console_errors == []


def test_a_damaged_cached_image_is_replaced_after_the_fallback_start(desktop_context, site_url):
    """Issue 31, item 13: the service worker fetches the image only when none is cached, so a damaged copy stayed
    for good and every start read it, failed to restore and started the slow way. The failed restore drops it;
    the app, running, has the worker fetch it again, and the start after that restores Python from it."""
    damaged = b"\x00garbage, not a memory snapshot" * 1000
    desktop_context.route(f"**/{IMAGE}", lambda route: route.fulfill(
        status=200, body=damaged, content_type="application/octet-stream"))
    watched = _visit_until_the_image_is_cached(desktop_context, site_url)
    page = watched.page
    size = f"caches.match('/{IMAGE}').then(hit => hit ? hit.arrayBuffer().then(b => b.byteLength) : 0)"
    assert page.evaluate(size) == len(damaged)
    desktop_context.unroute(f"**/{IMAGE}")  # the server's copy is sound (a flaky download, a full disk, fixed)
    page.reload()
    watched.wait_for_home()
    assert page.evaluate(RESTORED) == 0  # the fallback start
    real = (SITE / IMAGE).stat().st_size
    page.wait_for_function(f"{size}.then(n => n === {real})", timeout=90_000)
    page.reload()
    watched.wait_for_home()
    assert page.evaluate(RESTORED) == 1
    _start_a_game(page)
    assert watched.console_errors == []
