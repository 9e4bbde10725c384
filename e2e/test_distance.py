"""Play at a distance (issue 29) in Chromium: two browser contexts are two devices, each with its own WebCrypto key
in its own IndexedDB. A whole 2-player game of Opera Magna by links to its end and Luthier's first rounds (its whole
games at a distance are played in Python by tests/engine/test_signing.py and web/tests/test_distance.py; in a browser
one took 12 minutes), the first action of the plain list chosen for each human; after every step, no name of the other seat's hidden cards or objective is in the acting
device's page; the other seat cannot be played from the UI, and a move forged into a link is refused. A stale
link, a parting link and two tabs on one game each get their message and lose nothing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conftest import HOME, HOME_TIMEOUT_MS, VIEWPORTS, new_game, settle, watch
from pycore.engine.link import decode_link
from pycore.engine.match import game_of, play, replay
from pycore.engine.signing import encode_signed_link, read_signed_link
from test_app_play import SCREEN

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))

TABLE = "body:not(.waking) #table, body:not(.waking) #privacy"


def fragment(page) -> str:
    return page.evaluate("location.hash.slice(1)")


def _strings(node) -> list[str]:
    if isinstance(node, dict):
        return [s for value in node.values() for s in _strings(value)]
    if isinstance(node, list):
        return [s for value in node for s in _strings(value)]
    return [node] if isinstance(node, str) else []


def _om_name(k, card: str) -> str | None:
    from pycore.opera_magna.narration import trade_card_words
    try:
        return trade_card_words(k, card).removeprefix("a Trade Card ").strip("()")
    except (KeyError, ValueError, IndexError, TypeError, AttributeError):
        return None


class Seen:
    """What a viewer has been shown by the rules so far, step by step: every card name in its observations and
    in the narration as it may read it (a card taken from the open market is no secret)."""

    def __init__(self, viewer: int | None) -> None:
        self.viewer, self.steps, self.state, self.names, self.texts = viewer, 0, None, set(), []

    def follow(self, match) -> None:
        from pycore.engine.narration import narrate
        game = game_of(match)
        if self.state is None:
            self.state = replay(match.model_copy(update={"log": []}))
            self.look(game)
        for step in match.log[self.steps:]:
            self.texts += [event.for_viewer(self.viewer).text for event in narrate(game, self.state, step.action)]
            self.look(game)
        self.steps = len(match.log)

    def look(self, game) -> None:
        for text in _strings(game.observation(self.state, self.viewer)):
            name = _om_name(game.components, text) if game.info.id == "opera-magna" else None
            if name:
                self.names.add(name)

    def told(self, name: str) -> bool:
        return name in self.names or any(name in text for text in self.texts)


SEEN: dict[tuple[str, int, int | None], Seen] = {}


def secret_names(link: str, hidden_seat: int, viewer: int | None) -> set[str]:
    """The names of `hidden_seat`'s hidden cards or objective that the rules never showed `viewer`."""
    match, state = decode_link(link)
    game = game_of(match)
    seen = SEEN.setdefault((match.game, match.seed, viewer), Seen(viewer))
    if seen.steps > len(match.log):
        seen = SEEN[(match.game, match.seed, viewer)] = Seen(viewer)
    seen.follow(match)
    theirs, mine = game.observation(state, hidden_seat), game.observation(state, viewer)
    if match.game == "luthier":
        from pycore.luthier.narration import name
        objective = theirs["players"][hidden_seat]["objective"]
        hidden = {name(objective)} if mine["players"][hidden_seat]["objective"] != objective else set()
    else:
        hidden = {_om_name(game.components, c) for c in theirs["players"][hidden_seat]["hand"] or []}
    return {n for n in hidden if n and not seen.told(n)}


def live(page) -> None:
    """The table drawn by Python: a signed link opens once its signatures are checked (asynchronous, counted as
    pending), so the stored picture may still be on screen when the page stops waking."""
    page.wait_for_selector(TABLE, timeout=HOME_TIMEOUT_MS)
    settle(page)
    if page.locator("#table").count() and page.locator("[data-view='fallback']").count() == 0:
        page.click("[data-action='plain:']")


