"""The app's languages in Chromium on a phone (360x740, touch): the shell's screens in the test language
(app.i18n.PSEUDO, every message wrapped in ⟦ ⟧ and 40% longer) show no text that is not from a catalog and
nothing cut or overflowing; the browser's language chooses the language, the home screen's picker changes it
and keeps it on this device; and the screenshots of the home screen and the new-game form in Italian and
German (dist/e2e-artifacts/languages/), which a person reads.

The screens covered: home, Continue list (with a delete to confirm), new-game form of both games, the privacy
screen before a hot-seat turn; a hot-seat game of each game in progress (the table, a piece chosen, History)
and at its end (the end screen), and its first How to play screen; both tables and their plain list of moves
in Italian and German (screenshots). Not yet: the other How to play screens and the guided games. A move's label
is a catalog message of its own (pycore.engine.labels), wrapped in ⟦ ⟧ like the others."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import HOME_TIMEOUT_MS, wait_for_home, watch

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "dist" / "e2e-artifacts" / "languages"
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
WRAPPED = re.compile("\u27e6[^\u27e6\u27e7]*\u27e7")
# Text on the shell's screens that is no message, and why: the games' and the app's proper names, each language
# named in itself (the picker), the names the test types, the closing cross.
NOT_MESSAGES = ["Opera Magna", "Luthier", "English", "Deutsch", "Italiano", "Ada", "Bo", "\u2715"]
# Every visible text of the app's screen, and every element whose text is cut (clipped by its box) or reaches
# past the screen's edge, with the page's width against the screen's (`width`: a phone's browser widens its
# window to a page too wide, so `innerWidth` would not tell).
LAYOUT = """(width) => {
  const app = document.querySelector("#app");
  const seen = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const problems = [];
  for (const el of app.querySelectorAll("*")) {
    if (!seen(el) || !el.textContent.trim()) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const name = el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\\s+/).join(".") : "");
    if (box.right > width + 1 || box.left < -1) problems.push(`${name} reaches past the screen (${Math.round(box.left)}..${Math.round(box.right)}): ${el.textContent.trim().slice(0, 60)}`);
    const clips = /hidden|clip|auto|scroll/.test(style.overflowX) || style.textOverflow === "ellipsis";
    if (clips && el.scrollWidth > el.clientWidth + 1) problems.push(`${name} cuts its text (${el.scrollWidth} > ${el.clientWidth}): ${el.textContent.trim().slice(0, 60)}`);
    // a button's words spilling out of it (its own colour ends where they go on: "Avanti" half on the page)
    else if (el.tagName === "BUTTON" && el.scrollWidth > el.clientWidth + 1) problems.push(`${name} spills its text (${el.scrollWidth} > ${el.clientWidth}): ${el.textContent.trim().slice(0, 60)}`);
  }
  const placeholders = [...app.querySelectorAll("input[placeholder]")].filter(seen).map((i) => i.placeholder);
  return {text: app.innerText + "\\n" + placeholders.join("\\n"), problems,
          pageWidth: document.documentElement.scrollWidth, width};
}"""


def not_from_a_catalog(text: str) -> list[str]:
    """The words of `text` left once every message of the test language (⟦…⟧, nested too) is taken out, and the
    names that are no message."""
    while WRAPPED.search(text):
        text = WRAPPED.sub(" ", text)
    for name in NOT_MESSAGES:
        text = text.replace(name, " ")
    return [line.strip() for line in text.splitlines() if re.search(r"[^\W\d_]", line)]


def check_screen(page, screen: str, pseudo: bool = True) -> None:
    """Nothing cut or overflowing; in the test language, no text that is not from a catalog either."""
    found = page.evaluate(LAYOUT, PHONE["viewport"]["width"])
    stray = not_from_a_catalog(found["text"]) if pseudo else []
    assert stray == [], f"{screen}: text not from a catalog: {stray}"
    assert found["problems"] == [], f"{screen}: text cut or overflowing:\n" + "\n".join(found["problems"])
    assert found["pageWidth"] <= found["width"], f"{screen}: the page scrolls sideways ({found['pageWidth']} px)"


@pytest.fixture
def phone(browser):
    contexts = []

    def make(locale: str):
        context = browser.new_context(**PHONE, locale=locale, service_workers="block")
        contexts.append(context)
        return watch(context, "")

    yield make
    for context in contexts:
        context.close()


def test_the_shell_in_the_test_language_shows_only_catalog_text_and_nothing_cut(phone, site_url):
    watched = phone("en-XA")
    page = watched.page
    page.goto(site_url)
    wait_for_home(page)
    assert page.evaluate("document.documentElement.lang") == "en-XA"
    check_screen(page, "home")
    page.click("#home .game[data-game='luthier'] .game-head")  # the options' explanations shown
    check_screen(page, "home, Luthier's card open")

    page.click("header [data-action='new:']")
    page.wait_for_selector("#newgame")
    check_screen(page, "new-game form, Opera Magna")
    page.click("[data-action='ng-game:luthier']")
    page.click("[data-action='ng-count:1']")
    check_screen(page, "new-game form, Luthier solo")
    page.click("[data-action='ng-game:opera-magna']")
    page.click("[data-action='ng-count:2']")
    page.fill("input[name=name-0]", "Ada")
    page.fill("input[name=name-1]", "Bo")
    page.select_option("select[name=kind-1]", "human")
    page.fill("input[name=seed]", "x")
    page.click("[data-action='ng-start:']")
    page.wait_for_selector(".form-error")
    check_screen(page, "new-game form, a bad seed")
    page.fill("input[name=seed]", "7")
    page.click("[data-action='ng-start:']")
    page.wait_for_selector("#table", timeout=HOME_TIMEOUT_MS)  # the table itself: not yet through the catalogs
    page.click("#table [data-action='home:']")
    page.wait_for_selector("body.app-ready #continue .saved-open")
    check_screen(page, "home with a saved game")
    page.click(".saved-open")  # a hot-seat game opened from the list starts behind the privacy screen
    page.wait_for_selector("#privacy", timeout=HOME_TIMEOUT_MS)
    check_screen(page, "privacy screen (pass the device)")
    page.click("#privacy [data-action='home:']")
    page.wait_for_selector("body.app-ready #continue .saved-open")
    page.click(".saved [data-action^='delete:']")
    page.wait_for_selector(".saved.confirm")
    check_screen(page, "home, a delete to confirm")
    assert watched.console_errors == []


def test_the_browsers_language_chooses_and_the_picker_changes_it_for_this_device(phone, site_url):
    page = phone("de-CH").page
    page.goto(site_url, wait_until="domcontentloaded")
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.get_attribute("link[rel=manifest]", "href") == "./manifest-de.webmanifest"
    manifest = page.request.get(site_url + "manifest-de.webmanifest")
    assert manifest.headers["content-type"] == "application/manifest+json"
    assert manifest.json()["name"] == "Atelier: Opera Magna und Luthier" and manifest.json()["lang"] == "de"
    assert "Neue Partie" in page.inner_text(".prerendered header")  # drawn at build time, before Python
    wait_for_home(page)
    assert page.inner_text("header [data-action='new:']") == "Neue Partie"
    assert page.get_attribute("[data-action='lang:de']", "aria-pressed") == "true"

    page.click("[data-action='lang:it']")
    page.wait_for_selector("header [data-action='new:']:text('Nuova partita')")
    assert page.evaluate("document.documentElement.lang") == "it"
    assert page.evaluate("localStorage.getItem('atelier:pref:language')") == "it"
    page.reload()
    wait_for_home(page)
    assert page.inner_text("header [data-action='new:']") == "Nuova partita"  # the device's choice beats the browser's


def test_a_language_fetched_once_speaks_offline_too(browser, site_url):
    """Its catalog is not precached (only its players fetch it): the service worker keeps it once fetched."""
    context = browser.new_context(**PHONE, locale="de-DE")
    try:
        page = watch(context, site_url).page
        page.goto(site_url)
        wait_for_home(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        page.reload()  # now through the service worker, which keeps the catalog it passes on
        wait_for_home(page)
        context.set_offline(True)
        page.reload()
        wait_for_home(page)
        assert page.inner_text("header [data-action='new:']") == "Neue Partie"
        assert page.evaluate("document.documentElement.lang") == "de"
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["it", "de"])
def test_screenshots_of_the_home_screen_and_the_new_game_form(phone, site_url, lang):
    page = phone(lang).page
    page.goto(site_url)
    wait_for_home(page)
    check_screen(page, f"home in {lang}", pseudo=False)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"home-{lang}-360x740.png"))
    page.click("header [data-action='new:']")
    page.wait_for_selector("#newgame")
    page.screenshot(path=str(ARTIFACTS / f"newgame-{lang}-360x740.png"))
    page.screenshot(path=str(ARTIFACTS / f"newgame-{lang}-360x740-full.png"), full_page=True)
    check_screen(page, f"new-game form in {lang}", pseudo=False)


def test_the_checks_see_text_not_from_a_catalog_and_text_cut_or_overflowing(phone, site_url):
    """The checks above against a page spoiled on purpose: an English word, a clipped label, a wide line."""
    page = phone("en-XA").page
    page.goto(site_url)
    wait_for_home(page)
    page.evaluate("""() => {  // styled through the CSSOM: the Content-Security-Policy refuses style attributes
      const add = (id, text, style) => {
        const p = document.createElement("p");
        Object.assign(p, {id, textContent: text});
        Object.assign(p.style, style);
        document.querySelector("#app").append(p);
      };
      add("stray", "Hello there", {});
      add("cut", "\u27e6Ĉút ĉút ĉút ĉút\u27e7", {width: "40px", overflow: "hidden", whiteSpace: "nowrap"});
      add("wide", "\u27e6Wíďé\u27e7", {width: "600px"});
    }""")
    found = page.evaluate(LAYOUT, PHONE["viewport"]["width"])
    assert not_from_a_catalog(found["text"]) == ["Hello there"]
    assert [line.split(" ")[0] for line in found["problems"]] == ["p#cut", "p#wide"]
    assert found["pageWidth"] > found["width"]


def proper_names() -> list[str]:
    """Names the games keep in every language (issue 32: proper names are not translated): Opera Magna's
    Cities, Luthier's patrons, pieces of music and families, from the components."""
    components = {game: json.loads((ROOT / "pycore" / game / "components.json").read_text())
                  for game in ("opera_magna", "luthier")}
    luthier = components["luthier"]
    return [*components["opera_magna"]["setup"]["city_names"],
            *(card["name"] for deck in ("patrons", "performances", "families") for card in luthier[deck])]


