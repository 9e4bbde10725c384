"""A refused tap in the player's language, as a phone shows it (issue 32): a tap the rules do not take now (a stale
tap, here a Market card while the Raw Good to gain is still to choose) shows the game's own reason from the German
catalog, whole on a 360x740 screen; a screenshot for a person to read (dist/e2e-artifacts/languages/). The page's
description follows the language too, and without JavaScript its one line is there in every language."""

from __future__ import annotations

from pathlib import Path

from conftest import new_game, wait_for_home, watch

ARTIFACTS = Path(__file__).resolve().parent.parent / "dist" / "e2e-artifacts" / "languages"
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
# a tap as the table's own buttons send it (`data-action`), on a move that is not legal now
STALE_TAP = """() => {
  const button = document.createElement("button");
  button.dataset.action = "act:market:1";
  button.id = "stale-tap";
  document.querySelector("#table").append(button);
}"""


def test_a_refused_tap_shows_the_games_reason_in_german_on_a_phone(browser, site_url):
    context = browser.new_context(**PHONE, locale="de-DE", service_workers="block")
    try:
        page = watch(context, "").page
        page.goto(site_url)
        wait_for_home(page)
        description = page.get_attribute('meta[name="description"]', "content")
        assert description == "Opera Magna und Luthier, zwei anspruchsvolle Eurogames, offline im Browser gespielt."
        new_game(page, "opera-magna", ["human", "bot-normal"], 7, ["Ada", "Cy"])
        page.wait_for_selector("#table")
        page.evaluate(STALE_TAP)
        page.click("#stale-tap")
        message = page.locator(".message[role=alert]")
        message.wait_for()
        assert message.inner_text().startswith("Das geht jetzt nicht: Ada, du musst eine Rohware zum Erhalten wählen.")
        box = message.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["viewport"]["width"]
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        message.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "refused-tap-de.png"))
    finally:
        context.close()


def test_without_javascript_the_page_says_so_in_every_language(browser, site_url):
    context = browser.new_context(**PHONE, locale="de-DE", java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(site_url)
        text = page.inner_text("body")
        assert "Atelier braucht JavaScript" in text and "Atelier ha bisogno di JavaScript" in text
        assert "Atelier needs JavaScript" in text
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "noscript.png"))
    finally:
        context.close()