def no_secrets(page, my_seat: int | None, other: int) -> None:
    link, html = page.evaluate("[location.hash.slice(1), document.documentElement.outerHTML]")  # one round trip
    for name in secret_names(link, other, my_seat):
        assert name not in html, f"{name!r} of seat {other} shown on seat {my_seat}'s device"


def play_turn(page, my_seat: int, other: int, limit: int = 400) -> None:
    """The first action of the list until the turn passes to the friend (or the game ends)."""
    for _ in range(limit):
        if page.evaluate(SCREEN) == "end" or page.locator(".waiting").count():
            return
        if page.locator("#privacy").count():
            page.click("[data-action='privacy:']")
        page.click("#board .action >> nth=0")
        no_secrets(page, my_seat, other)
    raise AssertionError("the turn never passed")


def share(page) -> str:
    page.click("[data-action='share:'] >> nth=0")  # the table's, or the hot-seat privacy screen's
    page.wait_for_selector(".share-url")
    url = page.input_value(".share-url")
    page.click("[data-action='share-close:']")
    return url


def cannot_play(page) -> None:
    assert page.locator("#board .action").count() == 0
    assert page.locator("[data-action^='act:'], [data-action='privacy:']").count() == 0
    assert "I am Ada" not in page.inner_text("#app")


@pytest.fixture(scope="module")
def devices(browser, site_url):
    """Ada's and Bo's devices (two contexts: each its own key and storage) for the whole module, so that each
    starts the app once; every game after the first reaches Bo's page as a change of its address's fragment."""
    contexts = [browser.new_context(**VIEWPORTS["desktop"]) for _ in range(2)]
    ada, bo = (watch(context, site_url) for context in contexts)
    ada.open_home(site_url)
    yield ada, bo
    assert ada.console_errors == [] and bo.console_errors == []
    for context in contexts:
        context.close()


def new_game_here(page, game_id: str, seed: int, kinds: list[str]) -> None:
    """A new game of Ada's and Bo's from wherever the page stands (the games list first)."""
    if page.locator(HOME).count() == 0:
        page.click("[data-action='home:'] >> nth=0")
        page.wait_for_selector(HOME)
    new_game(page, game_id, kinds, seed=seed, names=["Ada", "Bo"])
    live(page)


def open_link(page, link: str) -> None:
    """A link opened on a device: the app's first start there, then only its fragment changes (no reload)."""
    page.goto(link)
    page.wait_for_selector(TABLE, timeout=HOME_TIMEOUT_MS)


# Each test its own seed: the devices keep every game, and a link of a game they hold (same header) continues it.
# Luthier's game stops after its first exchanges: a sent game is the same thing in any round.
@pytest.mark.parametrize("game_id, seed, exchanges", [("opera-magna", 13, 400), ("luthier", 4, 8)])
def test_a_game_at_a_distance_by_links_each_device_only_its_own_seat(devices, site_url, game_id, seed, exchanges):
    ada, bo = devices
    new_game_here(ada.page, game_id, seed, ["human", "friend"])
    bo_started = False
    lengths = []
    for _ in range(exchanges):
        play_turn(ada.page, 0, 1)
        if ada.page.evaluate(SCREEN) == "end":
            bo.page.goto(share(ada.page))  # the end reaches Bo too
            break
        assert "Waiting for Bo. Send Bo the game." in ada.page.inner_text(".waiting")
        cannot_play(ada.page)
        link = share(ada.page)
        lengths.append(len(link) - len(site_url))
        open_link(bo.page, link)
        if not bo_started:
            no_secrets(bo.page, None, 0)
            bo.page.click("[data-action='claim:1']")
            bo_started = True
        live(bo.page)
        no_secrets(bo.page, 1, 0)
        play_turn(bo.page, 1, 0)
        if bo.page.evaluate(SCREEN) == "end":
            ada.page.goto(share(bo.page))
            break
        cannot_play(bo.page)
        reply = share(bo.page)
        lengths.append(len(reply) - len(site_url))
        ada.page.goto(reply)
        live(ada.page)
    else:
        assert exchanges < 400, "the game never ended"
        # Ada holds Bo's last turn: both devices show the same game, and it is her turn again.
        assert "Your turn" in ada.page.inner_text("#app")
    live(ada.page)
    live(bo.page)
    if exchanges == 400:
        assert ada.page.evaluate(SCREEN) == "end" and bo.page.evaluate(SCREEN) == "end"
    assert ada.page.get_attribute("#table", "data-steps") == bo.page.get_attribute("#table", "data-steps")
    assert max(lengths) <= 2000
    print(f"\n{game_id}: {len(lengths)} links, longest {max(lengths)} characters")
    assert ada.console_errors == [] and bo.console_errors == []