# What a table shows that is knowingly no message of the test language, each named with why. A line of the
# table passes only if nothing is left of it once the catalog's messages and these are taken out.
ON_A_TABLE = {
    # the players' names typed into the game
    "names": ["Ada", "Bo", "Cy"],
    # a label of an SVG board shortened with an ellipsis to its room (svg.fitted_text: the whole text is its
    # <title> and the board's label): the message's end is cut on purpose, so its closing mark too
    "fitted": [re.compile("\u27e6[^\u27e7\n]*\u2026")],
}


def stray_on_a_table(text: str) -> list[str]:
    """`not_from_a_catalog`, less what ON_A_TABLE allows (proper names whole, longest first)."""
    for pattern in ON_A_TABLE["fitted"]:
        text = pattern.sub(" ", text)
    names = sorted([*proper_names(), *ON_A_TABLE["names"]], key=len, reverse=True)
    stray = []
    for line in not_from_a_catalog(text):
        rest = line
        for name in names:
            rest = rest.replace(name, " ")
        if re.search(r"[^\W\d_]", rest):
            stray.append(line)
    return stray


@pytest.mark.parametrize("game, names", [("opera-magna", ["Ada", "Bo"]), ("luthier", ["Ada", "Bo", "Cy"])])
def test_a_table_in_the_test_language_shows_only_catalog_text_and_nothing_cut(phone, site_url, game, names):
    """A hot-seat game in progress (the greedy bot's first 40 actions, on the live table past the privacy
    screen): the table, a piece chosen (the prompt), then History; the end screen of a whole game; the first
    How to play screen."""
    from test_phone_first import link_after, open_table

    watched = phone("en-XA")
    page = watched.page
    found: list[str] = []

    def check(screen: str) -> None:
        layout = page.evaluate(LAYOUT, PHONE["viewport"]["width"])
        found.extend(f"{screen}: {line}" for line in stray_on_a_table(layout["text"]))
        found.extend(f"{screen}: {problem}" for problem in layout["problems"])
        if layout["pageWidth"] > layout["width"]:
            found.append(f"{screen}: the page scrolls sideways ({layout['pageWidth']} px)")

    open_table(page, site_url, link_after(game, names, 9, 40))
    check(f"{game} table")
    piece = page.locator("#board [data-key][data-action^='sel:']:not([data-action='sel:'])")
    if piece.count():
        piece.first.click()
        check(f"{game} table, a piece chosen")
    page.click("[data-action='log:']")
    page.wait_for_selector("#log")
    check(f"{game} History")
    page.goto(site_url + "#" + link_after(game, names, 9, None))
    page.wait_for_selector("body.app-ready #end", timeout=HOME_TIMEOUT_MS)
    check(f"{game} end screen")
    page.goto(site_url)
    wait_for_home(page)
    page.click(f"[data-action='howto:{game}:0']")
    page.wait_for_selector(".howto-screen")
    check(f"{game} How to play, first screen")
    assert found == [], "\n".join(found)
    assert watched.console_errors == []


