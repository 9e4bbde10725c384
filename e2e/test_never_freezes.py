"""The page never freezes (issue 16, goal 2): Python (the rules, the views, the app, the bots) runs in a worker, so
no task of the page's own thread lasts over 200 ms, from navigation to the first playable table, on a reload of a
game in play, and while Hard bots think. The long tasks are the browser's own record (PerformanceObserver
'longtask', installed before any script of the page); a task over 200 ms is the definition, not a timing of ours.
Without cross-origin isolation (a host without the headers of netlify.toml) Python runs on the page's thread as
before, and the app still plays."""

from __future__ import annotations

from conftest import HOME_TIMEOUT_MS, new_game, watch
from test_app_play import steps
from test_bot_thinking import bots_thinking, play_first_listed, your_turn

LONG_TASK_MS = 200
RECORD_LONG_TASKS = f"""window.__longTasks = [];
new PerformanceObserver((list) => {{
  for (const task of list.getEntries()) if (task.duration > {LONG_TASK_MS}) window.__longTasks.push(Math.round(task.duration));
}}).observe({{ type: "longtask", buffered: true }});"""


def long_tasks(page) -> list[int]:
    return page.evaluate("window.__longTasks")


def test_no_task_over_200_ms_from_navigation_to_a_table_and_while_hard_bots_think(browser, site_url):
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    context.add_init_script(RECORD_LONG_TASKS)
    context.add_init_script("localStorage.setItem('atelier:pref:bot-speed', 'instant')")
    watched = watch(context, site_url)
    page = watched.page
    watched.open_home(site_url)
    assert page.evaluate("crossOriginIsolated") and page.locator("script[type=py][worker]").count() == 1
    new_game(page, "luthier", ["human", "bot-hard", "bot-hard", "bot-hard"], 8, names=["Ada", "Bruno", "Chiara", "Dario"])
    page.wait_for_selector("body:not(.waking) #table #board", timeout=HOME_TIMEOUT_MS)
    assert long_tasks(page) == []  # a cold start to a playable table

    thought = 0  # taps on History while a bot thinks: each answered between the search's slices
    for _ in range(8):  # Ada's turns (some steps are hers again at once): the bots think after one of them
        your_turn(page)
        if page.locator("#end").count() or thought:
            break
        before = steps(page)
        play_first_listed(page)
        page.wait_for_function(f"document.querySelector('#table').dataset.steps > {before}")
        while bots_thinking(page) and thought < 60:
            page.click("#table [data-action='log:']")
            thought += 1
    your_turn(page)
    assert thought > 0 and long_tasks(page) == []

    page.reload()  # a game in play: the stored picture of its table, then the live table
    page.wait_for_selector("body.app-ready #table", timeout=HOME_TIMEOUT_MS)
    assert long_tasks(page) == []
    assert watched.console_errors == [] and watched.csp_violations() == []
    context.close()


def test_without_cross_origin_isolation_python_runs_on_the_page_and_the_app_plays(browser, site_url):
    """A host that does not send Cross-Origin-Opener-Policy and -Embedder-Policy: no worker (it could not call
    the page synchronously), Python on the page's thread as before this issue, the same app."""
    context = browser.new_context(service_workers="block")  # the route below must see the page's request

    def without_isolation(route):
        response = route.fetch()
        headers = {name: value for name, value in response.headers.items()
                   if name.lower() not in ("cross-origin-opener-policy", "cross-origin-embedder-policy")}
        route.fulfill(response=response, headers=headers)

    context.route(site_url, without_isolation)
    watched = watch(context, site_url)
    page = watched.page
    watched.open_home(site_url)
    assert page.evaluate("crossOriginIsolated") is False
    assert page.locator("script[type=py][worker]").count() == 0
    new_game(page, "opera-magna", ["human", "bot-normal"], 5)
    page.click("#table [data-action='log:']")
    page.wait_for_selector("#log")
    assert watched.console_errors == [] and watched.csp_violations() == []
    context.close()