def first_turns(devices, seed: int):
    """Ada (Opera Magna, seed 3 or 7: she begins) plays her turn and sends it; Bo takes his seat, plays, sends
    back."""
    ada, bo = devices
    new_game_here(ada.page, "opera-magna", seed, ["human", "friend"])
    play_turn(ada.page, 0, 1)
    first = share(ada.page)
    open_link(bo.page, first)
    bo.page.click("[data-action='claim:1']")
    live(bo.page)
    play_turn(bo.page, 1, 0)
    second = share(bo.page)
    ada.page.goto(second)
    live(ada.page)
    return ada, bo, first, second


def test_a_move_forged_into_a_link_is_refused_an_old_link_changes_nothing_and_two_tabs_lose_nothing(devices):
    ada, bo, first, second = first_turns(devices, 3)
    held = int(ada.page.get_attribute("#table", "data-steps"))
    # Bo's device cannot play Ada's seat: nothing to tap, no "I am Ada"
    cannot_play(bo.page)
    # a move for Ada added to Bo's link (by tools: the app offers no way) is refused on Ada's device
    match, state, distance = read_signed_link(second)
    game = game_of(match)
    match, state = play(match, state, game.legal_actions(state)[0].id)
    forged = second.split("#")[0] + "#" + encode_signed_link(match, distance)
    ada.page.goto(forged)
    ada.page.wait_for_selector(HOME, timeout=HOME_TIMEOUT_MS)
    assert f"Ada's move at step {len(match.log)} was not made on Ada's device." in ada.page.inner_text("#app")
    # the older link: said, nothing changed (the forged move neither)
    ada.page.goto(first)
    live(ada.page)
    assert "older than the game on this device" in ada.page.inner_text(".message")
    assert int(ada.page.get_attribute("#table", "data-steps")) == held
    assert ada.console_errors == [] and bo.console_errors == []
    # two tabs on this game: the second tab's move is not written over the first's, and it says so
    other = ada.page.context.new_page()
    other.goto(ada.page.url)
    live(other)
    ada.page.click("#board .action >> nth=0")
    moved = int(ada.page.get_attribute("#table", "data-steps"))
    other.click("#board .action >> nth=0")
    assert "moved on in another tab" in other.inner_text(".message")
    assert int(other.get_attribute("#table", "data-steps")) == moved
    other.close()


def test_a_link_that_parts_from_the_game_here_is_not_merged_and_both_may_be_kept(devices):
    ada, bo = devices
    new_game_here(ada.page, "opera-magna", 5, ["human", "human"])  # seed 5: Ada begins, one action a turn
    ada.page.click("#board .action >> nth=0")
    assert ada.page.locator("#privacy").count()
    link = share(ada.page)  # sent from the privacy screen, without opening Bo's table
    ada.page.click("[data-action='privacy:']")
    live(ada.page)
    ada.page.click("#board .action >> nth=0")  # Bo goes on one way here...
    open_link(bo.page, link)
    live(bo.page)
    if bo.page.locator("#privacy").count():
        bo.page.click("[data-action='privacy:']")
        live(bo.page)
    bo.page.click("#board .action >> nth=-1")  # ...and, from the link on another device, another way
    parted = share(bo.page)
    ada.page.click("[data-action='home:'] >> nth=0")
    ada.page.wait_for_selector(HOME)
    games = ada.page.locator("#continue .saved").count()
    ada.page.goto(parted)
    live(ada.page)
    assert "parts from your game at step 2" in ada.page.inner_text(".message")
    ada.page.click("[data-action='keep-both:']")
    ada.page.click("[data-action='home:']")
    assert ada.page.locator("#continue .saved").count() == games + 1
    assert ada.console_errors == []