# A move's label in English, which the plain list must not show in Italian or German (pycore's labels are
# catalog messages: pycore.engine.labels).
ENGLISH_LABELS = re.compile(r"^(Take|Keep|Play|Merchant from|Gain|Pay|Place a|Chip #|Put|Done with|Activate|Buy|Sell)\b", re.M)


@pytest.mark.parametrize("lang", ["it", "de"])
@pytest.mark.parametrize("game, names, steps", [("opera-magna", ["Ada", "Bo"], 3), ("luthier", ["Ada", "Bo", "Cy"], 40)])
def test_screenshots_of_both_tables_with_the_moves_in_the_players_language(phone, site_url, lang, game, names, steps):
    """A hot-seat game's table and its plain list of moves (the labels a player reads on buttons, the History's
    steps and the Hint): in the player's language, nothing cut; the screenshots are for a person to read."""
    from test_phone_first import link_after, open_table

    page = phone(lang).page
    open_table(page, site_url, link_after(game, names, 9, steps))
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{game}-table-{lang}-360x740.png"))
    page.click("[data-action='plain:']")
    page.wait_for_selector("#table ol.actions")
    moves = page.inner_text("#table ol.actions")
    assert moves.strip() and not ENGLISH_LABELS.search(moves), moves
    page.locator("#table ol.actions").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"{game}-moves-{lang}-360x740.png"))
    check_screen(page, f"{game} plain list in {lang}", pseudo=False)