def test_a_player_who_cleared_the_sites_data_is_invited_again_and_plays_on(devices, site_url):
    """Point 6: Bo clears the site's data (his key with it). Ada's next link shows his new key only a game to
    watch, saying what to do; Ada invites him again (told first what it does); her link lets his browser take his
    seat back; his moves are accepted on Ada's device, whose History says so. (The module's last use of Bo's
    device: its data is gone after it.)"""
    ada, bo, _, _ = first_turns(devices, 7)
    play_turn(ada.page, 0, 1)
    link = share(ada.page)
    bo.page.goto("about:blank")
    bo.page.context.new_cdp_session(bo.page).send(
        "Storage.clearDataForOrigin", {"origin": site_url.rstrip("/"), "storageTypes": "all"})
    bo.page.goto(link)
    live(bo.page)
    assert "ask another player to invite you again" in bo.page.inner_text(".spectator")
    cannot_play(bo.page)
    assert bo.page.locator("[data-action^='claim:'], [data-action^='reinvite']").count() == 0
    no_secrets(bo.page, None, 0)
    at = int(ada.page.get_attribute("#table", "data-steps"))
    ada.page.click("[data-action='reinvite:1']")
    assert "Only if Bo asks you" in ada.page.inner_text(".message")
    ada.page.click("[data-action='reinvite-yes:1']")
    assert "You invited Bo again" in ada.page.inner_text(".message")
    bo.page.goto(share(ada.page))
    bo.page.wait_for_selector("[data-action='claim:1']", timeout=HOME_TIMEOUT_MS)
    assert "This game invites Bo again, on a new device" in bo.page.inner_text(".invitation")
    no_secrets(bo.page, None, 0)
    bo.page.click("[data-action='claim:1']")
    live(bo.page)
    play_turn(bo.page, 1, 0)
    ada.page.goto(share(bo.page))
    live(ada.page)
    assert ada.page.locator("#board .action").count() > 0  # Bo's moves from his new key accepted: Ada plays on
    ada.page.click("[data-action='log:']")
    assert f"Bo plays on a new device after step {at}, agreed by Ada." in ada.page.inner_text("#log")
    assert ada.console_errors == [] and bo.console_errors == []


def test_where_webcrypto_is_missing_the_app_says_why_and_hot_seat_still_plays(playwright, site_url):
    """A page that is not a secure context (plain http on another host than localhost, as a phone on a LAN sees
    `make serve HOST=0.0.0.0`) has no WebCrypto: the new-game form says why there are no friends at a distance, a
    hot-seat game plays, and a signed link is refused with the reason."""
    from urllib.parse import urlsplit

    from engines import CHROMIUM, CHROMIUM_ARGS
    insecure = playwright.chromium.launch(executable_path=CHROMIUM,
                                          args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP atelier.test 127.0.0.1"])
    try:
        url = f"http://atelier.test:{urlsplit(site_url).port}/"
        page = insecure.new_page(**VIEWPORTS["desktop"])
        page.goto(url)
        page.wait_for_selector(HOME, timeout=HOME_TIMEOUT_MS)
        assert page.evaluate("isSecureContext || !!globalThis.crypto?.subtle") is False
        page.click("header [data-action='new:']")
        page.wait_for_selector("#newgame .distance-note")
        page.wait_for_function("document.querySelector('#newgame .distance-note').innerText.includes('secure page')")
        assert page.locator("select[name=kind-1] option[value=friend]").count() == 0
        page.click("[data-action='home:']")
        new_game(page, "opera-magna", ["human", "human"], seed=3, names=["Ada", "Bo"])
        live(page)
        page.click("#board .action >> nth=0")
        page.wait_for_selector("#privacy")  # hot-seat: Bo's turn behind the privacy screen
        page.click("[data-action='privacy:']")
        live(page)
        assert int(page.get_attribute("#table", "data-steps")) == 1
        signed = encode_signed_link(*signed_game())
        page.goto(url + "#" + signed)
        page.wait_for_function("document.querySelector('#app').innerText.includes('cannot check its signatures')",
                               timeout=HOME_TIMEOUT_MS)
        assert "needs a secure page" in page.inner_text("#app")
    finally:
        insecure.close()


def signed_game():
    """A game at a distance signed in CPython (two keys of PyPI's `cryptography`), for a browser to open."""
    from signed_games import Device, play_at_a_distance
    match, distance, _ = play_at_a_distance("luthier", 2, 3, [Device(), Device()], max_steps=10)
    return match, distance
